// The customer's invoices (spec §2 /account/invoices; §7 GET invoices): the page reads the list when it opens.
// A failed read makes the route answer 502. Tickets are in ./tickets.
import { attach, createEvent, createStore, sample } from 'effector';
import { $api } from '../api';
import { loggedOut } from '../session';
import type { Invoice } from './contract';
import type { AccountLoadStatus } from './orders';
import { accountRoutes } from './routes';

export const accountInvoicesStarted = createEvent();

export const fetchInvoicesFx = attach({
  source: $api,
  effect: async (api): Promise<Invoice[]> => (await api.call(accountRoutes.invoices)).data,
});

/** Newest first. */
export const newestFirst = <T>(list: T[], dateOf: (item: T) => string): T[] =>
  [...list].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));

export const $invoices = createStore<Invoice[]>([], { name: '$invoices' })
  .on(fetchInvoicesFx.doneData, (_, invoices) => newestFirst(invoices, (invoice) => invoice.date))
  .reset(loggedOut);
export const $invoicesStatus = createStore<AccountLoadStatus>('idle', { name: '$invoicesStatus' })
  .on(fetchInvoicesFx.done, () => 'ready')
  .on(fetchInvoicesFx.fail, () => 'error')
  .reset(loggedOut);

sample({ clock: accountInvoicesStarted, target: fetchInvoicesFx });
