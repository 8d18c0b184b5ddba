// Property-based fuzzing of the whole endpoint table: thousands of malformed requests (random JSON, valid bodies
// with one field broken, hostile path parameters, broken JSON text and wrong content types). The mock must never
// answer 5xx, and every 400 must name the bad field(s); a body whose broken field the codec rejects must get a
// 400 that names that field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { isRight } from 'fp-ts/lib/Either.js';
import { buildPath, endpoints, type EndpointName } from '@etalage/domain/api';
import { PayErrorReply } from '@etalage/domain/checkout';
import { ErrorReply, type Endpoint } from '@etalage/domain/shared';
import { login, named, testApp } from './helpers';

const names = Object.keys(endpoints) as EndpointName[];
const RUNS = 2400;

/** A valid request body per endpoint (the fuzzer breaks one field at a time). */
const valid: Partial<Record<EndpointName, Record<string, unknown>>> = {
  app: { locale: 'nl-NL' },
  content: {
    slug: '/',
    pageNumber: 1,
    sort: 'relevance',
    filters: [{ name: 'Kleur', values: ['Rood'] }],
    price: { min: 1, max: 100 },
  },
  navigation: { parentId: null, currentId: '130', expand: false },
  product: { slug: 'x' },
  customerPrices: { items: [{ productId: named.products.simple.id, prices: null }] },
  productPrice: { quantity: 1, optionIds: [] },
  login: { email: named.customers.known.email, password: 'Wrong1234' },
  logout: {},
  session: { token: 'x' },
  presession: { email: 'x@example.com' },
  reset: { emailAddress: 'x@example.com' },
  newPassword: { token: 'x', password: 'Nieuw2026x' },
  register: {
    countryCode: 'NL',
    firstName: 'Eva',
    lastName: 'Boer',
    zipCode: '2012 ES',
    houseNumber: '2',
    streetName: 'Julianastraat',
    city: 'Haarlem',
    emailAddress: named.customers.known.email,
    phoneNumber: '06-1',
    password: 'Welkom2026',
  },
  accountUpdate: { firstName: 'Sanne' },
  addressCreate: {
    type: 'delivery',
    firstName: 'A',
    lastName: 'B',
    streetName: 'C',
    houseNumber: '1',
    zipCode: '1011 AB',
    city: 'D',
    countryCode: 'NL',
  },
  addressUpdate: { city: 'Haarlem' },
  orderPayments: { countryCode: 'NL' },
  orderPay: { payMethod: { id: 'nope', icon: '', label: '', prices: { exclVat: 0, inclVat: 0 } } },
  cartState: { cUid: 'nope' },
  cartUpdate: { cUid: 'nope', shipping_option_id: null },
  cartDelete: { cUid: 'nope' },
  createLine: { item: { productId: named.products.simple.id, quantity: 1, options: [] } },
  updateLine: { id: 'nope', quantity: 1 },
  couponApply: { cUid: 'nope', couponCode: 'X' },
  couponDelete: { cUid: 'nope', couponCode: 'X' },
  deliveryOptions: { countryCode: 'NL' },
  paymentOptions: { countryCode: 'BE' },
  pay: { cUid: 'nope' },
  paymentRetry: {},
  addressLookup: { countryCode: 'NL', zipCode: '1011 AB', houseNumber: '107' },
  addressLookupLegacy: { countryCode: 'NL', zipCode: '1011 AB', houseNumber: '107' },
  addressSuggest: { query: 'Meir' },
  addressDetails: {},
  search: { q: 'kussen' },
};

const validParams: Record<string, string> = {
  id: 'x',
  productId: named.products.simple.id,
  orderUid: 'ord-80002-open',
  lineUid: 'l',
  paymentUid: 'pay_x',
  countryCode: 'BE',
  context: 'BE~2000~meir~50',
};

const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '__proto__',
    'constructor',
    '%',
    '../',
    '<script>',
    '😀'.repeat(10),
    'a'.repeat(5000),
  ),
);

type Path = (string | number)[];

/** Every path of a JSON value (objects and arrays), the value itself first. */
const pathsOf = (value: unknown, prefix: Path = []): Path[] => {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
};

const setAt = (value: unknown, path: Path, next: unknown): unknown => {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, next);
  return copy;
};

const deleteAt = (value: unknown, path: Path): unknown => {
  if (path.length === 0) return undefined;
  if (path.length === 1) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== path[0]);
    const { [path[0]!]: _dropped, ...rest } = value as Record<string | number, unknown>;
    return rest;
  }
  const [head, ...tail] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = deleteAt(copy[head!], tail);
  return copy;
};

interface FuzzRequest {
  name: EndpointName;
  params: Record<string, string>;
  /** JSON body, raw text, or nothing. */
  payload: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } | { kind: 'none' };
  /** The field the fuzzer broke, when it broke one. */
  broken: string | null;
  withToken: boolean;
}

