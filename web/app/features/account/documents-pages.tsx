// The customer's invoices and tickets (spec §2 /account/invoices, /account/tickets; §9 dates DD-MM-YYYY): the
// invoices with number, date, amount, status and the order they belong to; the tickets with subject, status and
// date, each opening to its messages.
import { Link } from 'react-router';
import { useUnit } from 'effector-react';
import { $invoices, $tickets, formatDate, formatDateTime, type Ticket } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { orderPath, useMoney } from './orders-pages';

export function AccountInvoicesPage() {
  const t = useT();
  const money = useMoney();
  const invoices = useUnit($invoices);
  return (
    <div className="account-page">
      <PageHeading>{t('account.invoices.title')}</PageHeading>
      {invoices.length === 0 ? (
        <p className="account-page__empty">{t('account.invoices.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table data-table--stack">
            <caption className="visually-hidden">{t('account.invoices.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('account.invoices.number')}</th>
                <th scope="col">{t('account.orders.date')}</th>
                <th scope="col">{t('account.invoices.order')}</th>
                <th scope="col">{t('account.orders.status')}</th>
                <th scope="col" className="data-table__amount">
                  {t('account.invoices.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.number}</th>
                  <td data-label={t('account.orders.date')}>{formatDate(invoice.date)}</td>
                  <td data-label={t('account.invoices.order')}>
                    <Link to={orderPath({ uid: invoice.orderUid })}>{t('account.invoices.toOrder')}</Link>
                  </td>
                  <td data-label={t('account.orders.status')}>
                    <span className={`badge badge--order-${invoice.isPaid ? 'paid' : 'open'}`}>
                      {t(invoice.isPaid ? 'account.invoices.paid' : 'account.invoices.open')}
                    </span>
                  </td>
                  <td className="data-table__amount" data-label={t('account.invoices.amount')}>
                    {money(invoice.amountInclVat)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const t = useT();
  return (
    <li className="account-card ticket">
      <details>
        <summary className="ticket__summary">
          <span className="ticket__subject">{ticket.subject}</span>
          <span className="ticket__meta">
            <span className={`badge badge--ticket-${ticket.status}`}>
              {t(`account.tickets.status.${ticket.status}`)}
            </span>{' '}
            {formatDate(ticket.createdAt)} · {t('account.tickets.messages', { count: ticket.messages.length })}
          </span>
        </summary>
        <ol className="ticket__messages">
          {ticket.messages.map((entry, index) => (
            <li key={index} className={`ticket__message ticket__message--${entry.from}`}>
              <p className="ticket__from">
                {t(entry.from === 'shop' ? 'account.tickets.fromShop' : 'account.tickets.fromYou')} ·{' '}
                {formatDateTime(entry.createdAt)}
              </p>
              <p>{entry.body}</p>
            </li>
          ))}
        </ol>
        {ticket.orderUid ? (
          <p>
            <Link to={orderPath({ uid: ticket.orderUid })}>{t('account.tickets.toOrder')}</Link>
          </p>
        ) : null}
      </details>
    </li>
  );
}

export function AccountTicketsPage() {
  const t = useT();
  const tickets = useUnit($tickets);
  return (
    <div className="account-page">
      <PageHeading>{t('account.tickets.title')}</PageHeading>
      {tickets.length === 0 ? (
        <p className="account-page__empty">{t('account.tickets.empty')}</p>
      ) : (
        <ul className="ticket-list">
          {tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </div>
  );
}
