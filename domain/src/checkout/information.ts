// Before and at step 1 (spec §4 Checkout, §5): the pre-session email check, the information form of a new
// visitor (address, contact, business fields, password), the delivery address of a logged-in customer and the
// country the options load for, and the account a new visitor gets once step 1 passes. When step 1 is left is
// decided by 'Next' (./navigation).
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { checkoutAddressForm } from '../address';
import { failureMessage } from '../api';
import { $cart } from '../cart';
import { validateCheckoutInformationForm, validatePreSessionForm } from '../forms';
import { $locale } from '../i18n';
import { loggedOut, presessionFx, registerFx, $session } from '../session';
import { $loginEmail, loginEmailChanged, loginSubmitted } from '../session/login';
import { addressSaved } from '../session/facts';
import { $isCheckoutRoute, message, navigationRequested, notificationShown, writeCookieFx } from '../shell';
import { isCountryCode, type CountryCode } from '../shared';
import { CHECKOUT_MESSAGES, pickDeliveryAddress, registerRequest, type InformationValues } from './rules';
import { CHECKOUT_LOGIN_PATH, stepPath } from './steps';

/** The fields of the information step that are not part of the address form. */
export type AccountField = 'emailAddress' | 'cocNumber' | 'vatNumber' | 'reference';
export type PasswordField = 'password' | 'password_confirm';

export const presessionEmailChanged = createEvent<string>();
export const presessionSubmitted = createEvent<string>();
/**
 * The checked email, kept in a cookie so that the next page knows it when the browser's scope does not (a form
 * sent without JavaScript, a reload): docs/decisions/forms-before-javascript.md.
 */
export const PRESESSION_EMAIL_COOKIE = 'checkout_email';
/** Not in the spec: long enough to fill in a checkout, short for an address others may use. */
export const PRESESSION_EMAIL_MAX_AGE_S = 60 * 60;
/** A checkout page starts with the email of that cookie: it fills what this scope does not know yet. */
export const presessionEmailRestored = createEvent<string>();
export const accountFieldChanged = createEvent<{ field: AccountField; value: string }>();
export const passwordFieldChanged = createEvent<{ field: PasswordField; value: string }>();
/** A logged-in customer picks the delivery address at step 1. */
export const deliveryAddressSelected = createEvent<string>();
/** 'Next' on step 1 found the form wanting: from now on the fields show their state. */
export const informationRefused = createEvent();
/** 'Next' on step 1 passed for a new visitor: the account is made (spec §4), then the login follows. */
export const newVisitorPassed = createEvent<InformationValues>();

export const $presessionEmail = createStore('', { name: '$presessionEmail' });
/** The message key of an invalid pre-session email, shown by the field. */
export const $presessionError = createStore<string | null>(null, { name: '$presessionError' });
export const $isCheckingEmail = presessionFx.pending;

export const $accountFields = createStore<Record<AccountField, string>>(
  { emailAddress: '', cocNumber: '', vatNumber: '', reference: '' },
  { name: '$checkoutAccountFields' },
);
/** Never serialized into the page. */
export const $passwordFields = createStore<Record<PasswordField, string>>(
  { password: '', password_confirm: '' },
  { serialize: 'ignore', name: '$checkoutPasswordFields' },
);
/** Everything the information form holds, as the §5 validators read it. */
export const $information = combine(
  checkoutAddressForm.$values,
  $accountFields,
  $passwordFields,
  (address, account, passwords): InformationValues => ({ ...address, ...account, ...passwords }),
);
/** Spec §5 field states for a new visitor ({} when valid). */
export const $informationErrors = $information.map((values) =>
  validateCheckoutInformationForm(values, { newAccount: true }),
);
/** Field states show after a first failed 'Next'. */
export const $showInformationErrors = createStore(false, { name: '$showInformationErrors' });
/** The checkout's own call: its answer leads on to delivery, a registration elsewhere does not. */
const checkoutRegisterFx = attach({ effect: registerFx });
export const $isRegistering = checkoutRegisterFx.pending;

const $chosenAddressId = createStore<string | null>(null, { name: '$chosenAddressId' });
export const $deliveryAddresses = $session.map((session) => session?.addresses.delivery ?? []);
export const $deliveryAddress = combine($session, $cart, $chosenAddressId, (session, cart, chosen) =>
  pickDeliveryAddress(session, cart?.addressId ?? null, chosen),
);
/** Options load for the delivery address's country; a new visitor's form country before an address exists. */
export const $country = combine(
  $deliveryAddress,
  checkoutAddressForm.$values,
  (address, form): CountryCode => address?.countryCode ?? (isCountryCode(form.countryCode) ? form.countryCode : 'NL'),
);