const paramNames = (e: Endpoint): string[] => Object.keys((e.params as unknown as { props: object }).props);

const requestArb: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...names).chain((name) => {
  const endpoint = endpoints[name] as Endpoint;
  const base = valid[name] ?? {};
  const params = fc.record(
    Object.fromEntries(
      paramNames(endpoint).map((p) => [
        p,
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(validParams[p] ?? 'x') },
          fc.string(),
          fc.constantFrom(' ', '%', '%00', '..', 'NL', 'DE', 'nl', '\u202e', 'a/b'),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const paths = pathsOf(base).slice(1);
  const bodies: fc.Arbitrary<Pick<FuzzRequest, 'payload' | 'broken'>>[] = [
    fc.jsonValue().map((value) => ({ payload: { kind: 'json' as const, value }, broken: null })),
    fc
      .record({
        text: fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"slug":"/"}}', '\u0000'),
        type: fc.constant('application/json'),
      })
      .map((raw) => ({ payload: { kind: 'raw' as const, ...raw }, broken: null })),
    fc
      .record({
        text: fc.string(),
        type: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ),
      })
      .map((raw) => ({ payload: { kind: 'raw' as const, ...raw }, broken: null })),
  ];
  if (paths.length > 0) {
    bodies.push(
      fc.record({ path: fc.constantFrom(...paths), value: junk }).map(({ path, value }) => ({
        payload: { kind: 'json' as const, value: setAt(base, path, value) },
        broken: path.join('.'),
      })),
      fc.constantFrom(...paths).map((path) => ({
        payload: { kind: 'json' as const, value: deleteAt(base, path) },
        broken: path.join('.'),
      })),
    );
  }
  const body =
    endpoint.body === null ? fc.constant({ payload: { kind: 'none' as const }, broken: null }) : fc.oneof(...bodies);
  return fc
    .record({ name: fc.constant(name), params, withToken: fc.boolean() })
    .chain((r) => body.map((b) => ({ ...r, ...b })));
});

describe('fuzzing every endpoint with malformed requests', () => {
  let app: FastifyInstance;
  let token: string;
  const seen = { total: 0, status400: 0, fieldChecked: 0 };
  beforeAll(async () => {
    app = await testApp({ journalSize: 50 });
    token = await login(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it(`never answers 5xx and names the field of every 400 (${RUNS} requests)`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const endpoint = endpoints[r.name] as Endpoint;
        let url: string;
        try {
          url = buildPath(endpoint.path, r.params);
        } catch {
          return;
        }
        const headers: Record<string, string> = {};
        if (r.withToken) headers.authorization = `Bearer ${token}`;
        let payload: string | undefined;
        if (r.payload.kind === 'json') {
          payload = JSON.stringify(r.payload.value) ?? '';
          headers['content-type'] = 'application/json';
        } else if (r.payload.kind === 'raw') {
          payload = r.payload.text;
          headers['content-type'] = r.payload.type;
        }
        const response = await app.inject({ method: endpoint.method, url, headers, payload });
        seen.total++;
        expect(
          response.statusCode,
          `${r.name} ${url} ${payload?.slice(0, 200)}: ${response.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (response.statusCode < 400) return;
        const body: unknown = response.json();
        expect(isRight(ErrorReply.decode(body)) || isRight(PayErrorReply.decode(body)), response.body).toBe(true);
        if (response.statusCode !== 400) return;
        seen.status400++;
        const errors = (body as { errors?: { path: string; message: string }[] }).errors ?? [];
        expect(errors.length, response.body).toBeGreaterThan(0);
        for (const e of errors) {
          expect(e.path.length).toBeGreaterThan(0);
          expect(e.message.length).toBeGreaterThan(0);
        }
        // A broken field the codec rejects must be named (the error may name it or a field inside it).
        if (r.broken !== null && r.payload.kind === 'json' && endpoint.body !== null) {
          if (isRight(endpoint.body.decode(r.payload.value))) return;
          const named = errors.some(
            (e) => e.path === r.broken || e.path.startsWith(`${r.broken}.`) || r.broken!.startsWith(`${e.path}.`),
          );
          if (errors.every((e) => e.path.startsWith('params.'))) return;
          expect(named, `${r.name}: broke ${r.broken}, errors ${JSON.stringify(errors)}`).toBe(true);
          seen.fieldChecked++;
        }
      }),
      { numRuns: RUNS, seed: 20261121 },
    );
    expect(seen.total).toBeGreaterThanOrEqual(2000);
    expect(seen.status400).toBeGreaterThan(RUNS / 4);
    expect(seen.fieldChecked).toBeGreaterThan(100);
  }, 120_000);
});
