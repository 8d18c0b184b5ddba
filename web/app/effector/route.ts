// The one way a route loads and takes forms: a page's start event and how its settled stores answer HTTP, on the
// server, in the browser and for a form's action alike. The order of its checks: docs/architecture.md "Route
// loaders"; the actions: docs/decisions/forms-before-javascript.md.
import { allSettled, type EventCallable, type Scope } from 'effector';
import {
  data,
  redirect,
  replace,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { type Download } from '@etalage/domain/api';
import { $appState } from '@etalage/domain/app';
import { $messages } from '@etalage/domain/i18n';
import { $isAuthenticated, guardRedirect, type GuardName } from '@etalage/domain/session';
import { writeCookieFx } from '@etalage/domain/shell';
import { actionRanContext, faultsContext, requestedNavigationsContext, scopeContext, shellContext } from './context';
import { browserCookie, browserFaults, getClientScope } from './client';
import { readCookie } from '~/lib/browser-cookies';
import type { Fault } from './faults';
import { FLASH_COOKIE, FLASH_MAX_AGE_S, flashValue, shownNotices } from './flash';

/** What a route's functions get: the URL, the route's path parameters and the shopper's cookies. */
export interface RouteArgs {
  url: URL;
  params: Params;
  /** A cookie the request (or, in the browser, the document) carries; null without it. */
  cookie: (name: string) => string | null;
}

const requestCookies =
  (request: Request) =>
  (name: string): string | null =>
    readCookie(request.headers.get('cookie') ?? '', name);

/** How a page answers, read from its settled stores. */
export type Outcome<Data> =
  | { kind: 'page'; data: Data }
  | { kind: 'redirect'; to: string; status: 301 | 302 | 303 }
  | { kind: 'notFound' }
  | { kind: 'upstreamError' };

/** 200 with the loader data (SEO data, a title). */
export const page = <Data>(data: Data): Outcome<Data> => ({ kind: 'page', data });
/** 301 (moved for good: a wrong slug), 302 (found: a single product) or 303 (see other: after a decision). */
export const redirectTo = (to: string, status: 301 | 302 | 303): Outcome<never> => ({ kind: 'redirect', to, status });
/** 404: the noindex 'Page not found' page (spec §2). */
export const notFound: Outcome<never> = { kind: 'notFound' };
/** 502: the API answered with an error other than 'not found'. */
export const upstreamError: Outcome<never> = { kind: 'upstreamError' };

/** The status a page model keeps for its one read (`$contentStatus`, `$productStatus`). */
export type LoadStatus = 'idle' | 'ready' | 'notFound' | 'error';

/** The usual outcome of a page loaded by one read: 404, 502 when it failed otherwise, else `then(value)`. */
export const whenLoaded = <Value, Data>(
  status: LoadStatus,
  value: Value | null,
  then: (value: Value) => Outcome<Data>,
): Outcome<Data> => {
  if (status === 'notFound') return notFound;
  if (status === 'error' || value === null) return upstreamError;
  return then(value);
};

export interface ScopeRouteDefinition<Data, Start> {
  /** A named guard of spec §2, checked once the session is known and before the page starts. */
  guard?: GuardName;
  /**
   * Whether the page exists for this shop, read from the shell once the guard passed (the account pages whose
   * menu item the settings switch off): false answers 404 and the page does not start.
   */
  available?: (scope: Scope, args: RouteArgs) => boolean;
  /** The page's start event; without one the route only waits for the shell. */
  start?: EventCallable<Start>;
  /** The start event's parameters, from the URL and the path parameters. */
  paramsOf?: (args: RouteArgs) => Start;
  /**
   * In the browser, wait for the page's work before the page is shown (the default). Return false for a page
   * that shows its own working state (the checkout's pay step while the payment is created).
   */
  awaitOnClient?: (args: RouteArgs) => boolean;
  /**
   * Code the page needs in the browser that its JavaScript does not carry (the rich-text sanitizer): on a client
   * navigation it loads beside the page's data, so the page never shows without it.
   */
  clientNeeds?: () => Promise<unknown>;
  /**
   * Code the page's data decides (the catalogue's view of the catch-all route): on a client navigation it loads
   * once the data is in, before the page shows. A chunk that cannot load is left to the page's own error slot.
   */
  clientReady?: (scope: Scope) => Promise<unknown>;
  /** Reads the settled stores: the page's data, or a redirect, 404 or 502. */
  outcome: (scope: Scope, args: RouteArgs) => Outcome<Data>;
}

/** A form's fields as sent: each name's first value, '' when missing (a form never sends null). */
export interface FormFields {
  get(name: string): string;
  all(name: string): string[];
  has(name: string): boolean;
}

export const fieldsOf = (form: FormData): FormFields => ({
  get: (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  },
  all: (name) => form.getAll(name).filter((value): value is string => typeof value === 'string'),
  has: (name) => form.has(name),
});

/**
 * One form a page takes without JavaScript: `run` fires the events the browser's form fires on submit, in the
 * request's scope (after the page started), and settles when they have; `failed` reads whether the form must be
 * shown again with its errors (answered 400). Neither failed nor a navigation asked for: 303 back to the page.
 */
export interface Intent {
  run: (scope: Scope, fields: FormFields, args: RouteArgs) => Promise<unknown>;
  failed?: (scope: Scope, fields: FormFields) => boolean;
  /** Where a form that neither failed nor asked for a navigation leads (a path); the page itself by default. */
  next?: (scope: Scope, fields: FormFields, args: RouteArgs) => string;
}
export type Intents = Record<string, Intent>;

/** The field naming which of a page's forms was sent. */
export const INTENT_FIELD = 'intent';

/** What an action answers when its form is shown again: which form, so that form shows its errors. */
export interface ActionResult {
  intent: string;
}

/** The `data` of a thrown error response: the translated page title, for `meta` (which cannot read the scope). */
export interface ErrorData {
  title: string;
  /** The API fault behind a 502 or 503 (too busy, unavailable, no answer in time, no connection), if known. */
  fault?: Fault | null;
}

const STATUS_TEXT = { 400: 'Bad Request', 404: 'Not Found', 502: 'Bad Gateway', 503: 'Service Unavailable' } as const;

const failWith = (scope: Scope, status: keyof typeof STATUS_TEXT, fault: Fault | null = null): never => {
  const messages = scope.getState($messages);
  const state = scope.getState($appState);
  const known = status >= 500 ? fault : null;
  const key =
    status === 404
      ? 'error.notFound.title'
      : known
        ? `fault.${known.condition}.title`
        : status === 503 && (state === 'inactive' || state === 'unreachable')
          ? `app.${state}.title`
          : 'error.generic.title';
  const body: ErrorData = { title: messages[key] ?? (status === 404 ? 'Page not found' : 'Error'), fault: known };
  // The API's Retry-After passes on to the shopper's browser and to caches in front (docs/shell.md "Errors").
  const headers: Record<string, string> = known?.retryAfter != null ? { 'Retry-After': String(known.retryAfter) } : {};
  throw data(body, { status, statusText: STATUS_TEXT[status], headers });
};

const answer = <Data>(scope: Scope, outcome: Outcome<Data>, side: 'server' | 'client', fault: Fault | null): Data => {
  switch (outcome.kind) {
    case 'page':
      return outcome.data;
    case 'redirect':
      // In the browser a 301 or 302 takes the place of the page asked for, as the server's answer would.
      throw side === 'client' && outcome.status !== 303
        ? replace(outcome.to, outcome.status)
        : redirect(outcome.to, outcome.status);
    case 'notFound':
      return failWith(scope, 404);
    case 'upstreamError':
      return failWith(scope, 502, fault);
  }
};

const guardTarget = (scope: Scope, guard: GuardName | undefined, url: URL): string | null =>
  guard === undefined
    ? null
    : guardRedirect(guard, {
        isAuthenticated: scope.getState($isAuthenticated),
        pathname: url.pathname,
        search: url.search,
      });

/** The server's way into a page: the shell, 503, the guard, availability, then the page started once. */
const enterPage = async <Data, Start>(
  definition: ScopeRouteDefinition<Data, Start>,
  { request, url, params, context }: LoaderFunctionArgs | ActionFunctionArgs,
) => {
  const { guard, available, start, paramsOf } = definition;
  const scope = context.get(scopeContext);
  const shell = context.get(shellContext);
  const args: RouteArgs = { url, params, cookie: requestCookies(request) };
  await shell.ready;
  // Spec §1: an inactive shop, or an API that cannot be reached, shows its message with 503; no page starts.
  if (scope.getState($appState) !== 'active') failWith(scope, 503, context.get(faultsContext)?.last ?? null);
  const guarded = guardTarget(scope, guard, args.url);
  if (guarded !== null) throw redirect(guarded, 303);
  if (available && !available(scope, args)) failWith(scope, 404);
  // After this page's action the page has started in this scope already: started again, it would forget
  // what the form just did.
  const started =
    context.get(actionRanContext) || !start
      ? Promise.resolve()
      : allSettled(start, { scope, params: paramsOf?.(args) as Start });
  await Promise.all([started, shell.settled]);
  return { scope, args };
};

/** A navigation a model asked for (a failed session check → login, a checkout step → another) is a 303. */
const navigationAway = (context: LoaderFunctionArgs['context'], url: URL, since = 0): string | null => {
  const navigation = context
    .get(requestedNavigationsContext)
    .slice(since)
    .findLast((request) => !request.external);
  return navigation && new URL(navigation.to, url).pathname !== url.pathname ? navigation.to : null;
};

/** Builds a route's `loader` and `clientLoader`. Export them as `export const loader = route.loader`. */
export const defineScopeRoute = <Data, Start = void>(definition: ScopeRouteDefinition<Data, Start>) => {
  const { guard, available, start, paramsOf, awaitOnClient, clientNeeds, clientReady, outcome } = definition;
  const startIn = (scope: Scope, args: RouteArgs): Promise<void> =>
    start ? allSettled(start, { scope, params: paramsOf?.(args) as Start }) : Promise.resolve();

  const loader = async (loaderArgs: LoaderFunctionArgs): Promise<Data> => {
    const { scope, args } = await enterPage(definition, loaderArgs);
    const away = navigationAway(loaderArgs.context, args.url);
    if (away !== null) throw redirect(away, 303);
    return answer(scope, outcome(scope, args), 'server', loaderArgs.context.get(faultsContext)?.last ?? null);
  };

  const clientLoader = async ({ request, params }: ClientLoaderFunctionArgs): Promise<Data> => {
    const scope = getClientScope();
    const args: RouteArgs = { url: new URL(request.url), params, cookie: browserCookie };
    const guarded = guardTarget(scope, guard, args.url);
    if (guarded !== null) throw redirect(guarded, 303);
    if (available && !available(scope, args)) failWith(scope, 404);
    browserFaults.clear();
    const needed = clientNeeds?.();
    const started = startIn(scope, args);
    if (awaitOnClient?.(args) ?? true) await started;
    await needed;
    await clientReady?.(scope).catch(() => undefined);
    return answer(scope, outcome(scope, args), 'client', browserFaults.last);
  };

  return { loader, clientLoader, definition };
};

/**
 * Builds a route's `action` from its route and the forms it takes: `export const action =
 * defineScopeAction(route, { [NAME]: intent })`. React Router leaves the action, and so the intents, out of the
 * browser's bundle. A form sent to the page without JavaScript (or before it ran): an unknown form is a 400
 * naming the field; a navigation the form's events asked for is a 303 there (an external one too: the payment
 * provider); a form with errors is the page again, 400, with the action's `{ intent }`; anything else is a 303
 * back to the page or where the intent leads.
 */
export const defineScopeAction =
  <Data, Start>(route: { definition: ScopeRouteDefinition<Data, Start> }, intents: Intents) =>
  async (actionArgs: ActionFunctionArgs) => {
    const { request, context } = actionArgs;
    const form = fieldsOf(await request.formData());
    const name = form.get(INTENT_FIELD);
    const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
    if (intent === undefined) {
      throw data(`Unknown form: the field '${INTENT_FIELD}' names none of this page's forms`, {
        status: 400,
        statusText: 'Bad Request',
      });
    }
    const { scope, args } = await enterPage(route.definition, actionArgs);
    const before = navigationAway(context, args.url);
    if (before !== null) throw redirect(before, 303);
    const navigations = context.get(requestedNavigationsContext);
    const asked = navigations.length;
    const noticesBefore = shownNotices(scope);
    await intent.run(scope, form, args);
    context.set(actionRanContext, true);
    const external = navigations.slice(asked).findLast((request) => request.external);
    if (external) throw redirect(external.to, 303);
    const away = navigationAway(context, args.url, asked);
    if (away === null && intent.failed?.(scope, form)) return data<ActionResult>({ intent: name }, { status: 400 });
    const to = away ?? intent.next?.(scope, form, args) ?? args.url.pathname + args.url.search;
    // What the form's events said (a toast with JavaScript) goes along to the page the 303 leads to.
    const notices = flashValue(scope, noticesBefore, to);
    if (notices !== null) {
      await allSettled(writeCookieFx, {
        scope,
        params: { name: FLASH_COOKIE, value: notices, maxAgeSeconds: FLASH_MAX_AGE_S },
      });
    }
    throw redirect(to, 303);
  };

export interface FileRouteDefinition {
  guard?: GuardName;
  available?: (scope: Scope, args: RouteArgs) => boolean;
  /** The file, from the API (the request scope's client carries the shopper's token and QA's headers). */
  file: (scope: Scope, args: RouteArgs) => Promise<Download>;
}

const plain = (status: 404 | 502 | 503): Response =>
  new Response(STATUS_TEXT[status], { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * A route that answers a file instead of a page (an invoice PDF, downloaded by a plain link): the same shell,
 * 503, guard and availability rules as a page, then the API's bytes as an attachment. An API 404 (or 400) is a
 * 404, a 401 (the token expired) sends to login like the guard, anything else is a 502.
 */
export const defineFileRoute =
  (definition: FileRouteDefinition) =>
  async ({ request, url, params, context }: LoaderFunctionArgs): Promise<Response> => {
    const scope = context.get(scopeContext);
    const shell = context.get(shellContext);
    const args: RouteArgs = { url, params, cookie: requestCookies(request) };
    await shell.ready;
    if (scope.getState($appState) !== 'active') return plain(503);
    const guarded = guardTarget(scope, definition.guard, args.url);
    if (guarded !== null) return redirect(guarded, 303);
    if (definition.available && !definition.available(scope, args)) return plain(404);
    try {
      const file = await definition.file(scope, args);
      const name = (file.filename ?? 'download').replace(/[^\w.-]/g, '_');
      return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${name}"` },
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 400) return plain(404);
      if (status === 401 && definition.guard) {
        const login = guardRedirect(definition.guard, {
          isAuthenticated: false,
          pathname: args.url.pathname,
          search: args.url.search,
        });
        if (login !== null) return redirect(login, 303);
      }
      return plain(502);
    }
  };
