// The checkout's forms as its route's action takes them (effector/route.ts `Intent`, spec §4 Checkout): the same
// events the hydrated forms fire, in the request's scope, after the page started. A step that passes asks the
// models for the next page, which the action answers with 303; a step that does not pass shows its page again
// (400) with the errors at the fields and the notices the models raised. What only the server does:
// - step 1: the postcode lookup runs when the form is sent (a browser without JavaScript cannot run it), or
//   street and city are taken as typed once the form is in manual entry;
// - step 2: a pickup option chosen without its location list on the page shows the list first;
// - step 3: 'Bestellen en betalen' creates the payment in the same request (a new request would find the pay
//   step not armed), so the answer is a 303 to the payment provider.
import { allSettled, createWatch, type Scope } from 'effector';
import { data } from 'react-router';
import { checkoutAddressForm, usesPostcodeLookup, type AddressFormField } from '@etalage/domain/address';
import {
  $deliveryAddresses,
  $deliveryOptions,
  $paymentOptions,
  accountFieldChanged,
  checkoutPageOf,
  checkoutPageStarted,
  deliveryAddressSelected,
  deliveryOptionSelected,
  nextClicked,
  passwordFieldChanged,
  paymentOptionSelected,
  paymentRetried,
  presessionSubmitted,
  prevClicked,
  stepPath,
  stepSlug,
  type AccountField,
  type CheckoutPage,
  type CheckoutStep,
  type PasswordField,
} from '@etalage/domain/checkout';
import { $locale } from '@etalage/domain/i18n';
import { $isAuthenticated } from '@etalage/domain/session';
import { isCountryCode } from '@etalage/domain/shared';
import { navigationRequested, type NavigateRequest } from '@etalage/domain/shell';
import type { FormFields, Intent, RouteArgs } from '~/effector/route';
import { ADDRESS_MANUAL_FIELD } from '~/features/checkout/intents';
import { loginIntent } from './session';

/** A field whose value no control of the page offers (a crafted form): 400, naming the field. */
export const badField = (name: string): never => {
  throw data(`Bad value: the field '${name}' holds none of the choices this page offers`, {
    status: 400,
    statusText: 'Bad Request',
  });
};

/** A form of one checkout page: sent to another (its own form names another), it is a 400 naming the field. */
const onPageWhere =
  (isItsPage: (page: CheckoutPage) => boolean) =>
  (intent: Intent): Intent => ({
    ...intent,
    run: (scope, fields, args) => {
      if (!isItsPage(checkoutPageOf(args.params.slug))) {
        throw data(`Unknown form: the field 'intent' names a form of another checkout page`, {
          status: 400,
          statusText: 'Bad Request',
        });
      }
      return intent.run(scope, fields, args);
    },
  });
const onPage = (kind: CheckoutPage['kind'], intent: Intent) => onPageWhere((page) => page.kind === kind)(intent);
const onStep = (step: CheckoutStep, intent: Intent) =>
  onPageWhere((page) => page.kind === 'step' && page.step === step)(intent);

/** Every form that passes asks for the next page (a 303 before `failed` is read): reaching `failed` means not. */
const notPassed = () => true;

/** Spec §4 pre-session: the email is checked; a known one goes to the login, an unknown one on to step 1. */
export const emailIntent: Intent = onPage('start', {
  run: (scope, fields) => allSettled(presessionSubmitted, { scope, params: fields.get('email') }),
  failed: notPassed,
});

/** /checkout/login: the shared login (forms/session.ts), which leads back into the checkout. */
export const checkoutLoginIntent: Intent = onPage('login', loginIntent);

const ACCOUNT_FIELDS: readonly AccountField[] = ['emailAddress', 'cocNumber', 'vatNumber', 'reference'];
const PASSWORD_FIELDS: readonly PasswordField[] = ['password', 'password_confirm'];
const TYPED_ADDRESS_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'zipCode',
  'houseNumber',
  'houseNumberAddition',
  'streetName',
  'city',
  'phoneNumber',
] as const satisfies readonly AddressFormField[];

/**
 * A new visitor's information form, as typed. The country first (changing it clears the address, spec §4), then
 * the fields. NL: the lookup fills street and city from postcode and house number, as typing would have started
 * it (with no debounce to wait for); where it finds nothing, the form is in manual entry with its message, and
 * street and city are what the shopper typed, if anything. Once the form is in manual entry (the shopper's
 * choice, a failed lookup, or a country without the lookup, whose search needs JavaScript), street and city are
 * taken as typed.
 */
