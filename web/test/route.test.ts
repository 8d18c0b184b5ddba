// The route helper: a page starts only after the shell, a shop that cannot be shown answers 503 without
// starting it, guards answer 303, a model's navigation is a 303, and each outcome becomes its HTTP answer.
// The browser half does not decide the shell again.
import { allSettled, attach, createEffect, createEvent, createStore, fork, sample, type Scope } from 'effector';
import { RouterContextProvider, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $appState, type AppState } from '@etalage/domain/app';
import { $messages } from '@etalage/domain/i18n';
import { $isAuthenticated } from '@etalage/domain/session';
import { type NavigateRequest } from '@etalage/domain/shell';
import { requestedNavigationsContext, scopeContext, shellContext, type Shell } from '../app/effector/context';
import {
  defineScopeAction,
  defineScopeRoute,
  notFound,
  page,
  redirectTo,
  upstreamError,
  whenLoaded,
  type Outcome,
  type RouteArgs,
} from '../app/effector/route';

let clientScope: Scope;
vi.mock('../app/effector/client', async () => {
  const { createFaultRecorder } = await import('../app/effector/faults');
  return { getClientScope: () => clientScope, browserFaults: createFaultRecorder(), browserCookie: () => null };
});

const pageStarted = createEvent<{ id: string }>();
const $started = createStore<string[]>([]).on(pageStarted, (list, { id }) => [...list, id]);

const messages = {
  'error.notFound.title': 'Pagina niet gevonden',
  'error.generic.title': 'Er ging iets mis',
  'app.inactive.title': 'Inactief',
};

const scopeWith = ({ state = 'active', authenticated = false }: { state?: AppState; authenticated?: boolean } = {}) =>
  fork({
    values: [
      [$appState, state],
      [$isAuthenticated, authenticated],
      [$messages, messages],
    ],
  });

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
};

const serverArgs = (
  scope: Scope,
  path: string,
  { shell, navigations = [] }: { shell?: Shell; navigations?: NavigateRequest[] } = {},
): LoaderFunctionArgs => {
  const context = new RouterContextProvider();
  context.set(scopeContext, scope);
  context.set(shellContext, shell ?? { ready: Promise.resolve(), settled: Promise.resolve() });
  context.set(requestedNavigationsContext, navigations);
  const url = new URL(`https://shop.example${path}`);
  return { request: new Request(url), url, pattern: '', params: { id: '7' }, context };
};
const clientArgs = (path: string): ClientLoaderFunctionArgs =>
  ({ request: new Request(`https://shop.example${path}`), params: { id: '7' } }) as unknown as ClientLoaderFunctionArgs;

const productRoute = (
  outcome: (scope: Scope, args: RouteArgs) => Outcome<{ title: string }> = () => page({ title: 'ok' }),
) => defineScopeRoute({ start: pageStarted, paramsOf: ({ params }) => ({ id: params.id ?? '' }), outcome });

/** What a loader threw, as status, Location, replace flag and error data. */
const thrown = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    if (error instanceof Response) {
      return {
        status: error.status,
        location: error.headers.get('Location'),
        replace: error.headers.has('X-Remix-Replace'),
      };
    }
    const { data, init } = error as { data: unknown; init: { status: number } };
    return { status: init.status, data };
  }
  throw new Error('The loader did not throw');
};

beforeEach(() => {
  clientScope = scopeWith();
});

