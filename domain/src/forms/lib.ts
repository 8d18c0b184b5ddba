// Form validation (spec §5): field rules (password, email, names, phone, not-empty, postcodes), one validator
// per form returning `{ field: messageKey }` for the invalid fields (empty object: valid), the changed-fields
// rule for saving addresses, the password strength meter, and number input and slider clamping. Pure.
import { isCountryCode } from '../shared';
import { isValidPostcode } from '../address';
import { message, type MessageRef } from '../shell';

/** The message keys validators answer with (the UI shows valid/invalid; the message is there for screen readers). */
export const VALIDATION = {
  required: 'validation.required',
  email: 'validation.email',
  password: 'validation.password',
  name: 'validation.name',
  phone: 'validation.phone',
  postcode: 'validation.postcode',
  houseNumber: 'validation.houseNumber',
  houseNumberAddition: 'validation.houseNumberAddition',
  plainText: 'validation.plainText',
  country: 'validation.country',
  passwordMismatch: 'validation.passwordMismatch',
  /** Spec §8 notice phrase of the reset form. */
  resetPasswordMismatch: 'phrases.accountPasswordResetErrorPasswordNoMatch',
  sliderRange: 'validation.sliderRange',
  tooLong: 'validation.tooLong',
} as const;

export type FieldValue = string | null | undefined;
/** The values of a form; absent fields count as empty. */
export type FormValues<F extends string> = Partial<Record<F, FieldValue>>;
/** The invalid fields of a form and their message keys; `{}` when the form is valid. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export const isFormValid = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).every((error) => error === undefined);

/** Spec §5: values are trimmed before every rule. */
const clean = (value: FieldValue): string => (value ?? '').trim();

// ---------------------------------------------------------------------------------------------------
// Field rules. Each answers a message key or null. The format rules accept an empty value: whether a
// field may be empty is the form's decision ("empty fails when the whole form is validated").

/** Spec §9: password minimum 8. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRuleName = 'minLength' | 'uppercase' | 'lowercase' | 'digit';
export interface PasswordRule {
  name: PasswordRuleName;
  valid: boolean;
  label: MessageRef;
}
export interface PasswordStrength {
  rules: PasswordRule[];
  /** Characters typed (after trimming), for the meter's counter. */
  length: number;
  lengthLabel: MessageRef;
  isValid: boolean;
}

/** Spec §5 password strength meter: each rule with its state, and the character count. */
export const passwordRules = (value: FieldValue): PasswordStrength => {
  const text = clean(value);
  const length = [...text].length;
  const rules: PasswordRule[] = [
    {
      name: 'minLength',
      valid: length >= PASSWORD_MIN_LENGTH,
      label: message('password.rule.minLength', { min: PASSWORD_MIN_LENGTH }),
    },
    { name: 'uppercase', valid: /\p{Lu}/u.test(text), label: message('password.rule.uppercase') },
    { name: 'lowercase', valid: /\p{Ll}/u.test(text), label: message('password.rule.lowercase') },
    { name: 'digit', valid: /[0-9]/.test(text), label: message('password.rule.digit') },
  ];
  return {
    rules,
    length,
    lengthLabel: message('password.length', { count: length }),
    isValid: rules.every((rule) => rule.valid),
  };
};

export const validateRequired = (value: FieldValue): string | null =>
  clean(value) === '' ? VALIDATION.required : null;

/** At least 8 characters, an uppercase letter, a lowercase letter and a digit. */
export const validatePassword = (value: FieldValue): string | null =>
  clean(value) === '' || passwordRules(value).isValid ? null : VALIDATION.password;

// The format rules below are the one home of each rule on both sides: the storefront's forms use the
// validators, and the mock API checks its requests with the same predicates (`isEmailAddress`, ...), so a value
// one side accepts the other never refuses. Each predicate takes the value trimmed.

