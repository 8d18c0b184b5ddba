// Server half of the binding: one scope per request, created by root middleware, which also starts the shell
// (locale, app config, session, route, then the cart) in it. Loaders await that shell instead of racing it
// (route.ts); navigations a model asks for during a server render are collected and answered as redirects.
// A public render (a page every anonymous shopper of a locale shares, app/server/http-policy.ts) reads no
// personal cookie: no cart (the browser loads it after hydration) and nothing but QA's cookies go to the API.
import { allSettled, fork, type Scope } from 'effector';
import type { MiddlewareFunction } from 'react-router';
import { parse, serialize } from 'cookie';
import { $api, createApiClient } from '@etalage/domain/api';
import { replyContracts } from '@etalage/domain/api/contracts';
import { $appState, appStarted } from '@etalage/domain/app';
import { CART_UID_COOKIE, cartStarted } from '@etalage/domain/cart';
import { originResolved } from '@etalage/domain/checkout';
import {
  $locale,
  $messages,
  LOCALE_COOKIE,
  localeFrom,
  localeStarted,
  MESSAGE_AREAS,
  messageAreasNeeded,
} from '@etalage/domain/i18n';
import { $isAuthenticated, AUTH_TOKEN_COOKIE, sessionStarted } from '@etalage/domain/session';
import {
  navigateFx,
  notificationShown,
  routeChanged,
  writeCookieFx,
  type CookieWrite,
  type NavigateRequest,
} from '@etalage/domain/shell';
import {
  QA_COOKIES,
  QA_HEADERS,
  bypassesSharedCache,
  isReadRequest,
  renderModeOf,
  type RenderMode,
} from '../server/http-policy';
import { requestFactsContext } from '../server/middleware';
import { withOwnHeaders } from '../server/document-bytes';
import { leavingPage, offSiteTarget, type LeavingWords } from '../server/leaving-page';
import { sharedReads } from '../server/shared-reads';
import { faultsContext, requestedNavigationsContext, scopeContext, shellContext, type Shell } from './context';
import { createFaultRecorder, type FaultRecorder } from './faults';
import { FLASH_COOKIE, readFlash } from './flash';

