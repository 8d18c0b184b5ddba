// /account/register (spec §2): public, with the `auth` guard (a logged-in visitor is sent on with 303). The form
// works without JavaScript (forms/account.ts).
import { registerPageStarted } from '@etalage/domain/account';
import type { Route } from './+types/account-register';
import { defineScopeRoute, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountRegisterPage, REGISTER_INTENT } from '~/features/account/register-page';
import { registerIntent } from '~/forms/account';

const route = defineScopeRoute({
  guard: 'auth',
  start: registerPageStarted,
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('register.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, { [REGISTER_INTENT]: registerIntent });

export default function AccountRegisterRoute() {
  return <AccountRegisterPage />;
}
