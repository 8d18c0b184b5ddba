// The tickets (spec §5 maxlength; docs/account.md "Tickets and the character counter"): `?order=` chooses the
// order and keeps what was typed; an invalid form sends nothing and shows its errors; a sent question is trimmed,
// joins the list and opens its page; a failed send keeps everything typed.
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { TICKET_MESSAGE_MAX } from '../forms';
import { $notifications, navigateFx } from '../shell';
import type { Ticket, TicketCreateRequest } from './contract';
import { fetchAccountOrdersFx } from './orders';
import {
  $showTicketFormErrors,
  $ticket,
  $ticketDraft,
  $ticketFormErrors,
  $tickets,
  accountTicketsStarted,
  createTicketFx,
  fetchTicketsFx,
  ticketFieldChanged,
  ticketSubmitted,
} from './tickets';

const SEEDED: Ticket = {
  id: 'T-1',
  subject: 'Oud',
  status: 'closed',
  createdAt: '2026-11-01T10:00:00Z',
  orderUid: null,
  messages: [{ from: 'customer', body: 'Hoi', createdAt: '2026-11-01T10:00:00Z' }],
};

const $navigations = createStore<string[]>([]).on(navigateFx, (list, { to }) => [...list, to]);

const setup = (send: (body: TicketCreateRequest) => Promise<Ticket>) => {
  const sent: TicketCreateRequest[] = [];
  const scope = fork({
    handlers: [
      [fetchTicketsFx, async () => [SEEDED]],
      [fetchAccountOrdersFx, async () => []],
      [
        createTicketFx,
        async (_api: unknown, body: TicketCreateRequest) => {
          sent.push(body);
          return send(body);
        },
      ],
      [navigateFx, () => undefined],
    ],
  });
  return { scope, sent };
};

const opened = (body: TicketCreateRequest): Promise<Ticket> =>
  Promise.resolve({
    id: 'T-5001',
    subject: body.subject,
    status: 'open',
    createdAt: '2026-11-26T10:00:00Z',
    orderUid: body.orderUid ?? null,
    messages: [{ from: 'customer', body: body.message, createdAt: '2026-11-26T10:00:00Z' }],
  });

const type = async (scope: ReturnType<typeof fork>, field: 'subject' | 'message' | 'orderUid', value: string) =>
  allSettled(ticketFieldChanged, { scope, params: { field, value } });

describe('the ticket form', () => {
  it('takes the order from ?order= without losing what was typed', async () => {
    const { scope } = setup(opened);
    await type(scope, 'subject', 'Levering');
    await allSettled(accountTicketsStarted, { scope, params: { orderUid: 'ord-1' } });
    expect(scope.getState($ticketDraft)).toEqual({ subject: 'Levering', message: '', orderUid: 'ord-1' });
    await allSettled(accountTicketsStarted, { scope, params: { orderUid: null } });
    expect(scope.getState($ticketDraft).orderUid).toBe('ord-1');
    expect(scope.getState($tickets)).toEqual([SEEDED]);
  });

  it('sends nothing while a field is empty or too long, and shows the errors', async () => {
    const { scope, sent } = setup(opened);
    await allSettled(accountTicketsStarted, { scope, params: { orderUid: null } });
    await allSettled(ticketSubmitted, { scope });
    expect(scope.getState($ticketFormErrors)).toEqual({
      subject: 'validation.required',
      message: 'validation.required',
    });
    expect(scope.getState($showTicketFormErrors)).toBe(true);
    await type(scope, 'subject', 'Vraag');
    await type(scope, 'message', 'x'.repeat(TICKET_MESSAGE_MAX + 1));
    await allSettled(ticketSubmitted, { scope });
    expect(scope.getState($ticketFormErrors)).toEqual({ message: 'validation.tooLong' });
    // Surrounding spaces do not count against the limit.
    await type(scope, 'message', ` ${'x'.repeat(TICKET_MESSAGE_MAX)} `);
    expect(scope.getState($ticketFormErrors)).toEqual({});
    expect(sent).toEqual([]);
  });

  it('sends the trimmed question, adds it to the list, shows it and empties the form', async () => {
    const { scope, sent } = setup(opened);
    await allSettled(accountTicketsStarted, { scope, params: { orderUid: 'ord-1' } });
    await type(scope, 'subject', '  Levering ');
    await type(scope, 'message', ' Wanneer komt het? ');
    const navigations = await allSettled(ticketSubmitted, { scope }).then(() => scope.getState($navigations));
    expect(sent).toEqual([{ subject: 'Levering', message: 'Wanneer komt het?', orderUid: 'ord-1' }]);
    expect(scope.getState($tickets).map((t) => t.id)).toEqual(['T-5001', 'T-1']);
    expect(scope.getState($ticket)?.id).toBe('T-5001');
    expect(navigations).toEqual(['/account/tickets/T-5001']);
    expect(scope.getState($ticketDraft)).toEqual({ subject: '', message: '', orderUid: '' });
    expect(scope.getState($showTicketFormErrors)).toBe(false);
    expect(scope.getState($notifications).at(-1)?.type).toBe('success');
  });

  it('keeps everything typed when sending fails, and says so', async () => {
    const { scope } = setup(() => Promise.reject(new ApiError('network', 'ticketCreate', 0, null, 'offline')));
    await allSettled(accountTicketsStarted, { scope, params: { orderUid: null } });
    await type(scope, 'subject', 'Levering');
    await type(scope, 'message', 'Wanneer?');
    await allSettled(ticketSubmitted, { scope });
    expect(scope.getState($ticketDraft)).toEqual({ subject: 'Levering', message: 'Wanneer?', orderUid: '' });
    expect(scope.getState($tickets)).toEqual([SEEDED]);
    const notice = scope.getState($notifications).at(-1);
    expect(notice?.type).toBe('danger');
  });
});
