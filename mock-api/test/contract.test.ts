// One contract test per endpoint of the table: every call answers on its method and path, and its success and
// each error it can give decode with the codecs the web app uses. The table of cases must cover every status the
// endpoint table documents (plus 400 where a request can be malformed and 401 for bearer calls).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either.js';
import { endpoints, type EndpointName } from '@etalage/domain/api';
import { ErrorReply, type Endpoint } from '@etalage/domain/shared';
import { toRoutePath } from '../src/plugins/contract';
import {
  call,
  cartWith,
  decodeWith,
  login,
  named,
  newAddress,
  ok,
  payableCart,
  registration,
  testApp,
  type CallOptions,
} from './helpers';

interface Ctx {
  app: FastifyInstance;
  token: () => Promise<string>;
}

type Case = { status: number; title: string; request: (ctx: Ctx) => Promise<CallOptions> };

const c = (status: number, title: string, request: (ctx: Ctx) => Promise<CallOptions> | CallOptions): Case => ({
  status,
  title,
  request: async (ctx) => request(ctx),
});
const bearer =
  (options: CallOptions = {}) =>
  async ({ token }: Ctx): Promise<CallOptions> => ({ ...options, token: await token() });
const noToken = (options: CallOptions = {}) => c(401, 'without a bearer token', () => options);

const known = named.products;

