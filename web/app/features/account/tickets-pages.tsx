// The customer's tickets (spec §2 /account/tickets, §5 text input maxlength; docs/account.md): the form that
// asks a question (subject, optionally the order it is about, the message, each long text with its counter),
// the list with subject, status, date and message count, and one ticket's page with its messages. Before and
// without JavaScript the form goes to the page's action (forms/account.ts): an opened ticket leads to its page.
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  $accountOrders,
  $isOpeningTicket,
  $showTicketFormErrors,
  $ticket,
  $ticketDraft,
  $ticketFormErrors,
  $tickets,
  ticketFieldChanged,
  ticketPath,
  ticketSubmitted,
  type Ticket,
} from '@etalage/domain/account';
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from '@etalage/domain/forms';
import { formatDate } from '@etalage/domain/shared';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { DateText } from '~/components/date-text';
import { SelectField } from '~/components/form-field';
import { CountedTextField, TextAreaField } from '~/components/counted-fields';
import { fieldStateOf } from '~/components/address-fields';
import { orderPath } from './orders-table';
import { FormNotices } from '~/components/form-notices';
import { ModelForm } from '~/components/model-form';

export const TICKET_INTENT = 'ticket';

function TicketStatus({ status }: { status: Ticket['status'] }) {
  const t = useT();
  return <span className={`badge badge--ticket-${status}`}>{t(`account.tickets.status.${status}`)}</span>;
}

function NewTicketForm() {
  const t = useT();
  const [draft, allErrors, showErrors, sending, orders, change, submit] = useUnit([
    $ticketDraft,
    $ticketFormErrors,
    $showTicketFormErrors,
    $isOpeningTicket,
    $accountOrders,
    ticketFieldChanged,
    ticketSubmitted,
  ]);
  const state = fieldStateOf(t, showErrors ? allErrors : {}, showErrors);
  // An order asked for by `?order=` that is not in the list (yet) still shows as chosen.
  const choices = [
    { value: '', label: t('account.tickets.noOrder') },
    ...orders.map((order) => ({ value: order.uid, label: `${order.number} (${formatDate(order.createdAt)})` })),
    ...(draft.orderUid !== '' && !orders.some((order) => order.uid === draft.orderUid)
      ? [{ value: draft.orderUid, label: draft.orderUid }]
      : []),
  ];
  return (
    <section className="account-section" aria-labelledby="new-ticket-title" id="new-ticket">
      <h2 id="new-ticket-title" className="section-title">
        {t('account.tickets.new')}
      </h2>
      <p>{t('account.tickets.newIntro')}</p>
      <ModelForm intent={TICKET_INTENT} busy={sending} onSend={submit}>
        <CountedTextField
          id="ticket-subject"
          name="subject"
          label={t('account.tickets.subject')}
          value={draft.subject}
          required
          maxCharacters={TICKET_SUBJECT_MAX}
          {...state('subject')}
          onValueChange={(value) => change({ field: 'subject', value })}
        />
        <SelectField
          id="ticket-order"
          name="orderUid"
          label={t('account.tickets.order')}
          value={draft.orderUid}
          options={choices}
          onValueChange={(value) => change({ field: 'orderUid', value })}
        />
        <TextAreaField
          id="ticket-message"
          name="message"
          label={t('account.tickets.message')}
          value={draft.message}
          required
          maxCharacters={TICKET_MESSAGE_MAX}
          {...state('message')}
          onValueChange={(value) => change({ field: 'message', value })}
        />
        <FormNotices intent={TICKET_INTENT} />
        <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
          {t('account.tickets.send')}
        </button>
      </ModelForm>
    </section>
  );
}

export function AccountTicketsPage() {
  const t = useT();
  const tickets = useUnit($tickets);
  return (
    <div className="account-page account-page--form">
      <PageHeading>{t('account.tickets.title')}</PageHeading>
      <NewTicketForm />
      <section className="account-section" aria-labelledby="tickets-list-title">
        <h2 id="tickets-list-title" className="section-title">
          {t('account.tickets.list')}
        </h2>
        {tickets.length === 0 ? (
          <p className="account-page__empty">{t('account.tickets.empty')}</p>
        ) : (
          <ul className="ticket-list">
            {tickets.map((ticket) => (
              <li key={ticket.id} className="account-card ticket">
                <Link className="ticket__subject" to={ticketPath(ticket.id)}>
                  {ticket.subject}
                </Link>
                <span className="ticket__meta">
                  <TicketStatus status={ticket.status} /> <DateText iso={ticket.createdAt} /> ·{' '}
                  {t('account.tickets.messages', { count: ticket.messages.length })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function AccountTicketPage() {
  const t = useT();
  const ticket = useUnit($ticket);
  if (ticket === null) return null;
  return (
    <div className="account-page account-ticket">
      <p className="account-order__back">
        <Link to="/account/tickets">{t('account.tickets.back')}</Link>
      </p>
      <PageHeading>{ticket.subject}</PageHeading>
      <dl className="account-page__facts">
        <div>
          <dt>{t('account.tickets.date')}</dt>
          <dd>
            <DateText iso={ticket.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('account.tickets.statusLabel')}</dt>
          <dd>
            <TicketStatus status={ticket.status} />
          </dd>
        </div>
        {ticket.orderUid ? (
          <div>
            <dt>{t('account.tickets.order')}</dt>
            <dd>
              <Link to={orderPath({ uid: ticket.orderUid })}>{t('account.tickets.toOrder')}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="ticket-messages-title">
        <h2 id="ticket-messages-title" className="section-title">
          {t('account.tickets.conversation')}
        </h2>
        <ol className="ticket__messages">
          {ticket.messages.map((entry, index) => (
            <li key={index} className={`ticket__message ticket__message--${entry.from}`}>
              <p className="ticket__from">
                {t(entry.from === 'shop' ? 'account.tickets.fromShop' : 'account.tickets.fromYou')} ·{' '}
                <DateText iso={entry.createdAt} withTime />
              </p>
              <p className="ticket__body">{entry.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
