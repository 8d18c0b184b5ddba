// The customer's invoices (spec §2 /account/invoices; §9 dates DD-MM-YYYY): number, date, amount, status and the
// order each belongs to. Tickets are in ./tickets-pages.
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { $invoices } from '@etalage/domain/account';
import { DateText } from '~/components/date-text';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { orderPath, useMoney } from './orders-table';

export const invoicePdfPath = (id: string): string => `/account/invoices/${encodeURIComponent(id)}/pdf`;

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
                <th scope="col">{t('account.invoices.document')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.number}</th>
                  <td data-label={t('account.orders.date')}>
                    <DateText iso={invoice.date} />
                  </td>
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
                  <td data-label={t('account.invoices.document')}>
                    {/* A plain link: the file route answers the PDF as an attachment. */}
                    <a className="invoice-download" href={invoicePdfPath(invoice.id)} download>
                      {t('account.invoices.download')}
                      <span className="visually-hidden"> {invoice.number}</span>
                    </a>
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