const fillInformation = async (scope: Scope, fields: FormFields) => {
  const form = checkoutAddressForm;
  await allSettled(form.$debounceMs, { scope, params: 0 });
  const country = fields.get('countryCode');
  // A country the select does not offer is kept as sent, so the field says it is wrong.
  if (!isCountryCode(country)) await allSettled(form.valuesFilled, { scope, params: { countryCode: country } });
  else if (country !== scope.getState(form.$values).countryCode) {
    await allSettled(form.fieldChanged, { scope, params: { field: 'countryCode', value: country } });
  }
  const typed = Object.fromEntries(TYPED_ADDRESS_FIELDS.map((field) => [field, fields.get(field)]));
  await allSettled(form.valuesFilled, { scope, params: typed });
  for (const field of ACCOUNT_FIELDS) {
    await allSettled(accountFieldChanged, { scope, params: { field, value: fields.get(field) } });
  }
  for (const field of PASSWORD_FIELDS) {
    await allSettled(passwordFieldChanged, { scope, params: { field, value: fields.get(field) } });
  }
  const manual = fields.get(ADDRESS_MANUAL_FIELD) === 'true' || !isCountryCode(country) || !usesPostcodeLookup(country);
  if (manual) {
    await allSettled(form.manualEntryChosen, { scope });
    return;
  }
  await allSettled(form.fieldChanged, { scope, params: { field: 'zipCode', value: fields.get('zipCode') } });
  // Nothing found: what the shopper typed in street and city (they can before the page hydrates) is kept.
  const typedStreet = { streetName: fields.get('streetName'), city: fields.get('city') };
  if (scope.getState(form.$isManual) && (typedStreet.streetName !== '' || typedStreet.city !== '')) {
    await allSettled(form.valuesFilled, { scope, params: typedStreet });
  }
};

/**
 * Spec §4 step 1: a new visitor's form (valid: the account is made, the login follows and leads to delivery), or
 * a logged-in customer's delivery address among their own.
 */
export const informationIntent: Intent = onStep('information', {
  run: async (scope, fields) => {
    if (scope.getState($isAuthenticated)) {
      const chosen = fields.get('delivery-address');
      if (chosen !== '') {
        if (!scope.getState($deliveryAddresses).some((address) => address.id === chosen)) badField('delivery-address');
        await allSettled(deliveryAddressSelected, { scope, params: chosen });
      }
      await allSettled(nextClicked, { scope });
      return;
    }
    await fillInformation(scope, fields);
    await allSettled(nextClicked, { scope });
    // Shown again, the form never holds the passwords (they are typed again).
    for (const field of PASSWORD_FIELDS) {
      await allSettled(passwordFieldChanged, { scope, params: { field, value: '' } });
    }
  },
  failed: notPassed,
});

/**
 * Spec §4 step 2: the option chosen, then 'Next'. A pickup option whose location list was not on the page (it
 * shows once the option is chosen) is chosen with its first location, and the page shows the list to choose from.
 */
export const deliveryIntent: Intent = onStep('delivery', {
  run: async (scope, fields) => {
    const optionId = fields.get('delivery-option');
    const options = scope.getState($deliveryOptions);
    // No options (none for the country, or they could not load): 'Next' says so.
    if (optionId !== '' && options.length > 0) {
      const option = options.find((candidate) => candidate.id === optionId) ?? badField('delivery-option');
      const locationField = `pickup-${option.id}`;
      const location = fields.get(locationField);
      if (location !== '' && !option.pickupLocations.some((candidate) => candidate.id === location)) {
        badField(locationField);
      }
      await allSettled(deliveryOptionSelected, { scope, params: { optionId, pickupLocationId: location || null } });
      if (option.type === 'pickup' && option.pickupLocations.length > 1 && !fields.has(locationField)) return;
    }
    await allSettled(nextClicked, { scope });
  },
  failed: notPassed,
});

/** The navigations the models ask for while `unit` settles in `scope`. */
const navigationsOf = async (scope: Scope, settle: () => Promise<unknown>): Promise<NavigateRequest[]> => {
  const asked: NavigateRequest[] = [];
  const unwatch = createWatch({ unit: navigationRequested, scope, fn: (request) => void asked.push(request) });
  try {
    await settle();
  } finally {
    unwatch();
  }
  return asked;
};

/**
 * Spec §4 step 3 and 4: the payment method, then 'Bestellen en betalen'. Passed, it leads to the pay step, which
 * starts here in the same scope and creates the payment: its provider's page (303) or the outcome page. A payment
 * error leads where spec §8 says.
 */
export const overviewIntent: Intent = onStep('overview', {
  run: async (scope, fields) => {
    const optionId = fields.get('payment-option');
    const options = scope.getState($paymentOptions);
    if (optionId !== '' && options.length > 0) {
      if (!options.some((option) => option.id === optionId)) badField('payment-option');
      await allSettled(paymentOptionSelected, { scope, params: optionId });
    }
    const asked = await navigationsOf(scope, () => allSettled(nextClicked, { scope }));
    const locale = scope.getState($locale);
    if (asked.some((request) => request.to === stepPath('pay', locale))) {
      await allSettled(checkoutPageStarted, { scope, params: { slug: stepSlug('pay', locale) } });
    }
  },
  failed: notPassed,
});

/** 'Prev' (spec §4: no validation): the step before, or the email check. */
export const prevIntent: Intent = {
  run: (scope, _fields, args: RouteArgs) => {
    if (checkoutPageOf(args.params.slug).kind !== 'step') return Promise.resolve();
    return allSettled(prevClicked, { scope });
  },
};

/** The outcome page of a cancelled, failed or expired payment: pay again at the provider's. */
export const retryIntent: Intent = onPage('payment', {
  run: (scope) => allSettled(paymentRetried, { scope }),
  failed: notPassed,
});
