// The customer's orders (spec §2 /account/orders, /account/orders/{id}, §3 Account order, §9 dates DD-MM-YYYY):
// a list a page at a time with number, date, status, total and what is still open, and one order with its
// lines (options and made-to-measure sizes), totals with VAT and what is open. 'Betalen' is a form: before and
// without JavaScript the order page's action shows the methods to pay with in the page (forms/pay-order.ts).
import { Form } from 'react-router';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  $accountOrder,
  $ordersPage,
  isAccountPathEnabled,
  isPayable,
  payOrderOpened,
  type AccountOrder,
} from '@etalage/domain/account';
import { $appConfig } from '@etalage/domain/app';
import { productPath } from '@etalage/domain/catalogue';
import { amountLess, sumAmounts } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';
import { AddressLines } from '~/components/address-lines';
import { PageHeading } from '~/components/page-heading';
import { DateText } from '~/components/date-text';
import { Pagination } from '~/components/pagination';
import { preloadOnIntent } from '~/components/panels';
import { INTENT_FIELD } from '~/effector/route';
import { PaymentOrderPanel } from './lazy-payment-order';
import { PAY_ORDER_INTENT } from './pay-order-intents';
import { OrderStatusBadge, OrdersTable, useMoney } from './orders-table';

export function AccountOrdersPage() {
  const t = useT();
  const { orders, page, pageCount } = useUnit($ordersPage);
  return (
    <div className="account-page">
      <PageHeading>{t('account.orders.title')}</PageHeading>
      {orders.length === 0 ? (
        <p className="account-page__empty">{t('account.orders.empty')}</p>
      ) : (
        <OrdersTable orders={orders} caption={t('account.orders.title')} />
      )}
      <Pagination
        page={page}
        total={pageCount}
        href={(number) => (number === 1 ? '/account/orders' : `/account/orders?page=${number}`)}
      />
    </div>
  );
}

/** Where the order goes and how it was paid: the copies the order kept when it was placed. */
function OrderPlace({ order }: { order: AccountOrder }) {
  const t = useT();
  const { delivery } = order;
  const location = delivery.pickupLocation;
  return (
    <section aria-labelledby="order-place-title">
      <h2 id="order-place-title" className="section-title">
        {t('account.order.place')}
      </h2>
      <div className="account-cards">
        <section className="account-card" aria-labelledby="order-invoice-address">
          <h3 id="order-invoice-address" className="account-card__title">
            {t('account.order.invoiceAddress')}
          </h3>
          <address className="account-card__address">
            <AddressLines address={order.invoiceAddress} withCountry />
          </address>
        </section>
        <section className="account-card" aria-labelledby="order-delivery">
          <h3 id="order-delivery" className="account-card__title">
            {t('account.order.delivery')}
          </h3>
          <p>{delivery.label}</p>
          {delivery.address ? (
            <>
              <p className="account-card__label">{t('account.order.deliveryAddress')}</p>
              <address className="account-card__address">
                <AddressLines address={delivery.address} withCountry />
              </address>
            </>
          ) : null}
          {location ? (
            <>
              <p className="account-card__label">{t('account.order.pickupAt')}</p>
              <address className="account-card__address">
                <span>{location.name} </span>
                <span>{location.street} </span>
                <span>
                  {location.zipCode} {location.city}{' '}
                </span>
                <span>{location.openingHours}</span>
              </address>
            </>
          ) : null}
        </section>
        <section className="account-card" aria-labelledby="order-payment">
          <h3 id="order-payment" className="account-card__title">
            {t('account.order.payment')}
          </h3>
          <p>{order.paymentMethod}</p>
        </section>
      </div>
    </section>
  );
}

