// The shopper's session (spec §4 Session, §6): the bearer token, the account session, login and logout.
// Owns the token (never serialized) and keeps the scope's API client carrying it. The login form's flows are
// ./login, loaded with the forms that log in. Does not own the cart:
// the cart model reacts to `loggedIn` (merge, then the navigation) and `loggedOut`.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $api, isApiError } from '../api';
import { navigationRequested, writeCookieFx } from '../shell';
import type { AccountSession } from './contract';
import { fetchSessionFx, loginFx, logoutFx } from './api';
import { ACCOUNT_LOGIN_PATH, ACCOUNT_OVERVIEW_PATH } from './lib';

/** Spec §6: the token lives in this cookie (and in local storage, kept by the web layer). */
export const AUTH_TOKEN_COOKIE = 'auth_token';
/** Not in the spec: the token cookie lives 30 days; the server decides whether the token is still valid. */
export const AUTH_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A page starts (server render or client) with the token read from the cookie. */
export const sessionStarted = createEvent<{ token: string | null }>();
/** The browser's scope is up (after hydration); lets the model write cookies the server render could not. */
export const sessionHydrated = createEvent();
export const logoutRequested = createEvent();

/** Facts for other models. */
export const loggedIn = createEvent<{ session: AccountSession; redirectTo: string }>();
export const loggedOut = createEvent();
/** The stored token was refused (or could not be checked): the shopper is anonymous again. */
export const sessionReset = createEvent<{ networkFailure: boolean }>();
/** The token to keep changed (null: forget it). The web layer mirrors it into local storage. */
export const tokenChanged = createEvent<string | null>();

/** The bearer token. Never serialized into the page; the web layer seeds the browser scope from the cookie. */
export const $authToken = createStore<string | null>(null, { serialize: 'ignore', name: '$authToken' });
export const $session = createStore<AccountSession | null>(null, { name: '$session' });
/** Client-safe copy of "has a valid session" (a store derived from $authToken would be false in the browser). */
export const $isAuthenticated = createStore(false, { name: '$isAuthenticated' });
/** Where a successful login goes (read by the cart model once the merged cart is known). */
export const $loginRedirect = createStore(ACCOUNT_OVERVIEW_PATH, { name: '$loginRedirect' });
export const $isLoggingIn = loginFx.pending;
/** The server render refused the cookie's token; the browser deletes the cookie after hydration. */
export const $isTokenRejected = createStore(false, { name: '$isTokenRejected' });
/** Whether the page knows who the shopper is: the session check ended, there was no token, or a login happened. */
export const $isSessionChecked = createStore(false, { name: '$isSessionChecked' });

const tokenSet = createEvent<string | null>();

// When the token changes, then the scope's API client carries it (bearer header on every call).
sample({ clock: tokenSet, source: $api, fn: (api, token) => api.withToken(token), target: $api });
sample({ clock: tokenSet, target: $authToken });

/** Spec §6: the token is also kept in local storage; the browser gives this effect its handler. */
export const rememberTokenFx = createEffect<string | null, void>(() => undefined);
sample({ clock: tokenChanged, target: rememberTokenFx });

// When a token must be kept or forgotten, then the auth cookie follows.
sample({
  clock: tokenChanged,
  fn: (token) => ({ name: AUTH_TOKEN_COOKIE, value: token, maxAgeSeconds: AUTH_TOKEN_MAX_AGE_S }),
  target: writeCookieFx,
});

// ---------------------------------------------------------------------------------------------------
// Session check (spec §4 Session)

const startedWithToken = sample({
  clock: sessionStarted,
  filter: ({ token }) => token !== null && token !== '',
  fn: ({ token }) => token as string,
});
sample({ clock: startedWithToken, target: [tokenSet, fetchSessionFx] });
$isSessionChecked
  .on(sessionStarted, (checked, { token }) => checked || !token)
  .on([fetchSessionFx.finally, loginFx.done, logoutFx.finally], () => true);

sample({ clock: fetchSessionFx.doneData, target: $session });
$isAuthenticated.on(fetchSessionFx.doneData, () => true);
$isTokenRejected.on(fetchSessionFx.done, () => false);

// When the session check fails, then the session resets; a network failure also sends the shopper to login.
sample({
  clock: fetchSessionFx.failData,
  fn: (error) => ({ networkFailure: isApiError(error) && error.kind === 'network' }),
  target: sessionReset,
});
sample({ clock: sessionReset, fn: () => null, target: [tokenSet, tokenChanged] });
$isTokenRejected.on(sessionReset, () => true);
sample({
  clock: sessionReset,
  filter: ({ networkFailure }) => networkFailure,
  fn: () => ({ to: ACCOUNT_LOGIN_PATH }),
  target: navigationRequested,
});

// When the browser starts after a server render that refused the token, then the token is forgotten there too
// (cookie and local storage), so later page loads stop sending it. The flag is read before it is cleared: a
// reset on `sessionHydrated` itself would run first and leave nothing to act on.
const rejectedTokenHydrated = sample({ clock: sessionHydrated, filter: $isTokenRejected });
sample({ clock: rejectedTokenHydrated, fn: () => null, target: tokenChanged });
$isTokenRejected.reset(rejectedTokenHydrated);

// ---------------------------------------------------------------------------------------------------
// Login (spec §4 Session): the form's flows are ./login, loaded with the forms that log in; a login that
// succeeds keeps the token and the session here, and says where it leads.

sample({ clock: loginFx.doneData, fn: ({ authToken }) => authToken, target: [tokenSet, tokenChanged] });
sample({ clock: loginFx.doneData, fn: ({ session }) => session, target: $session });
$isAuthenticated.on(loginFx.done, () => true);
sample({
  clock: loginFx.doneData,
  source: $loginRedirect,
  fn: (redirectTo, { session }) => ({ session, redirectTo }),
  target: loggedIn,
});

// ---------------------------------------------------------------------------------------------------
// Logout (spec §4 Session): whatever the server answers, the shopper is logged out here.

sample({ clock: logoutRequested, target: logoutFx });
sample({ clock: logoutFx.finally, fn: () => undefined, target: loggedOut });
sample({ clock: loggedOut, fn: () => null, target: [tokenSet, tokenChanged] });
sample({ clock: loggedOut, fn: () => ({ to: ACCOUNT_LOGIN_PATH }), target: navigationRequested });

$session.reset(sessionReset, loggedOut);
$isAuthenticated.reset(sessionReset, loggedOut);
