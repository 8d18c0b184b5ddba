// /account/login (spec §2): public, with the `auth` guard: a visitor who is already logged in is sent on
// with 303 (to the page named in ?redirect, or /account/overview). After a login the shopper comes back to
// that page, which a guard of an account page put there.
import { RETURN_TO_PARAM } from '@etalage/domain/session';
import { loginPageStarted } from '@etalage/domain/session/login';
import type { Route } from './+types/account-login';
import { defineScopeRoute, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountLoginPage } from '~/features/account/login-page';
import { loginIntent } from '~/forms/session';
import { LOGIN_INTENT } from '~/components/login-form';

const route = defineScopeRoute({
  guard: 'auth',
  start: loginPageStarted,
  paramsOf: ({ url }) => ({ returnTo: url.searchParams.get(RETURN_TO_PARAM) }),
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('login.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, { [LOGIN_INTENT]: loginIntent });

export default function AccountLoginRoute() {
  return <AccountLoginPage />;
}