/**
 * An e-mail address: a dot-atom local part (RFC 5322: letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -
 * in dot-separated runs, at most 64 characters; so no spaces, quotes, brackets or markup), one @, and a domain
 * of dot-separated labels (letters of any script, digits, inner hyphens) ending in a top-level domain of at least
 * two letters (spec §5); at most 254 characters in all.
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+\\p{L}{2,}$`, 'u');
export const isEmailAddress = (text: string): boolean =>
  text.length <= 254 && text.indexOf('@') <= 64 && EMAIL.test(text);

export const validateEmail = (value: FieldValue): string | null => {
  const text = clean(value);
  return text === '' || isEmailAddress(text) ? null : VALIDATION.email;
};

// Letters of any script (accents included), spaces, apostrophes (straight and typographic) and hyphens.
const NAME = /^[\p{L}\p{M}' ’-]+$/u;
export const isPersonName = (text: string): boolean => NAME.test(text);
export const validateName = (value: FieldValue): string | null => {
  const text = clean(value);
  return text === '' || isPersonName(text) ? null : VALIDATION.name;
};

/** Spec §5: digits and hyphens only. */
const PHONE = /^[0-9-]+$/;
export const isPhoneNumber = (text: string): boolean => PHONE.test(text);
export const validatePhone = (value: FieldValue): string | null => {
  const text = clean(value);
  return text === '' || isPhoneNumber(text) ? null : VALIDATION.phone;
};

/** A house number: 1 to 5 digits, optionally with a letter or two written against it (`12`, `12A`). */
const HOUSE_NUMBER = /^[0-9]{1,5}[A-Za-z]{0,2}$/;
export const isHouseNumber = (text: string): boolean => HOUSE_NUMBER.test(text);
export const validateHouseNumber = (value: FieldValue): string | null => {
  const text = clean(value);
  return text === '' || isHouseNumber(text) ? null : VALIDATION.houseNumber;
};

/** A house number addition: letters, digits, spaces, hyphens, slashes and dots, up to 10 (`bis`, `H`, `bus 3`). */
const ADDITION = /^[\p{L}0-9 ./-]{1,10}$/u;
export const isHouseNumberAddition = (text: string): boolean => ADDITION.test(text);
export const validateHouseNumberAddition = (value: FieldValue): string | null => {
  const text = clean(value);
  return text === '' || isHouseNumberAddition(text) ? null : VALIDATION.houseNumberAddition;
};

/**
 * Free text (street, city, company, reference) holds no control characters: no C0/C1 controls (newlines, NUL,
 * escape), no line or paragraph separators, no bidirectional overrides that make text read other than it is.
 */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
export const isPlainText = (text: string): boolean => !CONTROL.test(text);
export const validatePlainText = (value: FieldValue): string | null =>
  isPlainText(clean(value)) ? null : VALIDATION.plainText;

export const validateCountry = (value: FieldValue): string | null => {
  const text = clean(value);
  return text === '' || isCountryCode(text) ? null : VALIDATION.country;
};

/** Any postcode a country we do not know could have: letters, digits, spaces and hyphens, up to 10. */
const ANY_POSTCODE = /^[A-Za-z0-9 -]{1,10}$/;

/** A postcode of the country: NL '1234 AB', BE '1000'-'9999' (address lib); any other country a plain short code. */
export const isPostcode = (countryCode: string, text: string): boolean =>
  isCountryCode(countryCode) ? isValidPostcode(countryCode, text) : ANY_POSTCODE.test(text);

/** NL '1234 AB' or BE '1000'-'9999'; without a known country only a plain short code (never markup). */
export const validatePostcode = (countryCode: FieldValue, value: FieldValue): string | null => {
  const text = clean(value);
  if (text === '') return null;
  return isPostcode(clean(countryCode), text) ? null : VALIDATION.postcode;
};

// ---------------------------------------------------------------------------------------------------
// Forms

type Check<F extends string> = (value: FieldValue, values: FormValues<F>) => string | null;
interface FieldRule<F extends string> {
  required: boolean;
  checks?: Check<F>[];
}

