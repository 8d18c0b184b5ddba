// Isolated QA sessions: each has the seeded data plus only its own events (the named fixtures' accounts included),
// its own scenarios, journal, event feed and reset; requests without a session use the shared default. Sessions
// are cheap (they hold what they changed, not a copy of the seed) and bounded (least recently used dropped past
// the cap, with a 410 for the dropped one).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorReply } from '@etalage/domain/shared';
import { MockSessionReply } from '../src/admin/contract';
import { call, cartWith, decodeWith, login, named, ok, payableCart, testApp, type CallOptions } from './helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

const createSession = async (name?: string) => {
  const response = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: name ? { name } : {} });
  expect(response.statusCode).toBe(201);
  return decodeWith(MockSessionReply, response.json()).session.id;
};

/** Call options in a session, by header. */
const inSession = (id: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, 'x-mock-session': id },
});

const admin = (url: string, session?: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
  app.inject({ method, url, headers: session ? { 'x-mock-session': session } : {} });

describe('two sessions logged in as the same named customer', () => {
  it('never see each other’s cart, orders or addresses, and leave the default untouched', async () => {
    app = await testApp();
    const [a, b] = [await createSession('tester A'), await createSession('tester B')];
    const tokenA = await login(app, named.customers.known, inSession(a));
    const tokenB = await login(app, named.customers.known, inSession(b));

    const cartA = await ok(app, 'cartState', inSession(a, { body: {}, token: tokenA }));
    await ok(
      app,
      'createLine',
      inSession(a, {
        body: { cUid: cartA.data.cUid, item: { productId: named.products.simple.id, quantity: 2 } },
        token: tokenA,
      }),
    );
    const cartB = await ok(app, 'cartState', inSession(b, { body: {}, token: tokenB }));
    expect(cartB.data.cUid).not.toBe(cartA.data.cUid);
    expect(cartB.data.lines).toEqual([]);

    // A token of one session means nothing in another: B's state never heard of it.
    expect((await call(app, 'session', inSession(b, { body: {}, token: tokenA }))).statusCode).toBe(401);
    expect((await call(app, 'session', { body: {}, token: tokenA })).statusCode).toBe(401);

    const before = (await ok(app, 'orders', inSession(b, { token: tokenB }))).data.map((o) => o.uid);
    const cUid = await payableCart(app, tokenA, inSession(a));
    await ok(app, 'pay', inSession(a, { body: { cUid }, token: tokenA }));
    const ordersA = (await ok(app, 'orders', inSession(a, { token: tokenA }))).data;
    const ordersB = (await ok(app, 'orders', inSession(b, { token: tokenB }))).data;
    expect(ordersA.length).toBe(before.length + 1);
    expect(ordersB.map((o) => o.uid)).toEqual(before);

    await ok(
      app,
      'addressUpdate',
      inSession(a, { params: { id: '7003' }, body: { city: 'Amstelveen' }, token: tokenA }),
    );
    const addressesB = (await ok(app, 'addresses', inSession(b, { token: tokenB }))).data;
    expect(addressesB.find((x) => x.id === '7003')?.city).not.toBe('Amstelveen');

    const tokenDefault = await login(app);
    expect((await ok(app, 'orders', { token: tokenDefault })).data.map((o) => o.uid)).toEqual(before);
    expect((await ok(app, 'cartState', { body: {}, token: tokenDefault })).data.lines).toEqual([]);
  });
});

describe('choosing a session', () => {
  it('by header, by the mock-session cookie the storefront forwards, or by the mock-session query', async () => {
    app = await testApp();
    const id = await createSession();
    const { cUid } = await cartWith(app, null, named.products.simple.id, 1, inSession(id));
    const viaCookie = await call(app, 'cartState', { body: { cUid }, headers: { cookie: `mock-session=${id}` } });
    expect(viaCookie.json().data.lines).toHaveLength(1);
    expect(viaCookie.headers['x-mock-session']).toBe(id);
    const viaQuery = await app.inject({
      method: 'POST',
      url: `/api/v2/account/cart/state?mock-session=${id}`,
      payload: { cUid },
    });
    expect(viaQuery.json().data.lines).toHaveLength(1);
    // The default never saw that cart: a new one is opened instead.
    expect((await ok(app, 'cartState', { body: { cUid } })).data.cUid).not.toBe(cUid);
  });

  it('answers 400 naming X-Mock-Session for a malformed id and 410 for one that is not live', async () => {
    app = await testApp();
    const bad = await call(app, 'scripts', { headers: { 'x-mock-session': 'no spaces allowed' } });
    expect(bad.statusCode).toBe(400);
    expect(decodeWith(ErrorReply, bad.json()).errors).toEqual([
      { path: 'X-Mock-Session', message: expect.any(String) },
    ]);
    const unknown = await call(app, 'scripts', { headers: { 'x-mock-session': 's_neverseen' } });
    expect(unknown.statusCode).toBe(410);
    expect(decodeWith(ErrorReply, unknown.json()).message).toBe('mock_session_gone');

    const id = await createSession();
    expect((await admin(`/__mock/sessions/${id}`, undefined, 'DELETE')).statusCode).toBe(200);
    const deleted = await call(app, 'scripts', inSession(id));
    expect(deleted.statusCode).toBe(410);
    expect(deleted.json().errors[0].message).toMatch(/deleted/);
  });
});

describe('per-session admin state', () => {
  it('arms scenarios, keeps the journal and the event feed, and resets, each for its own session only', async () => {
    app = await testApp();
    const [a, b] = [await createSession(), await createSession()];
    await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      headers: { 'x-mock-session': a },
      payload: { name: 'status-503@scripts' },
    });
    expect((await call(app, 'scripts', inSession(a))).statusCode).toBe(503);
    expect((await call(app, 'scripts', inSession(b))).statusCode).toBe(200);
    expect((await call(app, 'scripts')).statusCode).toBe(200);
    expect((await admin('/__mock/scenarios', b)).json().active).toEqual([]);

    await cartWith(app, null, named.products.simple.id, 1, inSession(b));
    const journalA = (await admin('/__mock/journal', a)).json().entries.map((e: { url: string }) => e.url);
    const journalB = (await admin('/__mock/journal', b)).json().entries.map((e: { url: string }) => e.url);
    expect(journalA).toContain('/api/v2/scripts');
    expect(journalA).not.toContain('/api/v2/cart/lines');
    expect(journalB).toContain('/api/v2/cart/lines');
    expect((await admin('/__mock/events', a)).json().total).toBe(0);
    expect((await admin('/__mock/events', b)).json().total).toBeGreaterThan(0);
    expect((await admin('/__mock/events')).json().total).toBe(0);

    expect((await admin('/__mock/reset', a, 'POST')).statusCode).toBe(200);
    expect((await admin('/__mock/scenarios', a)).json().active).toEqual([]);
    expect((await admin('/__mock/events', b)).json().total).toBeGreaterThan(0);
  });

  it('keeps an app-config override to its session, and the catalogue answers never mix them', async () => {
    app = await testApp();
    const [a, b] = [await createSession(), await createSession()];
    const patch = await app.inject({
      method: 'PATCH',
      url: '/__mock/app-config',
      headers: { 'x-mock-session': a },
      payload: { display: { sorting: { sortBy: 'lowest-price' } }, organizationName: 'Sessie A' },
    });
    expect(patch.statusCode).toBe(200);
    const sortOf = async (options: CallOptions) =>
      (await ok(app, 'app', { ...options, body: {} })).data.display.sorting.sortBy;
    expect(await sortOf(inSession(a))).toBe('lowest-price');
    expect(await sortOf(inSession(b))).not.toBe('lowest-price');
    expect(await sortOf({})).not.toBe('lowest-price');
    const slug = named.categories.large.slug;
    const first = async (options: CallOptions) =>
      (await ok(app, 'content', { ...options, body: { slug } })).data.products.map((p) => p.id).join();
    const [inA, inB, inDefault] = [await first(inSession(a)), await first(inSession(b)), await first({})];
    expect(inA).not.toBe(inB);
    expect(inB).toBe(inDefault);
    await admin('/__mock/reset', a, 'POST');
    expect(await first(inSession(a))).toBe(inDefault);
  });

  it('pays on the payment page in the session the payment belongs to', async () => {
    app = await testApp({ publicUrl: 'http://mock.test' });
    const id = await createSession();
    const token = await login(app, named.customers.known, inSession(id));
    const cUid = await payableCart(app, token, inSession(id));
    const { data } = await ok(app, 'pay', inSession(id, { body: { cUid }, token }));
    expect(data.paymentUrl).toBe(`http://mock.test/__mock/pay/${data.paymentUid}?mock-session=${id}`);
    const path = data.paymentUrl!.slice('http://mock.test'.length);
    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/__mock/pay/${data.paymentUid}?mock-session=${id}"`);
    expect((await app.inject({ url: `/__mock/pay/${data.paymentUid}` })).statusCode).toBe(404);
    const paid = await app.inject({ method: 'POST', url: path, payload: 'action=pay', headers: form });
    expect(paid.statusCode).toBe(303);
    const outcome = await ok(app, 'paymentOutcome', inSession(id, { params: { paymentUid: data.paymentUid } }));
    expect(outcome.data.status).toBe('paid');
  });
});

