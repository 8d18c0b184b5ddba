// Dutch and Belgian address rules (spec §4 Address lookup, §5, §9): postcode validation and normalization,
// when the NL postcode lookup may run, and which fields a country change clears. Pure; no lookups here.
import { isCountryCode, type CountryCode } from '../shared';

/** The country of a form that holds none the shop delivers to (spec §3 Countries). */
export const DEFAULT_COUNTRY: CountryCode = 'NL';

/** A form's country as a CountryCode: the value when the shop delivers there, else the default. */
export const countryOrDefault = (value: string): CountryCode => (isCountryCode(value) ? value : DEFAULT_COUNTRY);

/** Spec/architecture §6: a Dutch postcode. SA, SD and SS are never issued. */
export const NL_POSTCODE = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/;
/** A Belgian postcode: four digits 1000-9999, written without a 'B-' prefix. */
export const BE_POSTCODE = /^[1-9][0-9]{3}$/;

/**
 * The Dutch postcode in its written form '1234 AB', or null when invalid. Case and white space do not
 * matter ('1234ab', ' 1234  Ab ' are fine).
 */
export const normalizeNlPostcode = (raw: string): string | null => {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (!NL_POSTCODE.test(compact)) return null;
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
};

/** The Belgian postcode ('8500'), or null when it is not four digits from 1000 to 9999. */
export const normalizeBePostcode = (raw: string): string | null => {
  const trimmed = raw.trim();
  return BE_POSTCODE.test(trimmed) ? trimmed : null;
};

/** The postcode of a country in its written form, or null when invalid. */
export const normalizePostcode = (countryCode: CountryCode, raw: string): string | null =>
  countryCode === 'NL' ? normalizeNlPostcode(raw) : normalizeBePostcode(raw);

export const isValidPostcode = (countryCode: CountryCode, raw: string): boolean =>
  normalizePostcode(countryCode, raw) !== null;

/** Spec §9: address lookup by postcode and house number exists only for NL; other countries use suggestions. */
export const usesPostcodeLookup = (countryCode: CountryCode | null | undefined): boolean => countryCode === 'NL';

/**
 * Spec §4: the NL lookup runs when the postcode and the house number are present; it only runs with a valid
 * postcode, so half-typed postcodes make no calls.
 */
export const canLookUpAddress = ({
  countryCode,
  zipCode,
  houseNumber,
}: {
  countryCode: CountryCode | null | undefined;
  zipCode: string | null | undefined;
  houseNumber: string | null | undefined;
}): boolean =>
  usesPostcodeLookup(countryCode) && normalizeNlPostcode(zipCode ?? '') !== null && (houseNumber ?? '').trim() !== '';

/** Spec §4: changing the country clears these fields. */
export const FIELDS_CLEARED_ON_COUNTRY_CHANGE = [
  'zipCode',
  'houseNumber',
  'houseNumberAddition',
  'streetName',
  'city',
  'address',
] as const;

/** The form after a country change: the new country, and the country-specific fields emptied. */
export const withCountry = <F extends { countryCode?: CountryCode | string | null }>(
  form: F,
  countryCode: CountryCode,
): F => {
  if (form.countryCode === countryCode) return form;
  const next: Record<string, unknown> = { ...form, countryCode };
  for (const field of FIELDS_CLEARED_ON_COUNTRY_CHANGE) if (field in next) next[field] = '';
  return next as F;
};