/** Runs each field's rules in order and keeps the first failure per field. */
const validateForm = <F extends string>(values: FormValues<F>, rules: Record<F, FieldRule<F>>): FormErrors<F> => {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const value = values[field];
    if (clean(value) === '') {
      if (rule.required) errors[field] = VALIDATION.required;
      continue;
    }
    for (const check of rule.checks ?? []) {
      const error = check(value, values);
      if (error !== null) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
};

const required = <F extends string>(...checks: Check<F>[]): FieldRule<F> => ({ required: true, checks });
const optional = <F extends string>(...checks: Check<F>[]): FieldRule<F> => ({ required: false, checks });
const postcodeOf =
  <F extends string>(countryField: F): Check<F> =>
  (value, values) =>
    validatePostcode(values[countryField], value);
const sameAs =
  <F extends string>(other: F, key: string): Check<F> =>
  (value, values) =>
    clean(value) === clean(values[other]) ? null : key;

export type LoginField = 'email' | 'password';
/**
 * Spec §5 account login: email and password. The password is only required: the password rules apply where one is
 * chosen (register, reset), not to one the API already holds.
 */
export const validateLoginForm = (values: FormValues<LoginField>): FormErrors<LoginField> =>
  validateForm(values, { email: required(validateEmail), password: required() });

export type ResetField = 'password' | 'password_confirm';
/** Spec §5 reset: both follow the password rules and must match (spec §8 accountPasswordResetErrorPasswordNoMatch). */
export const validateResetForm = (values: FormValues<ResetField>): FormErrors<ResetField> =>
  validateForm(values, {
    password: required(validatePassword),
    password_confirm: required(validatePassword, sameAs('password', VALIDATION.resetPasswordMismatch)),
  });

export type PreSessionField = 'email';
/** Spec §5 pre-session (checkout): email only. */
export const validatePreSessionForm = (values: FormValues<PreSessionField>): FormErrors<PreSessionField> =>
  validateForm(values, { email: required(validateEmail) });

/** The address fields every customer-type form shares; `required` says which must be filled. */
const addressRules = <F extends string>(addition: 'required' | 'optional') => ({
  countryCode: required<F>(validateCountry),
  firstName: required<F>(validateName),
  lastName: required<F>(validateName),
  zipCode: required<F>(postcodeOf('countryCode' as F)),
  houseNumber: required<F>(validateHouseNumber),
  houseNumberAddition:
    addition === 'required' ? required<F>(validateHouseNumberAddition) : optional<F>(validateHouseNumberAddition),
  streetName: required<F>(validatePlainText),
  city: required<F>(validatePlainText),
});

export type RegisterField =
  | 'companyName'
  | 'cocNumber'
  | 'vatNumber'
  | 'reference'
  | 'countryCode'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'zipCode'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'streetName'
  | 'city'
  | 'emailAddress'
  | 'phoneNumber'
  | 'password';
/**
 * Spec §5 register form: requires companyName, cocNumber, vatNumber, reference, countryCode, names, zipCode,
 * houseNumber, houseNumberAddition, streetName, city, email, phone and password (password rules); address is
 * optional. (The spec lists the house number addition as required here, and only here.)
 */
export const validateRegisterForm = (values: FormValues<RegisterField>): FormErrors<RegisterField> =>
  validateForm(values, {
    companyName: required(validatePlainText),
    cocNumber: required(validatePlainText),
    vatNumber: required(validatePlainText),
    reference: required(validatePlainText),
    ...addressRules<RegisterField>('required'),
    address: optional(validatePlainText),
    emailAddress: required(validateEmail),
    phoneNumber: required(validatePhone),
    password: required(validatePassword),
  });

export type InformationField = AddressField;
/**
 * Spec §5 information form (account): companyName optional, the rest as register's address fields. The house
 * number addition stays optional here (it is not in the spec's not-empty list); the phone, when given, is checked.
 * These are exactly the address modal's rules.
 */
export const validateInformationForm = (values: FormValues<InformationField>): FormErrors<InformationField> =>
  validateAddressForm(values);

export type CustomerField =
  | 'companyName'
  | 'cocNumber'
  | 'vatNumber'
  | 'countryCode'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'zipCode'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'streetName'
  | 'city'
  | 'emailAddress'
  | 'phoneNumber';
const customerRules = <F extends string>() => ({
  companyName: optional<F>(validatePlainText),
  cocNumber: optional<F>(validatePlainText),
  vatNumber: optional<F>(validatePlainText),
  ...addressRules<F>('optional'),
  address: optional<F>(validatePlainText),
  emailAddress: required<F>(validateEmail),
  phoneNumber: required<F>(validatePhone),
});
/** Spec §5 customer form: company fields optional; the not-empty list required; names, email, phone, postcode checked. */
export const validateCustomerForm = (values: FormValues<CustomerField>): FormErrors<CustomerField> =>
  validateForm(values, customerRules<CustomerField>());

export type CheckoutInformationField = CustomerField | 'reference' | 'password' | 'password_confirm';
/**
 * Spec §5 checkout information form: the customer form plus an optional reference. For a new visitor
 * (`newAccount`, the account is created on the way to step 2) the password and its confirmation must be
 * non-empty and equal.
 */
export const validateCheckoutInformationForm = (
  values: FormValues<CheckoutInformationField>,
  { newAccount }: { newAccount: boolean },
): FormErrors<CheckoutInformationField> =>
  validateForm(values, {
    ...customerRules<CheckoutInformationField>(),
    reference: optional(validatePlainText),
    // Spec §5: the new account's password follows the password rules (the strength meter shows them), and
    // the confirmation must equal it; checked here so the register call is not the first to refuse it.
    password: newAccount ? required(validatePassword) : optional(),
    password_confirm: newAccount ? required(sameAs('password', VALIDATION.passwordMismatch)) : optional(),
  });

export type AccountInformationField = 'companyName' | 'firstName' | 'lastName' | 'phoneNumber';
/**
 * Spec §5 information form, the account's own fields (the address is changed in the address modal with the
 * lookup): company name optional; names and phone required and checked as in the register form.
 */
export const validateAccountInformation = (
  values: FormValues<AccountInformationField>,
): FormErrors<AccountInformationField> =>
  validateForm(values, {
    companyName: optional(validatePlainText),
    firstName: required(validateName),
    lastName: required(validateName),
    phoneNumber: required(validatePhone),
  });

/** Spec §5 text input maxlength: the most characters a ticket's subject and message may have. */
export const TICKET_SUBJECT_MAX = 100;
export const TICKET_MESSAGE_MAX = 2000;

/** Characters as a person counts them (an emoji is one), after trimming: what a maxlength counter shows. */
export const characterCount = (value: FieldValue): number => [...clean(value)].length;

const atMost =
  <F extends string>(max: number): Check<F> =>
  (value) =>
    characterCount(value) > max ? VALIDATION.tooLong : null;

export type TicketField = 'subject' | 'message';

/** The form that opens a ticket: a subject and a message, both required, each within its maxlength. */
export const validateTicketForm = (values: FormValues<TicketField>): FormErrors<TicketField> =>
  validateForm(values, {
    subject: required(atMost(TICKET_SUBJECT_MAX)),
    message: required(atMost(TICKET_MESSAGE_MAX)),
  });

export type AddressField =
  | 'companyName'
  | 'countryCode'
  | 'firstName'
  | 'lastName'
  | 'zipCode'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'streetName'
  | 'city'
  | 'phoneNumber';
/** The address modal (spec §2): company name optional, the address fields required, phone optional but checked. */
export const validateAddressForm = (values: FormValues<AddressField>): FormErrors<AddressField> =>
  validateForm(values, {
    companyName: optional(validatePlainText),
    ...addressRules<AddressField>('optional'),
    phoneNumber: optional(validatePhone),
  });

/**
 * Spec §5: only changed fields are sent when saving an address; no changes gives `{}` (send nothing).
 * Strings compare trimmed and are answered trimmed; a field missing from `original` counts as empty.
 */
export const changedFields = <T extends Record<string, unknown>>(
  original: Partial<T>,
  edited: Partial<T>,
): Partial<T> => {
  const normal = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : (value ?? ''));
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    const next = normal(edited[key]);
    if (next !== normal(original[key])) changes[key] = next as T[keyof T];
  }
  return changes;
};

// ---------------------------------------------------------------------------------------------------
// Number input and slider (spec §5)

// The number input's rule is in ./number (the product page loads it without the form validators).

/** Spec §5 slider: the lower handle must not exceed the upper one. */
export const validateSliderRange = (min: number, max: number): string | null =>
  Number.isFinite(min) && Number.isFinite(max) && min <= max ? null : VALIDATION.sliderRange;

/** Spec §5 slider: both values clamped to the bounds. */
export const clampSliderValues = (
  [low, high]: readonly [number, number],
  bounds: { min: number; max: number },
): [number, number] => {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  return [clamp(low), clamp(high)];
};
