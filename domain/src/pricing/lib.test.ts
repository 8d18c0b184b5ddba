import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Prices } from './contract';
import {
  amountLess,
  amountTimes,
  sumAmounts,
  buildPrices,
  discounted,
  exclFromIncl,
  formatCartPrice,
  formatPrice,
  freePriceMessage,
  fromCents,
  inclFromExcl,
  priceUnavailableMessage,
  roundTo,
  shownPrice,
  toCents,
} from './lib';

const NBSP = '\u00a0';

describe('sums, differences and multiples of amounts, to the cent', () => {
  it('adds, subtracts and multiplies in whole cents, where floats drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([19.99, 19.99, 19.99])).toBe(59.97);
    expect(sumAmounts([])).toBe(0);
    expect(amountLess(100.3, 19.9)).toBe(80.4);
    expect(amountLess(121, 100)).toBe(21);
    expect(amountTimes(19.99, 3)).toBe(59.97);
    expect(amountTimes(0.07, 100)).toBe(7);
  });

  it('refuses a quantity that is not a whole number', () => {
    expect(() => amountTimes(1, 1.5)).toThrow(RangeError);
  });

  it('agree with cents arithmetic for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 })), (cents) => {
        expect(toCents(sumAmounts(cents.map(fromCents)))).toBe(cents.reduce((sum, value) => sum + value, 0));
      }),
    );
  });
});

describe('toCents / fromCents / roundTo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [-1.005, -101],
    [-0.005, -1],
    [0.004, 0],
    [-0.004, 0],
    [1e-7, 0],
    [123456.785, 12345679],
  ])('toCents(%s) = %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [0, 0],
    [1, 0.01],
    [1250, 12.5],
    [-101, -1.01],
    [12345679, 123456.79],
  ])('fromCents(%s) = %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount);
  });

  it.each([
    [2.675, 2, 2.68],
    [1.005, 2, 1.01],
    [12.5, 0, 13],
    [13.5, 0, 14],
    [-12.5, 0, -13],
    [-0.4, 0, 0],
    [12.49, 0, 12],
    [1.2345, 3, 1.235],
    [99.995, 2, 100],
    [7, 2, 7],
  ])('roundTo(%s, %s) = %s (half away from zero)', (amount, decimals, expected) => {
    expect(roundTo(amount, decimals)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
    expect(() => roundTo(amount, 2)).toThrow(RangeError);
  });

  it('rejects negative or fractional decimals', () => {
    expect(() => roundTo(1, -1)).toThrow(RangeError);
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
  });

  it('round-trips every cent amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => toCents(fromCents(cents)) === cents));
  });
});

describe('discounted, exclFromIncl, inclFromExcl', () => {
  it.each([
    [100, 25, 75],
    [19.99, 10, 17.99], // 17.991
    [10, 33, 6.7],
    [0.05, 10, 0.05], // 0.045 rounds away from zero
    [49.95, 12.5, 43.71], // 43.70625
    [80, 0, 80],
    [80, 100, 0],
  ])('discounted(%s, %s%%) = %s', (base, pct, expected) => {
    expect(discounted(base, pct)).toBe(expected);
  });

  it.each([
    [121, 21, 100],
    [100, 21, 82.64], // 82.6446
    [10.9, 9, 10],
    [19.99, 21, 16.52], // 16.5207
    [1, 21, 0.83],
    [5, 0, 5],
    [105.5, 5.5, 100],
  ])('exclFromIncl(%s, %s%%) = %s', (incl, vat, expected) => {
    expect(exclFromIncl(incl, vat)).toBe(expected);
  });

  it.each([
    [100, 21, 121],
    [82.64, 21, 99.99], // 99.9944
    [10, 9, 10.9],
    [0.5, 21, 0.61], // 0.605
    [100, 5.5, 105.5],
  ])('inclFromExcl(%s, %s%%) = %s', (excl, vat, expected) => {
    expect(inclFromExcl(excl, vat)).toBe(expected);
  });

  it.each([[-1], [101], [Number.NaN]])('rejects the percentage %s', (pct) => {
    expect(() => discounted(10, pct)).toThrow(RangeError);
    expect(() => exclFromIncl(10, pct)).toThrow(RangeError);
    expect(() => inclFromExcl(10, pct)).toThrow(RangeError);
  });

  it('converting incl → excl → incl is off by at most one cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 6, 9, 21), (cents, vat) => {
        const back = toCents(inclFromExcl(exclFromIncl(fromCents(cents), vat), vat));
        return Math.abs(back - cents) <= 1;
      }),
    );
  });

  it('a discount never raises the price nor makes it negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (cents, pct) => {
        const after = toCents(discounted(fromCents(cents), pct));
        return after >= 0 && after <= cents;
      }),
    );
  });
});

