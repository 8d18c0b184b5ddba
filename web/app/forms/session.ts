// The session's forms as a route action takes them (effector/route.ts `Intent`): the same events the browser's
// forms fire, so a login sent before or without JavaScript does what the hydrated form does.
import { allSettled } from 'effector';
import { $isAuthenticated, logoutRequested, safeReturnPath } from '@etalage/domain/session';
import { loginPasswordChanged, loginSubmitted } from '@etalage/domain/session/login';
import type { Intent } from '~/effector/route';

/**
 * Spec §4 Session: login; a refused or incomplete one shows the form again with its reason, and without the
 * password (an incomplete one is not sent, so the model keeps it: it must not go back into the page).
 */
export const loginIntent: Intent = {
  run: async (scope, fields) => {
    await allSettled(loginSubmitted, {
      scope,
      params: {
        email: fields.get('email'),
        password: fields.get('password'),
        // Only a path of this site: the form's field is the shopper's to change.
        redirectTo: safeReturnPath(fields.get('redirectTo')) ?? undefined,
      },
    });
    if (!scope.getState($isAuthenticated)) await allSettled(loginPasswordChanged, { scope, params: '' });
  },
  failed: (scope) => !scope.getState($isAuthenticated),
};

/**
 * Spec §4 Session: logout, which leads to the login page whatever the server answers (the model's navigation, a
 * 303, with the cookies it clears). The account menu's and the account panel's logout post it to /account/logout.
 */
export const logoutIntent: Intent = {
  run: (scope) => allSettled(logoutRequested, { scope }),
};
