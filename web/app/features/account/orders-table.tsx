// An order's place in the account (spec §2 /account/orders/{id}, §3 Account order, §9 dates DD-MM-YYYY): its
// path, its status badge, the money format and the orders as a table. The overview's latest orders, the orders
// pages, the invoices and the tickets share them; on their own, so the overview and the login page do not load the
// orders pages with them (docs/performance.md "Budgets").
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { type AccountOrder, type OrderStatus } from '@etalage/domain/account';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { DateText } from '~/components/date-text';
import { useT } from '~/i18n/use-t';

export const orderPath = (order: Pick<AccountOrder, 'uid'>): string =>
  `/account/orders/${encodeURIComponent(order.uid)}`;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`badge badge--order-${status}`}>{t(`account.order.status.${status}`)}</span>;
}

export const useMoney = () => {
  const locale = useUnit($locale);
  return (amount: number) => formatCartPrice(amount, locale);
};

/** The orders as a table; `caption` names it for screen readers. */
export function OrdersTable({ orders, caption }: { orders: AccountOrder[]; caption: string }) {
  const t = useT();
  const money = useMoney();
  return (
    <div className="table-scroll">
      <table className="data-table data-table--stack orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.orders.number')}</th>
            <th scope="col">{t('account.orders.date')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col" className="data-table__amount">
              {t('account.orders.total')}
            </th>
            <th scope="col" className="data-table__amount">
              {t('account.orders.outstanding')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.uid}>
              <th scope="row">
                <Link to={orderPath(order)}>{order.number}</Link>
              </th>
              <td data-label={t('account.orders.date')}>
                <DateText iso={order.createdAt} />
              </td>
              <td data-label={t('account.orders.status')}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="data-table__amount" data-label={t('account.orders.total')}>
                {money(order.totals.totalInclVat)}
              </td>
              <td className="data-table__amount" data-label={t('account.orders.outstanding')}>
                {money(order.totals.outstandingAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
