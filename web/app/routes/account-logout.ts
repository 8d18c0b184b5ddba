// /account/logout: no page, only the logout form's action (spec §4 Session) for a shopper before or without
// JavaScript (docs/decisions/forms-before-javascript.md): it logs out in the request's scope and answers 303 to
// /account/login with the cleared cookies. Opened as a page, it sends the visitor on to the login (a logged-in
// one on to the account), logging nobody out.
import { ACCOUNT_LOGIN_PATH } from '@etalage/domain/session';
import { defineScopeAction, defineScopeRoute, redirectTo } from '~/effector/route';
import { logoutIntent } from '~/forms/session';
import { LOGOUT_INTENT } from '~/components/account-menu';

const route = defineScopeRoute({
  outcome: () => redirectTo(ACCOUNT_LOGIN_PATH, 303),
});

export const loader = route.loader;
export const action = defineScopeAction(route, { [LOGOUT_INTENT]: logoutIntent });
