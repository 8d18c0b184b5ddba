// The storefront's HTTP rules for pages, in one place (docs/performance.md "The server",
// docs/operations.md "Security headers"): which render a request gets, which answers shared caches may keep and
// for how long, and the security headers with the page's nonce. The render (app/server/middleware.ts), the
// in-process page cache (app/server/page-cache.ts) and the nginx configuration (deploy/nginx) follow them.
import { parse } from 'cookie';
import { LOCALE_COOKIE, localeFrom } from '@etalage/domain/i18n';
import { AUTH_TOKEN_COOKIE } from '@etalage/domain/session';
import { type Locale } from '@etalage/domain/shared';

/** QA's cookies and headers (docs/qa-scenarios.md): an answer shaped by them is never shared. */
export const QA_COOKIES = ['mock-scenario', 'mock-session'] as const;
export const QA_HEADERS = ['x-mock-scenario', 'x-mock-session'] as const;

/** Pages that are personal by nature: the account area (with its login page), the cart page and the checkout. */
export const isPrivatePath = (pathname: string): boolean => /^\/(?:account|cart|checkout)(?:\/|$)/.test(pathname);

/** What the rules need from a request: its method and path, one cookie, one header. */
export interface RequestFacts {
  /** Upper case, as HTTP sends it. */
  method: string;
  pathname: string;
  cookie(name: string): string | undefined;
  header(name: string): string | undefined;
}

/**
 * `public`: the page is the same for every anonymous shopper of a locale: its render reads no session, cart or
 * other personal cookie (the browser loads the cart after hydration). `private`: a logged-in shopper's page, and
 * the account and checkout pages, and every form sent to a route action (it acts on the shopper's cart or
 * session), rendered with everything the shopper's cookies bring.
 */
export type RenderMode = 'public' | 'private';

/** A request that only reads (a page, its data); anything else is a form sent to a route action. */
export const isReadRequest = (method: string): boolean => method === 'GET' || method === 'HEAD';

export const renderModeOf = (request: RequestFacts): RenderMode =>
  request.cookie(AUTH_TOKEN_COOKIE) || isPrivatePath(request.pathname) || !isReadRequest(request.method)
    ? 'private'
    : 'public';

/**
 * A request whose answer may differ from the one every anonymous shopper gets: a logged-in shopper, or QA with a
 * scenario or a session. Caches neither answer it from a stored page nor store its answer.
 */
export const bypassesSharedCache = (request: RequestFacts): boolean =>
  Boolean(request.cookie(AUTH_TOKEN_COOKIE)) ||
  QA_COOKIES.some((name) => Boolean(request.cookie(name))) ||
  QA_HEADERS.some((name) => Boolean(request.header(name)));

/**
 * The locale a public page is rendered in: the part of the cache key that comes from a cookie. A visitor without
 * a (valid) locale cookie gets the shop's default locale (`display.locale`), which need not be nl-NL, so that is
 * a key of its own: `default`.
 */
export const cacheLocaleOf = (request: RequestFacts): Locale | 'default' => {
  const cookie = request.cookie(LOCALE_COOKIE);
  return cookie === localeFrom(cookie) ? localeFrom(cookie) : 'default';
};

/** How long shared caches keep a public page, from the environment (`PAGE_CACHE_TTL`, `PAGE_CACHE_SWR`, seconds). */
export interface CacheTimes {
  ttlS: number;
  staleWhileRevalidateS: number;
}

const seconds = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : fallback;
};

export const cacheTimesFromEnv = (env: Record<string, string | undefined> = process.env): CacheTimes => ({
  ttlS: seconds(env.PAGE_CACHE_TTL, 60),
  staleWhileRevalidateS: seconds(env.PAGE_CACHE_SWR, 300),
});

export interface AnswerFacts {
  mode: RenderMode;
  /** The request carries a login or QA's scenario or session. */
  bypass: boolean;
  status: number;
  setsCookie: boolean;
}

/**
 * `Cache-Control` of a page answer. Shared caches (`s-maxage`) keep a public 200 that sets no cookie; browsers
 * (`max-age=0`) always ask again, so a shopper who logs in never sees the anonymous page from their own cache.
 * Personal pages are `private, no-store`; anything else (errors, redirects, QA's answers) `no-store`.
 */
export const cacheControlOf = (answer: AnswerFacts, times: CacheTimes): string => {
  if (answer.mode === 'private') return 'private, no-store';
  if (answer.bypass) return 'private, no-store';
  if (answer.status !== 200 || answer.setsCookie || times.ttlS === 0) return 'no-store';
  return `public, max-age=0, s-maxage=${times.ttlS}, stale-while-revalidate=${times.staleWhileRevalidateS}`;
};

/** Whether a `Cache-Control` value lets a shared cache keep the answer, and for how long. */
export const sharedCacheTimesOf = (cacheControl: string | null): CacheTimes | null => {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (!directives.has('public') || directives.has('private') || directives.has('no-store')) return null;
  const ttlS = seconds(directives.get('s-maxage'), 0);
  if (ttlS === 0) return null;
  return { ttlS, staleWhileRevalidateS: seconds(directives.get('stale-while-revalidate'), 0) };
};

const NONCE_BYTES = 16;
/**
 * Random bytes for nonces, drawn from the system's generator 4 KiB at a time (one call per 256 nonces rather than
 * one per page, since the call costs CPU); each byte goes into one nonce only.
 */
const noncePool = new Uint8Array(4096);
let noncePoolAt = noncePool.length;

/** A fresh nonce: 128 random bits, base64. */
export const createNonce = (): string => {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    crypto.getRandomValues(noncePool);
    noncePoolAt = 0;
  }
  const bytes = noncePool.subarray(noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return btoa(String.fromCharCode(...bytes));
};

/**
 * The Content-Security-Policy of a page (docs/operations.md "Security headers"). Scripts run only with the
 * page's nonce, and what those scripts load (`'strict-dynamic'`): React Router's modules, and the consent-gated
 * scripts the shop configures, which must be inserted with the page's nonce (`pageNonce()`, app/lib/nonce.ts).
 * `https:` and `'unsafe-inline'` are ignored by every browser that knows `'strict-dynamic'`; they keep older
 * ones working. Styles may be inline (React's `style` attributes); images, fetches and frames may come from any
 * https origin (third-party tags), and nothing may frame the shop.
 */
export const contentSecurityPolicyOf = (nonce: string): string =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Headers every page answer carries besides `Cache-Control` (`X-Content-Type-Options` comes with every answer). */
export const documentSecurityHeaders = (nonce: string | null): Record<string, string> => ({
  ...(nonce === null ? {} : { 'Content-Security-Policy': contentSecurityPolicyOf(nonce) }),
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});

/**
 * The facts of a fetch API request (the render's side; the page cache reads Node's request the same way). `url`
 * is the page's address as React Router gives it to middleware and loaders: a client navigation's data request
 * (`/account/orders.data?_routes=…`) comes as it was sent, so its own URL is not the page's.
 */
export const factsOfRequest = (request: Request, url: URL): RequestFacts => {
  let cookies: Record<string, string | undefined> | null = null;
  return {
    method: request.method,
    pathname: url.pathname,
    cookie: (name) => (cookies ??= parse(request.headers.get('cookie') ?? ''))[name],
    header: (name) => request.headers.get(name) ?? undefined,
  };
};
