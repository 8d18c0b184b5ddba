// The mock-side defects found under load, faults and hostile input, each with the behaviour that fixes it:
// tokens end with a new password and expire, framework errors keep the contract's shape, the admin feed keeps
// secrets out and can be locked, payments return only to the storefront, logins back off, and a long-running
// state stays bounded. Time is a movable clock: no test waits or measures time.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorReply } from '@etalage/domain/shared';
import { EventsReply, MailboxReply } from '../src/admin/contract';
import type { AppOptions } from '../src/app';
import {
  call,
  cartWith,
  decodeWith,
  defaultStore,
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
afterEach(async () => {
  await app.close();
});

/** A clock the test moves. */
const clock = () => {
  let now = Date.parse('2026-11-23T09:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

const start = async (options: AppOptions = {}) => {
  app = await testApp(options);
  return app;
};

const resetLinkToken = async (email: string, options: CallOptions = {}) => {
  await ok(app, 'reset', { ...options, body: { emailAddress: email } });
  const mailbox = decodeWith(
    MailboxReply,
    (await app.inject({ url: `/__mock/mailbox?to=${encodeURIComponent(email)}`, headers: options.headers })).json(),
  );
  const link = mailbox.mails.find((m) => m.kind === 'password-reset')!.links.find((l) => l.rel === 'reset')!.url;
  return new URL(link).searchParams.get('token')!;
};

describe('4: a new password ends every earlier bearer token of the customer', () => {
  it('refuses the tokens from before the reset and accepts a login with the new password', async () => {
    await start();
    const [first, second] = [await login(app), await login(app)];
    const otherCustomer = await login(app, named.customers.inactive);
    expect((await call(app, 'session', { body: {}, token: first })).statusCode).toBe(200);
    const token = await resetLinkToken(named.customers.known.email);
    await ok(app, 'newPassword', { body: { token, password: 'Nieuw2026x' } });
    for (const old of [first, second]) {
      expect((await call(app, 'session', { body: {}, token: old })).statusCode).toBe(401);
      // An optional call treats it as anonymous: the customer's cart is out of its reach.
      const cart = await ok(app, 'cartState', { body: {}, token: old });
      expect(cart.data.lines).toEqual([]);
    }
    expect((await call(app, 'session', { body: {}, token: otherCustomer })).statusCode).toBe(200);
    const fresh = await login(app, { email: named.customers.known.email, password: 'Nieuw2026x' });
    expect((await call(app, 'session', { body: {}, token: fresh })).statusCode).toBe(200);
  });
});

describe('5: every error is the contract’s error reply', () => {
  it.each([
    ['an over-long product id', 404, 'POST', `/api/public/products/${'x'.repeat(150)}`],
    ['a product id past the router’s limit', 404, 'POST', `/api/public/products/${'x'.repeat(1500)}`],
    ['an over-long order uid', 404, 'GET', `/api/v2/account/orders/${'o'.repeat(1500)}`],
    ['an over-long line uid', 404, 'PUT', `/api/v2/cart/lines/${'l'.repeat(1500)}`],
    ['malformed percent-encoding', 400, 'POST', '/api/public/products/%E0%A4%A'],
    ['a lone percent sign', 400, 'GET', '/api/v2/account/orders/%'],
    ['malformed encoding on an admin route', 400, 'GET', '/__mock/sessions/%zz'],
    ['an over-long payment uid on the payment page', 404, 'GET', `/__mock/pay/${'p'.repeat(1500)}`],
  ] as const)('%s answers %i with the error shape', async (_title, status, method, url) => {
    await start();
    const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const reply = decodeWith(ErrorReply, response.json());
    expect(reply.message).toBe(status === 404 ? 'not_found' : 'validation_failed');
  });

  it('answers 404 for an unknown product of any length the router takes', async () => {
    await start();
    for (const length of [1, 99, 100, 101, 999]) {
      const response = await call(app, 'product', { params: { id: 'p'.repeat(length) }, body: {} });
      expect([response.statusCode, response.json().message]).toEqual([404, 'not_found']);
    }
  });
});

describe('8: the admin feed hands out no live sessions', () => {
  it('redacts login tokens and password hashes in /__mock/events, and keeps the reset token QA needs', async () => {
    await start();
    const token = await login(app);
    await ok(app, 'logout', { body: {}, token });
    await ok(app, 'register', {
      body: registration('geheim@example.com'),
    });
    const resetToken = await resetLinkToken('geheim@example.com');
    await ok(app, 'newPassword', { body: { token: resetToken, password: 'Anders2026' } });
    const feed = decodeWith(EventsReply, (await app.inject({ url: '/__mock/events' })).json());
    const text = JSON.stringify(feed);
    expect(text).not.toContain(token);
    for (const hash of [...defaultStore(app).state.customers.values()].map((c) => c.passwordHash))
      expect(text).not.toContain(hash);
    const reset = feed.events.find((e) => e.type === 'PasswordResetRequested')!;
    expect((reset.data as { token: string }).token).toBe(resetToken);
    const login_ = feed.events.find((e) => e.type === 'CustomerLoggedIn')!;
    expect(login_.data).toEqual({ customerId: expect.any(String), token: '***' });
  });

  it('locks /__mock/* behind MOCK_ADMIN_TOKEN when set, but not health and the payment page', async () => {
    await start({ adminToken: 'qa-secret' });
    for (const url of [
      '/__mock/events',
      '/__mock/journal',
      '/__mock/sessions',
      '/__mock/mailbox',
      '/__mock/fixtures',
    ]) {
      const refused = await app.inject({ url });
      expect(refused.statusCode, url).toBe(401);
      expect(decodeWith(ErrorReply, refused.json()).message).toBe('unauthorized');
      expect((await app.inject({ url, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: { authorization: 'Bearer qa-secret' } })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/__mock/sessions', payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ url: '/__mock/health' })).statusCode).toBe(200);
    const token = await login(app);
    const { data } = await ok(app, 'pay', { body: { cUid: await payableCart(app, token) }, token });
    expect((await app.inject({ url: `/__mock/pay/${data.paymentUid}` })).statusCode).toBe(200);
    // The storefront's calls need no admin token.
    expect((await call(app, 'scripts')).statusCode).toBe(200);
  });
});

describe('9: a payment returns only to the storefront', () => {
  const storefront = { storefrontUrl: 'http://shop.test', storefrontOrigins: ['https://www.shop.test'] };

  it.each([
    'https://evil.example/bedankt',
    '//evil.example/bedankt',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://user:pass@shop.test/checkout',
    'http://shop.test.evil.example/checkout',
  ])('pay refuses returnUrl %j with a 400 naming it, and places no order', async (returnUrl) => {
    await start(storefront);
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const response = await call(app, 'pay', { body: { cUid, returnUrl }, token });
    expect(response.statusCode).toBe(400);
    expect(decodeWith(ErrorReply, response.json()).errors).toEqual([
      { path: 'returnUrl', message: expect.any(String) },
    ]);
    expect(defaultStore(app).events({ type: 'OrderPlaced' })).toEqual([]);
  });

  it('accepts the storefront’s own pages; the retry call keeps the return or points it within the storefront', async () => {
    await start(storefront);
    const token = await login(app);
    const { data } = await ok(app, 'pay', {
      body: { cUid: await payableCart(app, token), returnUrl: '/checkout/klaar' },
      token,
    });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const settle = (uid: string) =>
      app.inject({ method: 'POST', url: `/__mock/pay/${uid}`, payload: 'action=cancel', headers: form });
    expect((await settle(data.paymentUid)).headers.location).toBe(`http://shop.test/checkout/klaar/${data.paymentUid}`);

    const hijack = await call(app, 'paymentRetry', {
      params: { paymentUid: data.paymentUid },
      body: { returnUrl: 'https://evil.example/phish' },
    });
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().errors[0].path).toBe('returnUrl');

    const kept = await ok(app, 'paymentRetry', { params: { paymentUid: data.paymentUid }, body: {} });
    expect((await settle(kept.data.paymentUid)).headers.location).toBe(
      `http://shop.test/checkout/klaar/${kept.data.paymentUid}`,
    );
    const moved = await ok(app, 'paymentRetry', {
      params: { paymentUid: kept.data.paymentUid },
      body: { returnUrl: 'https://www.shop.test/checkout' },
    });
    expect((await settle(moved.data.paymentUid)).headers.location).toBe(
      `https://www.shop.test/checkout/${moved.data.paymentUid}`,
    );
  });

  it('counts the loopback names as one host', async () => {
    await start({ storefrontUrl: 'http://localhost:3000' });
    const token = await login(app);
    const cUid = await payableCart(app, token);
    expect(
      (await call(app, 'pay', { body: { cUid, returnUrl: 'http://127.0.0.1:3000/checkout' }, token })).statusCode,
    ).toBe(200);
    const other = await payableCart(app, token);
    expect(
      (await call(app, 'pay', { body: { cUid: other, returnUrl: 'http://127.0.0.1:4000/checkout' }, token }))
        .statusCode,
    ).toBe(400);
  });
});

describe('10: logins back off per account and per address', () => {
  const wrong = (email: string) => ({ body: { email, password: 'Verkeerd123' } });

  it('answers 429 with Retry-After after five failures, even for the right password, until the wait is over', async () => {
    const time = clock();
    await start({ now: time.now });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await call(app, 'login', wrong(named.customers.known.email))).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await call(app, 'login', { body: named.customers.known });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(decodeWith(ErrorReply, right.json())).toMatchObject({
      message: 'too_many_requests',
      errors: [{ path: 'email' }],
    });
    // Another account from another address is not held up.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v2/account/login',
          payload: named.customers.inactive,
          remoteAddress: '10.0.0.2',
        })
      ).statusCode,
    ).toBe(200);

    time.advance(Number(right.headers['retry-after']) * 1000);
    expect((await call(app, 'login', { body: named.customers.known })).statusCode).toBe(200);
    // A success clears the account's count: one more failure does not make it wait.
    expect((await call(app, 'login', wrong(named.customers.known.email))).statusCode).toBe(401);
    expect((await call(app, 'login', { body: named.customers.known })).statusCode).toBe(200);
  });

  it('makes one address wait after twenty failures over any accounts', async () => {
    const time = clock();
    await start({ now: time.now });
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/account/login',
        payload: wrong(`nobody${i}@example.com`).body,
        remoteAddress: '10.0.0.9',
      });
      expect(response.statusCode).toBe(401);
    }
    const next = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: named.customers.known,
      remoteAddress: '10.0.0.9',
    });
    expect(next.statusCode).toBe(429);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: named.customers.known,
      remoteAddress: '10.0.0.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('takes the address from X-Forwarded-For only when a trusted proxy (the storefront on loopback) sends it', async () => {
    await start();
    for (let i = 0; i < 20; i++)
      await app.inject({
        method: 'POST',
        url: '/api/v2/account/login',
        payload: wrong(`x${i}@example.com`).body,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    const sameShopper = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: named.customers.known,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(sameShopper.statusCode).toBe(429);
    const otherShopper = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login',
      payload: named.customers.known,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(otherShopper.statusCode).toBe(200);
  });

  it('can be relaxed for one QA session, and only there', async () => {
    await start();
    const relaxed = (
      await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { loginThrottle: false } })
    ).json().session.id as string;
    const strict = (await app.inject({ method: 'POST', url: '/__mock/sessions', payload: {} })).json().session
      .id as string;
    const inSession = (id: string) => ({ headers: { 'x-mock-session': id } });
    for (let i = 0; i < 10; i++) {
      await call(app, 'login', { ...wrong(named.customers.known.email), ...inSession(relaxed) });
      await call(app, 'login', { ...wrong(named.customers.known.email), ...inSession(strict) });
    }
    expect((await call(app, 'login', { body: named.customers.known, ...inSession(relaxed) })).statusCode).toBe(200);
    expect((await call(app, 'login', { body: named.customers.known, ...inSession(strict) })).statusCode).toBe(429);
    // And back on for the relaxed one through PATCH.
    await app.inject({ method: 'PATCH', url: `/__mock/sessions/${relaxed}`, payload: { loginThrottle: true } });
    for (let i = 0; i < 5; i++)
      await call(app, 'login', { ...wrong(named.customers.known.email), ...inSession(relaxed) });
    expect((await call(app, 'login', { body: named.customers.known, ...inSession(relaxed) })).statusCode).toBe(429);
  });
});

