// The address modal (spec §2 panel 'addresses'): a logged-in customer adds a delivery address, typed into
// `modalAddressForm` with its lookup, checked with the §5 address rules, saved, added to the session and, on a
// checkout route, chosen as the delivery address. Editing and deleting saved addresses belong to the account area.
import { attach, createEvent, createStore, sample } from 'effector';
import {
  countryOrDefault,
  createAddressForm,
  emptyAddressForm,
  normalizePostcode,
  type AddressFormValues,
} from '../address';
import { failureMessage } from '../api';
import { deliveryAddressSelected } from '../checkout';
import { isFormValid, validateAddressForm, type FormErrors, type AddressField } from '../forms';
import { $isAuthenticated, $session, loggedOut, type SavedAddress } from '../session';
import { $isCheckoutRoute, message, notificationShown, panelClosed, panelOpened } from '../shell';
import type { NonEmptyString } from '../shared';
import { createAddressFx } from './api';
import type { AddressCreateRequest } from './contract';

/** The address modal of the account and checkout (spec §2 panels: addresses). */
export const modalAddressForm = createAddressForm('modalAddressForm');

export const ADDRESS_MODAL_MESSAGES = {
  invalid: 'address.modal.invalid',
  created: 'phrases.accountAddressCreateSuccess',
  createFailed: 'phrases.accountAddressCreateFailed',
} as const;

/** The create call of a valid, trimmed modal form: a delivery address; empty optional fields are left out. */
export const addressCreateRequest = (values: AddressFormValues): AddressCreateRequest => {
  const countryCode = countryOrDefault(values.countryCode);
  const body: Record<string, string> = {
    type: 'delivery',
    countryCode,
    firstName: values.firstName,
    lastName: values.lastName,
    zipCode: normalizePostcode(countryCode, values.zipCode) ?? values.zipCode,
    houseNumber: values.houseNumber,
    streetName: values.streetName,
    city: values.city,
  };
  for (const field of ['companyName', 'houseNumberAddition', 'phoneNumber'] as const) {
    if (values[field] !== '') body[field] = values[field];
  }
  return body as AddressCreateRequest & Record<string, NonEmptyString>;
};

/** The shopper opens the modal ('add a new address'). */
export const addressModalOpened = createEvent();
export const addressModalSubmitted = createEvent();
/** Fact: a new address was saved (already added to the session). */
export const addressSaved = createEvent<SavedAddress>();

/** Spec §5 field states of the modal form ({} when valid). */
export const $addressModalErrors = modalAddressForm.$trimmedValues.map((values): FormErrors<AddressField> =>
  validateAddressForm(values),
);
/** Field errors show after a first failed save, until the modal opens again. */
export const $showAddressModalErrors = createStore(false, { name: '$showAddressModalErrors' });

const saveAddressFx = attach({ effect: createAddressFx });
export const $isSavingAddress = saveAddressFx.pending;

// When a logged-in customer opens the modal, then it shows an empty form with their name and country filled in.
const opened = sample({ clock: addressModalOpened, filter: $isAuthenticated });
sample({ clock: opened, fn: () => ({ name: 'addresses' as const }), target: panelOpened });
sample({ clock: opened, target: modalAddressForm.formReset });
sample({
  clock: opened,
  source: $session,
  fn: (session): AddressFormValues => {
    const delivery = session?.addresses.delivery ?? [];
    const usual = delivery.find((a) => a.id === session?.defaultDeliveryAddressId) ?? delivery[0];
    return {
      ...emptyAddressForm(usual?.countryCode ?? 'NL'),
      companyName: session?.companyName ?? '',
      firstName: session?.firstName ?? '',
      lastName: session?.lastName ?? '',
    };
  },
  target: modalAddressForm.valuesFilled,
});
$showAddressModalErrors.reset(opened, loggedOut);

const submitted = sample({
  clock: addressModalSubmitted,
  source: { values: modalAddressForm.$trimmedValues, errors: $addressModalErrors, saving: $isSavingAddress },
  filter: ({ saving }) => !saving,
});
$showAddressModalErrors.on(submitted, (shown, { errors }) => shown || !isFormValid(errors));
sample({
  clock: submitted,
  filter: ({ errors }) => !isFormValid(errors),
  fn: () => ({ message: message(ADDRESS_MODAL_MESSAGES.invalid), type: 'danger' as const }),
  target: notificationShown,
});
sample({
  clock: submitted,
  filter: ({ errors }) => isFormValid(errors),
  fn: ({ values }) => addressCreateRequest(values),
  target: saveAddressFx,
});

// When the address is saved, then the session lists it, the modal closes and a toast confirms it.
sample({
  clock: saveAddressFx.doneData,
  source: $session,
  filter: Boolean,
  fn: (session, address) => ({
    ...session,
    addresses: { ...session.addresses, delivery: [...session.addresses.delivery, address] },
  }),
  target: $session,
});
sample({ clock: saveAddressFx.doneData, target: addressSaved });
sample({ clock: addressSaved, fn: () => undefined, target: panelClosed });
sample({
  clock: addressSaved,
  fn: () => ({
    title: message('titles.success'),
    message: message(ADDRESS_MODAL_MESSAGES.created),
    type: 'success' as const,
  }),
  target: notificationShown,
});
// In the checkout the new address is the one the order goes to.
sample({ clock: addressSaved, filter: $isCheckoutRoute, fn: (address) => address.id, target: deliveryAddressSelected });

// When saving fails, then the modal stays open with what was typed and a toast says why (spec §8 phrases).
sample({
  clock: saveAddressFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(ADDRESS_MODAL_MESSAGES.createFailed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
