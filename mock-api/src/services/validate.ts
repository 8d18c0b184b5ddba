// Field rules of spec §5 that the codecs cannot say (formats): checked after decoding, answered as a 400
// naming each bad field, like a decode failure.
import type { FieldError } from '@etalage/domain';
import { invalid } from '../lib/http-error';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const NAME = /^[\p{L}\p{M} '’-]+$/u;
export const PHONE = /^[0-9-]+$/;
const NL_POSTCODE = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i;
const BE_POSTCODE = /^[1-9][0-9]{3}$/;

/** Spec §5: at least 8 characters, an uppercase letter, a lowercase letter and a digit. */
export const passwordProblem = (password: string): string | null => {
  if (password.length < 8) return 'must be at least 8 characters';
  if (!/[A-Z]/.test(password)) return 'must contain an uppercase letter';
  if (!/[a-z]/.test(password)) return 'must contain a lowercase letter';
  if (!/[0-9]/.test(password)) return 'must contain a digit';
  return null;
};

export const postcodeProblem = (countryCode: string, zipCode: string): string | null => {
  const value = zipCode.trim();
  if (countryCode === 'NL') return NL_POSTCODE.test(value) ? null : 'must be a Dutch postcode like 1234 AB';
  if (countryCode === 'BE') return BE_POSTCODE.test(value) ? null : 'must be a Belgian postcode of four digits';
  return null;
};

/** Normalizes a postcode for comparison: `1017xn` and `1017 XN` are the same. */
export const normalizePostcode = (zipCode: string): string => zipCode.replace(/\s+/g, '').toUpperCase();

type Rule = [field: string, value: string | undefined, test: (value: string) => string | null];

/** Runs the rules on the present values and throws a 400 naming every field that fails. */
export const checkFields = (rules: Rule[]): void => {
  const errors: FieldError[] = [];
  for (const [path, value, test] of rules) {
    if (value === undefined) continue;
    const problem = test(value.trim());
    if (problem) errors.push({ path, message: problem });
  }
  if (errors.length > 0) throw invalid(errors);
};

export const isEmail = (v: string) => (EMAIL.test(v) ? null : 'must be an email address');
export const isName = (v: string) => (NAME.test(v) ? null : 'may only hold letters, spaces, apostrophes and hyphens');
export const isPhone = (v: string) => (v === '' || PHONE.test(v) ? null : 'may only hold digits and hyphens');
