// /account/overview (spec §2, the `authenticated-account` guard): anonymous visitors are sent to
// /account/login with 303, and come back here after login. The account area is built elsewhere; this page
// greets the customer and offers logout.
import type { Route } from './+types/account-overview';
import { defineScopeRoute, page } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountOverviewPage } from '~/features/account/account-pages';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.overview.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountOverviewRoute() {
  return <AccountOverviewPage />;
}
