// The address book's own form (spec §2 addresses; docs/decisions/forms-before-javascript.md): the address modal is
// a panel that needs JavaScript, so `/account/addresses?address=new` (or `?address={id}`) shows the same form, on
// `modalAddressForm` with the same rules and calls, in the page itself. A saved form, or an edit without changes,
// leads back to the list. Does not own the form or its saving (./address-modal, ./address-edit).
import { combine, createEvent, createStore, sample } from 'effector';
import { loggedOut } from '../session';
import { navigationRequested } from '../shell';
import { $editingAddress, addressSaved, newAddressFormStarted } from './address-modal';
import { addressEditFinished, addressEditStarted } from './address-edit';

export const ADDRESSES_PATH = '/account/addresses';
/** The query parameter naming the page's form: `new`, or the id of the saved address it changes. */
export const ADDRESS_FORM_PARAM = 'address';
export const NEW_ADDRESS = 'new';

/** The address book opened; `address` is its `?address=` (null: the list only). */
export const addressesPageStarted = createEvent<{ address: string | null }>();

/** The form the page shows in itself: `new`, a saved address's id, or null (none). */
export const $addressFormInPage = createStore<string | null>(null, { name: '$addressFormInPage' })
  .on(addressesPageStarted, (_, { address }) => address)
  .reset(loggedOut);

/** Whether `?address=` names a form the page can show: none, new, or an address of the session (else 404). */
export const $isAddressFormKnown = combine(
  $addressFormInPage,
  $editingAddress,
  (address, editing) => address === null || address === NEW_ADDRESS || editing?.id === address,
);

sample({
  clock: addressesPageStarted,
  filter: ({ address }) => address === NEW_ADDRESS,
  target: newAddressFormStarted,
});
sample({
  clock: addressesPageStarted,
  filter: ({ address }) => address !== null && address !== NEW_ADDRESS,
  fn: ({ address }) => address!,
  target: addressEditStarted,
});

// When the page's form is saved (or an edit had nothing to save), then the page shows the list again. The flag is
// read before it is cleared.
const leftForm = sample({ clock: [addressSaved, addressEditFinished], filter: $addressFormInPage.map(Boolean) });
sample({ clock: leftForm, fn: () => ({ to: ADDRESSES_PATH }), target: navigationRequested });
$addressFormInPage.reset(leftForm);
