// /account/reset (spec §2): public, with the `auth` guard (a logged-in visitor is sent on with 303). Without a
// token it sends a reset link; the link's ?token= opens the form for the new password (features/account/reset-page).
// Both forms work without JavaScript (forms/account.ts): a link sent so leads to ?sent=, which says where it went.
import { RESET_SENT_PARAM, RESET_TOKEN_PARAM, resetPageStarted } from '@etalage/domain/session';
import type { Route } from './+types/account-reset';
import { defineScopeRoute, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountResetPage, NEW_PASSWORD_INTENT, RESET_LINK_INTENT } from '~/features/account/reset-page';
import { newPasswordIntent, resetLinkIntent } from '~/forms/account';

const route = defineScopeRoute({
  guard: 'auth',
  start: resetPageStarted,
  paramsOf: ({ url }) => ({
    token: url.searchParams.get(RESET_TOKEN_PARAM),
    sentTo: url.searchParams.get(RESET_SENT_PARAM),
  }),
  outcome: (scope) => page({ title: shopPageTitle(scope, scopeTranslator(scope)('reset.title')) }),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, {
  [RESET_LINK_INTENT]: resetLinkIntent,
  [NEW_PASSWORD_INTENT]: newPasswordIntent,
});

export default function AccountResetRoute() {
  return <AccountResetPage />;
}
