// /account/overview (spec §2, the account layout and the `authenticated-account` guard): anonymous visitors are
// sent to /account/login with 303 and come back here after login. It loads the orders for the latest ones and
// what is still open.
import type { Route } from './+types/account-overview';
import { accountOrdersStarted } from '@etalage/domain/account';
import { defineScopeRoute, page } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountOverviewPage } from '~/features/account/overview-page';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: accountOrdersStarted,
  paramsOf: () => ({ page: 1 }),
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.overview.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountOverviewRoute() {
  return <AccountOverviewPage />;
}
