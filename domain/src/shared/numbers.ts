// Numbers, euro amounts and plural categories in the shop's two locales, as `Intl` writes them, without `Intl`: a
// browser's first Intl format loads ICU's data, a long task of hydration (docs/i18n.md, docs/performance.md "The
// browser"). `numbers.test.ts` holds them to Intl's text; anything else is handed to Intl itself.

import type { Locale } from './codec';

/** What `Intl.NumberFormat` and `Intl.PluralRules` give the storefront: `format` and `select`. */
export interface NumberFormatter {
  format(value: number): string;
}
export interface PluralSelector {
  select(value: number): Intl.LDMLPluralRule;
}

interface Shape {
  group: string;
  decimal: string;
  euro: (sign: string, digits: string) => string;
}

const SHAPES: Readonly<Record<Locale, Shape>> = {
  'nl-NL': { group: '.', decimal: ',', euro: (sign, digits) => `€\u00a0${sign}${digits}` },
  'en-US': { group: ',', decimal: '.', euro: (sign, digits) => `${sign}€${digits}` },
};

/** The decimal separator of the shop's locales ('12,50' / '12.50'), e.g. for a whole price's ',-'. */
export const decimalSeparatorOf = (locale: Locale): string => SHAPES[locale].decimal;

/** The shape of a locale the storefront writes itself; undefined for any other. */
const shapeOf = (locale: Intl.LocalesArgument): Shape | undefined =>
  typeof locale === 'string' && Object.hasOwn(SHAPES, locale) ? SHAPES[locale as Locale] : undefined;

/** Options written here; any other key, or another value, goes to Intl. */
const OWN_OPTIONS = new Set(['style', 'currency', 'minimumFractionDigits', 'maximumFractionDigits']);

const isDigits = (value: unknown): value is number | undefined =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 20);

/** A digit string plus one in its last place: '129' → '130', '99' → '100'. */
const increment = (digits: string): string => {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at -= 1;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, at)}${String.fromCharCode(digits.charCodeAt(at) + 1)}${'0'.repeat(digits.length - 1 - at)}`;
};

/**
 * The integer and fraction digits of `abs` (≥ 0) with `min` to `max` decimals, or null where JavaScript writes it
 * with an exponent. Like Intl (ICU), it rounds the number's shortest decimal text half away from zero: 1.005 is
 * written '1.005' and so becomes 1.01 (`toFixed` gives 1.00, from the binary value).
 */
const digitsOf = (abs: number, min: number, max: number): [string, string] | null => {
  const text = String(abs);
  if (text.includes('e')) return null;
  const dot = text.indexOf('.');
  let whole = dot < 0 ? text : text.slice(0, dot);
  let fraction = dot < 0 ? '' : text.slice(dot + 1);
  if (fraction.length > max) {
    const roundsUp = fraction.charCodeAt(max) >= 53; // '5' or more
    fraction = fraction.slice(0, max);
    if (roundsUp) {
      const all = increment(whole + fraction);
      whole = all.slice(0, all.length - max);
      fraction = all.slice(all.length - max);
    }
  }
  let end = fraction.length;
  while (end > min && fraction.charCodeAt(end - 1) === 48) end -= 1;
  return [whole, fraction.slice(0, end).padEnd(min, '0')];
};

const grouped = (whole: string, separator: string): string => {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = out === '' ? whole.slice(start, end) : `${whole.slice(start, end)}${separator}${out}`;
  }
  return out;
};

/**
 * A formatter for `locale` and `options` that writes what `new Intl.NumberFormat(locale, options)` writes:
 * decimals (the default) or euros (`style: 'currency', currency: 'EUR'`), with the fraction digit options, in
 * nl-NL and en-US; Intl's own formatter for anything else. Build once and keep it, as with Intl.
 */
export const numberFormatOf = (
  locale: Intl.LocalesArgument,
  options?: Intl.NumberFormatOptions | null,
): NumberFormatter => {
  const intl = (): NumberFormatter => new Intl.NumberFormat(locale, options ?? undefined);
  const shape = shapeOf(locale);
  const given = options ?? {};
  const euro = given.style === 'currency';
  if (
    shape === undefined ||
    Object.keys(given).some((key) => !OWN_OPTIONS.has(key)) ||
    (given.style !== undefined && given.style !== 'decimal' && !euro) ||
    (euro ? given.currency !== 'EUR' : given.currency !== undefined) ||
    !isDigits(given.minimumFractionDigits) ||
    !isDigits(given.maximumFractionDigits)
  ) {
    return intl();
  }
  // ECMA-402's SetNumberFormatDigitOptions: the style's defaults, each bound widened by the other one given.
  const [minDefault, maxDefault] = euro ? [2, 2] : [0, 3];
  const min = given.minimumFractionDigits ?? Math.min(minDefault, given.maximumFractionDigits ?? minDefault);
  const max = given.maximumFractionDigits ?? Math.max(maxDefault, min);
  if (min > max) return intl(); // Intl throws its RangeError
  let fallback: NumberFormatter | undefined;
  return {
    format(value: number): string {
      const digits = Number.isFinite(value) ? digitsOf(Math.abs(value), min, max) : null;
      if (digits === null) return (fallback ??= intl()).format(value);
      const [whole, fraction] = digits;
      const text =
        fraction === '' ? grouped(whole, shape.group) : `${grouped(whole, shape.group)}${shape.decimal}${fraction}`;
      // Intl shows the sign of the number itself: -0 and -0.001 at two decimals are '-0' and '-0.00'.
      const sign = value < 0 || Object.is(value, -0) ? '-' : '';
      return euro ? shape.euro(sign, text) : `${sign}${text}`;
    },
  };
};

/**
 * The plural category of a number as `new Intl.PluralRules(locale, options)` selects it: for nl-NL and en-US
 * cardinals, 'one' for 1 without visible decimals (at Intl's default of up to three), else 'other'; Intl's own
 * rules for anything else (ordinals, other locales or options).
 */
export const pluralRulesOf = (
  locale: Intl.LocalesArgument,
  options?: Intl.PluralRulesOptions | null,
): PluralSelector => {
  const given = options ?? {};
  const own =
    shapeOf(locale) !== undefined &&
    Object.keys(given).every((key) => key === 'type') &&
    (given.type === undefined || given.type === 'cardinal');
  if (!own) return new Intl.PluralRules(locale, options ?? undefined);
  let fallback: PluralSelector | undefined;
  return {
    select(value: number): Intl.LDMLPluralRule {
      if (!Number.isFinite(value)) return 'other';
      const digits = digitsOf(Math.abs(value), 0, 3);
      if (digits === null) return (fallback ??= new Intl.PluralRules(locale)).select(value);
      return digits[0] === '1' && digits[1] === '' ? 'one' : 'other';
    },
  };
};