// ---------------------------------------------------------------------------------------------------
// Pre-session (spec §4): a known email logs in first, an unknown one continues as a new customer.

sample({ clock: presessionEmailChanged, target: $presessionEmail });
sample({ clock: presessionSubmitted, target: $presessionEmail });
const presessionChecked = presessionSubmitted.map((email) => ({
  email: email.trim(),
  error: validatePreSessionForm({ email }).email ?? null,
}));
sample({ clock: presessionChecked, fn: ({ error }) => error, target: $presessionError });
sample({
  clock: presessionChecked,
  filter: ({ error }) => error === null,
  fn: ({ email }) => email,
  target: presessionFx,
});
sample({
  clock: presessionFx.done,
  filter: ({ result }) => result.exists,
  fn: ({ params }) => params,
  target: loginEmailChanged,
});
sample({
  clock: presessionFx.done,
  source: $locale,
  fn: (locale, { result }) => ({ to: result.exists ? CHECKOUT_LOGIN_PATH : stepPath('information', locale) }),
  target: navigationRequested,
});
$accountFields.on(presessionFx.done, (fields, { params, result }) =>
  result.exists ? fields : { ...fields, emailAddress: params },
);
sample({
  clock: presessionFx.done,
  fn: ({ params }) => ({ name: PRESESSION_EMAIL_COOKIE, value: params, maxAgeSeconds: PRESESSION_EMAIL_MAX_AGE_S }),
  target: writeCookieFx,
});
sample({
  clock: presessionEmailRestored,
  source: $presessionEmail,
  filter: (current) => current === '',
  fn: (_, email) => email,
  target: $presessionEmail,
});
sample({
  clock: presessionEmailRestored,
  source: $loginEmail,
  filter: (current) => current === '',
  fn: (_, email) => email,
  target: loginEmailChanged,
});
$accountFields.on(presessionEmailRestored, (fields, email) =>
  fields.emailAddress === '' ? { ...fields, emailAddress: email } : fields,
);
sample({
  clock: presessionFx.failData,
  fn: (error) => ({
    message: failureMessage(error, message(CHECKOUT_MESSAGES.presessionFailed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});

// ---------------------------------------------------------------------------------------------------
// Step 1: the form, the address choice, and the account of a new visitor

$accountFields.on(accountFieldChanged, (fields, { field, value }) => ({ ...fields, [field]: value }));
$passwordFields.on(passwordFieldChanged, (fields, { field, value }) => ({ ...fields, [field]: value }));
sample({ clock: deliveryAddressSelected, target: $chosenAddressId });
// A new address saved in the address modal on a checkout route is the one the order goes to.
sample({ clock: addressSaved, filter: $isCheckoutRoute, fn: (address) => address.id, target: $chosenAddressId });
$showInformationErrors.on(informationRefused, () => true);

sample({ clock: newVisitorPassed, fn: registerRequest, target: checkoutRegisterFx });
// When the account is made, then the new customer logs in and goes on to delivery.
sample({
  clock: checkoutRegisterFx.done,
  source: $locale,
  fn: (locale, { params }) => ({
    email: params.emailAddress,
    password: params.password,
    redirectTo: stepPath('delivery', locale),
  }),
  target: loginSubmitted,
});
// When it cannot be made, then the shopper stays with the server's reason (spec §4: stop with an error).
sample({
  clock: checkoutRegisterFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(CHECKOUT_MESSAGES.accountCreateError)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
$passwordFields.reset(checkoutRegisterFx.done);

// Logout clears what the shopper entered (spec §4 Session).
$presessionEmail.reset(loggedOut);
sample({ clock: loggedOut, fn: () => ({ name: PRESESSION_EMAIL_COOKIE, value: null }), target: writeCookieFx });
$presessionError.reset(loggedOut);
$accountFields.reset(loggedOut);
$passwordFields.reset(loggedOut);
$showInformationErrors.reset(loggedOut);
$chosenAddressId.reset(loggedOut);
sample({ clock: loggedOut, target: checkoutAddressForm.formReset });
