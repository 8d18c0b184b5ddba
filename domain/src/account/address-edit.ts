// Changing a saved address in the address modal (spec §2 addresses, §5: only the changed fields are sent, and a
// form with no changes sends nothing; §8 accountAddressChangeSuccess/Failed). Apart from ./address-modal so the
// checkout, which only adds addresses, does not carry it.
import { attach, createEvent, sample } from 'effector';
import { countryOrDefault, emptyAddressForm, normalizePostcode, type AddressFormValues } from '../address';
import { failureMessage } from '../api';
import { changedFields } from '../forms';
import { $session, type AccountSession, type SavedAddress } from '../session';
import { message, notificationShown, panelClosed, panelOpened } from '../shell';
import { updateAddressFx } from './api';
import type { AddressUpdateRequest } from './contract';
import {
  $editingAddress,
  $isSavingAddress,
  $showAddressModalErrors,
  editSubmitted,
  modalAddressForm,
} from './address-modal';

export const ADDRESS_EDIT_MESSAGES = {
  changed: 'phrases.accountAddressChangeSuccess',
  changeFailed: 'phrases.accountAddressChangeFailed',
} as const;

/** The modal's form filled with a saved address. */
export const addressFormValuesOf = (address: SavedAddress): AddressFormValues => ({
  ...emptyAddressForm(address.countryCode),
  companyName: address.companyName,
  firstName: address.firstName,
  lastName: address.lastName,
  zipCode: address.zipCode,
  houseNumber: address.houseNumber,
  houseNumberAddition: address.houseNumberAddition,
  streetName: address.streetName,
  city: address.city,
  phoneNumber: address.phoneNumber,
});

/** The update call of a valid, trimmed form: only what differs from the saved address ({} for no changes). */
export const addressUpdateRequest = (original: SavedAddress, values: AddressFormValues): AddressUpdateRequest => {
  const countryCode = countryOrDefault(values.countryCode);
  const edited = {
    companyName: values.companyName,
    countryCode,
    firstName: values.firstName,
    lastName: values.lastName,
    zipCode: normalizePostcode(countryCode, values.zipCode) ?? values.zipCode,
    houseNumber: values.houseNumber,
    houseNumberAddition: values.houseNumberAddition,
    streetName: values.streetName,
    city: values.city,
    phoneNumber: values.phoneNumber,
  };
  return changedFields<Record<string, string>>(original, edited) as AddressUpdateRequest;
};

/** 'Change' on a saved address (by id): the modal edits it. */
export const addressEditOpened = createEvent<string>();
/** The same form filled with a saved address (by id), without the panel: the address book's page form. */
export const addressEditStarted = createEvent<string>();
/** An edit ended: its changes are saved, or it had none (nothing was sent). */
export const addressEditFinished = createEvent();

const changeAddressFx = attach({ effect: updateAddressFx });
$isSavingAddress.on(changeAddressFx, () => true).on(changeAddressFx.finally, () => false);

/** The saved address (invoice or delivery) with this id, if the session has it. */
const savedAddressOf = (session: AccountSession | null, id: string): SavedAddress | null =>
  session === null
    ? null
    : ([...session.addresses.invoice, ...session.addresses.delivery].find((address) => address.id === id) ?? null);
const isSaved = (address: SavedAddress | null): address is SavedAddress => address !== null;

// When 'Change' is pressed on a saved address, then the modal opens filled with it (the page's form: no modal).
const editOpened = sample({ clock: addressEditOpened, source: $session, fn: savedAddressOf }).filter({ fn: isSaved });
const editStarted = sample({
  clock: [addressEditOpened, addressEditStarted],
  source: $session,
  fn: savedAddressOf,
}).filter({ fn: isSaved });
sample({ clock: editStarted, target: $editingAddress });
sample({ clock: editOpened, fn: () => ({ name: 'addresses' as const }), target: panelOpened });
sample({ clock: editStarted, target: modalAddressForm.formReset });
sample({ clock: editStarted, fn: addressFormValuesOf, target: modalAddressForm.valuesFilled });
sample({ clock: editStarted, fn: () => false, target: $showAddressModalErrors });

const edited = editSubmitted.map(({ editing, values }) => ({
  id: editing.id,
  body: addressUpdateRequest(editing, values),
}));
// An edit with no changes sends nothing and closes the modal; one with changes sends only those.
sample({
  clock: edited,
  filter: ({ body }) => Object.keys(body).length === 0,
  fn: () => undefined,
  target: [panelClosed, addressEditFinished],
});
sample({ clock: edited, filter: ({ body }) => Object.keys(body).length > 0, target: changeAddressFx });

// When the change is saved, then the session holds the saved address, the modal closes and a toast confirms it.
sample({
  clock: changeAddressFx.doneData,
  source: $session,
  filter: Boolean,
  fn: (session, saved) => {
    const replace = (list: SavedAddress[]) => list.map((address) => (address.id === saved.id ? saved : address));
    return {
      ...session,
      addresses: { invoice: replace(session.addresses.invoice), delivery: replace(session.addresses.delivery) },
    };
  },
  target: $session,
});
sample({ clock: changeAddressFx.done, fn: () => undefined, target: [panelClosed, addressEditFinished] });
sample({
  clock: changeAddressFx.done,
  fn: () => ({
    title: message('titles.success'),
    message: message(ADDRESS_EDIT_MESSAGES.changed),
    type: 'success' as const,
  }),
  target: notificationShown,
});
sample({
  clock: changeAddressFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(ADDRESS_EDIT_MESSAGES.changeFailed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
