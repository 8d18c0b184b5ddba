// Root middleware that answers every page with the storefront's HTTP rules (app/server/http-policy.ts):
// `Cache-Control`, the security headers with the page's nonce and, for pages every anonymous shopper shares, the
// locale they were rendered in.
import { createContext, type MiddlewareFunction } from 'react-router';
import {
  bypassesSharedCache,
  cacheControlOf,
  cacheLocaleOf,
  cacheTimesFromEnv,
  documentSecurityHeaders,
  factsOfRequest,
  renderModeOf,
  type RequestFacts,
} from './http-policy';
import { faultsContext } from '../effector/context';
import { withOwnHeaders } from './document-bytes';

/**
 * The nonce of this request's page: React Router's scripts, React's own and the state script carry it. The
 * server draws it before the render (app/server/page-cache.ts), so a stored page's nonce is known, never read
 * back from the answer; none under `--dev`, whose Vite scripts carry none.
 */
export const nonceContext = createContext<string | null>(null);

/**
 * The request's facts (the page's path, its cookies and headers), built once by the first middleware for the
 * rest: the scope middleware decides the render from the same facts (effector/server.ts).
 */
export const requestFactsContext = createContext<RequestFacts>();

/** The shared caches' times, read from the process's environment once (not on every page). */
const cacheTimes = cacheTimesFromEnv();

export const responsePolicyMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const facts = factsOfRequest(request, url);
  context.set(requestFactsContext, facts);
  // Without a nonce (`--dev`) the policy is left out.
  const nonce = context.get(nonceContext);
  const rendered = await next();
  // A response's headers may be immutable (a fetched one): such a response is answered with a copy.
  const response = withOwnHeaders(rendered);
  const mode = renderModeOf(facts);
  const answer = {
    mode,
    bypass: bypassesSharedCache(facts),
    status: response.status,
    setsCookie: response.headers.has('set-cookie'),
  };
  response.headers.set('Cache-Control', cacheControlOf(answer, cacheTimes));
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    for (const [name, value] of Object.entries(documentSecurityHeaders(nonce))) response.headers.set(name, value);
  }
  // The locale a cookie chose; without one the page is in the shop's default, named by <html lang>.
  const cacheLocale = cacheLocaleOf(facts);
  if (mode === 'public' && cacheLocale !== 'default') response.headers.set('Content-Language', cacheLocale);
  // A fault page passes on the API's Retry-After (busy or unavailable), which the shell's 503 cannot throw.
  const retryAfter = context.get(faultsContext)?.last?.retryAfter;
  if (response.status >= 500 && retryAfter != null && !response.headers.has('Retry-After')) {
    response.headers.set('Retry-After', String(retryAfter));
  }
  return response;
};
