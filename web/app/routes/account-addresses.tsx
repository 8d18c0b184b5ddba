// /account/addresses (spec §2: the address book page, account layout, `authenticated-account` guard). Outside
// the account menu's items, so no settings flag switches it off; the overview links to it.
import type { Route } from './+types/account-addresses';
import { defineScopeRoute, page } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountAddressesPage } from '~/features/account/addresses-page';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('addresses.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountAddressesRoute() {
  return <AccountAddressesPage />;
}
