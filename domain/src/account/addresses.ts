// The address book (spec §4, §6 addresses: create, update, delete, default delivery; §7 address and account calls;
// §8 notices). Adding and changing go through the address modal (./address-modal); here a saved address is
// deleted (after the customer confirms it in the page) and a delivery address is made the default with
// `POST /api/v2/account` (`defaultAddressId`), whose answer is the session. Each says how it went in a toast.
// The list itself is read from the server when the address book opens and whenever it is shown again
// (docs/decisions/address-list.md).
import { createEvent, createStore, sample } from 'effector';
import { failureMessage, newestAnswer } from '../api';
import { $session, loggedOut, type AccountSession, type SavedAddress } from '../session';
import { message, notificationShown, type MessageRef } from '../shell';
import { addressesPageStarted } from './address-page';
import { createAddressFx, deleteAddressFx, fetchAddressesFx, updateAccountFx, updateAddressFx } from './api';

export const ADDRESS_BOOK_MESSAGES = {
  deleted: 'phrases.addressDeleteSuccess',
  deleteFailed: 'phrases.addressDeleteFailed',
  defaultChanged: 'phrases.accountChangeDefaultAddressSuccess',
  defaultFailed: 'phrases.accountChangeDefaultAddressError',
} as const;

/** 'Delete' confirmed on a saved address (by id). */
export const addressDeleteConfirmed = createEvent<string>();
/** 'Make default' on a delivery address (by id). */
export const defaultAddressChosen = createEvent<string>();
/** The address book is shown again (its tab or window came back into view). */
export const addressBookShownAgain = createEvent();

/** The address a delete or default change is under way for (its buttons are disabled meanwhile). */
export const $busyAddressId = createStore<string | null>(null, { name: '$busyAddressId' })
  .on(deleteAddressFx, (_, id) => id)
  .on(updateAccountFx, (_, { defaultAddressId }) => defaultAddressId ?? null)
  .reset(deleteAddressFx.finally, updateAccountFx.finally, loggedOut);

/** The session without the address; a deleted default delivery address leaves no default. */
export const withoutAddress = (session: AccountSession, id: string): AccountSession => ({
  ...session,
  addresses: {
    invoice: session.addresses.invoice.filter((address) => address.id !== id),
    delivery: session.addresses.delivery.filter((address) => address.id !== id),
  },
  defaultDeliveryAddressId: session.defaultDeliveryAddressId === id ? null : session.defaultDeliveryAddressId,
});

/**
 * The session with the server's list of addresses (spec §7 GET /api/v2/account/addresses), split by type; a default
 * delivery address that is no longer there leaves no default.
 */
export const withAddresses = (session: AccountSession, list: SavedAddress[]): AccountSession => {
  const delivery = list.filter((address) => address.type === 'delivery');
  return {
    ...session,
    addresses: { invoice: list.filter((address) => address.type === 'invoice'), delivery },
    defaultDeliveryAddressId: delivery.some((address) => address.id === session.defaultDeliveryAddressId)
      ? session.defaultDeliveryAddressId
      : null,
  };
};

const addressList = newestAnswer(fetchAddressesFx, 'addressList');
// When the address book opens, or is shown again, then its list is read: a change made in another tab or on
// another device shows without a reload. A failed read keeps the list the page has, and says nothing.
sample({
  clock: [addressesPageStarted, addressBookShownAgain],
  source: $session,
  filter: Boolean,
  fn: () => undefined,
  target: addressList.asked,
});
// When the customer's own change is saved while a read is on its way, then the list is read again, so an answer
// from before the change cannot undo it.
sample({
  clock: [createAddressFx.done, updateAddressFx.done, deleteAddressFx.done, updateAccountFx.done],
  filter: fetchAddressesFx.pending,
  fn: () => undefined,
  target: addressList.asked,
});
sample({
  clock: addressList.done,
  source: $session,
  filter: Boolean,
  fn: (session, { result }) => withAddresses(session, result),
  target: $session,
});

sample({
  clock: addressDeleteConfirmed,
  source: $busyAddressId,
  filter: (busy) => busy === null,
  fn: (_, id) => id,
  target: deleteAddressFx,
});
sample({
  clock: defaultAddressChosen,
  source: { busy: $busyAddressId, session: $session },
  filter: ({ busy, session }, id) => busy === null && session !== null && session.defaultDeliveryAddressId !== id,
  fn: (_, id) => ({ defaultAddressId: id }),
  target: updateAccountFx,
});

sample({
  clock: deleteAddressFx.done,
  source: $session,
  filter: Boolean,
  fn: (session, { params }) => withoutAddress(session, params),
  target: $session,
});
// The account call answers the session as it is now.
sample({ clock: updateAccountFx.doneData, target: $session });

const toast = (kind: 'success' | 'danger', text: MessageRef) => ({
  title: message(kind === 'success' ? 'titles.success' : 'titles.failed'),
  message: text,
  type: kind,
});
sample({
  clock: deleteAddressFx.done,
  fn: () => toast('success', message(ADDRESS_BOOK_MESSAGES.deleted)),
  target: notificationShown,
});
sample({
  clock: deleteAddressFx.failData,
  fn: (error) => toast('danger', failureMessage(error, message(ADDRESS_BOOK_MESSAGES.deleteFailed))),
  target: notificationShown,
});
sample({
  clock: updateAccountFx.done,
  filter: ({ params }) => params.defaultAddressId !== undefined,
  fn: () => toast('success', message(ADDRESS_BOOK_MESSAGES.defaultChanged)),
  target: notificationShown,
});
sample({
  clock: updateAccountFx.fail,
  filter: ({ params }) => params.defaultAddressId !== undefined,
  fn: ({ error }) => toast('danger', failureMessage(error, message(ADDRESS_BOOK_MESSAGES.defaultFailed))),
  target: notificationShown,
});
