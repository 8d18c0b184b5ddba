import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useNavigate,
} from 'react-router';
import { allSettled } from 'effector';
import { useUnit } from 'effector-react';
import {
  $appState,
  $locale,
  $messages,
  AUTH_TOKEN_COOKIE,
  BUILD_POLL_MS,
  CART_UID_COOKIE,
  analyticsReady,
  appStarted,
  buildPollStarted,
  buildPollTicked,
  cartFlushRequested,
  cartHydrated,
  cartStarted,
  localeFrom,
  localeStarted,
  routeChanged,
  sessionHydrated,
  sessionStarted,
} from '@etalage/domain';
import type { Route } from './+types/root';
import { scopeContext } from './effector/context';
import { readCookies, requestedNavigationsContext, scopeMiddleware } from './effector/server';
import { navigationArrived, runOnClient, setNavigate } from './effector/client';
import { EffectorState } from './effector/state-script';
import { AppUnavailable } from './components/app-unavailable';
import { ErrorPage, NotFoundPage } from './components/error-page';
import { ShopChrome } from './components/shop-chrome';
import stylesheet from './styles/app.css?url';

/** Spec §2: a path other than the root that ends in a slash answers 301 without it. */
const trailingSlashMiddleware: Route.MiddlewareFunction = ({ request }, next) => {
  const url = new URL(request.url);
  if (url.pathname !== '/' && url.pathname.endsWith('/')) {
    throw redirect(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, 301);
  }
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [trailingSlashMiddleware, scopeMiddleware];

/** Every client navigation is a route change: panels close and alerts clear (spec §2, §4). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    // The route change runs first (panels close, alerts clear); then the navigations a model asked for count
    // as arrived, so a model acting on their end (opening the cart panel) acts on this page.
    const changed = runOnClient(routeChanged, { pathname: url.pathname, search: url.search });
    navigationArrived();
    await changed;
    await next();
  },
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Starts the shell in the request's scope from the shopper's cookies: locale (spec §9), session (auth
 * token), cart (order cookie), the app config and the route. The shop answers 503 when it is inactive or
 * the API cannot be reached (spec §1); a navigation a model asked for (a failed session check sends the
 * shopper to login) is answered as a redirect.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookies = readCookies(request);
  const locale = localeFrom(cookies.locale);
  const token = cookies[AUTH_TOKEN_COOKIE] || null;
  const scope = context.get(scopeContext);
  await Promise.all([
    allSettled(localeStarted, { scope, params: locale }),
    allSettled(appStarted, { scope, params: { locale } }),
    allSettled(routeChanged, { scope, params: { pathname: url.pathname, search: url.search } }),
    allSettled(sessionStarted, { scope, params: { token } }),
    allSettled(cartStarted, { scope, params: { cUid: cookies[CART_UID_COOKIE] || null, hasSession: token !== null } }),
  ]);
  const navigation = context.get(requestedNavigationsContext).at(-1);
  if (navigation && navigation.to !== url.pathname) throw redirect(navigation.to, 303);
  const state = scope.getState($appState);
  const messages = scope.getState($messages);
  const errorTitles = {
    notFound: messages['error.notFound.title'] ?? 'Page not found',
    error: messages['error.generic.title'] ?? 'Error',
  };
  return data({ origin: url.origin, errorTitles }, { status: state === 'active' ? 200 : 503 });
}

/** The shell loads once; client navigations update the scope through their own loaders. */
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useUnit($locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <EffectorState />
        <ScrollRestoration />
        <Scripts />
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
  });
  // The browser's own start: polling, the session and cart cookies, and analytics from here on.
  useEffect(() => {
    started.sessionHydrated();
    started.cartHydrated();
    started.analyticsReady();
    started.buildPollStarted();
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
    // A marker for tests and tools: React has hydrated and handlers are attached.
    document.documentElement.dataset.hydrated = 'true';
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const appState = useUnit($appState);
  const page =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundPage path={pathname} />
    ) : (
      <ErrorPage
        status={isRouteErrorResponse(error) ? error.status : 500}
        error={isRouteErrorResponse(error) ? null : error}
      />
    );
  if (appState !== 'active') return page;
  return <ShopChrome>{page}</ShopChrome>;
}