describe('cost and bounds', () => {
  it('holds only what a session changed, never a copy of the seeded data', async () => {
    app = await testApp();
    const id = await createSession();
    const token = await login(app, named.customers.known, inSession(id));
    await cartWith(app, token, named.products.simple.id, 1, inSession(id));
    const state = app.sessions.peek(id)!.store.state;
    expect(state.customers.size).toBe(app.sessions.defaultSession.store.state.customers.size);
    // The known customer got a cart: that one customer is the session's own copy; the rest are shared.
    expect(state.customers.ownSize).toBe(1);
    expect(state.orders.ownSize).toBe(0);
  });

  it('keeps at most the cap of sessions, drops the least recently used, and answers 410 for it', async () => {
    app = await testApp({ maxSessions: 5 });
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      const id = await createSession(`worker ${i}`);
      ids.push(id);
      await cartWith(app, null, named.products.simple.id, 1, inSession(id));
      // Session 0 is used all along, so it stays.
      await call(app, 'scripts', inSession(ids[0]!));
    }
    expect(app.sessions.size).toBe(5);
    const listed = (await admin('/__mock/sessions')).json();
    expect(listed.capacity).toBe(5);
    expect(listed.sessions.map((s: { id: string }) => s.id).sort()).toEqual([ids[0], ...ids.slice(11)].sort());
    const dropped = await call(app, 'cartState', inSession(ids[3]!, { body: {} }));
    expect(dropped.statusCode).toBe(410);
    expect(dropped.json().errors[0].message).toMatch(/least recently used/);
    expect((await call(app, 'scripts', inSession(ids[0]!))).statusCode).toBe(200);
  });
});
