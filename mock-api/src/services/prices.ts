// Prices of products, options and cart lines, with the pricing rules of the domain package. Customer prices
// (spec §4): a customer's `priceDiscountPercentage` replaces a smaller product discount (the best price wins;
// discounts do not stack).
import { type RugShape } from '@etalage/domain/configurator';
import { buildPrices, toCents, fromCents, type Prices } from '@etalage/domain/pricing';

export const customerPrices = (prices: Prices, discountPercentage: number): Prices => {
  if (discountPercentage <= 0 || (prices.discountPercentage ?? 0) >= discountPercentage) return prices;
  return buildPrices({
    base: prices.vatIncluded ? prices.baseInclVat : prices.baseExclVat,
    vatPercentage: prices.vatPercentage,
    vatIncluded: prices.vatIncluded,
    discountPercentage,
  });
};

/** The sum of price sets (a product plus its options). The first set gives the VAT rate and discount percentage. */
export const sumPrices = (parts: readonly Prices[]): Prices | null => {
  const [first] = parts;
  if (!first) return null;
  let baseIncl = 0;
  let baseExcl = 0;
  let discIncl = 0;
  let discExcl = 0;
  let discounted = false;
  for (const p of parts) {
    baseIncl += toCents(p.baseInclVat);
    baseExcl += toCents(p.baseExclVat);
    discIncl += toCents(p.discountInclVat ?? p.baseInclVat);
    discExcl += toCents(p.discountExclVat ?? p.baseExclVat);
    discounted ||= p.discountInclVat !== null;
  }
  return {
    baseInclVat: fromCents(baseIncl),
    baseExclVat: fromCents(baseExcl),
    discountInclVat: discounted ? fromCents(discIncl) : null,
    discountExclVat: discounted ? fromCents(discExcl) : null,
    discountPercentage: discounted
      ? (parts.find((p) => p.discountPercentage !== null)?.discountPercentage ?? null)
      : null,
    vatIncluded: first.vatIncluded,
    vatPercentage: first.vatPercentage,
  };
};

export interface Dimensions {
  shape?: RugShape;
  width?: number;
  length?: number;
  diameter?: number;
}

/** The label of a made-to-measure size: `200 x 300 cm` or `Ø 160 cm`. */
export const sizeLabel = (shape: RugShape, d: Dimensions): string =>
  shape === 'Rond' ? `Ø ${d.diameter ?? 0} cm` : `${d.width ?? 0} x ${d.length ?? 0} cm`;
