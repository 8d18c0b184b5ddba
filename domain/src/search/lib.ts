// What a search result's price badge shows (spec §3 Search result group): its prefix, then one price or a range
// min-max of regular prices, excl or incl VAT by the shop's setting; a discounted price, when the answer gives
// one, is the price to pay and the regular price (or range) is shown struck through (docs/search.md).
import type { PriceBadgeValue } from './contract';

export interface ShownPriceBadge {
  /** Shown before the price, e.g. 'vanaf'; '' for none. */
  prefix: string;
  min: number;
  /** null when the range is one price. */
  max: number | null;
  /** The discounted price; null when not discounted. */
  discount: number | null;
}

export const shownPriceBadge = (value: PriceBadgeValue, { exclVat }: { exclVat: boolean }): ShownPriceBadge => {
  const pick = (prices: { exclVat: number; inclVat: number }) => (exclVat ? prices.exclVat : prices.inclVat);
  const min = pick(value.range.min);
  const max = pick(value.range.max);
  const discount = exclVat ? value.discountExclVat : value.discountInclVat;
  return {
    prefix: value.prefix.trim(),
    min: Math.min(min, max),
    max: max === min ? null : Math.max(min, max),
    discount: discount !== null && discount < Math.max(min, max) ? discount : null,
  };
};