describe('the server loader', () => {
  it('starts the page only once the shell is ready, and answers after the cart settled too', async () => {
    const scope = scopeWith();
    const ready = deferred();
    const settled = deferred();
    const loading = productRoute().loader(
      serverArgs(scope, '/product/7', { shell: { ready: ready.promise, settled: settled.promise } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($started)).toEqual([]);
    ready.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($started)).toEqual(['7']);
    let answered = false;
    void loading.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    settled.resolve();
    await expect(loading).resolves.toEqual({ title: 'ok' });
  });

  it.each<AppState>(['inactive', 'unreachable'])(
    'answers 503 for a shop that is %s, without starting the page',
    async (state) => {
      const scope = scopeWith({ state });
      const answer = await thrown(productRoute().loader(serverArgs(scope, '/product/7')));
      expect(answer.status).toBe(503);
      expect(scope.getState($started)).toEqual([]);
    },
  );

  it('puts the translated title of an error page in its data, for meta', async () => {
    const inactive = await thrown(productRoute().loader(serverArgs(scopeWith({ state: 'inactive' }), '/x')));
    expect(inactive).toMatchObject({ status: 503, data: { title: 'Inactief' } });
    const missing = await thrown(productRoute(() => notFound).loader(serverArgs(scopeWith(), '/x')));
    expect(missing).toMatchObject({ status: 404, data: { title: 'Pagina niet gevonden' } });
    const failed = await thrown(productRoute(() => upstreamError).loader(serverArgs(scopeWith(), '/x')));
    expect(failed).toMatchObject({ status: 502, data: { title: 'Er ging iets mis' } });
  });

  it.each([
    [301, '/product/7/right-slug'],
    [302, '/product/8/only-one'],
    [303, '/elsewhere'],
  ] as const)('answers a %s redirect', async (status, to) => {
    const answer = await thrown(productRoute(() => redirectTo(to, status)).loader(serverArgs(scopeWith(), '/x')));
    expect(answer).toEqual({ status, location: to, replace: false });
  });

  it('answers a navigation a model asked for with 303, but not one to this page or off the site', async () => {
    const scope = scopeWith();
    const to = (navigations: NavigateRequest[]) =>
      thrown(productRoute().loader(serverArgs(scope, '/checkout/overzicht', { navigations })));
    expect(await to([{ to: '/checkout/bezorging' }])).toMatchObject({ status: 303, location: '/checkout/bezorging' });
    await expect(
      productRoute().loader(serverArgs(scope, '/checkout/overzicht', { navigations: [{ to: '/checkout/overzicht' }] })),
    ).resolves.toEqual({ title: 'ok' });
    await expect(
      productRoute().loader(
        serverArgs(scope, '/checkout/betalen', { navigations: [{ to: 'https://pay.example/1', external: true }] }),
      ),
    ).resolves.toEqual({ title: 'ok' });
  });
});

describe('guards', () => {
  const guarded = (guard: 'auth' | 'authenticated' | 'authenticated-account') =>
    defineScopeRoute({ guard, start: pageStarted, paramsOf: () => ({ id: 'guarded' }), outcome: () => page(null) });

  it('authenticated-account sends an anonymous visitor to login, coming back afterwards, before the page starts', async () => {
    const scope = scopeWith();
    const answer = await thrown(guarded('authenticated-account').loader(serverArgs(scope, '/account/orders?page=2')));
    expect(answer).toMatchObject({ status: 303, location: '/account/login?redirect=%2Faccount%2Forders%3Fpage%3D2' });
    expect(scope.getState($started)).toEqual([]);
    await expect(
      guarded('authenticated-account').loader(serverArgs(scopeWith({ authenticated: true }), '/account/orders')),
    ).resolves.toBeNull();
  });

  it('authenticated does the same for a customer page outside the account area', async () => {
    const answer = await thrown(guarded('authenticated').loader(serverArgs(scopeWith(), '/wishlist')));
    expect(answer).toMatchObject({ status: 303, location: '/account/login?redirect=%2Fwishlist' });
  });

  it('auth sends a logged-in visitor on, to the page named in ?redirect when it is on the site', async () => {
    const loggedIn = scopeWith({ authenticated: true });
    expect(await thrown(guarded('auth').loader(serverArgs(loggedIn, '/account/login')))).toMatchObject({
      status: 303,
      location: '/account/overview',
    });
    expect(
      await thrown(guarded('auth').loader(serverArgs(loggedIn, '/account/login?redirect=%2Faccount%2Forders'))),
    ).toMatchObject({
      location: '/account/orders',
    });
    expect(
      await thrown(guarded('auth').loader(serverArgs(loggedIn, '/account/login?redirect=https%3A%2F%2Fevil.example'))),
    ).toMatchObject({ location: '/account/overview' });
    await expect(guarded('auth').loader(serverArgs(scopeWith(), '/account/login'))).resolves.toBeNull();
  });

  it('are checked in the browser too', async () => {
    clientScope = scopeWith();
    const answer = await thrown(guarded('authenticated-account').clientLoader(clientArgs('/account/overview')));
    expect(answer).toMatchObject({ status: 303, location: '/account/login?redirect=%2Faccount%2Foverview' });
  });
});

describe('the client loader', () => {
  it('starts the page in the client scope and does not decide the shell again', async () => {
    // The shell is the server's: even a state the server would answer 503 for is not re-checked here.
    clientScope = scopeWith({ state: 'loading' });
    await expect(productRoute().clientLoader(clientArgs('/product/7'))).resolves.toEqual({ title: 'ok' });
    expect(clientScope.getState($started)).toEqual(['7']);
  });

  it('replaces the history entry for a 301 or 302, as the server answer would', async () => {
    expect(
      await thrown(productRoute(() => redirectTo('/product/7/slug', 301)).clientLoader(clientArgs('/product/7'))),
    ).toEqual({
      status: 301,
      location: '/product/7/slug',
      replace: true,
    });
    expect(await thrown(productRoute(() => redirectTo('/next', 303)).clientLoader(clientArgs('/x')))).toMatchObject({
      replace: false,
    });
  });

  it('answers at once when the page shows its own working state', async () => {
    const slow = createEvent<void>();
    const work = deferred();
    const workFx = attach({ effect: createEffect(() => work.promise) });
    sample({ clock: slow, target: workFx });
    const route = defineScopeRoute({ start: slow, awaitOnClient: () => false, outcome: () => page('shown') });
    await expect(route.clientLoader(clientArgs('/checkout/betalen'))).resolves.toBe('shown');
    work.resolve();
  });
});

describe('whenLoaded', () => {
  it.each([
    ['notFound', null, { kind: 'notFound' }],
    ['error', 'stale', { kind: 'upstreamError' }],
    ['idle', null, { kind: 'upstreamError' }],
    ['ready', 'page', { kind: 'page', data: 'page!' }],
  ] as const)('%s with %j → %j', (status, value, expected) => {
    expect(whenLoaded(status, value, (loaded) => page(`${loaded}!`))).toEqual(expected);
  });
});

describe('the server action (a form sent before or without JavaScript)', () => {
  const emailChanged = createEvent<string>();
  const $email = createStore('').on(emailChanged, (_, email) => email);
  const nav = createEvent<NavigateRequest>();
  const formAction = () =>
    defineScopeAction(
      defineScopeRoute({
        start: pageStarted,
        paramsOf: ({ params }) => ({ id: params.id ?? '' }),
        outcome: () => page({ title: 'ok' }),
      }),
      {
        email: {
          run: (scope, fields) => allSettled(emailChanged, { scope, params: fields.get('email') }),
          failed: (scope) => !scope.getState($email).includes('@'),
        },
        leave: { run: (scope, fields) => allSettled(nav, { scope, params: { to: fields.get('to') } }) },
        pay: { run: (scope) => allSettled(nav, { scope, params: { to: 'https://psp.example/pay', external: true } }) },
        cart: { run: () => Promise.resolve(), next: () => '/cart' },
      },
    );
  const post = (scope: Scope, path: string, fields: Record<string, string>) => {
    const navigations: NavigateRequest[] = [];
    const args = serverArgs(scope, path, { navigations });
    const request = new Request(args.url, { method: 'POST', body: new URLSearchParams(fields) });
    return { args: { ...args, request }, navigations };
  };
  // The route's navigations list is what navigateFx fills on a server; here the event stands in for it.
  const sent = (scope: Scope, path: string, fields: Record<string, string>) => {
    const { args, navigations } = post(scope, path, fields);
    const unwatch = nav.watch((request) => navigations.push(request));
    return formAction()(args).finally(() => unwatch());
  };

  it('answers a form it does not know with 400 naming the intent field, starting nothing', async () => {
    const scope = scopeWith();
    const answer = await thrown(sent(scope, '/product/7', { intent: 'nope' }));
    expect(answer.status).toBe(400);
    expect(String(answer.data)).toContain("'intent'");
    expect(scope.getState($started)).toEqual([]);
  });

  it('starts the page, fires the form, and answers a failed form with 400 and its intent', async () => {
    const scope = scopeWith();
    const result = (await sent(scope, '/product/7', { intent: 'email', email: 'nope' })) as {
      data: unknown;
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({ intent: 'email' });
    expect(scope.getState($started)).toEqual(['7']);
    expect(scope.getState($email)).toBe('nope');
  });

  it('answers a form that went through with 303 back to the page, or where the form leads', async () => {
    expect(await thrown(sent(scopeWith(), '/product/7?x=1', { intent: 'email', email: 'a@b.nl' }))).toEqual({
      status: 303,
      location: '/product/7?x=1',
      replace: false,
    });
    expect(await thrown(sent(scopeWith(), '/product/7', { intent: 'cart' }))).toMatchObject({
      status: 303,
      location: '/cart',
    });
  });

  it('answers a navigation the form asked for with 303, an external one (the payment provider) too', async () => {
    expect(await thrown(sent(scopeWith(), '/product/7', { intent: 'leave', to: '/account/overview' }))).toMatchObject({
      status: 303,
      location: '/account/overview',
    });
    expect(await thrown(sent(scopeWith(), '/product/7', { intent: 'pay' }))).toMatchObject({
      status: 303,
      location: 'https://psp.example/pay',
    });
  });
});
