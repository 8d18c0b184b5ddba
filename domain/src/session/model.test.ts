import { allSettled, createStore, fork, serialize, type Effect } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type FetchLike } from '../api/client';
import { fetchCartFx } from '../cart/api';
import { $syncDebounceMs } from '../cart/model';
import { testCart } from '../cart/testing';
import { $api } from '../api';
import {
  $notifications,
  message,
  navigateFx,
  notificationShown,
  routeChanged,
  writeCookieFx,
  type CookieWrite,
} from '../shell';
import type { AccountSession } from './contract';
import { fetchSessionFx, loginFx, logoutFx } from './api';
import {
  $authToken,
  $isAuthenticated,
  $isTokenRejected,
  $session,
  loggedIn,
  logoutRequested,
  sessionHydrated,
  rememberTokenFx,
  sessionStarted,
  tokenChanged,
} from './model';
import { $loginEmail, $loginError, $loginFailed, $loginPassword, loginPageStarted, loginSubmitted } from './login';
import { apiHandler } from '../api/testing';

const session: AccountSession = {
  id: 'a1',
  customerId: 'c1',
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: null,
  emailAddress: 'anna@example.nl',
  phoneNumber: '0612345678',
  status: true,
  addresses: { invoice: [], delivery: [] },
  defaultDeliveryAddressId: null,
  isAuthenticated: true,
};

// Test-local stores record what the model asked the web layer to do, per scope.
const $navigations = createStore<string[]>([]).on(navigateFx, (list, { to }) => [...list, to]);
const $cookies = createStore<CookieWrite[]>([]).on(writeCookieFx, (list, write) => [...list, write]);
const $tokens = createStore<(string | null)[]>([]).on(tokenChanged, (list, token) => [...list, token]);
const $logins = createStore<string[]>([]).on(loggedIn, (list, { redirectTo }) => [...list, redirectTo]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];
const setup = (handlers: Handlers = []) =>
  fork({
    values: [[$syncDebounceMs, 0]],
    handlers: [
      [fetchCartFx, apiHandler(async () => testCart())],
      [navigateFx, () => undefined],
      [writeCookieFx, () => undefined],
      ...handlers,
    ] as never,
  });

const networkError = new ApiError('network', 'session', 0, null, 'down');
const httpError = new ApiError('http', 'session', 401, { status: 'error', message: 'unauthorized' }, 'no');

describe('session check (spec §4 Session)', () => {
  it('fetches the session with the stored token as bearer and in the body', async () => {
    const seen: { url: string; authorization?: string; body?: string }[] = [];
    const fetch: FetchLike = async (url, init) => {
      seen.push({ url, authorization: init.headers.authorization, body: init.body });
      return { status: 200, text: async () => JSON.stringify({ status: 'success', data: session }) };
    };
    const scope = fork({ values: [[$api, createApiClient({ baseUrl: 'http://api', fetch })]] });
    await allSettled(sessionStarted, { scope, params: { token: 'tok-1' } });
    expect(seen).toEqual([
      { url: 'http://api/api/v2/account/session', authorization: 'Bearer tok-1', body: '{"token":"tok-1"}' },
    ]);
    expect(scope.getState($session)).toEqual(session);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($authToken)).toBe('tok-1');
  });

  it('keeps the token out of the serialized page but keeps the authenticated flag', async () => {
    const scope = setup([[fetchSessionFx, apiHandler(async () => session)]]);
    await allSettled(sessionStarted, { scope, params: { token: 'tok-1' } });
    const values = serialize(scope);
    expect(JSON.stringify(values)).not.toContain('tok-1');
    expect(values[$isAuthenticated.sid!]).toBe(true);
  });

  it('does nothing without a token', async () => {
    const calls: string[] = [];
    const scope = setup([[fetchSessionFx, apiHandler(async (token: string) => (calls.push(token), session))]]);
    await allSettled(sessionStarted, { scope, params: { token: null } });
    await allSettled(sessionStarted, { scope, params: { token: '' } });
    expect(calls).toEqual([]);
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it('resets the session on an error status, forgets the token and stays on the page', async () => {
    const scope = setup([[fetchSessionFx, apiHandler(async () => Promise.reject(httpError))]]);
    await allSettled(sessionStarted, { scope, params: { token: 'bad' } });
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($authToken)).toBeNull();
    expect(scope.getState($tokens)).toEqual([null]);
    expect(scope.getState($cookies)).toEqual([{ name: 'auth_token', value: null, maxAgeSeconds: 2592000 }]);
    expect(scope.getState($navigations)).toEqual([]);
  });

  it('resets the session on a network failure and sends the shopper to login', async () => {
    const scope = setup([[fetchSessionFx, apiHandler(async () => Promise.reject(networkError))]]);
    await allSettled(sessionStarted, { scope, params: { token: 'tok-1' } });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($navigations)).toEqual(['/account/login']);
  });

  it('deletes the refused token in the browser (cookie and local storage) after a server render refused it', async () => {
    const server = setup([[fetchSessionFx, apiHandler(async () => Promise.reject(httpError))]]);
    await allSettled(sessionStarted, { scope: server, params: { token: 'bad' } });
    // Only the page's state travels to the browser; what the server scope recorded stays behind.
    const { [$tokens.sid!]: _tokens, [$cookies.sid!]: _cookies, ...values } = serialize(server);
    const remembered: (string | null)[] = [];
    const hydrated = fork({
      values,
      handlers: [
        [writeCookieFx, () => undefined],
        [rememberTokenFx, (token: string | null) => void remembered.push(token)],
      ],
    });
    expect(hydrated.getState($isTokenRejected)).toBe(true);
    await allSettled(sessionHydrated, { scope: hydrated });
    expect(hydrated.getState($cookies)).toEqual([{ name: 'auth_token', value: null, maxAgeSeconds: 2592000 }]);
    expect(remembered).toEqual([null]);
    expect(hydrated.getState($isTokenRejected)).toBe(false);
    // Once is enough.
    await allSettled(sessionHydrated, { scope: hydrated });
    expect(hydrated.getState($cookies)).toHaveLength(1);
  });

  it('leaves an accepted token alone in the browser', async () => {
    const browser = setup();
    await allSettled(sessionHydrated, { scope: browser });
    expect(browser.getState($tokens)).toEqual([]);
    expect(browser.getState($cookies)).toEqual([]);
  });
});

