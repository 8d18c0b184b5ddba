import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numberFormatOf, pluralRulesOf } from './numbers';

const LOCALES = ['nl-NL', 'en-US'] as const;

// Every way the storefront formats a number (prices at 0-3 decimals, the cart's 2, messages' `number` and
// `number, ::.00`, plural `#`, the contact bar's score), and a few it might.
const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  {},
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 4 },
  { minimumFractionDigits: 0, maximumFractionDigits: 6 },
  { style: 'decimal', maximumFractionDigits: 2 },
  ...[0, 1, 2, 3].map((decimals): Intl.NumberFormatOptions => ({
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })),
  { style: 'currency', currency: 'EUR' },
  { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  { style: 'currency', currency: 'EUR', minimumFractionDigits: 3 },
];

// Ties and carries (x.xx5, 9.995, 999,999.5), signed zeros, the edges of JavaScript's exponent notation.
const EDGES = [
  0,
  -0,
  1,
  -1,
  1.5,
  2.5,
  0.5,
  1.005,
  1.045,
  1.0049,
  2.675,
  9.995,
  99.995,
  999.9995,
  999_999.5,
  0.0005,
  0.0015,
  0.001,
  -0.001,
  -0.0001,
  12.5,
  719,
  1234,
  12_345,
  123_456,
  1_234_567.891,
  0.1 + 0.2,
  9.7,
  1e-6,
  1.5e-6,
  1e-7,
  123e-9,
  1e20,
  1e21,
  9.999e20,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
];

const values = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  // cents and tenths of cents, as prices and amounts are
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.double({ noNaN: false }),
);

describe('numberFormatOf writes what Intl.NumberFormat writes', () => {
  for (const locale of LOCALES) {
    for (const options of OPTIONS) {
      it(`${locale} ${JSON.stringify(options)}`, () => {
        const own = numberFormatOf(locale, options);
        const intl = new Intl.NumberFormat(locale, options);
        for (const value of EDGES) expect(own.format(value), String(value)).toBe(intl.format(value));
        fc.assert(
          fc.property(values, (value) => own.format(value) === intl.format(value)),
          { numRuns: 2000 },
        );
      });
    }
  }

  it('every integer up to 100,000 and every cent up to 1,000 euros, in both locales', () => {
    for (const locale of LOCALES) {
      const [ownNumber, ownEuro] = [
        numberFormatOf(locale),
        numberFormatOf(locale, { style: 'currency', currency: 'EUR' }),
      ];
      const [intlNumber, intlEuro] = [
        new Intl.NumberFormat(locale),
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
      ];
      const wrong: string[] = [];
      for (let n = 0; n <= 100_000; n += 1) if (ownNumber.format(n) !== intlNumber.format(n)) wrong.push(String(n));
      for (let cents = -100_000; cents <= 100_000; cents += 1) {
        const value = cents / 100;
        if (ownEuro.format(value) !== intlEuro.format(value)) wrong.push(`€${value}`);
      }
      expect(wrong, locale).toEqual([]);
    }
  });

  it('the shapes it writes, for the record', () => {
    const euro = (locale: string) => numberFormatOf(locale, { style: 'currency', currency: 'EUR' });
    expect(euro('nl-NL').format(-1234.5)).toBe('€\u00a0-1.234,50');
    expect(euro('en-US').format(-1234.5)).toBe('-€1,234.50');
    expect(numberFormatOf('nl-NL').format(1_234_567.891)).toBe('1.234.567,891');
    expect(numberFormatOf('en-US', { maximumFractionDigits: 2 }).format(1.005)).toBe('1.01');
  });

  it('hands anything else to Intl, errors included', () => {
    expect(numberFormatOf('de-DE').format(1234.5)).toBe(new Intl.NumberFormat('de-DE').format(1234.5));
    expect(numberFormatOf('nl-NL', { style: 'percent' }).format(0.25)).toBe(
      new Intl.NumberFormat('nl-NL', { style: 'percent' }).format(0.25),
    );
    expect(numberFormatOf('nl-NL', { style: 'currency', currency: 'USD' }).format(3)).toBe(
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'USD' }).format(3),
    );
    expect(numberFormatOf('en-US', { useGrouping: false }).format(12_345)).toBe('12345');
    expect(() => numberFormatOf('nl-NL', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
    expect(() => numberFormatOf('nl-NL', { style: 'currency' })).toThrow(TypeError);
  });
});

describe('pluralRulesOf selects what Intl.PluralRules selects', () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      const own = pluralRulesOf(locale, { type: 'cardinal' });
      const intl = new Intl.PluralRules(locale, { type: 'cardinal' });
      for (const value of [...EDGES, 1.0004, 1.0005, 0.9995, 0.9994, 2, 21, 101]) {
        expect(own.select(value), String(value)).toBe(intl.select(value));
      }
      fc.assert(
        fc.property(values, (value) => own.select(value) === intl.select(value)),
        { numRuns: 5000 },
      );
      expect(pluralRulesOf(locale).select(1)).toBe('one');
    });
  }

  it('hands ordinals and other locales to Intl', () => {
    expect(pluralRulesOf('en-US', { type: 'ordinal' }).select(2)).toBe('two');
    expect(pluralRulesOf('pl-PL').select(3)).toBe('few');
  });
});
