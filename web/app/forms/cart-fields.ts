// The names of the cart's forms and their fields (docs/decisions/cart-page.md), shared by the forms (the product
// page's add to cart, the cart panel and the cart page) and the intents that read them (./cart.ts). A module of its
// own: the header's cart link needs the cart page's path, not the intents.

/** The cart page, whose action takes the lines' and the coupons' forms from wherever they are shown. */
export const CART_PATH = '/cart';

export const ADD_TO_CART_INTENT = 'add-to-cart';
export const CART_LINE_INTENT = 'cart-line';
export const COUPON_INTENT = 'coupon';
export const COUPON_REMOVE_INTENT = 'coupon-remove';

/** The fields of the add-to-cart form: the product (the variation the page shows), the quantity, the choices. */
export const ADD_FIELDS = { product: 'product', quantity: 'quantity' } as const;
/** A radio group of an option group: its value is the chosen item's id. */
export const optionField = (groupId: string): string => `option-${groupId}`;
/** A made-to-measure dimension (cm) of a custom option item. */
export const sizeField = (itemId: string, dimension: SizeDimension): string => `size-${itemId}-${dimension}`;
export type SizeDimension = 'width' | 'length' | 'diameter';

/**
 * A cart line's form: the line, its quantity field, and the buttons that send a quantity of their own (minus,
 * plus, remove as 0) under `set`: a button's value wins over the field's.
 */
export const LINE_FIELDS = { line: 'line', quantity: 'quantity', set: 'set' } as const;
/** The coupon form's code; the remove buttons send the coupon's title. */
export const COUPON_FIELDS = { code: 'code', coupon: 'coupon' } as const;