describe('13: tokens expire and a long-running state stays bounded', () => {
  it('ends a bearer token MOCK_TOKEN_TTL after its login, and a reset link after an hour', async () => {
    const time = clock();
    await start({ now: time.now, tokenTtlSeconds: 3600 });
    const token = await login(app);
    const resetToken = await resetLinkToken(named.customers.known.email);
    time.advance(3599_000);
    expect((await call(app, 'session', { body: {}, token })).statusCode).toBe(200);
    time.advance(1000);
    expect((await call(app, 'session', { body: {}, token })).statusCode).toBe(401);
    const expired = await call(app, 'newPassword', { body: { token: resetToken, password: 'Nieuw2026x' } });
    expect([expired.statusCode, expired.json().message]).toEqual([422, 'reset_token_invalid']);
  });

  it('sweeps expired tokens, so hours of logins keep only about the live ones', { timeout: 30_000 }, async () => {
    const time = clock();
    await start({ now: time.now, tokenTtlSeconds: 600 });
    for (let i = 0; i < 1500; i++) {
      await ok(app, 'login', { body: named.customers.known });
      time.advance(10_000);
    }
    // 60 logins (600 s of one every 10 s) are live at any moment; expired ones are swept when the map reaches
    // 1024 entries (or twice what the last sweep left), so 1500 logins never hold 1500 tokens.
    const tokens = defaultStore(app).state.tokens.size;
    expect(tokens).toBeLessThanOrEqual(1024);
    expect(tokens).toBeGreaterThanOrEqual(60);
  });

  it('drops the least recently changed anonymous cart past MOCK_MAX_CARTS, in the event, so a replay agrees', async () => {
    await start({ maxAnonymousCarts: 5 });
    const carts: string[] = [];
    for (let i = 0; i < 5; i++) carts.push((await cartWith(app, null, named.products.simple.id)).cUid);
    // Touch the oldest: it is the most recently changed now.
    await ok(app, 'createLine', {
      body: { cUid: carts[0], item: { productId: named.products.backorder.id, quantity: 1 } },
    });
    for (let i = 0; i < 4; i++) carts.push((await cartWith(app, null, named.products.simple.id)).cUid);
    const state = defaultStore(app).state;
    expect(state.anonymousCarts.size).toBe(5);
    expect(state.carts.has(carts[0]!)).toBe(true);
    expect(state.carts.has(carts[4]!)).toBe(false);
    expect(
      (await call(app, 'updateLine', { params: { lineUid: 'x' }, body: { id: carts[4], quantity: 1 } })).statusCode,
    ).toBe(404);
    const evicted = defaultStore(app)
      .events()
      .flatMap((e) => ('evicted' in e.data && e.data.evicted ? [e.data.evicted] : []));
    expect(evicted).toEqual(carts.slice(1, 5));

    // The same events folded with another cap give the same carts.
    const replayed = await testApp({ maxAnonymousCarts: 1000 });
    replayed.sessions.defaultSession.store.replay(defaultStore(app).events());
    expect(stateView(replayed.sessions.defaultSession.store.state).carts).toEqual(stateView(state).carts);
    await replayed.close();
  });

  it('keeps only the newest MOCK_EVENTS_KEPT events in memory, and says from where', async () => {
    await start({ eventsKept: 10 });
    for (let i = 0; i < 30; i++) await cartWith(app, null, named.products.simple.id);
    const feed = decodeWith(EventsReply, (await app.inject({ url: '/__mock/events?limit=100000' })).json());
    expect(feed.total).toBe(60);
    expect(feed.events.length).toBeLessThanOrEqual(13);
    expect(feed.events.at(-1)!.seq).toBe(60);
    expect(feed.oldestKept).toBe(feed.events[0]!.seq);
    const after = decodeWith(
      EventsReply,
      (await app.inject({ url: `/__mock/events?after=${feed.oldestKept + 2}` })).json(),
    );
    expect(after.events[0]!.seq).toBe(feed.oldestKept + 3);
  });
});