const cases: Record<EndpointName, Case[]> = {
  app: [c(200, 'the config', () => ({ body: {} })), c(400, 'an unknown locale', () => ({ body: { locale: 'fr-FR' } }))],
  content: [
    c(200, 'home', () => ({ body: { slug: '/' } })),
    c(200, 'a category', () => ({ body: { slug: named.categories.large.slug, pageNumber: 2, sort: 'lowest-price' } })),
    c(404, 'an unknown slug', () => ({ body: { slug: '/bestaat-niet' } })),
    c(400, 'page 0', () => ({ body: { pageNumber: 0 } })),
  ],
  routeRule: [
    c(200, 'a moved path', () => ({ body: { path: '/wol' } })),
    c(200, 'a path with a trailing slash', () => ({ body: { path: '/collectie/vloerkleden/' } })),
    c(404, 'a path without a rule', () => ({ body: { path: '/bestaat-niet' } })),
    c(400, 'an empty path', () => ({ body: { path: '' } })),
  ],
  navigation: [
    c(200, 'the tree', () => ({ body: { expand: true } })),
    c(400, 'expand as text', () => ({ body: { expand: 'ja' } })),
  ],
  product: [
    c(200, 'a product', () => ({ params: { id: known.options.id }, body: {} })),
    c(404, 'an unknown id', () => ({ params: { id: 'nope' }, body: {} })),
    c(400, 'a blank id', () => ({ params: { id: ' ' }, body: {} })),
  ],
  customerPrices: [
    c(200, 'prices', bearer({ body: { items: [{ productId: known.simple.id, prices: null }] } })),
    c(400, 'items as text', bearer({ body: { items: 'x' } })),
    noToken({ body: { items: [] } }),
  ],
  productPrice: [
    c(200, 'a price', bearer({ params: { productId: known.simple.id }, body: { quantity: 2 } })),
    c(404, 'an unknown product', bearer({ params: { productId: 'nope' }, body: {} })),
    c(400, 'quantity 0', bearer({ params: { productId: known.simple.id }, body: { quantity: 0 } })),
    noToken({ params: { productId: known.simple.id }, body: {} }),
  ],
  login: [
    c(200, 'the known customer', () => ({ body: named.customers.known })),
    c(401, 'a wrong password', () => ({ body: { email: named.customers.known.email, password: 'Wrong1234' } })),
    c(400, 'an empty email', () => ({ body: { email: '', password: 'x' } })),
    c(429, 'after five failed logins of the account', async ({ app }) => {
      const wrong = { email: named.customers.known.email, password: 'Wrong1234' };
      for (let i = 0; i < 5; i++) await call(app, 'login', { body: wrong });
      return { body: named.customers.known };
    }),
  ],
  logout: [c(200, 'with a token', bearer({ body: {} })), c(400, 'a list body', () => ({ body: [1] }))],
  session: [
    c(200, 'the session', bearer({ body: {} })),
    c(400, 'a numeric token', bearer({ body: { token: 5 } })),
    noToken(),
  ],
  presession: [
    c(200, 'a known email', () => ({ body: { email: named.customers.known.email } })),
    c(200, 'an unknown email', () => ({ body: { email: 'nobody@example.com' } })),
    c(400, 'no email', () => ({ body: {} })),
  ],
  reset: [
    c(200, 'any email', () => ({ body: { emailAddress: 'x@example.com' } })),
    c(400, 'no email', () => ({ body: {} })),
  ],
  newPassword: [
    c(200, 'a fresh reset token', async ({ app }) => {
      await ok(app, 'reset', { body: { emailAddress: named.customers.known.email } });
      const events = (await app.inject({ url: '/__mock/events?type=PasswordResetRequested' })).json();
      return { body: { token: events.events[0].data.token, password: 'Nieuw2026x' } };
    }),
    c(422, 'an unknown token', () => ({ body: { token: 'nope', password: 'Nieuw2026x' } })),
    c(400, 'no password', () => ({ body: { token: 'x' } })),
  ],
  register: [
    c(200, 'a new customer', () => ({ body: registration('nieuw@example.com') })),
    c(409, 'a known email', () => ({ body: registration(named.customers.known.email) })),
    c(422, 'a weak password', () => ({ body: { ...registration('zwak@example.com'), password: 'zwak' } })),
    c(400, 'missing fields', () => ({ body: { emailAddress: 'x@example.com' } })),
  ],
  accountUpdate: [
    c(200, 'a default address', bearer({ body: { defaultAddressId: '7003' } })),
    c(404, 'an address of nobody', bearer({ body: { defaultAddressId: 'nope' } })),
    c(400, 'an empty first name', bearer({ body: { firstName: '' } })),
    noToken({ body: {} }),
  ],
  addresses: [c(200, 'the list', bearer()), noToken()],
  addressCreate: [
    c(200, 'a new address', bearer({ body: newAddress() })),
    c(400, 'a bad postcode', bearer({ body: { ...newAddress(), zipCode: '0234 AB' } })),
    noToken({ body: newAddress() }),
  ],
  addressUpdate: [
    c(200, 'a changed city', bearer({ params: { id: '7003' }, body: { city: 'Amstelveen' } })),
    c(404, 'an unknown address', bearer({ params: { id: 'nope' }, body: { city: 'X' } })),
    c(400, 'an empty city', bearer({ params: { id: '7003' }, body: { city: ' ' } })),
    noToken({ params: { id: '7003' }, body: {} }),
  ],
  addressDelete: [
    c(200, 'an address', bearer({ params: { id: '7004' } })),
    c(404, 'an unknown address', bearer({ params: { id: 'nope' } })),
    c(400, 'a blank id', bearer({ params: { id: ' ' } })),
    noToken({ params: { id: '7004' } }),
  ],
  orders: [c(200, 'the list', bearer()), noToken()],
  order: [
    c(200, 'an order', bearer({ params: { orderUid: 'ord-80002-open' } })),
    c(404, 'an order of nobody', bearer({ params: { orderUid: 'nope' } })),
    c(400, 'a blank uid', bearer({ params: { orderUid: ' ' } })),
    noToken({ params: { orderUid: 'ord-80002-open' } }),
  ],
  orderPayments: [
    c(200, 'options', bearer({ params: { orderUid: 'ord-80002-open' }, body: { countryCode: 'NL' } })),
    c(404, 'an unknown order', bearer({ params: { orderUid: 'nope' }, body: { countryCode: 'NL' } })),
    c(400, 'a foreign country', bearer({ params: { orderUid: 'ord-80002-open' }, body: { countryCode: 'DE' } })),
    noToken({ params: { orderUid: 'ord-80002-open' }, body: { countryCode: 'NL' } }),
  ],
  orderPay: [
    c(200, 'an open order', bearer({ params: { orderUid: 'ord-80002-open' }, body: { payMethod: ideal() } })),
    c(404, 'an unknown order', bearer({ params: { orderUid: 'nope' }, body: { payMethod: ideal() } })),
    c(422, 'a paid order', bearer({ params: { orderUid: 'ord-80001-paid' }, body: { payMethod: ideal() } })),
    c(400, 'no method', bearer({ params: { orderUid: 'ord-80002-open' }, body: {} })),
    noToken({ params: { orderUid: 'ord-80002-open' }, body: { payMethod: ideal() } }),
  ],
  invoices: [c(200, 'the list', bearer()), noToken()],
  invoicePdf: [
    c(200, 'an invoice of the customer', bearer({ params: { id: '90001' } })),
    c(404, "another customer's or an unknown invoice", bearer({ params: { id: '90021' } })),
    c(400, 'a blank id', bearer({ params: { id: ' ' } })),
    noToken({ params: { id: '90001' } }),
  ],
  tickets: [c(200, 'the list', bearer()), noToken()],
  ticket: [
    c(200, 'a ticket of the customer', bearer({ params: { id: 'T-3001' } })),
    c(404, "another customer's or an unknown ticket", bearer({ params: { id: 'T-9999' } })),
    c(400, 'a blank id', bearer({ params: { id: ' ' } })),
    noToken({ params: { id: 'T-3001' } }),
  ],
  ticketCreate: [
    c(200, 'a question', bearer({ body: { subject: 'Levertijd', message: 'Wanneer komt het?' } })),
    c(
      200,
      'about an order',
      bearer({ body: { subject: 'Levertijd', message: 'Wanneer?', orderUid: 'ord-80002-open' } }),
    ),
    c(400, 'an empty subject', bearer({ body: { subject: ' ', message: 'Wanneer?' } })),
    c(400, 'a message over 2000 characters', bearer({ body: { subject: 'Lang', message: 'x'.repeat(2001) } })),
    c(
      400,
      "another customer's order",
      bearer({ body: { subject: 'Vraag', message: 'Hoi', orderUid: 'ord-80021-paid' } }),
    ),
    noToken({ body: { subject: 'Vraag', message: 'Hoi' } }),
  ],
  cartState: [
    c(200, 'a new cart', () => ({ body: {} })),
    c(200, "the customer's cart", bearer({ body: {} })),
    c(400, 'a numeric cUid', () => ({ body: { cUid: 5 } })),
  ],
  cartUpdate: [
    c(200, 'a shipping option', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      return { body: { cUid, shipping_option_id: 'nl-standard' } };
    }),
    c(404, 'an unknown cart', () => ({ body: { cUid: 'nope', shipping_option_id: 'nl-standard' } })),
    c(422, 'an unknown option', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      return { body: { cUid, shipping_option_id: 'drone' } };
    }),
    c(400, 'no cUid', () => ({ body: { shipping_option_id: 'nl-standard' } })),
  ],
  cartDelete: [
    c(200, 'a cart', async ({ app }) => ({ body: { cUid: (await cartWith(app, null, known.simple.id)).cUid } })),
    c(404, 'an unknown cart', () => ({ body: { cUid: 'nope' } })),
    c(400, 'no cUid', () => ({ body: {} })),
  ],
  createLine: [
    c(200, 'a new cart with a line', () => ({ body: { item: { productId: known.simple.id, quantity: 1 } } })),
    c(404, 'an unknown product', () => ({ body: { item: { productId: 'nope', quantity: 1 } } })),
    c(422, 'a product out of stock', () => ({ body: { item: { productId: known.outOfStock.id, quantity: 1 } } })),
    c(400, 'quantity 0', () => ({ body: { item: { productId: known.simple.id, quantity: 0 } } })),
  ],
  updateLine: [
    c(200, 'a quantity', async ({ app }) => {
      const { cUid, lUid } = await cartWith(app, null, known.simple.id);
      return { params: { lineUid: lUid }, body: { id: cUid, quantity: 3 } };
    }),
    c(404, 'an unknown line', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      return { params: { lineUid: 'nope' }, body: { id: cUid, quantity: 3 } };
    }),
    c(400, 'a negative quantity', () => ({ params: { lineUid: 'l' }, body: { id: 'c', quantity: -1 } })),
  ],
  couponApply: [
    c(200, 'a percentage coupon', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      return { body: { cUid, couponCode: named.coupons.percentage.code } };
    }),
    c(404, 'an unknown cart', () => ({ body: { cUid: 'nope', couponCode: named.coupons.percentage.code } })),
    c(422, 'an unknown code', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      return { body: { cUid, couponCode: 'GRATIS' } };
    }),
    c(400, 'no code', () => ({ body: { cUid: 'x' } })),
  ],
  couponDelete: [
    c(200, 'an applied coupon', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      await ok(app, 'couponApply', { body: { cUid, couponCode: named.coupons.fixed.code } });
      return { body: { cUid, couponCode: named.coupons.fixed.code } };
    }),
    c(404, 'a coupon not on the cart', async ({ app }) => {
      const { cUid } = await cartWith(app, null, known.simple.id);
      return { body: { cUid, couponCode: named.coupons.fixed.code } };
    }),
    c(400, 'no code', () => ({ body: { cUid: 'x' } })),
  ],
  deliveryOptions: [
    c(200, 'NL', () => ({ body: { countryCode: 'NL' } })),
    c(400, 'DE', () => ({ body: { countryCode: 'DE' } })),
  ],
  paymentOptions: [c(200, 'BE', () => ({ body: { countryCode: 'BE' } })), c(400, 'no country', () => ({ body: {} }))],
  pay: [
    c(200, 'a payable cart', async ({ app, token }) => ({
      body: { cUid: await payableCart(app, await token()) },
      token: await token(),
    })),
    c(404, 'an unknown cart', bearer({ body: { cUid: 'nope' } })),
    c(422, 'an empty cart', async ({ app, token }) => {
      const cart = await ok(app, 'cartState', { body: {}, token: await token() });
      return { body: { cUid: cart.data.cUid }, token: await token() };
    }),
    c(400, 'no cUid', bearer({ body: {} })),
    noToken({ body: { cUid: 'x' } }),
  ],
  paymentOutcome: [
    c(200, 'a payment', async ({ app, token }) => ({ params: { paymentUid: await paymentOf(app, await token()) } })),
    c(404, 'an unknown payment', () => ({ params: { paymentUid: 'nope' } })),
    c(400, 'a blank uid', () => ({ params: { paymentUid: ' ' } })),
  ],
  paymentRetry: [
    c(200, 'a cancelled payment', async ({ app, token }) => {
      const paymentUid = await paymentOf(app, await token());
      await app.inject({ method: 'POST', url: `/__mock/pay/${paymentUid}`, payload: 'action=cancel', headers: form });
      return { params: { paymentUid }, body: {} };
    }),
    c(404, 'an unknown payment', () => ({ params: { paymentUid: 'nope' }, body: {} })),
    c(422, 'a paid payment', async ({ app, token }) => {
      const paymentUid = await paymentOf(app, await token());
      await app.inject({ method: 'POST', url: `/__mock/pay/${paymentUid}`, payload: 'action=pay', headers: form });
      return { params: { paymentUid }, body: {} };
    }),
    c(400, 'an empty returnUrl', () => ({ params: { paymentUid: 'x' }, body: { returnUrl: '' } })),
  ],
  addressLookup: [
    c(200, 'a Dutch address', () => ({ body: nlLookup() })),
    c(404, 'an unknown number', () => ({ body: { ...nlLookup(), houseNumber: '9999' } })),
    c(400, 'no postcode', () => ({ body: { countryCode: 'NL', houseNumber: '1' } })),
  ],
  addressLookupLegacy: [
    c(200, 'a Dutch address', () => ({ body: nlLookup() })),
    c(404, 'an unknown number', () => ({ body: { ...nlLookup(), houseNumber: '9999' } })),
    c(400, 'a foreign country', () => ({ body: { ...nlLookup(), countryCode: 'DE' } })),
  ],
  addressSuggest: [
    c(200, 'a Belgian street', () => ({ params: { countryCode: 'BE' }, body: { query: named.addresses.be.query } })),
    c(400, 'an unknown country', () => ({ params: { countryCode: 'DE' }, body: { query: 'x' } })),
  ],
  addressDetails: [
    c(200, 'a full address', async ({ app }) => {
      const reply = await ok(app, 'addressSuggest', {
        params: { countryCode: 'BE' },
        body: { query: `${named.addresses.be.query} ${named.addresses.be.houseNumber}` },
      });
      const match = reply.data.matches.find((m) => m.precision === 'Address')!;
      return { params: { countryCode: 'BE', context: match.context }, body: {} };
    }),
    c(404, 'an unknown context', () => ({ params: { countryCode: 'BE', context: 'BE~0000~x~1' }, body: {} })),
    c(400, 'an unknown country', () => ({ params: { countryCode: 'XX', context: 'a' }, body: {} })),
  ],
  search: [c(200, 'a word', () => ({ body: { q: 'vloerkleed' } })), c(400, 'no q', () => ({ body: {} }))],
  scripts: [c(200, 'the records', () => ({}))],
};