describe('login (spec §4 Session, §5)', () => {
  it.each([
    ['email', { email: ' ', password: 'Geheim123' }],
    ['password', { email: 'anna@example.nl', password: '' }],
  ])('shows the request-error notice without a call when the %s is missing', async (_, form) => {
    const calls: unknown[] = [];
    const scope = setup([
      [loginFx, apiHandler(async (body: unknown) => (calls.push(body), { id: 'a1', authToken: 't', session }))],
    ]);
    await allSettled(loginSubmitted, { scope, params: form });
    expect(calls).toEqual([]);
    expect(scope.getState($notifications)).toMatchObject([
      { message: { key: 'phrases.accountLoginRequestError' }, type: 'danger' },
    ]);
  });

  it('stores the token and session, writes the cookie and the API client carries the bearer', async () => {
    const scope = setup([[loginFx, apiHandler(async () => ({ id: 'a1', authToken: 'tok-9', session }))]]);
    await allSettled(loginSubmitted, { scope, params: { email: ' anna@example.nl ', password: 'Geheim123' } });
    expect(scope.getState($authToken)).toBe('tok-9');
    expect(scope.getState($session)).toEqual(session);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($loginFailed)).toBe(false);
    expect(scope.getState($loginPassword)).toBe('');
    expect(scope.getState($tokens)).toEqual(['tok-9']);
    expect(scope.getState($cookies)).toContainEqual({ name: 'auth_token', value: 'tok-9', maxAgeSeconds: 2592000 });

    const seen: (string | undefined)[] = [];
    const fetch: FetchLike = async (_url, init) => {
      seen.push(init.headers.authorization);
      return { status: 200, text: async () => JSON.stringify({ status: 'success' }) };
    };
    const withClient = fork({
      values: [[$api, createApiClient({ baseUrl: '', fetch })]],
      handlers: [
        [loginFx, apiHandler(async () => ({ id: 'a1', authToken: 'tok-9', session }))],
        [fetchCartFx, apiHandler(async () => testCart())],
      ] as never,
    });
    await allSettled(loginSubmitted, { scope: withClient, params: { email: 'a@b.nl', password: 'x' } });
    await allSettled(logoutRequested, { scope: withClient });
    expect(seen).toEqual(['Bearer tok-9']);
  });

  it.each([
    ['on an account page', '/account/login', undefined, '/account/overview'],
    ['from the checkout login page (back to its start)', '/checkout/login', '/checkout', '/checkout'],
    ['with an explicit destination', '/account/login', '/account/orders', '/account/orders'],
  ])('sends the shopper on after login %s', async (_, pathname, redirectTo, expected) => {
    const scope = setup([[loginFx, apiHandler(async () => ({ id: 'a1', authToken: 't', session }))]]);
    await allSettled(routeChanged, { scope, params: { pathname, search: '' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.nl', password: 'x', redirectTo } });
    expect(scope.getState($logins)).toEqual([expected]);
    expect(scope.getState($navigations)).toEqual([expected]);
  });

  it.each([
    ['comes back to the page a guard sent the visitor away from', '/account/orders?page=2', '/account/orders?page=2'],
    ['never leaves the site', 'https://evil.example/account', '/account/overview'],
    ['never leaves the site by a protocol-relative path', '//evil.example', '/account/overview'],
  ])('the login page %s', async (_, returnTo, expected) => {
    const scope = setup([[loginFx, apiHandler(async () => ({ id: 'a1', authToken: 't', session }))]]);
    await allSettled(routeChanged, { scope, params: { pathname: '/account/login', search: '' } });
    await allSettled(loginPageStarted, { scope, params: { returnTo } });
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.nl', password: 'x' } });
    expect(scope.getState($navigations)).toEqual([expected]);
  });

  it('forgets the page to return to once the shopper goes elsewhere', async () => {
    const scope = setup([[loginFx, apiHandler(async () => ({ id: 'a1', authToken: 't', session }))]]);
    await allSettled(loginPageStarted, { scope, params: { returnTo: '/account/orders' } });
    await allSettled(routeChanged, { scope, params: { pathname: '/vloerkleden', search: '' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.nl', password: 'x' } });
    expect(scope.getState($navigations)).toEqual(['/account/overview']);
  });

  it('marks the login failed, clears the password and shows the notice on failure', async () => {
    const scope = setup([[loginFx, apiHandler(async () => Promise.reject(networkError))]]);
    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.nl', password: 'wrong' } });
    expect(scope.getState($loginFailed)).toBe(true);
    expect(scope.getState($loginPassword)).toBe('');
    expect(scope.getState($loginEmail)).toBe('anna@example.nl');
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($notifications)).toMatchObject([
      { title: { key: 'titles.failed' }, message: { key: 'phrases.accountLoginRequestError' }, type: 'danger' },
    ]);
  });

  it("shows the server's reason as phrases.{message}, with the request error as its fallback (spec §8)", async () => {
    const refused = new ApiError('http', 'login', 401, { status: 'error', message: 'invalid_credentials' }, 'no');
    const scope = setup([[loginFx, apiHandler(async () => Promise.reject(refused))]]);
    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.nl', password: 'wrong' } });
    const reason = { key: 'phrases.invalid_credentials', fallback: { key: 'phrases.accountLoginRequestError' } };
    expect(scope.getState($notifications).map((n) => n.message)).toEqual([reason]);
    expect(scope.getState($loginError)).toEqual(reason);
  });

  it('clears the failed-login notices once a login succeeds, and keeps other notices', async () => {
    let attempt = 0;
    const scope = setup([
      [
        loginFx,
        apiHandler(async () => {
          attempt += 1;
          if (attempt === 1) throw httpError;
          return { id: 'a1', authToken: 't', session };
        }),
      ],
    ]);
    await allSettled(loginSubmitted, { scope, params: { email: '', password: '' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.nl', password: 'wrong' } });
    await allSettled(notificationShown, { scope, params: { message: message('cart.merged') } });
    expect(scope.getState($notifications)).toHaveLength(3);
    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.nl', password: 'Geheim123' } });
    expect(scope.getState($notifications).map((n) => n.message.key)).toEqual(['cart.merged']);
  });
});

describe('logout (spec §4 Session)', () => {
  it.each([
    ['the server agrees', async () => undefined],
    ['the call fails', async () => Promise.reject(networkError)],
  ])('clears session and token and goes to login when %s', async (_, logout) => {
    const scope = setup([
      [loginFx, apiHandler(async () => ({ id: 'a1', authToken: 'tok-1', session }))],
      [logoutFx, apiHandler(logout)],
    ]);
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.nl', password: 'x' } });
    await allSettled(logoutRequested, { scope });
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($authToken)).toBeNull();
    expect(scope.getState($tokens)).toEqual(['tok-1', null]);
    expect(scope.getState($navigations).at(-1)).toBe('/account/login');
  });
});
