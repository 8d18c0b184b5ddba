// The account overview (spec §2 /account/overview): name and company, customer number, Active/Inactive status,
// the latest orders with their status, what is still open, the default addresses, and links into each section
// the settings switch on.
import { Link } from '~/components/link';
import { useStoreMap } from 'effector-react';
import { useUnit } from '~/effector/use-unit';
import { $latestOrders, $openAmount, accountMenuOf } from '@etalage/domain/account';
import { $appConfig } from '@etalage/domain/app';
import { $session, type SavedAddress } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { AddressLines } from '~/components/address-lines';
import { PageHeading } from '~/components/page-heading';
import { OrdersTable, useMoney } from './orders-table';

function AddressCard({ title, address }: { title: string; address: SavedAddress | undefined }) {
  const t = useT();
  return (
    <section className="account-card" aria-label={title}>
      <h3 className="account-card__title">{title}</h3>
      {address ? (
        <address className="account-card__address">
          <AddressLines address={address} withCountry />
        </address>
      ) : (
        <p>{t('account.overview.noAddress')}</p>
      )}
    </section>
  );
}

export function AccountOverviewPage() {
  const t = useT();
  const money = useMoney();
  const [session, latest, open] = useUnit([$session, $latestOrders, $openAmount]);
  const menu = useStoreMap($appConfig, (config) => accountMenuOf(config?.settings.accountMenu));
  if (session === null) return null;
  const delivery = session.addresses.delivery;
  const defaultDelivery = delivery.find((a) => a.id === session.defaultDeliveryAddressId) ?? delivery[0];
  const showsOrders = menu.some(({ item }) => item === 'orders');
  const sections = menu.filter(({ item, path }) => item !== 'overview' && path !== null);
  return (
    <div className="account-page">
      <PageHeading>{t('account.overview.title')}</PageHeading>
      <p className="account-page__greeting">
        {t('account.overview.greeting', { name: `${session.firstName} ${session.lastName}` })}
      </p>
      <dl className="account-page__facts">
        {session.companyName ? (
          <div>
            <dt>{t('form.companyName')}</dt>
            <dd>{session.companyName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('account.overview.customerNumber')}</dt>
          <dd>{session.customerId}</dd>
        </div>
        <div>
          <dt>{t('account.overview.status')}</dt>
          <dd>
            <span className={`badge badge--${session.status ? 'active' : 'inactive'}`}>
              {t(session.status ? 'account.status.active' : 'account.status.inactive')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('account.overview.open')}</dt>
          <dd className="account-page__open">{money(open)}</dd>
        </div>
      </dl>
      {showsOrders ? (
        <section className="account-section" aria-labelledby="overview-orders-title">
          <h2 id="overview-orders-title" className="section-title">
            {t('account.overview.latestOrders')}
          </h2>
          {latest.length === 0 ? (
            <p className="account-page__empty">{t('account.orders.empty')}</p>
          ) : (
            <OrdersTable orders={latest} caption={t('account.overview.latestOrders')} />
          )}
          <p>
            <Link to="/account/orders">{t('account.overview.allOrders')}</Link>
          </p>
        </section>
      ) : null}
      <section className="account-section" aria-labelledby="overview-addresses-title">
        <h2 id="overview-addresses-title" className="section-title">
          {t('account.overview.addresses')}
        </h2>
        <div className="account-cards">
          <AddressCard title={t('account.overview.invoiceAddress')} address={session.addresses.invoice[0]} />
          <AddressCard title={t('account.overview.deliveryAddress')} address={defaultDelivery} />
        </div>
        <p>
          <Link to="/account/addresses">{t('account.overview.manageAddresses')}</Link>
        </p>
      </section>
      {sections.length > 0 ? (
        <section className="account-section" aria-labelledby="overview-sections-title">
          <h2 id="overview-sections-title" className="section-title">
            {t('account.overview.sections')}
          </h2>
          <ul className="account-links">
            {sections.map(({ item, path }) => (
              <li key={item}>
                <Link to={path!}>{t(`account.menu.${item}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
