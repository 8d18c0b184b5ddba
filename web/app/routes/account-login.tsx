// /account/login (spec §2): public; a visitor who is already logged in is sent to /account/overview with 303.
// The session is checked by the root loader in the same request scope; this loader waits for it to settle.
import { redirect } from 'react-router';
import { allSettled, type Scope } from 'effector';
import { $appConfig, $isAuthenticated, $locale, $messages, ACCOUNT_OVERVIEW_PATH } from '@etalage/domain';
import type { Route } from './+types/account-login';
import { scopeContext } from '~/effector/context';
import { getClientScope } from '~/effector/client';
import { createTranslator } from '~/i18n/translator';
import { AccountLoginPage } from '~/features/account/account-pages';

const outcome = (scope: Scope, status: 303 | 302) => {
  if (scope.getState($isAuthenticated)) throw redirect(ACCOUNT_OVERVIEW_PATH, status);
  const t = createTranslator(scope.getState($messages), scope.getState($locale));
  return {
    title: t('checkout.meta.title', { page: t('login.title'), shop: scope.getState($appConfig)?.app.name ?? '' }),
  };
};

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const scope = context.get(scopeContext);
  // No start event of its own: wait for the session check the root loader started.
  await allSettled(scope);
  return outcome(scope, 303);
}

export async function clientLoader() {
  const scope = getClientScope();
  await allSettled(scope);
  return outcome(scope, 302);
}

export default function AccountLoginRoute() {
  return <AccountLoginPage />;
}
