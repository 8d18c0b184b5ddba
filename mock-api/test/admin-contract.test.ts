// One contract test per admin route of the table (admin/contract.ts): every route answers on its method and
// path, is in the OpenAPI document, and each status it documents is produced and decodes with the route's codec
// (errors with ErrorReply). With MOCK_ADMIN_TOKEN set, every route but the open ones answers 401 without it.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ErrorReply } from '@etalage/domain/shared';
import { ADMIN_ROUTES, MockSessionReply, type AdminRoute, type AdminRouteName } from '../src/admin/contract';
import type { AppOptions } from '../src/app';
import { toRoutePath } from '../src/plugins/contract';
import { cartWith, decodeWith, login, named, ok, payableCart, testApp } from './helpers';

interface Ctx {
  app: FastifyInstance;
  /** A new live session's id. */
  session: () => Promise<string>;
  /** The id of a session that was deleted. */
  gone: () => Promise<string>;
  /** A payment of the default session. */
  payment: () => Promise<string>;
}

type Request = Omit<InjectOptions, 'method'> & { url: string };
type Case = { status: number; title: string; options?: AppOptions; request: (ctx: Ctx) => Promise<Request> };

const c = (
  status: number,
  title: string,
  request: (ctx: Ctx) => Promise<Request> | Request,
  options?: AppOptions,
): Case => ({ status, title, options, request: async (ctx) => request(ctx) });

