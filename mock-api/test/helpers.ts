// Shared by the mock API tests: one dataset for every app (building it is the slow part), a fresh app per test,
// and small request helpers that decode answers with the contract's codecs.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { buildPath, endpoints, type EndpointName } from '@etalage/domain/api';
import { formatErrors } from '@etalage/domain/shared';
import { createDataset, NAMED, type Dataset } from '@etalage/fixtures';
import { buildApp, DEFAULT_SEED, type AppOptions } from '../src/app';
import type { State } from '../src/state/state';

let shared: Dataset | null = null;
export const dataset = (): Dataset => (shared ??= createDataset(DEFAULT_SEED));

export const named = NAMED;

export const testApp = async (options: AppOptions = {}): Promise<FastifyInstance> => {
  const app = await buildApp({ dataset: dataset(), checkReplies: true, ...options });
  await app.ready();
  return app;
};

export interface CallOptions {
  params?: Record<string, string>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

/** Calls an endpoint of the table the way the web app's client does (JSON body, bearer header). */
export const call = (app: FastifyInstance, name: EndpointName, options: CallOptions = {}) => {
  const endpoint = endpoints[name];
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = {
    method: endpoint.method,
    url: buildPath(endpoint.path, options.params ?? {}),
    headers,
  };
  if (endpoint.body !== null) request.payload = (options.body ?? {}) as InjectOptions['payload'];
  return app.inject(request);
};

/** Decodes `value` with `codec` or fails the test naming every bad field. */
export const decodeWith = <C extends t.Mixed>(codec: C, value: unknown): t.TypeOf<C> => {
  const result = codec.decode(value);
  if (isLeft(result)) {
    const errors = formatErrors(result.left)
      .map((e) => `${e.path}: ${e.message}`)
      .join('; ');
    throw new Error(`Does not decode with ${codec.name}: ${errors}\n${JSON.stringify(value).slice(0, 500)}`);
  }
  return result.right;
};

/** Calls an endpoint that must succeed and returns its decoded reply. */
export const ok = async <N extends EndpointName>(app: FastifyInstance, name: N, options: CallOptions = {}) => {
  const response = await call(app, name, options);
  if (response.statusCode !== 200)
    throw new Error(`${name} answered ${response.statusCode}: ${response.body.slice(0, 400)}`);
  return decodeWith(endpoints[name].reply, response.json()) as t.TypeOf<(typeof endpoints)[N]['reply']>;
};

/** A valid registration (NL, Haarlem) for `emailAddress`, with `changes` over it. */
export const registration = (emailAddress: string, changes: Record<string, string> = {}) => ({
  countryCode: 'NL',
  firstName: 'Eva',
  lastName: 'de Boer',
  zipCode: '2012 ES',
  houseNumber: '2',
  streetName: 'Julianastraat',
  city: 'Haarlem',
  emailAddress,
  phoneNumber: '06-11112222',
  password: 'Welkom2026',
  ...changes,
});

/** A valid new delivery address (Rotterdam), with `changes` over it. */
export const newAddress = (changes: Record<string, string> = {}) => ({
  type: 'delivery',
  firstName: 'Sanne',
  lastName: 'de Vries',
  streetName: 'Coolsingel',
  houseNumber: '40',
  zipCode: '3011 AD',
  city: 'Rotterdam',
  countryCode: 'NL',
  ...changes,
});

/** Logs in (the known customer by default); `extra` adds headers, such as a session's. */
export const login = async (
  app: FastifyInstance,
  who: { email: string; password: string } = named.customers.known,
  extra: CallOptions = {},
) => (await ok(app, 'login', { ...extra, body: who })).data.authToken;

/** A logged-in customer's cart with one line of `productId`. */
export const cartWith = async (
  app: FastifyInstance,
  token: string | null,
  productId: string,
  quantity = 1,
  extra: CallOptions = {},
) => {
  const cart = await ok(app, 'cartState', { ...extra, body: {}, token });
  const line = await ok(app, 'createLine', {
    ...extra,
    body: { cUid: cart.data.cUid, item: { productId, quantity } },
    token,
  });
  return { cUid: cart.data.cUid, lUid: line.data.lUid, updatedQuantity: line.data.updatedQuantity };
};

/** A cart of the known customer that passes every pay check. */
export const payableCart = async (app: FastifyInstance, token: string, extra: CallOptions = {}) => {
  const { cUid } = await cartWith(app, token, named.products.simple.id, 1, extra);
  await ok(app, 'cartUpdate', {
    ...extra,
    body: { cUid, shipping_option_id: 'nl-standard', payment_option_id: 'ideal' },
    token,
  });
  return cUid;
};

/**
 * A state as plain, comparable data (overlays and maps as entry lists, in their order). With `tokens: false` the
 * bearer tokens count only by number: an import gives logins fresh tokens.
 */
export const stateView = (state: State, { tokens = true }: { tokens?: boolean } = {}) =>
  structuredClone({
    carts: [...state.carts.entries()],
    anonymousCarts: [...state.anonymousCarts],
    customers: [...state.customers.entries()],
    emails: [...state.emails.entries()],
    tokens: tokens ? [...state.tokens.entries()] : state.tokens.size,
    resetTokens: [...state.resetTokens.entries()],
    orders: [...state.orders.entries()],
    payments: [...state.payments.entries()],
    tickets: [...state.tickets.entries()],
    mails: state.mails,
    seq: state.seq,
  });

/** The store of the shared default session. */
export const defaultStore = (app: FastifyInstance) => app.sessions.defaultSession.store;
