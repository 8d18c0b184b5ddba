// The login page and a minimal account overview (spec §2 /account/login, /account/overview). The account
// area proper (orders, invoices, addresses, information) is built separately.
import { useUnit } from 'effector-react';
import { $session, logoutRequested } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { LoginForm } from '~/components/login-form';

export function AccountLoginPage() {
  const t = useT();
  return (
    <div className="account-page account-page--narrow">
      <PageHeading>{t('login.title')}</PageHeading>
      <p>{t('login.intro')}</p>
      <LoginForm idPrefix="account-login" />
    </div>
  );
}

export function AccountOverviewPage() {
  const t = useT();
  const [session, logout] = useUnit([$session, logoutRequested]);
  if (session === null) return null;
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
      </dl>
      <button type="button" className="button" onClick={() => logout()}>
        {t('account.logout')}
      </button>
    </div>
  );
}
