import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Prices } from './contract';
import type { Coupon, LineTotals } from '../cart/contract';
import { buildPrices, fromCents, toCents, roundTo, inclFromExcl } from './lib';
import { cartTotals, lineTotals } from './totals';

const p21 = buildPrices({ base: 121, vatPercentage: 21, vatIncluded: true });
const p9 = buildPrices({ base: 10.9, vatPercentage: 9, vatIncluded: true });
const sale21 = buildPrices({ base: 50, vatPercentage: 21, vatIncluded: true, discountPercentage: 20 });

describe('lineTotals', () => {
  it.each<[string, Prices, number, number, LineTotals]>([
    [
      'three at 121 incl 21%',
      p21,
      3,
      1500,
      {
        subtotalInclVat: 363,
        subtotalExclVat: 300,
        discountInclVat: 0,
        discountExclVat: 0,
        totalInclVat: 363,
        totalExclVat: 300,
        totalVat: [{ percentage: 21, amount: 63 }],
        totalWeight: 4500,
      },
    ],
    [
      'two discounted (20% off 50 incl)',
      sale21,
      2,
      0.1,
      {
        subtotalInclVat: 100,
        subtotalExclVat: 82.64,
        discountInclVat: 20,
        discountExclVat: 16.52,
        totalInclVat: 80,
        totalExclVat: 66.12,
        totalVat: [{ percentage: 21, amount: 13.88 }],
        totalWeight: 0.2,
      },
    ],
    [
      'quantity 0',
      p9,
      0,
      100,
      {
        subtotalInclVat: 0,
        subtotalExclVat: 0,
        discountInclVat: 0,
        discountExclVat: 0,
        totalInclVat: 0,
        totalExclVat: 0,
        totalVat: [],
        totalWeight: 0,
      },
    ],
  ])('%s', (_, prices, quantity, weightPerUnit, expected) => {
    expect(lineTotals({ prices, quantity, weightPerUnit })).toEqual(expected);
  });

  it.each([[-1], [1.5], [Number.NaN]])('rejects quantity %s', (quantity) => {
    expect(() => lineTotals({ prices: p21, quantity, weightPerUnit: 1 })).toThrow(RangeError);
  });
});

const line = (prices: Prices, quantity: number, weightPerUnit = 100) => ({
  quantity,
  totals: lineTotals({ prices, quantity, weightPerUnit }),
});
const pct = (amount: number, title = `P${amount}`): Coupon => ({ title, amount, type: 'percentage' });
const fixed = (amount: number, title = `F${amount}`): Coupon => ({ title, amount, type: 'fixedAmount' });