const session = (id: string) => ({ 'x-mock-session': id });
const BAD_ID = { 'x-mock-session': 'not a session id' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The statuses every route that acts on the request's session can give for its session. */
const sessionScoped = (url: string, payload?: object): Case[] => [
  c(400, 'a malformed session id', () => ({ url, payload, headers: BAD_ID })),
  c(410, 'a deleted session', async ({ gone }) => ({ url, payload, headers: session(await gone()) })),
];

const cases: Record<AdminRouteName, Case[]> = {
  health: [c(200, 'liveness', () => ({ url: '/__mock/health' }))],
  fixtures: [c(200, 'the named fixtures', () => ({ url: '/__mock/fixtures' }))],
  scenarios: [
    c(200, 'of a session', async ({ session: s }) => ({ url: '/__mock/scenarios', headers: session(await s()) })),
    ...sessionScoped('/__mock/scenarios'),
  ],
  scenarioArm: [
    c(200, 'icc once', () => ({ url: '/__mock/scenarios', payload: { name: 'icc', times: 1 } })),
    c(400, 'an unknown scenario', () => ({ url: '/__mock/scenarios', payload: { name: 'nope' } })),
    c(410, 'in a deleted session', async ({ gone }) => ({
      url: '/__mock/scenarios',
      payload: { name: 'icc' },
      headers: session(await gone()),
    })),
  ],
  scenariosClear: [c(200, 'all of them', () => ({ url: '/__mock/scenarios' })), ...sessionScoped('/__mock/scenarios')],
  journal: [
    c(200, 'the last requests', () => ({ url: '/__mock/journal?limit=5' })),
    c(400, 'a negative limit', () => ({ url: '/__mock/journal?limit=-1' })),
    c(410, 'of a deleted session', async ({ gone }) => ({ url: '/__mock/journal', headers: session(await gone()) })),
  ],
  events: [
    c(200, 'the feed', async ({ app }) => {
      await login(app);
      return { url: '/__mock/events?type=CustomerLoggedIn' };
    }),
    c(400, 'after as text', () => ({ url: '/__mock/events?after=x' })),
    c(410, 'of a deleted session', async ({ gone }) => ({ url: '/__mock/events', headers: session(await gone()) })),
  ],
  mailbox: [
    c(200, 'a reset mail', async ({ app }) => {
      await ok(app, 'reset', { body: { emailAddress: named.customers.known.email } });
      return { url: `/__mock/mailbox?kind=password-reset&to=${named.customers.known.email}` };
    }),
    c(400, 'an unknown kind', () => ({ url: '/__mock/mailbox?kind=spam' })),
    c(410, 'of a deleted session', async ({ gone }) => ({ url: '/__mock/mailbox', headers: session(await gone()) })),
  ],
  appConfig: [
    c(200, 'of a session', async ({ session: s }) => ({ url: '/__mock/app-config', headers: session(await s()) })),
    ...sessionScoped('/__mock/app-config'),
  ],
  appConfigPatch: [
    c(200, 'a default sort', () => ({
      url: '/__mock/app-config',
      payload: { display: { sorting: { sortBy: 'lowest-price' } } },
    })),
    c(400, 'an unknown field', () => ({ url: '/__mock/app-config', payload: { display: { sortng: {} } } })),
    c(410, 'in a deleted session', async ({ gone }) => ({
      url: '/__mock/app-config',
      payload: { display: { sorting: { sortBy: 'lowest-price' } } },
      headers: session(await gone()),
    })),
  ],
  appConfigClear: [
    c(200, 'the override', () => ({ url: '/__mock/app-config' })),
    ...sessionScoped('/__mock/app-config'),
  ],
  reset: [c(200, 'the default', () => ({ url: '/__mock/reset' })), ...sessionScoped('/__mock/reset')],
  sessions: [c(200, 'the live ones', () => ({ url: '/__mock/sessions' }))],
  sessionCreate: [
    c(201, 'a named one', () => ({ url: '/__mock/sessions', payload: { name: 'worker 1', loginThrottle: false } })),
    c(400, 'an empty name', () => ({ url: '/__mock/sessions', payload: { name: ' ' } })),
  ],
  session: [
    c(200, 'a live one', async ({ session: s }) => ({ url: `/__mock/sessions/${await s()}` })),
    c(404, 'an unknown id', () => ({ url: '/__mock/sessions/s_unknown' })),
    c(410, 'a deleted one', async ({ gone }) => ({ url: `/__mock/sessions/${await gone()}` })),
  ],
  sessionUpdate: [
    c(200, 'a new name', async ({ session: s }) => ({ url: `/__mock/sessions/${await s()}`, payload: { name: 'B' } })),
    c(400, 'loginThrottle as text', async ({ session: s }) => ({
      url: `/__mock/sessions/${await s()}`,
      payload: { loginThrottle: 'off' },
    })),
    c(404, 'an unknown id', () => ({ url: '/__mock/sessions/s_unknown', payload: {} })),
    c(410, 'a deleted one', async ({ gone }) => ({ url: `/__mock/sessions/${await gone()}`, payload: {} })),
  ],
  sessionDelete: [
    c(200, 'a live one', async ({ session: s }) => ({ url: `/__mock/sessions/${await s()}` })),
    c(400, 'the default', () => ({ url: '/__mock/sessions/default' })),
    c(404, 'an unknown id', () => ({ url: '/__mock/sessions/s_unknown' })),
    c(410, 'a deleted one', async ({ gone }) => ({ url: `/__mock/sessions/${await gone()}` })),
  ],
  sessionExport: [
    c(200, 'a session with a cart', async ({ app, session: s }) => {
      const id = await s();
      await cartWith(app, null, named.products.simple.id, 1, { headers: session(id) });
      return { url: `/__mock/sessions/${id}/export` };
    }),
    c(404, 'an unknown id', () => ({ url: '/__mock/sessions/s_unknown/export' })),
    c(410, 'a deleted one', async ({ gone }) => ({ url: `/__mock/sessions/${await gone()}/export` })),
    c(
      409,
      'a session past MOCK_EVENTS_KEPT',
      async ({ app, session: s }) => {
        const id = await s();
        for (let i = 0; i < 4; i++) await cartWith(app, null, named.products.simple.id, 1, { headers: session(id) });
        return { url: `/__mock/sessions/${id}/export` };
      },
      { eventsKept: 2 },
    ),
  ],
  sessionImport: [
    c(201, 'an exported file', async ({ app, session: s }) => {
      const id = await s();
      await cartWith(app, null, named.products.simple.id, 1, { headers: session(id) });
      return {
        url: '/__mock/sessions/import',
        payload: (await app.inject({ url: `/__mock/sessions/${id}/export` })).json(),
      };
    }),
    c(400, 'not a session file', () => ({ url: '/__mock/sessions/import', payload: { events: [] } })),
  ],
  sessionLogin: [
    c(200, 'the known customer', async ({ session: s }) => ({
      url: `/__mock/sessions/${await s()}/login`,
      payload: { email: named.customers.known.email },
    })),
    c(400, 'no email', async ({ session: s }) => ({ url: `/__mock/sessions/${await s()}/login`, payload: {} })),
    c(404, 'an unknown customer', async ({ session: s }) => ({
      url: `/__mock/sessions/${await s()}/login`,
      payload: { email: 'nobody@example.com' },
    })),
    c(410, 'a deleted session', async ({ gone }) => ({
      url: `/__mock/sessions/${await gone()}/login`,
      payload: { email: named.customers.known.email },
    })),
  ],
  payPage: [
    c(200, 'an open payment', async ({ payment }) => ({ url: `/__mock/pay/${await payment()}` })),
    c(404, 'an unknown payment', () => ({ url: '/__mock/pay/nope' })),
    c(410, 'of a deleted session', async ({ gone }) => ({ url: `/__mock/pay/x?mock-session=${await gone()}` })),
  ],
  paySettle: [
    c(303, 'pay', async ({ payment }) => ({
      url: `/__mock/pay/${await payment()}`,
      payload: 'action=pay',
      headers: form,
    })),
    c(400, 'an unknown action', async ({ payment }) => ({
      url: `/__mock/pay/${await payment()}`,
      payload: 'action=steal',
      headers: form,
    })),
    c(404, 'an unknown payment', () => ({ url: '/__mock/pay/nope', payload: 'action=pay', headers: form })),
    c(410, 'of a deleted session', async ({ gone }) => ({
      url: `/__mock/pay/x?mock-session=${await gone()}`,
      payload: 'action=pay',
      headers: form,
    })),
  ],
};

const names = Object.keys(ADMIN_ROUTES) as AdminRouteName[];

const context = (app: FastifyInstance): Ctx => {
  const create = async () =>
    decodeWith(MockSessionReply, (await app.inject({ method: 'POST', url: '/__mock/sessions', payload: {} })).json())
      .session.id;
  return {
    app,
    session: create,
    gone: async () => {
      const id = await create();
      await app.inject({ method: 'DELETE', url: `/__mock/sessions/${id}` });
      return id;
    },
    payment: async () => {
      const token = await login(app);
      return (await ok(app, 'pay', { body: { cUid: await payableCart(app, token) }, token })).data.paymentUid;
    },
  };
};

describe('the admin table', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('has a route and an OpenAPI operation for every admin route', async () => {
    app = await testApp();
    const doc = (await app.inject({ url: '/openapi.json' })).json();
    for (const name of names) {
      const route: AdminRoute = ADMIN_ROUTES[name];
      expect(app.hasRoute({ method: route.method, url: toRoutePath(route.path) }), name).toBe(true);
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(`mock_${name}`);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining([String(route.status ?? 200), ...route.errors.map((e) => String(e.status))]),
      );
      if (!route.open) expect(operation.responses['401'], name).toBeDefined();
      if (route.session) expect(operation.parameters.map((p: { name: string }) => p.name)).toContain('X-Mock-Session');
    }
  });

  it('has contract cases for every documented status of every admin route', () => {
    const uncovered: string[] = [];
    for (const name of names) {
      const route: AdminRoute = ADMIN_ROUTES[name];
      const covered = new Set(cases[name].map((k) => k.status));
      for (const status of [route.status ?? 200, ...route.errors.map((e) => e.status)])
        if (!covered.has(status)) uncovered.push(`${name} ${status}`);
    }
    expect(uncovered).toEqual([]);
  });

  it('answers 401 without MOCK_ADMIN_TOKEN on every route that is not open', async () => {
    app = await testApp({ adminToken: 'secret' });
    for (const name of names) {
      const route: AdminRoute = ADMIN_ROUTES[name];
      if (route.open) continue;
      const url = route.path.replace(/\{\w+\}/g, 'x');
      const response = await app.inject({ method: route.method, url, payload: route.body ? {} : undefined });
      expect(response.statusCode, name).toBe(401);
      expect(decodeWith(ErrorReply, response.json()).message).toBe('unauthorized');
    }
  });
});

describe.each(names)('%s', (name) => {
  const route: AdminRoute = ADMIN_ROUTES[name];
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it.each(cases[name].map((k) => [k.status, k.title, k] as const))('answers %i for %s', async (status, _title, k) => {
    app = await testApp(k.options);
    const request = await k.request(context(app));
    const response = await app.inject({ method: route.method, ...request });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status === (route.status ?? 200)) {
      if (route.reply) decodeWith(route.reply, response.json());
      else if (status === 200) expect(response.headers['content-type']).toMatch(/^text\/html/);
      return;
    }
    if (route.reply === null && status !== 400) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      return;
    }
    const reply = decodeWith(ErrorReply, response.json());
    if (status === 400) expect(reply.errors?.length ?? 0).toBeGreaterThan(0);
  });
});
