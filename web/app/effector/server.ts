// Server half of the binding: one scope per request, created by root middleware, shared by every loader
// of the request and by the render. Navigations a model asks for during a server render are collected
// so the loader can answer them as redirects.
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { parse } from 'cookie';
import { $api, createApiClient, navigateFx, type NavigateRequest } from '@etalage/domain';
import { scopeContext } from './context';

/** Navigations requested by models while this request rendered. */
export const requestedNavigationsContext = createContext<NavigateRequest[]>([]);

/** The mock API (or a real backend): absolute on the server; the browser goes through /api on our origin. */
export const apiUrl = (): string => (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

/** Cookies that belong to the API conversation (auth, cart, scenario) go along with server calls. */
const forwardedHeaders = (request: Request): Record<string, string> => {
  const headers: Record<string, string> = {};
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  const language = request.headers.get('accept-language');
  if (language) headers['accept-language'] = language;
  const scenario = request.headers.get('x-mock-scenario');
  if (scenario) headers['x-mock-scenario'] = scenario;
  return headers;
};

export const readCookies = (request: Request): Record<string, string | undefined> =>
  parse(request.headers.get('cookie') ?? '');

export const createRequestScope = (request: Request, navigations: NavigateRequest[]): Scope => {
  const cookies = readCookies(request);
  const api = createApiClient({
    baseUrl: apiUrl(),
    fetch: (url, init) => fetch(url, init as RequestInit),
    token: cookies.auth_token ?? null,
    headers: forwardedHeaders(request),
  });
  return fork({
    values: [[$api, api]],
    handlers: [[navigateFx, (navigation: NavigateRequest) => void navigations.push(navigation)]],
  });
};

export const scopeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const navigations: NavigateRequest[] = [];
  context.set(requestedNavigationsContext, navigations);
  context.set(scopeContext, createRequestScope(request, navigations));
  return next();
};

/** Runs a start event in the request's scope and waits for every effect it caused. */
export const runOnServer = async <T>(
  context: Readonly<RouterContextProvider>,
  event: EventCallable<T>,
  params: T,
): Promise<Scope> => {
  const scope = context.get(scopeContext);
  await allSettled(event, { scope, params });
  return scope;
};