describe('buildPrices', () => {
  it.each<[string, Parameters<typeof buildPrices>[0], Prices]>([
    [
      'incl VAT, no discount',
      { base: 121, vatPercentage: 21, vatIncluded: true, discountPercentage: null },
      {
        baseInclVat: 121,
        baseExclVat: 100,
        discountInclVat: null,
        discountExclVat: null,
        discountPercentage: null,
        vatIncluded: true,
        vatPercentage: 21,
      },
    ],
    [
      'excl VAT, no discount (0 counts as none)',
      { base: 100, vatPercentage: 9, vatIncluded: false, discountPercentage: 0 },
      {
        baseInclVat: 109,
        baseExclVat: 100,
        discountInclVat: null,
        discountExclVat: null,
        discountPercentage: null,
        vatIncluded: false,
        vatPercentage: 9,
      },
    ],
    [
      'incl VAT with a discount: the discount is taken on the entered side',
      { base: 19.99, vatPercentage: 21, vatIncluded: true, discountPercentage: 10 },
      {
        baseInclVat: 19.99,
        baseExclVat: 16.52,
        discountInclVat: 17.99,
        discountExclVat: 14.87, // 17.99 / 1.21 = 14.8677
        discountPercentage: 10,
        vatIncluded: true,
        vatPercentage: 21,
      },
    ],
    [
      'excl VAT with a discount',
      { base: 50, vatPercentage: 21, vatIncluded: false, discountPercentage: 20 },
      {
        baseInclVat: 60.5,
        baseExclVat: 50,
        discountInclVat: 48.4,
        discountExclVat: 40,
        discountPercentage: 20,
        vatIncluded: false,
        vatPercentage: 21,
      },
    ],
    [
      'a base with more than two decimals is rounded to the cent',
      { base: 9.995, vatPercentage: 0, vatIncluded: true },
      {
        baseInclVat: 10,
        baseExclVat: 10,
        discountInclVat: null,
        discountExclVat: null,
        discountPercentage: null,
        vatIncluded: true,
        vatPercentage: 0,
      },
    ],
    [
      'a free product',
      { base: 0, vatPercentage: 21, vatIncluded: true, discountPercentage: 50 },
      {
        baseInclVat: 0,
        baseExclVat: 0,
        discountInclVat: 0,
        discountExclVat: 0,
        discountPercentage: 50,
        vatIncluded: true,
        vatPercentage: 21,
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(buildPrices(input)).toEqual(expected);
  });

  it.each([
    [{ base: -1, vatPercentage: 21, vatIncluded: true }],
    [{ base: 10, vatPercentage: 121, vatIncluded: true }],
    [{ base: 10, vatPercentage: 21, vatIncluded: true, discountPercentage: 120 }],
    [{ base: 10, vatPercentage: 21, vatIncluded: true, discountPercentage: -5 }],
  ])('rejects bad seed data %j', (input) => {
    expect(() => buildPrices(input)).toThrow(RangeError);
  });

  it('always yields whole cents, incl ≥ excl, and discount ≤ base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(0, 9, 21),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 100 })),
        (cents, vat, vatIncluded, pct) => {
          const p = buildPrices({ base: fromCents(cents), vatPercentage: vat, vatIncluded, discountPercentage: pct });
          const amounts = [p.baseInclVat, p.baseExclVat, p.discountInclVat ?? 0, p.discountExclVat ?? 0];
          for (const a of amounts) expect(fromCents(toCents(a))).toBe(a);
          expect(p.baseInclVat).toBeGreaterThanOrEqual(p.baseExclVat);
          if (pct === null) expect(p.discountInclVat).toBeNull();
          else {
            expect(p.discountInclVat!).toBeLessThanOrEqual(p.baseInclVat);
            expect(p.discountExclVat!).toBeLessThanOrEqual(p.baseExclVat);
          }
        },
      ),
    );
  });
});

