// The address book (spec §4, §6 addresses: create, update, delete, default delivery; §7 address and account calls;
// §8 notices). Adding and changing go through the address modal (./address-modal); here a saved address is
// deleted (after the customer confirms it in the page) and a delivery address is made the default with
// `POST /api/v2/account` (`defaultAddressId`), whose answer is the session. Each says how it went in a toast.
import { createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../api';
import { $session, loggedOut, type AccountSession } from '../session';
import { message, notificationShown, type MessageRef } from '../shell';
import { deleteAddressFx, updateAccountFx } from './api';

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
