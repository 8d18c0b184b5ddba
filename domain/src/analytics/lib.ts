// GA4 ecommerce payloads (spec §4 Checkout analytics events; docs/checkout.md "Analytics (GA4 ecommerce events)"), in
// the dataLayer shape `{ event, ecommerce }`. Pure. Prices are the consumer prices the shop shows: unit prices incl.
// VAT after the product discount (the payment outcome only knows those); `value` is Σ price × quantity and never
// includes shipping or tax, which purchase reports separately. Amounts are summed in cents.
import type { Cart, CartLine, Coupon } from '../cart/contract';
import type { DeliveryOption, OrderLine, PaymentOption, PaymentOutcome } from '../checkout/contract';
import { fromCents, toCents } from '../pricing';

export const GA4_CURRENCY = 'EUR';

export type Ga4EventName =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  index: number;
  item_variant?: string;
  item_brand?: string;
  item_category?: string;
  /** Unit discount in euros. */
  discount?: number;
  coupon?: string;
}

export interface Ga4Ecommerce {
  currency: typeof GA4_CURRENCY;
  value: number;
  items: Ga4Item[];
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
}

/** What the cart events read of a cart. */
export type CartContents = Pick<Cart, 'lines' | 'coupons'>;

export interface Ga4Event {
  event: Ga4EventName;
  ecommerce: Ga4Ecommerce;
}

/** Coupon titles as GA4's single coupon string. */
export const couponText = (coupons: readonly Pick<Coupon, 'title'>[]): string | undefined =>
  coupons.length === 0 ? undefined : coupons.map((c) => c.title).join(',');

/** One cart line as a GA4 item at position `index`. */
export const itemFromLine = (line: CartLine, index: number, coupon?: string): Ga4Item => {
  const base = toCents(line.prices.baseInclVat);
  const paid = line.prices.discountInclVat === null ? base : toCents(line.prices.discountInclVat);
  const variant = line.options
    .map((o) => (o.groupName ? `${o.groupName}: ${o.name}` : o.name))
    .filter((text) => text.trim() !== '')
    .join(', ');
  const item: Ga4Item = {
    item_id: line.productId,
    item_name: line.title,
    price: fromCents(paid),
    quantity: line.quantity,
    index,
  };
  if (variant) item.item_variant = variant;
  if (line.brand) item.item_brand = line.brand;
  if (base > paid) item.discount = fromCents(base - paid);
  if (coupon) item.coupon = coupon;
  return item;
};

export const itemFromOrderLine = (line: OrderLine, index: number, coupon?: string): Ga4Item => {
  const item: Ga4Item = {
    item_id: line.productId,
    item_name: line.title,
    price: line.priceInclVat,
    quantity: line.quantity,
    index,
  };
  if (line.options.length > 0) item.item_variant = line.options.join(', ');
  if (coupon) item.coupon = coupon;
  return item;
};

/** Σ price × quantity, exact to the cent. */
export const itemsValue = (items: readonly Ga4Item[]): number =>
  fromCents(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));

const event = (name: Ga4EventName, items: Ga4Item[], extra: Partial<Ga4Ecommerce> = {}): Ga4Event => ({
  event: name,
  ecommerce: { currency: GA4_CURRENCY, value: itemsValue(items), items, ...extra },
});

const cartItems = (lines: readonly CartLine[], coupon?: string): Ga4Item[] =>
  lines.filter((l) => l.quantity > 0).map((line, index) => itemFromLine(line, index, coupon));

/** A product put in the cart; `quantity` is how many were added. */
export const addToCartEvent = (line: CartLine, quantity: number): Ga4Event =>
  event('add_to_cart', [itemFromLine({ ...line, quantity }, 0)]);

/** A line taken out of the cart; `quantity` is how many it held. */
export const removeFromCartEvent = (line: CartLine, quantity: number): Ga4Event =>
  event('remove_from_cart', [itemFromLine({ ...line, quantity }, 0)]);

export const viewCartEvent = (lines: readonly CartLine[], coupons: readonly Coupon[]): Ga4Event =>
  event('view_cart', cartItems(lines, couponText(coupons)));

export const beginCheckoutEvent = (cart: CartContents): Ga4Event => {
  const coupon = couponText(cart.coupons);
  return event('begin_checkout', cartItems(cart.lines, coupon), coupon ? { coupon } : {});
};

export const addShippingInfoEvent = (cart: CartContents, option: DeliveryOption): Ga4Event => {
  const coupon = couponText(cart.coupons);
  return event('add_shipping_info', cartItems(cart.lines, coupon), {
    ...(coupon ? { coupon } : {}),
    shipping_tier: option.label,
  });
};

export const addPaymentInfoEvent = (cart: CartContents, option: PaymentOption): Ga4Event => {
  const coupon = couponText(cart.coupons);
  return event('add_payment_info', cartItems(cart.lines, coupon), {
    ...(coupon ? { coupon } : {}),
    payment_type: option.label,
  });
};

/** A paid payment; the order number is the transaction id. */
export const purchaseEvent = (outcome: PaymentOutcome): Ga4Event => {
  const coupon = outcome.order.coupon ?? undefined;
  const items = outcome.order.lines.map((line, index) => itemFromOrderLine(line, index, coupon));
  return event('purchase', items, {
    transaction_id: outcome.orderNumber,
    shipping: outcome.order.shippingInclVat,
    tax: outcome.order.totalVat,
    ...(coupon ? { coupon } : {}),
  });
};
