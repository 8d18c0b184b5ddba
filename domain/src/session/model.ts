// The shopper's session (spec §4 Session, §6): the bearer token, the account session, login and logout.
// Owns the token (never serialized) and keeps the scope's API client carrying it. Does not own the cart:
// the cart model reacts to `loggedIn` (merge, then the navigation) and `loggedOut`.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $api, failureMessage, isApiError } from '../api';
import {
  message,
  navigationRequested,
  notificationShown,
  notificationsCleared,
  routeChanged,
  writeCookieFx,
  type MessageRef,
} from '../shell';
import type { AccountSession } from './contract';
import { fetchSessionFx, loginFx, logoutFx } from './api';
import { ACCOUNT_LOGIN_PATH, ACCOUNT_OVERVIEW_PATH, safeReturnPath } from './lib';

/** Spec §6: the token lives in this cookie (and in local storage, kept by the web layer). */
export const AUTH_TOKEN_COOKIE = 'auth_token';
/** Not in the spec: the token cookie lives 30 days; the server decides whether the token is still valid. */
export const AUTH_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A page starts (server render or client) with the token read from the cookie. */
export const sessionStarted = createEvent<{ token: string | null }>();
/** The browser's scope is up (after hydration); lets the model write cookies the server render could not. */
export const sessionHydrated = createEvent();
export const loginEmailChanged = createEvent<string>();
export const loginPasswordChanged = createEvent<string>();
/** The login page starts; `returnTo` is its `?redirect=` (the page a guard sent the visitor away from). */
export const loginPageStarted = createEvent<{ returnTo: string | null }>();
/**
 * The login form was sent. Without `redirectTo` the shopper goes back to the page a guard sent them away
 * from, or to the account overview (the checkout's login page gives the checkout's start).
 */
export const loginSubmitted = createEvent<{ email: string; password: string; redirectTo?: string }>();
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
/** Spec §4: a failed login marks the (pre-)session failed. */
export const $loginFailed = createStore(false, { name: '$loginFailed' });
/** Why the last login failed: the server's phrase (spec §8), else the request error; null after a success. */
export const $loginError = createStore<MessageRef | null>(null, { name: '$loginError' });
export const $loginEmail = createStore('', { name: '$loginEmail' });
/** The password field; never serialized, cleared after a failed login. */
export const $loginPassword = createStore('', { serialize: 'ignore', name: '$loginPassword' });
/** Where a successful login goes (read by the cart model once the merged cart is known). */
export const $loginRedirect = createStore(ACCOUNT_OVERVIEW_PATH, { name: '$loginRedirect' });
/** The on-site page the login page returns to (null: none, or one that would leave the site). */
export const $loginReturnTo = createStore<string | null>(null, { name: '$loginReturnTo' });
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
// Login (spec §4 Session, §5 account login)

sample({ clock: loginEmailChanged, target: $loginEmail });
sample({ clock: loginPasswordChanged, target: $loginPassword });
sample({ clock: loginSubmitted, fn: ({ email }) => email, target: $loginEmail });
sample({ clock: loginSubmitted, fn: ({ password }) => password, target: $loginPassword });

// When the login page starts, then it remembers the page to return to, if that page is on this site; any
// other page forgets it (a later login elsewhere goes where that page leads).
sample({ clock: loginPageStarted, fn: ({ returnTo }) => safeReturnPath(returnTo), target: $loginReturnTo });
$loginReturnTo.reset(routeChanged);

const isComplete = ({ email, password }: { email: string; password: string }): boolean =>
  email.trim() !== '' && password !== '';

/** Notices about a failed login share a topic, so the next successful login clears them. */
export const LOGIN_NOTICE_TOPIC = 'login';
const loginNotice = {
  title: message('titles.failed'),
  message: message('phrases.accountLoginRequestError'),
  type: 'danger' as const,
  topic: LOGIN_NOTICE_TOPIC,
};

// When email or password is missing, then the request-error notice shows and nothing is sent (spec §5).
sample({
  clock: loginSubmitted,
  filter: (form) => !isComplete(form),
  fn: () => loginNotice,
  target: notificationShown,
});

const loginAccepted = sample({ clock: loginSubmitted, filter: isComplete });

// When a login starts, then remember where it leads: the path the form gives (the checkout's login page gives
// the checkout's start, which takes a logged-in customer on to step 1), the page a guard sent the visitor away
// from, or the account.
sample({
  clock: loginAccepted,
  source: $loginReturnTo,
  fn: (returnTo, { redirectTo }) => redirectTo ?? returnTo ?? ACCOUNT_OVERVIEW_PATH,
  target: $loginRedirect,
});
sample({
  clock: loginAccepted,
  fn: ({ email, password }) => ({ email: email.trim(), password }),
  target: loginFx,
});

sample({ clock: loginFx.doneData, fn: ({ authToken }) => authToken, target: [tokenSet, tokenChanged] });
sample({ clock: loginFx.doneData, fn: ({ session }) => session, target: $session });
$isAuthenticated.on(loginFx.done, () => true);
$loginFailed.on(loginFx.done, () => false).on(loginFx.fail, () => true);
$loginPassword.reset(loginFx.done, loginFx.fail);
sample({
  clock: loginFx.doneData,
  source: $loginRedirect,
  fn: (redirectTo, { session }) => ({ session, redirectTo }),
  target: loggedIn,
});
// When the server refuses the login, then its reason shows (spec §8 phrases.{message}), else the request error.
sample({ clock: loginFx.failData, fn: (error) => failureMessage(error, loginNotice.message), target: $loginError });
sample({
  clock: loginFx.failData,
  fn: (error) => ({ ...loginNotice, message: failureMessage(error, loginNotice.message) }),
  target: notificationShown,
});
$loginError.reset(loginFx.done, loggedOut);
// When a login succeeds, then the notices of earlier failed attempts go.
sample({ clock: loginFx.done, fn: () => LOGIN_NOTICE_TOPIC, target: notificationsCleared });

// ---------------------------------------------------------------------------------------------------
// Logout (spec §4 Session): whatever the server answers, the shopper is logged out here.

sample({ clock: logoutRequested, target: logoutFx });
sample({ clock: logoutFx.finally, fn: () => undefined, target: loggedOut });
sample({ clock: loggedOut, fn: () => null, target: [tokenSet, tokenChanged] });
sample({ clock: loggedOut, fn: () => ({ to: ACCOUNT_LOGIN_PATH }), target: navigationRequested });

$session.reset(sessionReset, loggedOut);
$isAuthenticated.reset(sessionReset, loggedOut);
$loginFailed.reset(loggedOut);
$loginPassword.reset(loggedOut);
