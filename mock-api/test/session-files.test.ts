// Bug-report files: a session exported as one JSON file and imported into a new session (on another mock of the
// same seed) gives the same state: carts, customers, orders, payments, mails, armed scenarios. Logins travel
// without their bearer tokens. A bad file is a 400 naming the bad field or event, and creates nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorReply } from '@etalage/domain/shared';
import { MockSessionFile, MockSessionReply } from '../src/admin/contract';
import {
  cartWith,
  decodeWith,
  login,
  named,
  ok,
  payableCart,
  stateView,
  registration,
  testApp,
  type CallOptions,
} from './helpers';

let app: FastifyInstance;
let other: FastifyInstance | null;
beforeEach(async () => {
  app = await testApp();
  other = null;
});
afterEach(async () => {
  await app.close();
  await other?.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const inSession = (id: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, 'x-mock-session': id },
});

const createSession = async (target: FastifyInstance, body: object = {}) =>
  decodeWith(MockSessionReply, (await target.inject({ method: 'POST', url: '/__mock/sessions', payload: body })).json())
    .session.id;

/** A tester's session: a registered customer, carts, a merge, a paid and a cancelled order, a reset, a scenario. */
const testerSession = async () => {
  const id = await createSession(app, { name: 'bug 1234' });
  const s = (options: CallOptions = {}) => inSession(id, options);
  const anonymous = await cartWith(app, null, named.products.simple.id, 2, s());
  await ok(app, 'couponApply', s({ body: { cUid: anonymous.cUid, couponCode: named.coupons.fixed.code } }));
  const email = 'tester.bug@example.com';
  await ok(
    app,
    'register',
    s({
      body: registration(email, { firstName: 'Tess', password: 'Bugreport1' }),
    }),
  );
  const token = await login(app, { email, password: 'Bugreport1' }, s());
  await ok(app, 'cartState', s({ body: { cUid: anonymous.cUid }, token }));
  const cUid = await payableCart(app, token, s());
  const paid = await ok(app, 'pay', s({ body: { cUid }, token }));
  await app.inject({
    method: 'POST',
    url: `/__mock/pay/${paid.data.paymentUid}?mock-session=${id}`,
    payload: 'action=cancel',
    headers: form,
  });
  const known = await login(app, named.customers.known, s());
  await ok(app, 'addressUpdate', s({ params: { id: '7003' }, body: { city: 'Amstelveen' }, token: known }));
  await ok(app, 'logout', s({ body: {}, token: known }));
  await ok(app, 'reset', s({ body: { emailAddress: email } }));
  await cartWith(app, token, named.products.backorder.id, 3, s());
  await app.inject({
    method: 'POST',
    url: '/__mock/scenarios',
    headers: { 'x-mock-session': id },
    payload: { name: 'icc', times: 2 },
  });
  await app.inject({
    method: 'PATCH',
    url: '/__mock/app-config',
    headers: { 'x-mock-session': id },
    payload: { display: { sorting: { sortBy: 'alfabetic-a-z' } } },
  });
  return { id, email };
};