describe('shownPrice', () => {
  const plain = buildPrices({ base: 121, vatPercentage: 21, vatIncluded: true });
  const sale = buildPrices({ base: 121, vatPercentage: 21, vatIncluded: true, discountPercentage: 25 });

  it.each([
    ['no prices', null, false, null],
    ['undefined prices', undefined, true, null],
    ['plain incl', plain, false, { amount: 121, original: null, discountPercentage: null }],
    ['plain excl', plain, true, { amount: 100, original: null, discountPercentage: null }],
    ['discounted incl', sale, false, { amount: 90.75, original: 121, discountPercentage: 25 }],
    ['discounted excl', sale, true, { amount: 75, original: 100, discountPercentage: 25 }],
  ])('%s', (_, prices, exclVat, expected) => {
    expect(shownPrice(prices, { exclVat })).toEqual(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    ['nl-NL', 12, '12,-'],
    ['nl-NL', 12.5, '12,50'],
    ['nl-NL', 1234, '1.234,-'],
    ['en-US', 1234.5, '1,234.50'],
    ['en-US', 12, '12.-'],
  ] as const)('%s %d without the currency sign (display.currency.state off): %s', (locale, amount, expected) => {
    expect(formatPrice(amount, { locale, decimals: 2, withCurrency: false })).toBe(expected);
    expect(formatPrice(amount, { locale, decimals: 2, withCurrency: true })).toContain('€');
  });

  it.each([
    // nl-NL
    [12, 'nl-NL', 0, `€${NBSP}12,-`],
    [12.5, 'nl-NL', 0, `€${NBSP}13,-`],
    [12.49, 'nl-NL', 0, `€${NBSP}12,-`],
    [1234, 'nl-NL', 0, `€${NBSP}1.234,-`],
    [12.5, 'nl-NL', 2, `€${NBSP}12,50`],
    // A whole amount has no decimals to show, whatever is configured (spec §9: '€ 719,-').
    [12, 'nl-NL', 2, `€${NBSP}12,-`],
    [719, 'nl-NL', 2, `€${NBSP}719,-`],
    [11.999, 'nl-NL', 2, `€${NBSP}12,-`],
    [1.005, 'nl-NL', 2, `€${NBSP}1,01`],
    [1234567.891, 'nl-NL', 2, `€${NBSP}1.234.567,89`],
    [-12.5, 'nl-NL', 2, `€${NBSP}-12,50`],
    [12.345, 'nl-NL', 1, `€${NBSP}12,3`],
    // en-US
    [12.5, 'en-US', 2, '€12.50'],
    [12, 'en-US', 2, '€12.-'],
    [12, 'en-US', 0, '€12.-'],
    [1234, 'en-US', 0, '€1,234.-'],
    [2.675, 'en-US', 2, '€2.68'],
    [-12.5, 'en-US', 2, '-€12.50'],
  ] as const)('%s in %s with %s decimals is %s', (amount, locale, decimals, expected) => {
    expect(formatPrice(amount, { locale, decimals })).toBe(expected);
  });

  it.each([
    [0, true, 'Gratis', 'Gratis'],
    [0.004, true, 'Gratis', 'Gratis'],
    [0, false, 'Gratis', `€${NBSP}0,-`],
    [0, true, undefined, `€${NBSP}0,-`],
    [0.01, true, 'Gratis', `€${NBSP}0,01`],
  ])('zero handling: %s, zeroAsFree %s, label %s → %s', (amount, zeroAsFree, freeLabel, expected) => {
    expect(formatPrice(amount, { locale: 'nl-NL', decimals: 2, zeroAsFree, freeLabel })).toBe(expected);
  });

  it('a zero that is free in English uses the given label', () => {
    expect(formatPrice(0, { locale: 'en-US', decimals: 0, zeroAsFree: true, freeLabel: 'Free' })).toBe('Free');
  });

  it('answers a repeated amount the same, each way of formatting with its own text', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatPrice(0, { locale: 'nl-NL', decimals: 2, zeroAsFree: true, freeLabel: 'Gratis' })).toBe('Gratis');
      expect(formatPrice(0, { locale: 'nl-NL', decimals: 2, zeroAsFree: true, freeLabel: '' })).toBe('');
      expect(formatPrice(0, { locale: 'nl-NL', decimals: 2, zeroAsFree: true })).toBe(`€${NBSP}0,-`);
      expect(formatPrice(0, { locale: 'nl-NL', decimals: 2, zeroAsFree: false, freeLabel: 'Gratis' })).toBe(
        `€${NBSP}0,-`,
      );
      expect(formatPrice(12.345, { locale: 'nl-NL', decimals: 1 })).toBe(`€${NBSP}12,3`);
      expect(formatPrice(12.345, { locale: 'nl-NL', decimals: 2 })).toBe(`€${NBSP}12,35`);
      expect(formatPrice(12.345, { locale: 'en-US', decimals: 2 })).toBe('€12.35');
      expect(formatPrice(-0, { locale: 'en-US', decimals: 2 })).toBe('€0.-');
    }
  });

  it('keeps formatting right past the texts it keeps', () => {
    for (let cents = 0; cents < 10_000; cents += 1) {
      const amount = 1 + cents / 100;
      expect(formatPrice(amount, { locale: 'en-US', decimals: 2 })).toBe(
        cents % 100 === 0 ? `€${amount}.-` : `€${amount.toFixed(2)}`,
      );
    }
    expect(formatPrice(1.5, { locale: 'en-US', decimals: 2 })).toBe('€1.50');
  });
});

describe('formatCartPrice', () => {
  it.each([
    [12, 'nl-NL', `€${NBSP}12,00`],
    [12.5, 'nl-NL', `€${NBSP}12,50`],
    [0, 'nl-NL', `€${NBSP}0,00`],
    [1234.565, 'nl-NL', `€${NBSP}1.234,57`],
    [12, 'en-US', '€12.00'],
    [1234.565, 'en-US', '€1,234.57'],
  ] as const)('%s in %s is %s', (amount, locale, expected) => {
    expect(formatCartPrice(amount, locale)).toBe(expected);
  });
});

describe('price messages', () => {
  it.each([
    [priceUnavailableMessage, 'price.unavailable'],
    [freePriceMessage, 'price.free'],
  ])('%o has key %s', (make, key) => {
    expect(make()).toEqual({ key });
  });
});
