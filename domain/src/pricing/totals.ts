// Line and cart totals (spec §3 Cart line totals and Cart totals, §9 Prices), with the exact money rules of ./lib:
// apart from it because only the cart's sync (loaded with the cart) and the mock API run them.
import type { Coupon, CartTotals, LineTotals, VatLine } from '../cart/contract';
import type { Prices, SimplePrices } from './contract';
import { fromCents, mulDivRound, roundTo, toCents } from './lib';

/** The VAT list of a price set, sorted by rate, without empty entries. */
const vatList = (byRate: Map<number, number>): VatLine[] =>
  [...byRate.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a - b)
    .map(([percentage, cents]) => ({ percentage, amount: fromCents(cents) }));

const assertQuantity = (quantity: number): void => {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`Quantity must be 0 or more, got ${quantity}`);
};

/**
 * Totals of one cart line (spec §3 Cart line totals): unit prices (options included) × quantity.
 * `subtotal` is at the base price, `discount` what the product discount takes off, `total` what is paid.
 * Weight is grams, rounded to milligrams to keep float noise out of sums.
 */
export const lineTotals = ({
  prices,
  quantity,
  weightPerUnit,
}: {
  prices: Prices;
  quantity: number;
  weightPerUnit: number;
}): LineTotals => {
  assertQuantity(quantity);
  const baseIncl = toCents(prices.baseInclVat);
  const baseExcl = toCents(prices.baseExclVat);
  const unitIncl = prices.discountInclVat === null ? baseIncl : toCents(prices.discountInclVat);
  const unitExcl = prices.discountExclVat === null ? baseExcl : toCents(prices.discountExclVat);
  const totalIncl = unitIncl * quantity;
  const totalExcl = unitExcl * quantity;
  return {
    subtotalInclVat: fromCents(baseIncl * quantity),
    subtotalExclVat: fromCents(baseExcl * quantity),
    discountInclVat: fromCents((baseIncl - unitIncl) * quantity),
    discountExclVat: fromCents((baseExcl - unitExcl) * quantity),
    totalInclVat: fromCents(totalIncl),
    totalExclVat: fromCents(totalExcl),
    totalVat: vatList(new Map([[prices.vatPercentage, totalIncl - totalExcl]])),
    totalWeight: roundTo(weightPerUnit * quantity, 3),
  };
};

/** Spec §9: shipping is taxed at the standard Dutch rate. */
export const SHIPPING_VAT_PERCENTAGE = 21;

export interface CartTotalsInput {
  lines: readonly { quantity: number; totals: LineTotals }[];
  coupons: readonly Coupon[];
  shipping: SimplePrices | null;
}

/** A line in cents while coupons are applied: what is paid incl VAT and the VAT in it per rate. */
interface WorkLine {
  incl: number;
  vat: Map<number, number>;
}

const sumVat = (vat: Map<number, number>): number => [...vat.values()].reduce((a, b) => a + b, 0);

/** Takes `percentage` off a line: the paid amount and each VAT amount, each rounded to the cent. */
const applyPercentage = (line: WorkLine, percentage: number): WorkLine => ({
  incl: line.incl - mulDivRound(line.incl, percentage, 100),
  vat: new Map([...line.vat].map(([rate, cents]) => [rate, cents - mulDivRound(cents, percentage, 100)])),
});

/**
 * The cart's totals (spec §3 Cart totals, §9 Prices).
 * - `subtotal*` sums the lines at base prices; `discount*` is everything taken off: product discounts and coupons.
 * - Percentage coupons take their percentage off every line, one after another (10% and 10% make 19%).
 * - Fixed-amount coupons (euros incl VAT) come next, each capped at what is still to pay for the products. Their
 *   VAT share is the amount's VAT at the HIGHEST rate in the cart, capped at the VAT left (and at least what keeps
 *   the VAT left within the amount left), and is taken off that rate's VAT first, then off lower rates.
 * - Shipping VAT (incl − excl) is booked at 21%.
 * - Excl-VAT totals are derived as incl − VAT, so totalInclVat = totalExclVat + Σ totalVat holds to the cent.
 * Line totals from `lineTotals` satisfy incl = excl + Σ VAT; other input is taken as given.
 */
export const cartTotals = ({ lines, coupons, shipping }: CartTotalsInput): CartTotals => {
  let subtotalIncl = 0;
  let subtotalExcl = 0;
  let productsQuantity = 0;
  let totalWeight = 0;
  let work: WorkLine[] = [];
  for (const { quantity, totals } of lines) {
    subtotalIncl += toCents(totals.subtotalInclVat);
    subtotalExcl += toCents(totals.subtotalExclVat);
    productsQuantity += quantity;
    totalWeight += totals.totalWeight;
    const vat = new Map<number, number>();
    for (const { percentage, amount } of totals.totalVat)
      vat.set(percentage, (vat.get(percentage) ?? 0) + toCents(amount));
    work.push({ incl: toCents(totals.totalInclVat), vat });
  }

  for (const coupon of coupons) {
    if (coupon.type !== 'percentage') continue;
    const percentage = Math.min(100, Math.max(0, coupon.amount));
    work = work.map((line) => applyPercentage(line, percentage));
  }

  let goodsIncl = work.reduce((sum, line) => sum + line.incl, 0);
  const goodsVat = new Map<number, number>();
  for (const line of work) for (const [rate, cents] of line.vat) goodsVat.set(rate, (goodsVat.get(rate) ?? 0) + cents);
  const highestRate = Math.max(0, ...[...goodsVat.keys()]);

  for (const coupon of coupons) {
    if (coupon.type !== 'fixedAmount') continue;
    const amount = Math.min(Math.max(0, toCents(coupon.amount)), goodsIncl);
    goodsIncl -= amount;
    // The VAT left can never exceed what is left to pay (cent rounding of the entered prices could allow it).
    const vatLeft = sumVat(goodsVat);
    let vatShare = Math.min(
      vatLeft,
      Math.max(mulDivRound(amount, highestRate, 100 + highestRate), vatLeft - goodsIncl),
    );
    for (const rate of [...goodsVat.keys()].sort((a, b) => b - a)) {
      const taken = Math.min(vatShare, goodsVat.get(rate) ?? 0);
      goodsVat.set(rate, (goodsVat.get(rate) ?? 0) - taken);
      vatShare -= taken;
    }
  }

  const goodsExcl = goodsIncl - sumVat(goodsVat);
  const shippingIncl = shipping ? toCents(shipping.inclVat) : 0;
  const shippingExcl = shipping ? toCents(shipping.exclVat) : 0;
  const vat = new Map(goodsVat);
  if (shippingIncl !== shippingExcl) {
    vat.set(SHIPPING_VAT_PERCENTAGE, (vat.get(SHIPPING_VAT_PERCENTAGE) ?? 0) + shippingIncl - shippingExcl);
  }
  return {
    subtotalInclVat: fromCents(subtotalIncl),
    subtotalExclVat: fromCents(subtotalExcl),
    discountInclVat: fromCents(subtotalIncl - goodsIncl),
    discountExclVat: fromCents(subtotalExcl - goodsExcl),
    shippingInclVat: fromCents(shippingIncl),
    shippingExclVat: fromCents(shippingExcl),
    totalInclVat: fromCents(goodsIncl + shippingIncl),
    totalExclVat: fromCents(goodsExcl + shippingExcl),
    totalVat: vatList(vat),
    productsQuantity,
    totalWeight: roundTo(totalWeight, 3),
  };
};
