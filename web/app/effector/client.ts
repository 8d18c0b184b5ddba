// Browser half of the binding: ONE long-lived scope, forked once from the server's serialized values
// before hydration. Client navigations run start events in it (never `hydrate`, never scope internals).
import { allSettled, createWatch, fork, scopeBind, type EventCallable, type Scope, type Subscription } from 'effector';
import { pushDataLayerFx } from '@etalage/domain/analytics';
import { $api, createApiClient } from '@etalage/domain/api';
import { fetchBuildIdFx } from '@etalage/domain/app';
import { consentModeUpdateFx, runScriptsFx, type ConsentModeState } from '@etalage/domain/consent';
import {
  $messages,
  $messageAreas,
  $loadedMessageAreas,
  $messagesLocale,
  loadMessagesFx,
  messageAreasNeeded,
  type MessageArea,
  type Messages,
} from '@etalage/domain/i18n';
import { $authToken, AUTH_TOKEN_COOKIE, rememberTokenFx } from '@etalage/domain/session';
import { type Locale } from '@etalage/domain/shared';
import {
  navigateFx,
  recordErrorFx,
  type RenderFailure,
  writeCookieFx,
  type CookieWrite,
  type NavigateRequest,
} from '@etalage/domain/shell';
import { cookieText, readCookie } from '~/lib/browser-cookies';
import { runShopScripts } from '~/lib/shop-scripts';
import { createFaultRecorder } from './faults';

