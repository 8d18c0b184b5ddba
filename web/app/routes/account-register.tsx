// /account/register (spec §2): public, with the `auth` guard (a logged-in visitor is sent on with 303).
import { registerPageStarted } from '@etalage/domain';
import type { Route } from './+types/account-register';
import { defineScopeRoute, page } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountRegisterPage } from '~/features/account/register-page';

const route = defineScopeRoute({
  guard: 'auth',
  start: registerPageStarted,
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('register.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountRegisterRoute() {
  return <AccountRegisterPage />;
}
