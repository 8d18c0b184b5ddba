// The address modal (spec §2 panel 'addresses'): a logged-in customer adds a delivery address, typed into
// `modalAddressForm` with its lookup, checked with the §5 address rules, saved, added to the session and, on a
// checkout route, chosen as the delivery address. From the address book the same modal edits a saved address:
// only the changed fields are sent, and a form with no changes sends nothing (spec §5).
import { attach, createEvent, createStore, sample } from 'effector';
import {
  countryOrDefault,
  createAddressForm,
  emptyAddressForm,
  normalizePostcode,
  type AddressFormValues,
} from '../address';
import { failureMessage } from '../api';
import { isFormValid, validateAddressForm, type FormErrors, type AddressField } from '../forms';
import { $isAuthenticated, $session, loggedOut, type SavedAddress } from '../session';
import { message, notificationShown, panelClosed, panelOpened } from '../shell';
import type { NonEmptyString } from '../shared';
import { createAddressFx } from './api';
import { addressSaved } from '../session/facts';

export { addressSaved };
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
/**
 * The same empty form for a new address, without the panel: the address book shows it in its page
 * (`?address=new`) for a shopper without JavaScript (./address-page).
 */
export const newAddressFormStarted = createEvent();
/** A valid form saved while the modal edits a saved address (handled by ./address-edit). */
export const editSubmitted = createEvent<{ editing: SavedAddress; values: AddressFormValues }>();
export const addressModalSubmitted = createEvent();

/** Spec §5 field states of the modal form ({} when valid). */
export const $addressModalErrors = modalAddressForm.$trimmedValues.map((values): FormErrors<AddressField> =>
  validateAddressForm(values),
);
/** Field errors show after a first failed save, until the modal opens again. */
export const $showAddressModalErrors = createStore(false, { name: '$showAddressModalErrors' });

/** The saved address the modal edits; null when it adds a new one. */
export const $editingAddress = createStore<SavedAddress | null>(null, { name: '$editingAddress' });

const saveAddressFx = attach({ effect: createAddressFx });
/** A save under way (a new address here, a change in ./address-edit). */
export const $isSavingAddress = createStore(false, { name: '$isSavingAddress', serialize: 'ignore' })
  .on(saveAddressFx, () => true)
  .on(saveAddressFx.finally, () => false);

// When a logged-in customer opens the modal (or the page's form), then it shows an empty form with their name and
// country filled in.
const opened = sample({ clock: addressModalOpened, filter: $isAuthenticated });
const started = sample({ clock: [addressModalOpened, newAddressFormStarted], filter: $isAuthenticated });
sample({ clock: opened, fn: () => ({ name: 'addresses' as const }), target: panelOpened });
sample({ clock: started, target: modalAddressForm.formReset });
sample({
  clock: started,
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
$editingAddress.reset(started, loggedOut);

$showAddressModalErrors.reset(started, loggedOut);

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
const valid = sample({
  clock: submitted,
  source: $editingAddress,
  filter: (_, { errors }) => isFormValid(errors),
  fn: (editing, { values }) => ({ editing, values }),
});
sample({
  clock: valid,
  filter: ({ editing }) => editing === null,
  fn: ({ values }) => addressCreateRequest(values),
  target: saveAddressFx,
});
sample({
  clock: valid.filterMap(({ editing, values }) => (editing === null ? undefined : { editing, values })),
  target: editSubmitted,
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
