import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '../account/endpoints';
import { accountRoutes } from '../account/routes';
import { cartRoutes } from '../cart/routes';
import { addressEndpoints } from '../address/endpoints';
import { appEndpoints } from '../app/endpoints';
import { cartEndpoints } from '../cart/endpoints';
import { catalogueEndpoints } from '../catalogue/endpoints';
import { checkoutEndpoints } from '../checkout/endpoints';
import { consentEndpoints } from '../consent/endpoints';
import { pricingEndpoints } from '../pricing/endpoints';
import { productEndpoints } from '../product/endpoints';
import { searchEndpoints } from '../search/endpoints';
import { sessionEndpoints } from '../session/endpoints';
import { ApiError, createApiClient, readErrorReply, type FetchLike } from './client';
import { replyContracts } from './contracts';
import { endpoints } from './endpoints';
import { routes, type EndpointName } from './routes';

const parts = [
  appEndpoints,
  catalogueEndpoints,
  productEndpoints,
  pricingEndpoints,
  sessionEndpoints,
  accountEndpoints,
  cartEndpoints,
  checkoutEndpoints,
  addressEndpoints,
  searchEndpoints,
  consentEndpoints,
];

/** A fetch that answers each call with the next status of the list and counts the calls. */
const answering = (...statuses: number[]) => {
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    const status = statuses[Math.min(calls.length, statuses.length - 1)]!;
    calls.push(url);
    return { status, text: async () => JSON.stringify({ status: 'error', message: 'busy' }) };
  };
  return { calls, client: createApiClient({ baseUrl: 'http://api.test', fetch }) };
};

describe('the endpoint table', () => {
  it('collects every model part, and no name is in two parts', () => {
    const names = parts.flatMap((part) => Object.keys(part));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints).sort()).toEqual([...names].sort());
  });

  it('has one route for every entry and one entry for every route, with the route’s facts', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, entry] of Object.entries(endpoints)) {
      expect(entry).toMatchObject(routes[name as EndpointName]);
    }
  });

  it('keeps codecs and documentation out of the routes', () => {
    const contractKeys = ['summary', 'tag', 'params', 'body', 'reply', 'errors'];
    for (const route of Object.values(routes)) {
      expect(Object.keys(route).filter((key) => contractKeys.includes(key))).toEqual([]);
    }
  });

  it('says of every call whether it only reads', () => {
    for (const endpoint of Object.values(endpoints)) expect(typeof endpoint.read).toBe('boolean');
  });

  it('gives each entry its name in the table, which the client is called with', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(name);
  });

  it('names the call in its errors', async () => {
    const { client } = answering(404);
    await expect(client.call(appEndpoints.app, { body: {} })).rejects.toMatchObject({ endpoint: 'app' });
  });
});