declare global {
  /** Google's tag and its data layer (lib/consent-default.ts defines both in the page's head). */
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let clientScope: Scope | null = null;
let initialStateJson = '{}';

type Navigate = (request: NavigateRequest) => void | Promise<void>;
let navigate: Navigate = (request) => window.location.assign(request.to);

/**
 * Navigations a model asked for that have not arrived yet. `navigateFx` settles once the router has entered
 * the new page (the root's client middleware ran its route change), not when the page's loaders finished:
 * those loaders wait for this scope to be idle, and this very effect keeps it busy, so awaiting the whole
 * navigation would never end.
 */
let pendingArrivals: (() => void)[] = [];

/** The router entered a page: the navigations that led there are done. */
export const navigationArrived = (): void => {
  const arrived = pendingArrivals;
  pendingArrivals = [];
  for (const settle of arrived) settle();
};

/** The root component hands over React Router's navigate once it has mounted. */
export const setNavigate = (next: Navigate): void => {
  navigate = next;
};

/** The faults the browser's API calls meet; the route helper clears it at each client navigation. */
export const browserFaults = createFaultRecorder();

const browserApi = (token: string | null) =>
  createApiClient({
    baseUrl: '',
    // Writes use keepalive: one sent as the page unloads (a flushed cart edit) still reaches the server.
    fetch: browserFaults.watch((url, init) =>
      window.fetch(url, { ...(init as RequestInit), credentials: 'same-origin', keepalive: init.method !== 'GET' }),
    ),
    token,
  });

/**
 * GA4 (docs/checkout.md "Analytics (GA4 ecommerce events)"): clear the previous ecommerce object, then push the
 * event.
 */
const pushDataLayer = (event: object): void => {
  const layer = (window.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push(event);
};

/** Spec §4 Misc UI: a render failure is an `exception` event in the data layer (GA4's name), and in the console. */
const recordError = (failure: RenderFailure): void => {
  const layer = (window.dataLayer ??= []);
  layer.push({ event: 'exception', description: failure.message, page_path: failure.path, fatal: false });
  console.error(`Render error on ${failure.path}: ${failure.message}`);
};

/**
 * Google consent mode v2 (spec §4 Consent): the page's head declared `gtag('consent', 'default', …)` before
 * anything ran (root.tsx); each decision is an `update`. gtag pushes its `arguments` to the data layer.
 */
const updateConsentMode = (state: ConsentModeState): void => {
  if (window.gtag) window.gtag('consent', 'update', state);
  else (window.dataLayer ??= []).push(['consent', 'update', state]);
};

/** Spec §6: the token is kept in local storage as well as in the auth cookie, under the cookie's name. */
const rememberToken = (token: string | null): void => {
  try {
    if (token === null) window.localStorage.removeItem(AUTH_TOKEN_COOKIE);
    else window.localStorage.setItem(AUTH_TOKEN_COOKIE, token);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still holds the token.
  }
};

const writeCookie = ({ name, value, maxAgeSeconds }: CookieWrite): void => {
  document.cookie = cookieText(name, value ?? '', {
    maxAgeSeconds: value === null ? 0 : maxAgeSeconds,
    secure: window.location.protocol === 'https:',
  });
};

/** Spec §7: builds/latest.json with a timestamp query, so no cache answers it. */
const fetchBuildId = async (): Promise<string> => {
  const response = await window.fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
};

export const startClientScope = (
  json: string,
  locale: Locale,
  messages: Messages,
  areas: readonly MessageArea[],
): Scope => {
  initialStateJson = json;
  const values = JSON.parse(json) as Record<string, unknown>;
  const sidValues: Record<string, unknown> = { ...values };
  const token = readCookie(document.cookie, AUTH_TOKEN_COOKIE);
  // Stores the server never sends: the browser's own API client and token, and the bundle it just loaded.
  if ($api.sid) sidValues[$api.sid] = browserApi(token);
  if ($authToken.sid) sidValues[$authToken.sid] = token;
  if ($messages.sid) sidValues[$messages.sid] = messages;
  if ($messagesLocale.sid) sidValues[$messagesLocale.sid] = locale;
  if ($messageAreas.sid) sidValues[$messageAreas.sid] = areas;
  if ($loadedMessageAreas.sid) sidValues[$loadedMessageAreas.sid] = areas;
  clientScope = fork({
    values: sidValues,
    handlers: [
      [
        navigateFx,
        async (request: NavigateRequest) => {
          if (request.external) {
            window.location.assign(request.to);
            return;
          }
          await new Promise<void>((settle) => {
            pendingArrivals.push(settle);
            // A navigation that never reaches the middleware (cancelled, blocked) settles when the router is done.
            void Promise.resolve(navigate(request)).finally(settle);
          });
        },
      ],
      [writeCookieFx, writeCookie],
      [fetchBuildIdFx, fetchBuildId],
      [pushDataLayerFx, pushDataLayer],
      [rememberTokenFx, rememberToken],
      [recordErrorFx, recordError],
      [consentModeUpdateFx, updateConsentMode],
      [runScriptsFx, runShopScripts],
    ],
  });
  return clientScope;
};

/** A cookie of this page, as the browser holds it now. */
export const browserCookie = (name: string): string | null => readCookie(document.cookie, name);

export const getClientScope = (): Scope => {
  if (clientScope === null) throw new Error('The client scope is created in entry.client before hydration');
  return clientScope;
};

/** The serialized state as the server wrote it; the browser keeps rendering it unchanged. */
export const getInitialStateJson = (): string => initialStateJson;

/**
 * Loads the words of `areas` into the client scope (once each), e.g. before a lazily loaded part shows. It waits
 * for those words only, not for the scope to settle: a part opened while the cart is being saved shows at once.
 * A bundle that cannot load rejects, so the part shows its failure with a retry.
 */
export const ensureMessageAreas = async (areas: readonly MessageArea[]): Promise<void> => {
  // On the server every area is there already (a part open during the server render renders at once).
  // Most navigations ask for none: no trip through the scope then.
  if (typeof window === 'undefined' || areas.length === 0) return;
  const scope = getClientScope();
  const loaded = () => areas.every((area) => scope.getState($loadedMessageAreas).includes(area));
  if (loaded()) return;
  await new Promise<void>((resolve, reject) => {
    const watches: Subscription[] = [];
    const settle = (then: () => void) => {
      for (const watch of watches) watch.unsubscribe();
      then();
    };
    watches.push(
      createWatch({ unit: $loadedMessageAreas, scope, fn: () => (loaded() ? settle(resolve) : undefined) }),
      createWatch({ unit: loadMessagesFx.failData, scope, fn: (error) => settle(() => reject(error)) }),
    );
    scopeBind(messageAreasNeeded, { scope })(areas);
  });
};

export const runOnClient = async <T>(event: EventCallable<T>, params: T): Promise<Scope> => {
  const scope = getClientScope();
  await allSettled(event, { scope, params });
  return scope;
};