export function AccountOrderPage() {
  const t = useT();
  const [order, pay, config] = useUnit([$accountOrder, payOrderOpened, $appConfig]);
  const money = useMoney();
  if (order === null) return null;
  const canAsk = isAccountPathEnabled(config?.settings.accountMenu, '/account/tickets');
  const { totals } = order;
  const vat = amountLess(totals.totalInclVat, totals.totalExclVat);
  // `cartLinesAmount` counts the lines; the subtotal is what the lines add up to.
  const subtotal = sumAmounts(order.lines.map((line) => line.totalInclVat));
  return (
    <div className="account-page account-order">
      <p className="account-order__back">
        <Link to="/account/orders">{t('account.order.back')}</Link>
      </p>
      <PageHeading>{t('account.order.title', { number: order.number })}</PageHeading>
      <dl className="account-page__facts">
        <div>
          <dt>{t('account.orders.date')}</dt>
          <dd>
            <DateText iso={order.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('account.orders.status')}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t('address.country')}</dt>
          <dd>{t(`address.country.${order.countryCode}`)}</dd>
        </div>
        {order.coupon ? (
          <div>
            <dt>{t('account.order.coupon')}</dt>
            <dd>{order.coupon}</dd>
          </div>
        ) : null}
      </dl>
      {canAsk ? (
        <p className="account-order__ask">
          <Link to={`/account/tickets?order=${encodeURIComponent(order.uid)}#new-ticket`}>
            {t('account.tickets.ask')}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="section-title">
          {t('account.order.lines')}
        </h2>
        <div className="table-scroll">
          <table className="data-table order-lines">
            <thead>
              <tr>
                <th scope="col">{t('account.order.product')}</th>
                <th scope="col" className="data-table__amount">
                  {t('account.order.quantity')}
                </th>
                <th scope="col" className="data-table__amount data-table__wide">
                  {t('account.order.price')}
                </th>
                <th scope="col" className="data-table__amount">
                  {t('account.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={`${line.productId}-${index}`}>
                  <th scope="row">
                    <Link to={productPath(line.productId, line.slug)}>{line.title}</Link>
                    {line.options.length > 0 ? (
                      <ul className="order-lines__options">
                        {line.options.map((option) => (
                          <li key={option}>{option}</li>
                        ))}
                      </ul>
                    ) : null}
                    {line.returnable ? null : <p className="line-note">{t('cart.notReturnable')}</p>}
                  </th>
                  <td className="data-table__amount">{line.quantity}</td>
                  <td className="data-table__amount data-table__wide">{money(line.priceInclVat)}</td>
                  <td className="data-table__amount">{money(line.totalInclVat)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <OrderPlace order={order} />
      <section aria-labelledby="order-totals-title" className="account-order__totals">
        <h2 id="order-totals-title" className="section-title">
          {t('account.order.totals')}
        </h2>
        <dl className="totals">
          <div className="totals__row">
            <dt>{t('account.order.subtotal')}</dt>
            <dd>{money(subtotal)}</dd>
          </div>
          <div className="totals__row">
            <dt>{t('account.order.shipping')}</dt>
            <dd>{totals.shippingInclVat === 0 ? t('price.free') : money(totals.shippingInclVat)}</dd>
          </div>
          <div className="totals__row">
            <dt>{t('account.order.totalExclVat')}</dt>
            <dd>{money(totals.totalExclVat)}</dd>
          </div>
          <div className="totals__row">
            <dt>{t('account.order.vat')}</dt>
            <dd>{money(vat)}</dd>
          </div>
          <div className="totals__row totals__row--total">
            <dt>{t('account.order.totalInclVat')}</dt>
            <dd>{money(totals.totalInclVat)}</dd>
          </div>
          <div className="totals__row">
            <dt>{t('account.orders.outstanding')}</dt>
            <dd>{money(totals.outstandingAmount)}</dd>
          </div>
        </dl>
        {isPayable(order) ? (
          <Form
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              pay({ uid: order.uid });
            }}
          >
            <input type="hidden" name={INTENT_FIELD} value={PAY_ORDER_INTENT.open} />
            <button
              type="submit"
              className="button button--primary button--block"
              {...preloadOnIntent(PaymentOrderPanel)}
            >
              {t('account.pay.open.button', { amount: money(totals.outstandingAmount) })}
            </button>
          </Form>
        ) : null}
      </section>
      <PaymentOrderPanel />
    </div>
  );
}
