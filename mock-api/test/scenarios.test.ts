// Every scenario of docs/qa-scenarios.md produces its answer, and each way of choosing one works: the header, the
// cookie (the storefront forwards it), the global admin list (with endpoint and times), and `@endpoint` narrowing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CartReply } from '@etalage/domain/cart';
import { PayErrorReply, PaymentOptionsReply } from '@etalage/domain/checkout';
import { ErrorReply } from '@etalage/domain/shared';
import { ScenariosReply } from '../src/admin/contract';
import { FAULT_STATUSES, SCENARIOS } from '../src/scenarios/catalog';
import { call, cartWith, decodeWith, login, named, ok, payableCart, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(async () => {
  await app.close();
});

const scenario = (name: string) => ({ 'x-mock-scenario': name });
const applied = (response: { headers: Record<string, unknown> }) => response.headers['x-mock-scenario-applied'];
const eventCount = async () => (await app.inject({ url: '/__mock/events' })).json().total as number;

describe('payment creation scenarios (spec §8)', () => {
  const expected: Record<string, { step: string | null; code: string | null }> = {
    icc: { step: null, code: 'icc' },
    ipoi: { step: 'overzicht', code: 'ipoi' },
    isoi: { step: 'bezorging', code: 'isoi' },
    icr: { step: null, code: 'icr' },
    'step-cart': { step: 'cart', code: null },
    'step-delivery': { step: 'bezorging', code: null },
    'step-unknown': { step: 'onbekend', code: null },
  };
  it.each(Object.entries(expected))('%s answers 422 with its step and code and changes nothing', async (name, want) => {
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const before = await eventCount();
    const response = await call(app, 'pay', { body: { cUid }, token, headers: scenario(name) });
    expect(response.statusCode).toBe(422);
    expect(applied(response)).toBe(name);
    const reply = decodeWith(PayErrorReply, response.json());
    expect({ step: reply.message.step, code: reply.message.code }).toEqual(want);
    expect(await eventCount()).toBe(before);
    // The cart is still there: the shopper can fix it and pay.
    const again = await call(app, 'pay', { body: { cUid }, token });
    expect(again.statusCode).toBe(200);
  });

  it('order-pay-ipoi refuses paying an open order with code ipoi', async () => {
    const token = await login(app);
    const payMethod = (await ok(app, 'paymentOptions', { body: { countryCode: 'NL' } })).data[0]!;
    const response = await call(app, 'orderPay', {
      params: { orderUid: 'ord-80002-open' },
      body: { payMethod },
      token,
      headers: scenario('order-pay-ipoi'),
    });
    expect(response.statusCode).toBe(422);
    expect(decodeWith(PayErrorReply, response.json()).message.code).toBe('ipoi');
  });
});

describe('option, address and coupon scenarios', () => {
  it('no-payment-options answers an empty list for checkout and open orders', async () => {
    const response = await call(app, 'paymentOptions', {
      body: { countryCode: 'NL' },
      headers: scenario('no-payment-options'),
    });
    expect(decodeWith(PaymentOptionsReply, response.json()).data).toEqual([]);
    const token = await login(app);
    const order = await call(app, 'orderPayments', {
      params: { orderUid: 'ord-80002-open' },
      body: { countryCode: 'NL' },
      token,
      headers: scenario('no-payment-options'),
    });
    expect(order.json().data).toEqual([]);
  });

  it('payment-options-error answers 500 payment_options_failed', async () => {
    const response = await call(app, 'paymentOptions', {
      body: { countryCode: 'NL' },
      headers: scenario('payment-options-error'),
    });
    expect(response.statusCode).toBe(500);
    expect(decodeWith(ErrorReply, response.json()).message).toBe('payment_options_failed');
  });

  it('address-not-found answers 404 on every address call', async () => {
    const nl = named.addresses.nl;
    const requests = [
      call(app, 'addressLookup', {
        body: { countryCode: 'NL', zipCode: nl.zipCode, houseNumber: nl.houseNumber },
        headers: scenario('address-not-found'),
      }),
      call(app, 'addressLookupLegacy', {
        body: { countryCode: 'NL', zipCode: nl.zipCode, houseNumber: nl.houseNumber },
        headers: scenario('address-not-found'),
      }),
      call(app, 'addressSuggest', {
        params: { countryCode: 'BE' },
        body: { query: 'Meir' },
        headers: scenario('address-not-found'),
      }),
      call(app, 'addressDetails', {
        params: { countryCode: 'BE', context: 'BE~2000~meir~50' },
        body: {},
        headers: scenario('address-not-found'),
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(404);
      expect(decodeWith(ErrorReply, response.json()).message).toBe('address_not_found');
      expect(applied(response)).toBe('address-not-found');
    }
  });

  it('coupon-refused answers 422 coupon_invalid and the cart keeps no coupon', async () => {
    const { cUid } = await cartWith(app, null, named.products.simple.id);
    const response = await call(app, 'couponApply', {
      body: { cUid, couponCode: named.coupons.percentage.code },
      headers: scenario('coupon-refused'),
    });
    expect(response.statusCode).toBe(422);
    expect(decodeWith(ErrorReply, response.json()).message).toBe('coupon_invalid');
    expect((await ok(app, 'cartState', { body: { cUid } })).data.coupons).toEqual([]);
  });

  it('stock-limit accepts at most 1 on create and update, and the cart follows', async () => {
    const created = await call(app, 'createLine', {
      body: { item: { productId: named.products.simple.id, quantity: 5 } },
      headers: scenario('stock-limit'),
    });
    expect(created.json().data.updatedQuantity).toBe(1);
    expect(applied(created)).toBe('stock-limit');
    const { cUid, lUid } = created.json().data;
    const updated = await call(app, 'updateLine', {
      params: { lineUid: lUid },
      body: { id: cUid, quantity: 4 },
      headers: scenario('stock-limit'),
    });
    expect(updated.json().data.updatedQuantity).toBe(1);
    const cart = decodeWith(CartReply, (await call(app, 'cartState', { body: { cUid } })).json()).data;
    expect(cart.lines.map((l) => [l.quantity, l.originalQuantity])).toEqual([[1, 4]]);
  });

  it("app-inactive answers the app config with status 'inactive'", async () => {
    const response = await call(app, 'app', { body: {}, headers: scenario('app-inactive') });
    expect(response.json().data.status).toBe('inactive');
    expect((await ok(app, 'app', { body: {} })).data.status).toBe('active');
  });
});

describe('transport scenarios', () => {
  it.each(FAULT_STATUSES.map((s) => [s]))(
    'status-%i answers that status with a JSON error and runs no handler',
    async (status) => {
      const before = await eventCount();
      const response = await call(app, 'createLine', {
        body: { item: { productId: named.products.simple.id, quantity: 1 } },
        headers: scenario(`status-${status}`),
      });
      expect(response.statusCode).toBe(status);
      expect(decodeWith(ErrorReply, response.json()).status).toBe('error');
      expect(applied(response)).toBe(`status-${status}`);
      expect(await eventCount()).toBe(before);
      if (status === 429 || status === 503) expect(response.headers['retry-after']).toBe('1');
    },
  );

  it('slow delays the answer by its argument', async () => {
    const response = await call(app, 'scripts', { headers: scenario('slow:60') });
    expect(response.statusCode).toBe(200);
    expect(applied(response)).toBe('slow:60');
    const [entry] = (await app.inject({ url: '/__mock/journal?limit=1' })).json().entries;
    expect(entry.ms).toBeGreaterThanOrEqual(60);
  });

  it('slow without an argument waits the default 2000 ms (listed as slow:2000)', async () => {
    const list = decodeWith(ScenariosReply, (await app.inject({ url: '/__mock/scenarios' })).json());
    expect(list.available.find((s) => s.name === 'slow')?.argument?.default).toBe(2000);
  });

  it('malformed-json answers 200 with a body that is not JSON', async () => {
    const response = await call(app, 'scripts', { headers: scenario('malformed-json') });
    expect(response.statusCode).toBe(200);
    expect(applied(response)).toBe('malformed-json');
    expect(() => JSON.parse(response.body)).toThrow();
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('drop-connection destroys the socket without an answer', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${address}/api/v2/scripts`, { headers: scenario('drop-connection') })).rejects.toThrow();
    const [entry] = (await app.inject({ url: '/__mock/journal?limit=1' })).json().entries;
    expect(entry).toMatchObject({ endpoint: 'scripts', status: null, scenarios: ['drop-connection'] });
    const fine = await fetch(`${address}/api/v2/scripts`);
    expect(fine.status).toBe(200);
  });
});

describe('choosing scenarios', () => {
  it('the header takes several, comma-separated', async () => {
    const response = await call(app, 'content', { body: { slug: '/' }, headers: scenario('slow:5, status-502') });
    expect(response.statusCode).toBe(502);
    expect(applied(response)).toBe('slow:5,status-502');
  });

  it('the mock-scenario cookie applies per browser session, URL-encoded or not', async () => {
    const plain = await call(app, 'content', {
      body: { slug: '/' },
      headers: { cookie: 'locale=nl-NL; mock-scenario=status-503' },
    });
    expect(plain.statusCode).toBe(503);
    const encoded = await call(app, 'content', {
      body: { slug: '/' },
      headers: { cookie: `mock-scenario=${encodeURIComponent('status-504@content,slow:1')}` },
    });
    expect(encoded.statusCode).toBe(504);
    expect(applied(encoded)).toBe('slow:1,status-504');
  });

  it('@endpoint narrows a scenario to one call', async () => {
    const headers = scenario('status-503@pay');
    expect((await call(app, 'content', { body: { slug: '/' }, headers })).statusCode).toBe(200);
    const token = await login(app);
    expect((await call(app, 'pay', { body: { cUid: 'x' }, token, headers })).statusCode).toBe(503);
  });

  it('a scenario does not touch calls outside its endpoints', async () => {
    const response = await call(app, 'content', { body: { slug: '/' }, headers: scenario('icc') });
    expect(response.statusCode).toBe(200);
    expect(applied(response)).toBeUndefined();
  });

  it('unknown names are ignored and reported in X-Mock-Scenario-Unknown', async () => {
    const response = await call(app, 'content', {
      body: { slug: '/' },
      headers: scenario('nope, status-409, slow:x, icc@nope'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.headers['x-mock-scenario-unknown']).toBe('nope,slow:x,icc@nope');
  });

  it('global scenarios apply to every request, per endpoint and a number of times, until cleared', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { name: 'status-500', endpoint: 'content', times: 2 },
    });
    expect(added.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { name: 'app-inactive' } });
    const list = decodeWith(ScenariosReply, (await app.inject({ url: '/__mock/scenarios' })).json());
    expect(list.active.map((s) => [s.name, s.endpoint, s.remaining])).toEqual([
      ['status-500', 'content', 2],
      ['app-inactive', null, null],
    ]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(app, 'content', { body: { slug: '/' } })).statusCode);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await ok(app, 'app', { body: {} })).data.status).toBe('inactive');
    expect((await app.inject({ method: 'DELETE', url: '/__mock/scenarios' })).statusCode).toBe(200);
    expect((await ok(app, 'app', { body: {} })).data.status).toBe('active');
  });

  it('the header wins over the cookie and the cookie over the global list', async () => {
    await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { name: 'status-500' } });
    const response = await call(app, 'content', {
      body: { slug: '/' },
      headers: { ...scenario('status-502'), cookie: 'mock-scenario=status-503' },
    });
    expect(response.statusCode).toBe(502);
    const cookie = await call(app, 'content', { body: { slug: '/' }, headers: { cookie: 'mock-scenario=status-503' } });
    expect(cookie.statusCode).toBe(503);
  });

  it('POST /__mock/scenarios names the bad field of an unknown scenario or endpoint', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { name: 'status-418' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { path: string }) => e.path)).toEqual(['name']);
    const endpoint = await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      payload: { name: 'icc', endpoint: 'nope' },
    });
    expect(endpoint.json().errors.map((e: { path: string }) => e.path)).toEqual(['endpoint']);
    const times = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { name: 'icc', times: 0 } });
    expect(times.json().errors.map((e: { path: string }) => e.path)).toEqual(['times']);
  });

  it('GET /__mock/scenarios lists every scenario with a description and its endpoints', async () => {
    const list = decodeWith(ScenariosReply, (await app.inject({ url: '/__mock/scenarios' })).json());
    expect(list.available.map((s) => s.name)).toEqual(SCENARIOS.map((s) => s.name));
    for (const s of list.available) {
      expect(s.description.length).toBeGreaterThan(10);
      expect(s.endpoints.length).toBeGreaterThan(0);
    }
  });

  it('reset switches global scenarios off', async () => {
    await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { name: 'status-500' } });
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await call(app, 'content', { body: { slug: '/' } })).statusCode).toBe(200);
  });
});
