// /account/reset (spec §2): public, with the `auth` guard (a logged-in visitor is sent on with 303). Without a
// token it sends a reset link; the link's ?token= opens the form for the new password (features/account/reset-page).
import { RESET_TOKEN_PARAM, resetPageStarted } from '@etalage/domain';
import type { Route } from './+types/account-reset';
import { defineScopeRoute, page } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountResetPage } from '~/features/account/reset-page';

const route = defineScopeRoute({
  guard: 'auth',
  start: resetPageStarted,
  paramsOf: ({ url }) => ({ token: url.searchParams.get(RESET_TOKEN_PARAM) }),
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('reset.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountResetRoute() {
  return <AccountResetPage />;
}
