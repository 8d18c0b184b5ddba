// The customer's invoices and tickets (spec §2 /account/invoices, /account/tickets; §7 GET invoices and tickets):
// each page reads its list when it opens. A failed read makes the route answer 502.
import { attach, createEvent, createStore, sample } from 'effector';
import { $api } from '../api';
import { loggedOut } from '../session';
import type { Invoice, Ticket } from './contract';
import type { AccountLoadStatus } from './orders';

export const accountInvoicesStarted = createEvent();
export const accountTicketsStarted = createEvent();

export const fetchInvoicesFx = attach({
  source: $api,
  effect: async (api): Promise<Invoice[]> => (await api.call('invoices')).data,
});
export const fetchTicketsFx = attach({
  source: $api,
  effect: async (api): Promise<Ticket[]> => (await api.call('tickets')).data,
});

/** Newest first. */
const newestFirst = <T>(list: T[], dateOf: (item: T) => string): T[] =>
  [...list].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));

export const $invoices = createStore<Invoice[]>([], { name: '$invoices' })
  .on(fetchInvoicesFx.doneData, (_, invoices) => newestFirst(invoices, (invoice) => invoice.date))
  .reset(loggedOut);
export const $invoicesStatus = createStore<AccountLoadStatus>('idle', { name: '$invoicesStatus' })
  .on(fetchInvoicesFx.done, () => 'ready')
  .on(fetchInvoicesFx.fail, () => 'error')
  .reset(loggedOut);
export const $tickets = createStore<Ticket[]>([], { name: '$tickets' })
  .on(fetchTicketsFx.doneData, (_, tickets) => newestFirst(tickets, (ticket) => ticket.createdAt))
  .reset(loggedOut);
export const $ticketsStatus = createStore<AccountLoadStatus>('idle', { name: '$ticketsStatus' })
  .on(fetchTicketsFx.done, () => 'ready')
  .on(fetchTicketsFx.fail, () => 'error')
  .reset(loggedOut);

sample({ clock: accountInvoicesStarted, target: fetchInvoicesFx });
sample({ clock: accountTicketsStarted, target: fetchTicketsFx });