const form = { 'content-type': 'application/x-www-form-urlencoded' };

function ideal() {
  return { id: 'ideal', icon: '/media/payment/ideal.svg', label: 'iDEAL', prices: { exclVat: 0, inclVat: 0 } };
}

function nlLookup() {
  const a = named.addresses.nl;
  return { countryCode: 'NL', zipCode: a.zipCode, houseNumber: a.houseNumber };
}

async function paymentOf(app: FastifyInstance, token: string): Promise<string> {
  const cUid = await payableCart(app, token);
  return (await ok(app, 'pay', { body: { cUid }, token })).data.paymentUid;
}

/** The codecs an answer of `status` may decode with, per the endpoint table. */
const codecsFor = (endpoint: Endpoint, status: number): t.Mixed[] => {
  if (status === 200) return [endpoint.reply];
  const documented = endpoint.errors.filter((e) => e.status === status).map((e) => e.codec);
  if (documented.length > 0) return documented;
  if (status === 400 || (status === 401 && endpoint.auth === 'bearer')) return [ErrorReply];
  return [];
};

const names = Object.keys(endpoints) as EndpointName[];

describe('the endpoint table', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await testApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it('has a route for every endpoint, on its method and path', () => {
    const missing = names.filter((name) => {
      const e = endpoints[name];
      return !app.hasRoute({ method: e.method, url: toRoutePath(e.path) });
    });
    expect(missing).toEqual([]);
  });

  it('has contract cases for every documented status of every endpoint', () => {
    const uncovered: string[] = [];
    for (const name of names) {
      const e = endpoints[name] as Endpoint;
      const statuses = new Set(cases[name].map((k) => k.status));
      const required = [200, ...e.errors.map((x) => x.status)];
      const canBeMalformed =
        e.body !== null || Object.keys((e.params as unknown as { props: object }).props).length > 0;
      if (canBeMalformed) required.push(400);
      if (e.auth === 'bearer') required.push(401);
      for (const status of required) if (!statuses.has(status)) uncovered.push(`${name} ${status}`);
    }
    expect(uncovered).toEqual([]);
  });
});

describe.each(names)('%s', (name) => {
  const endpoint = endpoints[name] as Endpoint;
  let app: FastifyInstance;
  let token: string | null = null;
  beforeEach(async () => {
    app = await testApp();
    token = null;
  });
  afterEach(async () => {
    await app.close();
  });

  it.each(cases[name].map((k) => [k.status, k.title, k] as const))('answers %i for %s', async (status, _title, k) => {
    const ctx: Ctx = { app, token: async () => (token ??= await login(app)) };
    const response = await call(app, name, await k.request(ctx));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status === 200 && endpoint.produces) {
      expect(response.headers['content-type']).toBe(endpoint.produces);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+"$/);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      return;
    }
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body: unknown = response.json();
    const codecs = codecsFor(endpoint, status);
    expect(codecs.length, `no codec documented for ${status}`).toBeGreaterThan(0);
    const decoded = codecs.map((codec) => codec.decode(body)).find(isRight);
    if (!decoded) decodeWith(codecs[0]!, body);
    if (status === 400) {
      const reply = decodeWith(ErrorReply, body);
      expect(reply.message).toBe('validation_failed');
      expect(reply.errors?.length ?? 0).toBeGreaterThan(0);
    }
  });
});
