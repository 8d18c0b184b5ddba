// The cart (spec §3 Cart, Cart line; §7 cart calls). The server computes totals with the pricing lib.
import * as t from 'io-ts';
import { NonEmptyString, NonNegativeInt, PositiveInt, nullable, success, Stock } from '../shared';
import { Prices } from '../pricing/contract';
import { CustomDimensions, OptionSelection } from '../configurator/contract';

export const VatLine = t.type({ percentage: t.number, amount: t.number }, 'VatLine');
export type VatLine = t.TypeOf<typeof VatLine>;

export const LineTotals = t.type(
  {
    subtotalExclVat: t.number,
    subtotalInclVat: t.number,
    discountExclVat: t.number,
    discountInclVat: t.number,
    totalExclVat: t.number,
    totalInclVat: t.number,
    totalVat: t.array(VatLine),
    totalWeight: t.number,
  },
  'LineTotals',
);
export type LineTotals = t.TypeOf<typeof LineTotals>;

export const CartLineOption = t.type(
  {
    id: t.string,
    lineOptionId: t.string,
    groupId: t.string,
    groupName: t.string,
    name: t.string,
    displayType: t.keyof({ image: null, text: null, custom: null }),
    custom: nullable(t.type({ name: t.string, label: t.string, quantity: t.number, dimensions: CustomDimensions })),
    prices: nullable(Prices),
  },
  'CartLineOption',
);
export type CartLineOption = t.TypeOf<typeof CartLineOption>;

export const CartLine = t.type(
  {
    id: t.string,
    uid: t.string,
    lUid: t.string,
    productId: t.string,
    quantity: t.number,
    /** The quantity the shopper asked for before the stock rule lowered it. */
    originalQuantity: t.number,
    slug: t.string,
    title: t.string,
    brand: nullable(t.string),
    options: t.array(CartLineOption),
    /** Unit prices, options included. */
    prices: Prices,
    image: nullable(t.type({ imageSrc: t.type({ medium: t.string }) })),
    imageAlt: t.string,
    stock: Stock,
    backorder: t.boolean,
    weight: t.type({ perUnit: t.number }),
    totals: LineTotals,
  },
  'CartLine',
);
export type CartLine = t.TypeOf<typeof CartLine>;

export const CouponType = t.keyof({ fixedAmount: null, percentage: null }, 'CouponType');
export type CouponType = t.TypeOf<typeof CouponType>;

/** Spec §3 coupons: `fixedAmount` means money (euros incl. VAT), otherwise a percentage. */
export const Coupon = t.type({ title: t.string, amount: t.number, type: CouponType }, 'Coupon');
export type Coupon = t.TypeOf<typeof Coupon>;

export const CartTotals = t.type(
  {
    subtotalExclVat: t.number,
    subtotalInclVat: t.number,
    discountExclVat: t.number,
    discountInclVat: t.number,
    shippingExclVat: t.number,
    shippingInclVat: t.number,
    totalExclVat: t.number,
    totalInclVat: t.number,
    totalVat: t.array(VatLine),
    productsQuantity: t.number,
    totalWeight: t.number,
  },
  'CartTotals',
);
export type CartTotals = t.TypeOf<typeof CartTotals>;

export const Cart = t.type(
  {
    cUid: t.string,
    lines: t.array(CartLine),
    isMerged: t.boolean,
    delivery: t.type({ shippingId: nullable(t.string), pickupLocationId: nullable(t.string) }),
    paymentOptionId: nullable(t.string),
    addressId: nullable(t.string),
    coupons: t.array(Coupon),
    itemsQuantity: t.number,
    totals: CartTotals,
    /** Grows with every change; the checkout compares it to notice a cart changed on a later step. */
    revision: t.number,
  },
  'Cart',
);
export type Cart = t.TypeOf<typeof Cart>;

/** POST /api/v2/account/cart/state: the cart of `cUid`, or of the bearer's customer (merging `cUid` into it). */
export const CartStateRequest = t.exact(t.partial({ cUid: t.string }), 'CartStateRequest');
export type CartStateRequest = t.TypeOf<typeof CartStateRequest>;
export const CartReply = success(Cart, 'CartReply');
export type CartReply = t.TypeOf<typeof CartReply>;

/** POST /api/v2/cart: chooses delivery, pickup, address or payment. Answers the updated cart. */
export const CartUpdateRequest = t.exact(
  t.intersection([
    t.type({ cUid: NonEmptyString }),
    t.partial({
      shipping_option_id: nullable(t.string),
      pickup_location_id: nullable(t.string),
      address_id: nullable(t.string),
      payment_option_id: nullable(t.string),
    }),
  ]),
  'CartUpdateRequest',
);
export type CartUpdateRequest = t.TypeOf<typeof CartUpdateRequest>;

export const LineItemInput = t.exact(
  t.intersection([
    t.type({ productId: NonEmptyString, quantity: PositiveInt }),
    t.partial({ options: t.array(OptionSelection) }),
  ]),
  'LineItemInput',
);
export type LineItemInput = t.TypeOf<typeof LineItemInput>;

/**
 * POST /api/v2/cart/lines: adds a line (a new cart is made when `cUid` is absent).
 * `updatedQuantity` is what stock allowed; lower than asked means the stock limit was hit.
 */
export const CreateLineRequest = t.exact(
  t.intersection([t.type({ item: LineItemInput }), t.partial({ cUid: t.string })]),
  'CreateLineRequest',
);
export type CreateLineRequest = t.TypeOf<typeof CreateLineRequest>;
export const CreateLineReply = success(
  t.type({ cUid: t.string, lUid: t.string, updatedQuantity: t.number }),
  'CreateLineReply',
);
export type CreateLineReply = t.TypeOf<typeof CreateLineReply>;

/** PUT /api/v2/cart/lines/{lineUid}: `id` is the cart's cUid; quantity 0 removes the line. */
export const UpdateLineRequest = t.exact(t.type({ quantity: NonNegativeInt, id: NonEmptyString }), 'UpdateLineRequest');
export type UpdateLineRequest = t.TypeOf<typeof UpdateLineRequest>;
export const UpdateLineReply = success(t.type({ updatedQuantity: t.number }), 'UpdateLineReply');
export type UpdateLineReply = t.TypeOf<typeof UpdateLineReply>;

/** POST and DELETE /api/v2/cart/coupons. Deleting sends the coupon's title as `couponCode`. */
export const CouponRequest = t.exact(t.type({ cUid: NonEmptyString, couponCode: NonEmptyString }), 'CouponRequest');
export type CouponRequest = t.TypeOf<typeof CouponRequest>;

/** DELETE /api/v2/cart: forgets the cart (spec §4 Cart, deleting the cart). */
export const CartDeleteRequest = t.exact(t.type({ cUid: NonEmptyString }), 'CartDeleteRequest');
export type CartDeleteRequest = t.TypeOf<typeof CartDeleteRequest>;