const exportOf = async (target: FastifyInstance, id: string) => {
  const response = await target.inject({ url: `/__mock/sessions/${id}/export` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mock-session-.+\.json"$/);
  return decodeWith(MockSessionFile, response.json());
};

const importInto = (target: FastifyInstance, file: unknown, query = '') =>
  target.inject({ method: 'POST', url: `/__mock/sessions/import${query}`, payload: file as object });

describe('export and import', () => {
  it('round-trips a session into identical state on another mock, without bearer tokens in the file', async () => {
    const { id, email } = await testerSession();
    const file = await exportOf(app, id);
    expect(file.events.length).toBeGreaterThan(10);
    expect(file.scenarios).toEqual([{ name: 'icc', endpoint: null, remaining: 2 }]);
    expect(file.appConfig).toEqual({ display: { sorting: { sortBy: 'alfabetic-a-z' } } });
    const text = JSON.stringify(file);
    for (const token of app.sessions.peek(id)!.store.state.tokens.keys()) expect(text).not.toContain(token);

    other = await testApp();
    const imported = await importInto(other, file, '?name=replay');
    expect(imported.statusCode).toBe(201);
    const session = decodeWith(MockSessionReply, imported.json()).session;
    expect(session).toMatchObject({ name: 'replay', events: file.events.length });

    const original = app.sessions.peek(id)!;
    const copy = other.sessions.peek(session.id)!;
    expect(stateView(copy.store.state, { tokens: false })).toEqual(stateView(original.store.state, { tokens: false }));
    expect(copy.scenarios.all().map((s) => [s.def.name, s.remaining])).toEqual([['icc', 2]]);
    expect(copy.appConfig.current).toEqual(original.appConfig.current);
    // The same answers: the tester's customer logs in with the tester's password and finds the same orders.
    const again = await login(other, { email, password: 'Bugreport1' }, inSession(session.id));
    const orders = await ok(other, 'orders', inSession(session.id, { token: again }));
    expect(orders.data.map((o) => [o.number, o.status])).toEqual(
      (
        await ok(
          app,
          'orders',
          inSession(id, { token: await login(app, { email, password: 'Bugreport1' }, inSession(id)) }),
        )
      ).data.map((o) => [o.number, o.status]),
    );
    // And a re-export is the same file but for its time and id.
    const second = await exportOf(other, session.id);
    const logins = new Set(['CustomerLoggedIn', 'CustomerLoggedOut']);
    const shopEvents = (events: typeof file.events) => events.filter((e) => !logins.has(e.type));
    expect(shopEvents(second.events.slice(0, file.events.length))).toEqual(shopEvents(file.events));
  });

  it('lets a developer act as a customer of the imported session without the password', async () => {
    const { id, email } = await testerSession();
    other = await testApp();
    const session = decodeWith(MockSessionReply, (await importInto(other, await exportOf(app, id))).json()).session;
    const response = await other.inject({
      method: 'POST',
      url: `/__mock/sessions/${session.id}/login`,
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const { authToken } = response.json().data;
    const cart = await ok(other, 'cartState', inSession(session.id, { body: {}, token: authToken }));
    expect(cart.data.lines.map((l) => l.productId)).toEqual([named.products.backorder.id]);
  });

  it('refuses a bad file with a 400 naming the bad event or field, and creates no session', async () => {
    const { id } = await testerSession();
    const file = await exportOf(app, id);
    const sessions = app.sessions.size;
    const broken = structuredClone(file) as unknown as { events: { type: string; data: Record<string, unknown> }[] };
    const coupon = broken.events.findIndex((e) => e.type === 'CouponApplied');
    broken.events[coupon]!.data.cUid = 42;
    const typed = await importInto(app, broken);
    expect(typed.statusCode).toBe(400);
    expect(decodeWith(ErrorReply, typed.json()).errors?.[0]?.path).toMatch(new RegExp(`^events\\.${coupon}\\b`));

    const dangling = structuredClone(file);
    const at = dangling.events.findIndex((e) => e.type === 'CouponApplied');
    dangling.events.splice(0, at);
    dangling.events.forEach((e, i) => (e.seq = i + 1));
    const folded = await importInto(app, dangling);
    expect(folded.statusCode).toBe(400);
    expect(folded.json().errors).toEqual([{ path: 'events.0', message: expect.stringMatching(/unknown cart/) }]);

    const gap = structuredClone(file);
    gap.events[5]!.seq = 99;
    expect((await importInto(app, gap)).json().errors).toEqual([
      { path: 'events.5', message: expect.stringMatching(/seq 99/) },
    ]);

    const product = structuredClone(file);
    const line = product.events.find((e) => e.type === 'LineAdded')!;
    (line.data as { productId: string }).productId = 'no-such-product';
    expect((await importInto(app, product)).json().errors[0].message).toMatch(/no-such-product/);

    expect((await importInto(app, { ...file, seed: 1 })).json().errors).toEqual([
      { path: 'seed', message: expect.stringMatching(/seed/) },
    ]);
    expect(
      (await importInto(app, { ...file, scenarios: [{ name: 'nope', endpoint: null, remaining: null }] })).json()
        .errors[0].path,
    ).toBe('scenarios.0.name');
    expect((await importInto(app, { ...file, format: 'other' })).statusCode).toBe(400);
    expect((await importInto(app, { ...file, appConfig: { display: { sortng: 1 } } })).json().errors).toEqual([
      { path: 'appConfig.display.sortng', message: expect.any(String) },
    ]);
    expect(app.sessions.size).toBe(sessions);
  });

  it('answers 409 when older events are no longer kept, and 404 or 410 for sessions that are not there', async () => {
    await app.close();
    app = await testApp({ eventsKept: 4 });
    const id = await createSession(app);
    for (let i = 0; i < 8; i++) await cartWith(app, null, named.products.simple.id, 1, inSession(id));
    const response = await app.inject({ url: `/__mock/sessions/${id}/export` });
    expect(response.statusCode).toBe(409);
    expect(decodeWith(ErrorReply, response.json()).message).toBe('export_incomplete');
    expect((await app.inject({ url: '/__mock/sessions/s_nope/export' })).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: `/__mock/sessions/${id}` });
    expect((await app.inject({ url: `/__mock/sessions/${id}/export` })).statusCode).toBe(410);
  });
});
