// Price codecs (spec §3 Prices) and the customer-specific price calls (spec §7).
import * as t from 'io-ts';
import { Money, NonEmptyString, PositiveInt, nullable, success } from '../shared';

/**
 * Spec §3 Prices. Amounts are euros. `discount*` are null when there is no discount;
 * `vatIncluded` says whether the shop's entered price included VAT.
 */
export const Prices = t.type(
  {
    baseInclVat: Money,
    baseExclVat: Money,
    discountInclVat: nullable(Money),
    discountExclVat: nullable(Money),
    discountPercentage: nullable(t.number),
    vatIncluded: t.boolean,
    vatPercentage: t.number,
  },
  'Prices',
);
export type Prices = t.TypeOf<typeof Prices>;

/** Delivery and payment options price themselves with this pair (spec §3 Payment option prices). */
export const SimplePrices = t.type({ exclVat: Money, inclVat: Money }, 'SimplePrices');
export type SimplePrices = t.TypeOf<typeof SimplePrices>;

export const ProductPrice = t.type({ productId: t.string, prices: Prices }, 'ProductPrice');
export type ProductPrice = t.TypeOf<typeof ProductPrice>;

/** POST /api/v2/prices (bearer): the shown prices of a list, answered with the customer's prices. */
export const CustomerPricesRequest = t.exact(
  t.type({ items: t.array(t.exact(t.type({ productId: NonEmptyString, prices: nullable(Prices) }))) }),
  'CustomerPricesRequest',
);
export type CustomerPricesRequest = t.TypeOf<typeof CustomerPricesRequest>;
export const CustomerPricesReply = success(t.array(ProductPrice), 'CustomerPricesReply');
export type CustomerPricesReply = t.TypeOf<typeof CustomerPricesReply>;

/** POST /api/products/prices/{productId} (bearer): reprices one product, e.g. a cart line, for the customer. */
export const ProductPriceRequest = t.exact(
  t.partial({ quantity: PositiveInt, optionIds: t.array(t.string) }),
  'ProductPriceRequest',
);
export type ProductPriceRequest = t.TypeOf<typeof ProductPriceRequest>;
export const ProductPriceReply = success(t.type({ prices: Prices }), 'ProductPriceReply');
export type ProductPriceReply = t.TypeOf<typeof ProductPriceReply>;
