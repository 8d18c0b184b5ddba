// The login page (spec §2 /account/login): the shop's login form on a page of its own. A module of its own, so the
// page does not load the overview and its orders table (docs/performance.md "Budgets").
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
