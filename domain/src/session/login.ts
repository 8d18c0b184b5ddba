// The login form's flows (spec §4 Session, §5 account login): what is typed, the page to return to, the checks
// before sending, and the reasons of a refusal. Loaded with the forms that log in (the login page and panel, the
// checkout's and the register's login); what a login does once it succeeds (the token, the session, `loggedIn`)
// is the session's own (./model), which every page carries.
import { createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../api';
import { message, notificationShown, notificationsCleared, routeChanged, type MessageRef } from '../shell';
import { loginFx } from './api';
import { ACCOUNT_OVERVIEW_PATH, safeReturnPath } from './lib';
import { $loginRedirect, loggedOut } from './model';

export const loginEmailChanged = createEvent<string>();
export const loginPasswordChanged = createEvent<string>();
/** The login page starts; `returnTo` is its `?redirect=` (the page a guard sent the visitor away from). */
export const loginPageStarted = createEvent<{ returnTo: string | null }>();
/**
 * The login form was sent. Without `redirectTo` the shopper goes back to the page a guard sent them away
 * from, or to the account overview (the checkout's login page gives the checkout's start).
 */
export const loginSubmitted = createEvent<{ email: string; password: string; redirectTo?: string }>();
/** Spec §4: a failed login marks the (pre-)session failed. */
export const $loginFailed = createStore(false, { name: '$loginFailed' });
/** Why the last login failed: the server's phrase (spec §8), else the request error; null after a success. */
export const $loginError = createStore<MessageRef | null>(null, { name: '$loginError' });
export const $loginEmail = createStore('', { name: '$loginEmail' });
/** The password field; never serialized, cleared after a failed login. */
export const $loginPassword = createStore('', { serialize: 'ignore', name: '$loginPassword' });
/** The on-site page the login page returns to (null: none, or one that would leave the site). */
export const $loginReturnTo = createStore<string | null>(null, { name: '$loginReturnTo' });

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

$loginFailed.on(loginFx.done, () => false).on(loginFx.fail, () => true);
$loginPassword.reset(loginFx.done, loginFx.fail);
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
$loginFailed.reset(loggedOut);
$loginPassword.reset(loggedOut);
