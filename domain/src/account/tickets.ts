// The customer's tickets (spec §2 /account/tickets, §5 text input maxlength; docs/account.md "Tickets and the
// character counter"): the list, one ticket, and the form that opens one. A failed read makes the route answer 502
// (404 for another customer's ticket); a failed send keeps everything typed and says why.
import { attach, createEvent, createStore, sample } from 'effector';
import { $api, failureMessage, newestAnswer } from '../api';
import { isFormValid, validateTicketForm, type FormErrors, type TicketField } from '../forms';
import { loggedOut } from '../session';
import { message, navigateFx, notificationShown } from '../shell';
import type { Ticket, TicketCreateRequest } from './contract';
import { newestFirst } from './documents';
import { fetchAccountOrdersFx, type AccountLoadStatus } from './orders';
import { accountRoutes } from './routes';

export const TICKET_MESSAGES = {
  created: 'account.tickets.created',
  failed: 'account.tickets.failed',
  invalid: 'address.modal.invalid',
} as const;

export const ticketPath = (id: string): string => `/account/tickets/${encodeURIComponent(id)}`;

/** The tickets page opened; `orderUid` (from `?order=`) preselects the order a new ticket is about. */
export const accountTicketsStarted = createEvent<{ orderUid: string | null }>();
export const ticketPageStarted = createEvent<{ id: string }>();

export const fetchTicketsFx = attach({
  source: $api,
  effect: async (api): Promise<Ticket[]> => (await api.call(accountRoutes.tickets)).data,
});
export const fetchTicketFx = attach({
  source: $api,
  effect: async (api, id: string): Promise<Ticket> => (await api.call(accountRoutes.ticket, { params: { id } })).data,
});
export const createTicketFx = attach({
  source: $api,
  effect: async (api, body: TicketCreateRequest): Promise<Ticket> =>
    (await api.call(accountRoutes.ticketCreate, { body })).data,
});

export const $tickets = createStore<Ticket[]>([], { name: '$tickets' })
  .on(fetchTicketsFx.doneData, (_, tickets) => newestFirst(tickets, (ticket) => ticket.createdAt))
  .on(createTicketFx.doneData, (tickets, ticket) => [ticket, ...tickets.filter((t) => t.id !== ticket.id)])
  .reset(loggedOut);
export const $ticketsStatus = createStore<AccountLoadStatus>('idle', { name: '$ticketsStatus' })
  .on(fetchTicketsFx.done, () => 'ready')
  .on(fetchTicketsFx.fail, () => 'error')
  .reset(loggedOut);

// The list and, for the form's order choice, the orders (a failed read of those only leaves the choice out).
sample({ clock: accountTicketsStarted, target: [fetchTicketsFx, fetchAccountOrdersFx] });

// ---------------------------------------------------------------------------------------------------
// One ticket. Only the answer for the ticket asked for last counts.

export const $ticket = createStore<Ticket | null>(null, { name: '$ticket' }).reset(loggedOut);
export const $ticketStatus = createStore<AccountLoadStatus>('idle', { name: '$ticketStatus' }).reset(loggedOut);
const ticketAnswer = newestAnswer(fetchTicketFx, 'account.ticket');
sample({ clock: ticketPageStarted, fn: ({ id }) => id, target: ticketAnswer.asked });
$ticket.on(ticketAnswer.done, (_, { result }) => result).on(ticketAnswer.failed, () => null);
$ticketStatus
  .on(ticketAnswer.done, () => 'ready')
  .on(ticketAnswer.failed, (_, { error }) => ((error as { status?: number }).status === 404 ? 'notFound' : 'error'));
// A ticket just opened is shown without asking again.
$ticket.on(createTicketFx.doneData, (_, ticket) => ticket);
$ticketStatus.on(createTicketFx.done, () => 'ready');

// ---------------------------------------------------------------------------------------------------
// The form that opens a ticket.

export interface TicketDraft {
  subject: string;
  message: string;
  /** The order the ticket is about; '' for none. */
  orderUid: string;
}
const EMPTY_DRAFT: TicketDraft = { subject: '', message: '', orderUid: '' };

export const ticketFieldChanged = createEvent<{ field: keyof TicketDraft; value: string }>();
export const ticketSubmitted = createEvent();

export const $ticketDraft = createStore<TicketDraft>(EMPTY_DRAFT, { name: '$ticketDraft' })
  .on(ticketFieldChanged, (draft, { field, value }) => ({ ...draft, [field]: value }))
  // `?order=` chooses the order; what was typed stays.
  .on(accountTicketsStarted, (draft, { orderUid }) => (orderUid ? { ...draft, orderUid } : draft))
  .reset(createTicketFx.done, loggedOut);
export const $ticketFormErrors = $ticketDraft.map((draft): FormErrors<TicketField> => validateTicketForm(draft));
export const $showTicketFormErrors = createStore(false, { name: '$showTicketFormErrors' }).reset(
  createTicketFx.done,
  loggedOut,
);
export const $isOpeningTicket = createTicketFx.pending;

const checked = sample({
  clock: ticketSubmitted,
  source: { draft: $ticketDraft, errors: $ticketFormErrors, busy: $isOpeningTicket },
  filter: ({ busy }) => !busy,
});
$showTicketFormErrors.on(checked, (shown, { errors }) => shown || !isFormValid(errors));
sample({
  clock: checked,
  filter: ({ errors }) => !isFormValid(errors),
  fn: () => ({ message: message(TICKET_MESSAGES.invalid), type: 'danger' as const }),
  target: notificationShown,
});
sample({
  clock: checked,
  filter: ({ errors }) => isFormValid(errors),
  fn: ({ draft }): TicketCreateRequest => ({
    subject: draft.subject.trim() as TicketCreateRequest['subject'],
    message: draft.message.trim() as TicketCreateRequest['message'],
    orderUid: draft.orderUid === '' ? null : draft.orderUid,
  }),
  target: createTicketFx,
});

sample({
  clock: createTicketFx.doneData,
  fn: () => ({ title: message('titles.success'), message: message(TICKET_MESSAGES.created), type: 'success' as const }),
  target: notificationShown,
});
sample({ clock: createTicketFx.doneData, fn: (ticket) => ({ to: ticketPath(ticket.id) }), target: navigateFx });
sample({
  clock: createTicketFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(TICKET_MESSAGES.failed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
