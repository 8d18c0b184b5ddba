// The shop's closed sets of values (countries, locales, sorts) as plain lists and type guards, without a codec: the
// browser's modules test values with these (docs/decisions/browser-replies-checked-by-the-proxy.md), and
// `codec.ts` builds the codecs from the same lists.

/** Countries the shop delivers to (spec §3 Countries). */
export const COUNTRY_CODES = ['NL', 'BE'] as const;
/** The shop's languages (spec §9). */
export const LOCALE_CODES = ['nl-NL', 'en-US'] as const;

/** The orders a product list can be sorted in (spec §2), the default first. */
export const SORTS = ['relevance', 'lowest-price', 'highest-price', 'alfabetic-a-z'] as const;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isCountryCode = oneOf(COUNTRY_CODES);
export const isLocale = oneOf(LOCALE_CODES);
