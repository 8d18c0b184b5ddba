// Registering (spec §2 /account/register, §5 register form, §7 POST /api/v2/account/register, §8 accountCreateError).
// The address part is an address form of its own with the same lookup as the checkout (NL postcode, BE
// suggestions); the company, CoC, VAT number, reference, email, phone and password are plain fields. 'Register'
// with a wanting form shows every field's state; a valid form creates the account with the same request the
// checkout sends for a new visitor, then logs in and goes to the overview. A refused registration keeps every
// field (the password too) and says why.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { createAddressForm } from '../address';
import { failureMessage } from '../api';
import { registerRequest } from '../checkout';
import { isFormValid, validateRegisterForm, type FormErrors, type RegisterField } from '../forms';
import { ACCOUNT_OVERVIEW_PATH, loggedIn, registerFx } from '../session';
import { loginSubmitted } from '../session/login';
import { message, notificationShown } from '../shell';

export const REGISTER_MESSAGES = {
  failed: 'phrases.accountCreateError',
  busy: 'register.busy',
} as const;

/** The register form's address: country, names, postcode, house number and addition, street, city (and company). */
export const registerAddressForm = createAddressForm('registerAddressForm');

export type RegisterPlainField = 'emailAddress' | 'phoneNumber' | 'cocNumber' | 'vatNumber' | 'reference';

export const registerPageStarted = createEvent();
export const registerFieldChanged = createEvent<{ field: RegisterPlainField; value: string }>();
export const registerPasswordChanged = createEvent<string>();
export const registerSubmitted = createEvent();

const emptyPlain = (): Record<RegisterPlainField, string> => ({
  emailAddress: '',
  phoneNumber: '',
  cocNumber: '',
  vatNumber: '',
  reference: '',
});
export const $registerFields = createStore(emptyPlain(), { name: '$registerFields' }).on(
  registerFieldChanged,
  (fields, { field, value }) => ({ ...fields, [field]: value }),
);
/** Never serialized into the page. */
export const $registerPassword = createStore('', { name: '$registerPassword', serialize: 'ignore' }).on(
  registerPasswordChanged,
  (_, value) => value,
);

/** Everything the form holds, trimmed (the password as typed), as the §5 register rules read it. */
export const $registerValues = combine(
  registerAddressForm.$trimmedValues,
  $registerFields,
  $registerPassword,
  (address, fields, password): Record<RegisterField, string> => ({
    companyName: address.companyName,
    countryCode: address.countryCode,
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    zipCode: address.zipCode,
    houseNumber: address.houseNumber,
    houseNumberAddition: address.houseNumberAddition,
    streetName: address.streetName,
    city: address.city,
    emailAddress: fields.emailAddress.trim(),
    phoneNumber: fields.phoneNumber.trim(),
    cocNumber: fields.cocNumber.trim(),
    vatNumber: fields.vatNumber.trim(),
    reference: fields.reference.trim(),
    password,
  }),
);
/** Spec §5 field states ({} when valid). */
export const $registerErrors = $registerValues.map((values): FormErrors<RegisterField> => validateRegisterForm(values));
/** Field states show after a first 'Register' that found the form wanting. */
export const $showRegisterErrors = createStore(false, { name: '$showRegisterErrors' });

/** The page's own call, so the checkout's registration (which goes on to delivery) does not hear it. */
const registerAccountFx = attach({ effect: registerFx });
/** Creating the account, then logging in. */
export const $isRegisteringAccount = registerAccountFx.pending;

/**
 * The password's §5 state when the form was last sent (null: it was fine). A form answered again without
 * JavaScript comes back without its password (never sent back into a page): this says why it was refused.
 */
export const $registerPasswordError = createStore<string | null>(null, { name: '$registerPasswordError' });

const checked = sample({ clock: registerSubmitted, source: { errors: $registerErrors, busy: $isRegisteringAccount } });
sample({ clock: checked, filter: ({ errors }) => !isFormValid(errors), fn: () => true, target: $showRegisterErrors });
sample({ clock: checked, fn: ({ errors }) => errors.password ?? null, target: $registerPasswordError });
sample({
  clock: checked,
  source: $registerValues,
  filter: (_, { errors, busy }) => !busy && isFormValid(errors),
  fn: (values) => registerRequest(values),
  target: registerAccountFx,
});

// When the account is made, then the customer is logged in and lands on the overview.
sample({
  clock: registerAccountFx.done,
  fn: ({ params }) => ({ email: params.emailAddress, password: params.password, redirectTo: ACCOUNT_OVERVIEW_PATH }),
  target: loginSubmitted,
});
// When it cannot be made, then the customer keeps the form and reads why (spec §8 accountCreateError).
sample({
  clock: registerAccountFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(REGISTER_MESSAGES.failed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});

// A fresh visit starts with fields states hidden; once logged in the form is emptied.
$showRegisterErrors.reset(registerPageStarted, loggedIn);
$registerPasswordError.reset(registerPageStarted, loggedIn);
$registerFields.reset(loggedIn);
$registerPassword.reset(loggedIn);
sample({ clock: loggedIn, target: registerAddressForm.formReset });
