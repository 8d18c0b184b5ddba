// /account/information (spec §2, §5 information form; account layout, `authenticated-account` guard; 404 when
// its menu item is off). The form works without JavaScript (forms/account.ts).
import type { Route } from './+types/account-information';
import { informationPageStarted } from '@etalage/domain/account';
import { defineScopeRoute, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountInformationPage, INFORMATION_INTENT } from '~/features/account/information-page';
import { informationIntent } from '~/forms/account';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: informationPageStarted,
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.information.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, { [INFORMATION_INTENT]: informationIntent });

export default function AccountInformationRoute() {
  return <AccountInformationPage />;
}