describe('the retry rule (spec §7)', () => {
  const reads = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].read);
  const writes = (Object.keys(endpoints) as EndpointName[]).filter((name) => !endpoints[name].read);

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %i', async (status) => {
    const { calls, client } = answering(status);
    await expect(client.call(appEndpoints.app, { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });

  it('never retries a write', async () => {
    const { calls, client } = answering(503);
    await expect(
      client.call(sessionEndpoints.login, { body: { email: 'a@b.nl', password: 'x' } as never }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a read on other errors', async () => {
    const { calls, client } = answering(404);
    await expect(client.call(appEndpoints.app, { body: {} })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('names reads and writes as the spec means them', () => {
    expect(reads).toEqual(expect.arrayContaining(['app', 'content', 'cartState', 'paymentOutcome', 'search']));
    expect(writes).toEqual(expect.arrayContaining(['login', 'pay', 'createLine', 'updateLine', 'couponApply']));
  });
});

/** A client whose fetch answers every call with `status` and `body`, with or without the table's codecs. */
const replying = (status: number, body: unknown, withContracts: boolean) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: async () => ({ status, text: async () => JSON.stringify(body) }),
    ...(withContracts ? { contracts: replyContracts } : {}),
  });

describe('replies on the server, decoded with the contracts', () => {
  it('decodes a success with the entry’s codec', async () => {
    const client = replying(200, { status: 'success', message: 'gone' }, true);
    await expect(client.call(cartEndpoints.cartDelete, { body: { cUid: 'c1' } as never })).resolves.toEqual({
      status: 'success',
      message: 'gone',
    });
  });

  it('fails a success that does not match as a decode error naming the field', async () => {
    const client = replying(200, { status: 'fine' }, true);
    await expect(client.call(cartEndpoints.cartDelete, { body: { cUid: 'c1' } as never })).rejects.toMatchObject({
      kind: 'decode',
      fieldErrors: [expect.objectContaining({ path: 'status' })],
    });
  });

  it('decodes an error reply by the codec its status lists', async () => {
    const pay = { status: 'error', message: { step: 'delivery', code: null, text: 'choose_delivery' } };
    const client = replying(422, pay, true);
    await expect(client.call(checkoutEndpoints.pay, { body: {} as never })).rejects.toMatchObject({
      status: 422,
      reply: pay,
      phrase: 'choose_delivery',
    });
  });
});

describe('replies in the browser, checked by the proxy', () => {
  it('trusts a success with its envelope as it came', async () => {
    const reply = { status: 'success', data: { anything: 1 } };
    await expect(replying(200, reply, false).call(appEndpoints.app, { body: {} })).resolves.toEqual(reply);
  });

  it('fails a success without an envelope as a decode error', async () => {
    await expect(replying(200, [1, 2], false).call(appEndpoints.app, { body: {} })).rejects.toMatchObject({
      kind: 'decode',
      status: 200,
    });
  });

  it('reads an error reply with the guard: its phrase, its invalid fields, a payment’s message', async () => {
    const invalid = { status: 'error', message: 'invalid', errors: [{ path: 'email', message: 'is required' }, 7] };
    await expect(replying(400, invalid, false).call(appEndpoints.app, { body: {} })).rejects.toMatchObject({
      phrase: 'invalid',
      fieldErrors: [{ path: 'email', message: 'is required' }],
    });
    const pay = { status: 'error', message: { step: null, code: 'ipoi', text: 'payment_refused' } };
    await expect(replying(422, pay, false).call(checkoutEndpoints.pay, { body: {} as never })).rejects.toMatchObject({
      reply: pay,
      phrase: 'payment_refused',
    });
  });

  it('reads any other error body as no reply', async () => {
    for (const body of [null, 'busy', { status: 'error' }, { status: 'error', message: { text: 1 } }]) {
      expect(readErrorReply(body)).toBeNull();
    }
    await expect(replying(404, { error: 'x' }, false).call(appEndpoints.app, { body: {} })).rejects.toMatchObject({
      status: 404,
      reply: null,
      phrase: null,
    });
  });
});

describe('the request', () => {
  const sent = () => {
    const requests: { method: string; body?: string; type?: string }[] = [];
    const fetch: FetchLike = async (_url, init) => {
      requests.push({ method: init.method, body: init.body, type: init.headers['content-type'] });
      return { status: 200, text: async () => JSON.stringify({ status: 'success' }) };
    };
    return { requests, client: createApiClient({ baseUrl: '', fetch }) };
  };

  it('sends the body of a route with a body codec, as JSON', async () => {
    const { requests, client } = sent();
    await client.call(cartRoutes.cartDelete, { body: { cUid: 'c1' } });
    expect(requests).toEqual([{ method: 'DELETE', body: '{"cUid":"c1"}', type: 'application/json' }]);
  });

  it('sends none for a route without one, whatever its method', async () => {
    const { requests, client } = sent();
    await client.call(accountRoutes.addressDelete, { params: { id: 'a1' } });
    expect(requests).toEqual([{ method: 'DELETE', body: undefined, type: undefined }]);
  });
});
