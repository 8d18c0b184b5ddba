// /account/addresses (spec §2: the address book page, account layout, `authenticated-account` guard). Outside
// the account menu's items, so no settings flag switches it off; the overview links to it. `?address=new` or
// `?address={id}` shows the address form in the page (404 for an id the customer does not have), and every form of
// the page works without JavaScript (forms/account.ts).
import type { Route } from './+types/account-addresses';
import { $isAddressFormKnown, ADDRESS_FORM_PARAM, addressesPageStarted } from '@etalage/domain/account';
import { defineScopeRoute, notFound, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import {
  ADDRESS_DEFAULT_INTENT,
  ADDRESS_DELETE_INTENT,
  ADDRESS_INTENT,
  AccountAddressesPage,
} from '~/features/account/addresses-page';
import { addressDefaultIntent, addressDeleteIntent, addressIntent } from '~/forms/account';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: addressesPageStarted,
  paramsOf: ({ url }) => ({ address: url.searchParams.get(ADDRESS_FORM_PARAM) }),
  outcome: (scope) =>
    scope.getState($isAddressFormKnown)
      ? page({ title: shopPageTitle(scope, scopeTranslator(scope)('addresses.title')) })
      : notFound,
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, {
  [ADDRESS_INTENT]: addressIntent,
  [ADDRESS_DELETE_INTENT]: addressDeleteIntent,
  [ADDRESS_DEFAULT_INTENT]: addressDefaultIntent,
});

export default function AccountAddressesRoute() {
  return <AccountAddressesPage />;
}