/** The mock API (or a real backend): absolute on the server; the browser goes through /api on our origin. */
export const apiUrl = (): string => (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

/**
 * What goes along with server calls. A private render forwards the shopper's cookies (auth, cart, QA) and
 * language; a public one only QA's cookies and headers, so its answer cannot depend on the shopper.
 */
const forwardedHeaders = (request: Request, mode: RenderMode): Record<string, string> => {
  const headers: Record<string, string> = {};
  const cookies = readCookies(request);
  const cookie =
    mode === 'private'
      ? request.headers.get('cookie')
      : QA_COOKIES.flatMap((name) => (cookies[name] ? [serialize(name, cookies[name])] : [])).join('; ');
  if (cookie) headers.cookie = cookie;
  const language = request.headers.get('accept-language');
  if (language && mode === 'private') headers['accept-language'] = language;
  for (const name of QA_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
};

export const readCookies = (request: Request): Record<string, string | undefined> =>
  parse(request.headers.get('cookie') ?? '');

export const createRequestScope = (
  request: Request,
  navigations: NavigateRequest[],
  faults: FaultRecorder,
  { mode, shareReads }: { mode: RenderMode; shareReads: boolean },
  cookieWrites: CookieWrite[] = [],
): Scope => {
  const cookies = readCookies(request);
  const client = createApiClient({
    baseUrl: apiUrl(),
    fetch: faults.watch((url, init) => fetch(url, init as RequestInit)),
    token: mode === 'private' ? (cookies[AUTH_TOKEN_COOKIE] ?? null) : null,
    headers: forwardedHeaders(request, mode),
    // The server decodes what it reads itself; the browser's replies are checked by the /api proxy.
    contracts: replyContracts,
  });
  const api = shareReads ? sharedReads.share(client) : client;
  return fork({
    values: [[$api, api]],
    handlers: [
      [navigateFx, (navigation: NavigateRequest) => void navigations.push(navigation)],
      [writeCookieFx, (write: CookieWrite) => void cookieWrites.push(write)],
    ],
  });
};

/**
 * The cookies the models wrote while a form was acted on (a login's token, a new cart), as the browser's
 * handler writes them (effector/client.ts); the last write of a name wins.
 */
export const setCookieHeaders = (writes: readonly CookieWrite[], secure: boolean): string[] => {
  const last = new Map(writes.map((write) => [write.name, write]));
  return [...last.values()].map(({ name, value, maxAgeSeconds }) =>
    serialize(name, value ?? '', { path: '/', sameSite: 'lax', secure, maxAge: value === null ? 0 : maxAgeSeconds }),
  );
};

/**
 * Starts the shell from the shopper's cookies: locale (spec §9), app config (spec §1), session (auth token),
 * the route and the site's origin. The cart is not part of what pages wait for: it starts once the session
 * is known, alongside the page, and the render waits for it (`settled`). A public render starts no cart: the
 * browser loads it after hydration (`cartHydrated`).
 *
 * Both promises come from `allSettled`, which waits for every effect of the scope: `ready` is started
 * before any loader runs, so it covers exactly the shell's work.
 */
export const startShell = (scope: Scope, request: Request, mode: RenderMode, url: URL): Shell => {
  const cookies = readCookies(request);
  const locale = localeFrom(cookies[LOCALE_COOKIE]);
  const token = mode === 'private' ? cookies[AUTH_TOKEN_COOKIE] || null : null;
  const ready = Promise.all([
    // The server renders every area's words (a page's browser loads only those it needs).
    allSettled(messageAreasNeeded, { scope, params: MESSAGE_AREAS }),
    allSettled(localeStarted, { scope, params: locale }),
    allSettled(appStarted, { scope, params: { locale, chosen: cookies[LOCALE_COOKIE] === locale } }),
    allSettled(sessionStarted, { scope, params: { token } }),
    allSettled(routeChanged, { scope, params: { pathname: url.pathname, search: url.search } }),
    allSettled(originResolved, { scope, params: url.origin }),
  ]).then(() => undefined);
  // A shop that cannot be shown (503) has no cart to show either.
  const settled = ready.then(() =>
    mode === 'private' && scope.getState($appState) === 'active'
      ? allSettled(cartStarted, {
          scope,
          params: { cUid: cookies[CART_UID_COOKIE] || null, hasSession: scope.getState($isAuthenticated) },
        })
      : undefined,
  );
  return { ready, settled };
};

/** The leaving page's words: a form leaves the site only for the payment provider's page. */
const leavingWords = (locale: string, words: (key: string) => string): LeavingWords => ({
  lang: locale.slice(0, 2),
  title: words('checkout.pay.title'),
  text: words('checkout.pay.wait'),
  link: words('checkout.pay.continue'),
});

/** Root middleware: the request's scope, the shell started in it, and the list of requested navigations. */
export const scopeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const navigations: NavigateRequest[] = [];
  const cookieWrites: CookieWrite[] = [];
  // The facts the response policy built (server/middleware.ts runs first).
  const facts = context.get(requestFactsContext);
  const mode = renderModeOf(facts);
  const faults = createFaultRecorder();
  // A public render's reads are the same for every anonymous shopper: shared for a few seconds, unless QA's
  // scenario or session shapes them.
  const shareReads = mode === 'public' && !bypassesSharedCache(facts);
  const scope = createRequestScope(request, navigations, faults, { mode, shareReads }, cookieWrites);
  context.set(faultsContext, faults);
  context.set(requestedNavigationsContext, navigations);
  context.set(scopeContext, scope);
  const shell = startShell(scope, request, mode, url);
  // The notices a form's 303 carried here (effector/flash.ts), shown once: only a private page shows them, as a
  // public one may be stored and shown to others.
  const flash = isReadRequest(request.method) ? readCookies(request)[FLASH_COOKIE] : undefined;
  const carried = mode === 'private' ? readFlash(flash) : null;
  const ready = carried ? shell.ready.then(() => allSettled(notificationShown, { scope, params: carried })) : null;
  context.set(shellContext, ready ? { ...shell, ready: ready.then(() => undefined) } : shell);
  const response = await next();
  if (isReadRequest(request.method)) {
    if (flash === undefined) return response;
    const read = withOwnHeaders(response);
    read.headers.append(
      'Set-Cookie',
      setCookieHeaders([{ name: FLASH_COOKIE, value: null }], url.protocol === 'https:')[0]!,
    );
    return read;
  }
  // A form's 303 off the site (the payment provider) is a page that goes there: the policy's form-action would
  // block the redirect (server/leaving-page.ts).
  const offSite = offSiteTarget(response, url);
  const words = (key: string) => scope.getState($messages)[key] ?? key;
  const left = offSite === null ? response : leavingPage(offSite, leavingWords(scope.getState($locale), words));
  // A page render leaves cookies to the browser's scope (it writes them after hydration); a form sent to an
  // action has no browser scope behind it.
  if (cookieWrites.length === 0) return left;
  const answered = withOwnHeaders(left);
  for (const cookie of setCookieHeaders(cookieWrites, url.protocol === 'https:')) {
    answered.headers.append('Set-Cookie', cookie);
  }
  return answered;
};