describe('cartTotals', () => {
  it('an empty cart is all zeros', () => {
    expect(cartTotals({ lines: [], coupons: [], shipping: null })).toEqual({
      subtotalInclVat: 0,
      subtotalExclVat: 0,
      discountInclVat: 0,
      discountExclVat: 0,
      shippingInclVat: 0,
      shippingExclVat: 0,
      totalInclVat: 0,
      totalExclVat: 0,
      totalVat: [],
      productsQuantity: 0,
      totalWeight: 0,
    });
  });

  it('sums lines, splits VAT per rate, adds shipping VAT at 21%', () => {
    const totals = cartTotals({
      lines: [line(p21, 1, 2000), line(p9, 2, 250.5)],
      coupons: [],
      shipping: { inclVat: 6.05, exclVat: 5 },
    });
    expect(totals).toEqual({
      subtotalInclVat: 142.8,
      subtotalExclVat: 120,
      discountInclVat: 0,
      discountExclVat: 0,
      shippingInclVat: 6.05,
      shippingExclVat: 5,
      totalInclVat: 148.85,
      totalExclVat: 125,
      totalVat: [
        { percentage: 9, amount: 1.8 },
        { percentage: 21, amount: 22.05 },
      ],
      productsQuantity: 3,
      totalWeight: 2501,
    });
  });

  it('product discounts count as discount; free shipping adds no VAT line', () => {
    const totals = cartTotals({ lines: [line(sale21, 2)], coupons: [], shipping: { inclVat: 0, exclVat: 0 } });
    expect(totals).toMatchObject({
      subtotalInclVat: 100,
      discountInclVat: 20,
      totalInclVat: 80,
      totalExclVat: 66.12,
      totalVat: [{ percentage: 21, amount: 13.88 }],
    });
  });

  it.each<[string, Coupon[], { incl: number; excl: number; vat: { percentage: number; amount: number }[] }]>([
    // Lines: 121 incl (100 + 21 VAT at 21%) and 2 × 10.90 incl (20 + 1.80 VAT at 9%): 142.80 in all.
    [
      'a 10% coupon takes 10% off every line and every VAT amount',
      [pct(10)],
      {
        incl: 128.52,
        excl: 108,
        vat: [
          { percentage: 9, amount: 1.62 },
          { percentage: 21, amount: 18.9 },
        ],
      },
    ],
    [
      'two percentage coupons apply one after another (10% then 10% = 19%)',
      [pct(10), pct(10)],
      {
        incl: 115.67, // 98.01 + 17.66: each line rounds to the cent
        excl: 97.2,
        vat: [
          { percentage: 9, amount: 1.46 },
          { percentage: 21, amount: 17.01 },
        ],
      },
    ],
    ['a 100% coupon makes it free', [pct(100)], { incl: 0, excl: 0, vat: [] }],
    [
      'a fixed coupon splits its VAT at the highest rate (21%)',
      [fixed(12.1)],
      {
        incl: 130.7,
        excl: 110,
        vat: [
          { percentage: 9, amount: 1.8 },
          { percentage: 21, amount: 18.9 },
        ],
      },
    ],
    ['a fixed coupon larger than the subtotal is capped at it', [fixed(500)], { incl: 0, excl: 0, vat: [] }],
    [
      'a negative fixed amount is ignored',
      [fixed(-5)],
      {
        incl: 142.8,
        excl: 120,
        vat: [
          { percentage: 9, amount: 1.8 },
          { percentage: 21, amount: 21 },
        ],
      },
    ],
    [
      'percentage coupons apply before fixed ones, whatever their order',
      [fixed(12.1), pct(50)],
      {
        incl: 59.3, // 71.40 - 12.10
        excl: 50,
        vat: [
          { percentage: 9, amount: 0.9 },
          { percentage: 21, amount: 8.4 },
        ],
      },
    ],
  ])('%s', (_, coupons, expected) => {
    const totals = cartTotals({ lines: [line(p21, 1), line(p9, 2)], coupons, shipping: null });
    expect(totals.totalInclVat).toBe(expected.incl);
    expect(totals.totalExclVat).toBe(expected.excl);
    expect(totals.totalVat).toEqual(expected.vat);
    expect(totals.subtotalInclVat).toBe(142.8);
    expect(totals.discountInclVat).toBe(roundTo(142.8 - expected.incl, 2));
    expect(totals.discountExclVat).toBe(roundTo(120 - expected.excl, 2));
  });

  it('a fixed coupon whose VAT share exceeds the highest rate’s VAT takes the rest from lower rates', () => {
    // 10.90 at 9% ×10 (VAT 9.00) and 1.21 at 21% (VAT 0.21); coupon 12.10 → VAT share 2.10 at 21%.
    const totals = cartTotals({
      lines: [line(p9, 10), line(buildPrices({ base: 1.21, vatPercentage: 21, vatIncluded: true }), 1)],
      coupons: [fixed(12.1)],
      shipping: null,
    });
    expect(totals.totalInclVat).toBe(98.11);
    expect(totals.totalVat).toEqual([{ percentage: 9, amount: 7.11 }]);
    expect(totals.totalExclVat).toBe(91);
  });

  it('a coupon that covers everything takes all VAT, even when cent rounding left a little more VAT', () => {
    // 5.50 excl at 9% is 6.00 incl (5.995 rounded): 1.00 VAT on 2, more than 12.00 × 9/109 = 0.99.
    const prices = buildPrices({ base: 5.5, vatPercentage: 9, vatIncluded: false });
    const totals = cartTotals({ lines: [line(prices, 2)], coupons: [fixed(12)], shipping: null });
    expect(totals).toMatchObject({ totalInclVat: 0, totalExclVat: 0, totalVat: [], discountExclVat: 11 });
  });

  it('a cart with only 0% goods gives a fixed coupon no VAT share', () => {
    const zero = buildPrices({ base: 20, vatPercentage: 0, vatIncluded: true });
    const totals = cartTotals({ lines: [line(zero, 1)], coupons: [fixed(5)], shipping: null });
    expect(totals).toMatchObject({ totalInclVat: 15, totalExclVat: 15, totalVat: [], discountExclVat: 5 });
  });

  it('shipping alone is taxed at 21%', () => {
    const totals = cartTotals({ lines: [], coupons: [fixed(10)], shipping: { inclVat: 4.95, exclVat: 4.09 } });
    expect(totals).toMatchObject({
      totalInclVat: 4.95,
      totalExclVat: 4.09,
      totalVat: [{ percentage: 21, amount: 0.86 }],
      discountInclVat: 0,
    });
  });

  const arbitraryPrices = fc
    .record({
      cents: fc.integer({ min: 0, max: 100_000 }),
      vatPercentage: fc.constantFrom(0, 9, 21),
      vatIncluded: fc.boolean(),
      discount: fc.option(fc.integer({ min: 1, max: 100 })),
    })
    .map(({ cents, vatPercentage, vatIncluded, discount }) =>
      buildPrices({ base: fromCents(cents), vatPercentage, vatIncluded, discountPercentage: discount }),
    );
  const arbitraryCart = fc.record({
    lines: fc.array(
      fc.record({ prices: arbitraryPrices, quantity: fc.integer({ min: 0, max: 20 }), weight: fc.nat(5000) }),
      { maxLength: 6 },
    ),
    coupons: fc.array(
      fc.oneof(
        fc.integer({ min: 0, max: 100 }).map((a) => pct(a)),
        fc.integer({ min: 0, max: 50_000 }).map((c) => fixed(fromCents(c))),
      ),
      { maxLength: 3 },
    ),
    shipping: fc.option(
      fc
        .integer({ min: 0, max: 2000 })
        .map((c) => ({ exclVat: fromCents(c), inclVat: inclFromExcl(fromCents(c), 21) })),
    ),
  });

  it('totalInclVat = totalExclVat + Σ totalVat within a cent, and nothing is negative', () => {
    fc.assert(
      fc.property(arbitraryCart, ({ lines, coupons, shipping }) => {
        const t = cartTotals({
          lines: lines.map(({ prices, quantity, weight }) => line(prices, quantity, weight)),
          coupons,
          shipping,
        });
        const vat = t.totalVat.reduce((sum, v) => sum + toCents(v.amount), 0);
        expect(Math.abs(toCents(t.totalInclVat) - toCents(t.totalExclVat) - vat)).toBeLessThanOrEqual(1);
        for (const key of [
          'subtotalInclVat',
          'subtotalExclVat',
          'discountInclVat',
          'discountExclVat',
          'shippingInclVat',
          'shippingExclVat',
          'totalInclVat',
          'totalExclVat',
          'productsQuantity',
          'totalWeight',
        ] as const) {
          expect(t[key]).toBeGreaterThanOrEqual(0);
        }
        for (const v of t.totalVat) expect(v.amount).toBeGreaterThan(0);
        expect(toCents(t.totalInclVat)).toBe(
          toCents(t.subtotalInclVat) - toCents(t.discountInclVat) + toCents(t.shippingInclVat),
        );
        expect(toCents(t.totalInclVat)).toBeLessThanOrEqual(toCents(t.subtotalInclVat) + toCents(t.shippingInclVat));
      }),
      { numRuns: 2000 },
    );
  });
});
