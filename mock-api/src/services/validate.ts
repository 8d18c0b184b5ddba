// Field rules of spec §5 that the codecs cannot say (formats), checked after decoding and answered as a 400
// naming each bad field, like a decode failure. The rules themselves are the domain's (forms/lib.ts), the very
// predicates the storefront's forms use, so both sides accept and refuse the same values; this file only words
// them for API clients.
import {
  isEmailAddress,
  isHouseNumber,
  isHouseNumberAddition,
  isPersonName,
  isPhoneNumber,
  isPlainText,
  isPostcode,
  passwordRules,
  type PasswordRuleName,
} from '@etalage/domain/forms';
import { type FieldError } from '@etalage/domain/shared';
import { invalid } from '../lib/http-error';

const PASSWORD_PROBLEMS: Record<PasswordRuleName, string> = {
  minLength: 'must be at least 8 characters',
  uppercase: 'must contain an uppercase letter',
  lowercase: 'must contain a lowercase letter',
  digit: 'must contain a digit',
};

/** Spec §5: at least 8 characters, an uppercase letter, a lowercase letter and a digit (the first rule missed). */
export const passwordProblem = (password: string): string | null => {
  const missed = passwordRules(password).rules.find((rule) => !rule.valid);
  return missed ? PASSWORD_PROBLEMS[missed.name] : null;
};

export const postcodeProblem = (countryCode: string, zipCode: string): string | null => {
  if (isPostcode(countryCode, zipCode.trim())) return null;
  if (countryCode === 'NL') return 'must be a Dutch postcode like 1234 AB';
  if (countryCode === 'BE') return 'must be a Belgian postcode of four digits';
  return 'may only hold letters, digits, spaces and hyphens (10 at most)';
};

/** Normalizes a postcode for comparison: `1017xn` and `1017 XN` are the same. */
export const normalizePostcode = (zipCode: string): string => zipCode.replace(/\s+/g, '').toUpperCase();

type Rule = [field: string, value: string | undefined, test: (value: string) => string | null];

/** Runs the rules on the present values (trimmed) and throws a 400 naming every field that fails. */
export const checkFields = (rules: Rule[]): void => {
  const errors: FieldError[] = [];
  for (const [path, value, test] of rules) {
    if (value === undefined) continue;
    const problem = test(value.trim());
    if (problem) errors.push({ path, message: problem });
  }
  if (errors.length > 0) throw invalid(errors);
};

const rule =
  (test: (value: string) => boolean, problem: string) =>
  (value: string): string | null =>
    test(value) ? null : problem;

export const isEmail = rule(isEmailAddress, 'must be an email address');
export const isName = rule(isPersonName, 'may only hold letters, spaces, apostrophes and hyphens');
export const isPhone = (v: string) => (v === '' || isPhoneNumber(v) ? null : 'may only hold digits and hyphens');
export const isHouseNo = rule(isHouseNumber, 'must be a house number of 1 to 5 digits, optionally with a letter');
export const isAddition = (v: string) =>
  v === '' || isHouseNumberAddition(v)
    ? null
    : 'may only hold letters, digits, spaces, dots, slashes and hyphens (10 at most)';
export const isText = rule(isPlainText, 'must not contain control characters');
