// /account/overview (spec §2, authenticated-account guard): anonymous visitors are sent to /account/login.
// The account area is built elsewhere; this page greets the customer and offers logout.
import { redirect } from 'react-router';
import { allSettled, type Scope } from 'effector';
import { $appConfig, $isAuthenticated, $locale, $messages, ACCOUNT_LOGIN_PATH } from '@etalage/domain';
import type { Route } from './+types/account-overview';
import { scopeContext } from '~/effector/context';
import { getClientScope } from '~/effector/client';
import { createTranslator } from '~/i18n/translator';
import { AccountOverviewPage } from '~/features/account/account-pages';

const outcome = (scope: Scope) => {
  if (!scope.getState($isAuthenticated)) throw redirect(ACCOUNT_LOGIN_PATH, 303);
  const t = createTranslator(scope.getState($messages), scope.getState($locale));
  return {
    title: t('checkout.meta.title', {
      page: t('account.overview.title'),
      shop: scope.getState($appConfig)?.app.name ?? '',
    }),
  };
};

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const scope = context.get(scopeContext);
  // The guard reads the session check the root loader started in this request's scope.
  await allSettled(scope);
  return outcome(scope);
}

export async function clientLoader() {
  const scope = getClientScope();
  await allSettled(scope);
  return outcome(scope);
}

export default function AccountOverviewRoute() {
  return <AccountOverviewPage />;
}
