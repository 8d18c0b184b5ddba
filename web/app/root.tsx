import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, redirect, useNavigate } from 'react-router';
import { useUnit } from '~/effector/use-unit';
import { analyticsReady } from '@etalage/domain/analytics';
import { $appConfig, $appState, BUILD_POLL_MS, buildPollStarted, buildPollTicked } from '@etalage/domain/app';
import { CART_UID_COOKIE, cartFlushRequested, cartHydrated } from '@etalage/domain/cart/facts';
import { CONSENT_COOKIE, consentStarted } from '@etalage/domain/consent';
import { $locale, messageAreasOf } from '@etalage/domain/i18n';
import { sessionHydrated } from '@etalage/domain/session';
import { routeChanged } from '@etalage/domain/shell';
import type { Route } from './+types/root';
import { scopeMiddleware } from './effector/server';
import { responsePolicyMiddleware } from './server/middleware';
import { useNonce } from './lib/nonce';
import { runInTasks } from './lib/tasks';
import { CONSENT_DEFAULT_SCRIPT } from './lib/consent-default';
import { browserCookie, ensureMessageAreas, navigationArrived, runOnClient, setNavigate } from './effector/client';
import { defineScopeRoute, page } from './effector/route';
import { EffectorState } from './effector/state-script';
import { AppUnavailable } from './components/app-unavailable';
import { RouteError } from './components/error-page';
import { ShopChrome } from './components/shop-chrome';
import { LinkNavigation } from './components/link';
import { isWellEncodedPath, trailingSlashTarget } from './lib/paths';
import { QaToolbarMount } from './qa/mount';
import { noindexMeta, seoMeta } from './lib/seo';
import { appCss } from '#app-css';

/** Spec §2: a path other than the root that ends in a slash answers 301 without it, always on this site. */
const trailingSlashMiddleware: Route.MiddlewareFunction = ({ request }, next) => {
  // The address as the shopper sent it: React Router's `url` argument comes without the trailing slash. A client
  // navigation's data request (`/blogs.data`) never ends in one, so it passes, as it did before.
  const url = new URL(request.url);
  const target = trailingSlashTarget(url.pathname, url.search);
  if (target !== null) throw redirect(target, 301);
  return next();
};

/**
 * The HTTP rules of every answer (caching, security headers, the page's nonce: server/middleware.ts), the
 * trailing-slash rule, then the request's scope with the shell started in it (effector/server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  responsePolicyMiddleware,
  trailingSlashMiddleware,
  scopeMiddleware,
];

/** Every client navigation is a route change: panels close and alerts clear (spec §2, §4). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    // The route change runs first (panels close, alerts clear); then the navigations a model asked for count
    // as arrived, so a model acting on their end (opening the cart panel) acts on this page.
    const changed = runOnClient(routeChanged, { pathname: url.pathname, search: url.search });
    navigationArrived();
    // A page of the checkout or the account brings its words before it renders (docs/i18n.md "Areas").
    await Promise.all([changed, ensureMessageAreas(messageAreasOf(url.pathname))]);
    await next();
  },
];

/** The root's own error (a shop that cannot be shown, 503; a malformed address, 400) is noindex too. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  !error ? [] : isWellEncodedPath(location.pathname) ? seoMeta(undefined, error) : noindexMeta('400 Bad Request');

/**
 * The shell's own loader: it starts nothing (the middleware started the shell), and answers what the shell
 * decides for every page: 503 when the shop cannot be shown (spec §1), 303 when a model asked for another
 * page (a failed session check sends the shopper to login). The render waits for it.
 */
const shell = defineScopeRoute({ outcome: () => page(null) });
export const loader = shell.loader;

/** The shell loads once; client navigations update the scope through their own loaders. */
export const shouldRevalidate = () => false;
export function Layout({ children }: { children: React.ReactNode }) {
  const [locale, config] = useUnit([$locale, $appConfig]);
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        {/* Consent mode's default comes before every other script (spec §4 Consent). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/*
          The whole stylesheet inline (9 KiB gzipped): the first paint waits for no request (issue 8). The
          browser's bundle renders it empty and React keeps what the server sent (app/styles/app-css.node.ts).
        */}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: appCss }} suppressHydrationWarning />
        <Links />
        {/* The shop's favicon (spec §3 faviconUrl); the storefront's own while the configuration is missing. */}
        <link rel="icon" href={config?.faviconUrl || '/favicon.svg'} />
      </head>
      <body>
        {/* The in-app links' router, read once for the document (components/link.tsx). */}
        <LinkNavigation>{children}</LinkNavigation>
        <QaToolbarMount />
        <EffectorState nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Hands React Router's navigate to the models' navigation requests, and starts the browser's polling. */
function NavigationBridge() {
  const navigate = useNavigate();
  const started = useUnit({
    buildPollStarted,
    buildPollTicked,
    sessionHydrated,
    cartHydrated,
    analyticsReady,
    cartFlushRequested,
    consentStarted,
  });
  // The browser's own start: polling, the session and cart cookies, and analytics from here on. Each start is a
  // task of its own: they come right after hydration, and as one task they held a phone's main thread for
  // ~70 ms (docs/performance.md "The browser"). The hydration marker comes once all have run.
  useEffect(() => {
    const cancel = runInTasks([
      // Consent first: the cookie wall (or the stored choice), consent mode's update and the shop's scripts.
      () => started.consentStarted({ cookie: browserCookie(CONSENT_COOKIE) }),
      () => started.sessionHydrated(),
      // A page rendered for every anonymous shopper alike left the cart to the browser: it is loaded now.
      () => started.cartHydrated({ cUid: browserCookie(CART_UID_COOKIE) }),
      () => {
        started.analyticsReady();
        started.buildPollStarted();
        // A marker for tests and tools: the page has hydrated, handlers are attached and the browser has started.
        document.documentElement.dataset.hydrated = 'true';
      },
    ]);
    // The poll's clock lives outside the scope: a waiting effect would hold up every client loader.
    const timer = setInterval(() => started.buildPollTicked(), BUILD_POLL_MS);
    // A reload, a closed tab or a switch to another app must not lose a cart edit still waiting for the
    // debounce: send it now (the browser's writes use keepalive, so they outlive the page). beforeunload
    // comes before a reload's request for the next page, so that page's server render sees the edit;
    // pagehide and a hidden tab cover the cases without it.
    const flush = () => started.cartFlushRequested();
    const flushWhenHidden = () => (document.visibilityState === 'hidden' ? flush() : undefined);
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      cancel();
      clearInterval(timer);
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, [started]);
  useEffect(() => {
    // Resolves once the navigation is done, so a model can act on the page it led to.
    setNavigate((request) =>
      navigate(request.to, { replace: request.replace, preventScrollReset: request.preventScrollReset }),
    );
  }, [navigate]);
  return null;
}

export default function App() {
  const appState = useUnit($appState);
  return (
    <>
      <NavigationBridge />
      {appState === 'inactive' || appState === 'unreachable' ? <AppUnavailable state={appState} /> : <Outlet />}
    </>
  );
}

/** A shop that cannot be shown (503), or an error no layout caught. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} chrome={ShopChrome} />;
}
