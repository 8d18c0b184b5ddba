// The app around the contract: JSON 404s, CORS on /api, the OpenAPI document generated from the codecs, Swagger UI,
// the bounded journal (passwords redacted), health and the named fixtures.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointName } from '@etalage/domain/api';
import { ErrorReply } from '@etalage/domain/shared';
import { NamedFixturesReply } from '../src/admin/contract';
import { call, decodeWith, named, ok, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp({ journalSize: 10 });
});
afterEach(async () => {
  await app.close();
});

describe('routing', () => {
  it('answers unknown routes and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nope'],
      ['DELETE', '/api/v2/app'],
      ['GET', '/'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(decodeWith(ErrorReply, response.json()).message).toBe('not_found');
    }
  });

  it('allows any origin on /api, preflight included', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v2/cart/lines',
      headers: { origin: 'https://qa.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-mock-scenario');
    const response = await call(app, 'scripts', { headers: { origin: 'https://qa.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toContain('x-mock-scenario-applied');
  });

  it('answers 400 for a wrong content type and for malformed JSON', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: 'q=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual([{ path: '(body)', message: 'must be sent as application/json' }]);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: '{"q":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.json().errors[0].path).toBe('(body)');
  });

  it('strips unknown body keys (exact codecs) instead of refusing them', async () => {
    const reply = await ok(app, 'search', { body: { q: 'kussen', extra: 1 } });
    expect(reply.status).toBe('success');
    const [entry] =
      (await ok(app, 'scripts'), (await app.inject({ url: '/__mock/journal?limit=2' })).json().entries.slice(1));
    expect(entry.body).toEqual({ q: 'kussen' });
  });
});

describe('the OpenAPI document', () => {
  it('describes every endpoint of the table, from its codecs, with resolvable references', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const e = endpoints[name];
      const operation = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '400', ...e.errors.map((x) => String(x.status))]),
      );
      if (e.auth === 'bearer') expect(operation.security).toEqual([{ bearer: [] }]);
    }
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) expect(doc.components.schemas[ref.slice(22, -1)], ref).toBeDefined();
    expect(doc.components.schemas.Cart.properties.lines).toBeDefined();
    expect(doc.components.schemas.MenuItem.properties.children.items.$ref).toBe('#/components/schemas/MenuItem');
    expect(doc.paths['/__mock/scenarios'].post).toBeDefined();
  });

  it('defines every templated path parameter, and only those, on every operation (OAS path-params)', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
    };
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const names = inPath.map((p) => p.name).sort();
        if (JSON.stringify(names) !== JSON.stringify(templated) || inPath.some((p) => p.required !== true)) {
          wrong.push(`${method.toUpperCase()} ${path}: ${names.join(',') || 'none'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves Swagger UI at /docs', async () => {
    const response = await app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Swagger UI');
  });
});

describe('admin routes', () => {
  it('keeps the journal bounded, newest first, with passwords redacted', async () => {
    for (let i = 0; i < 25; i++) await call(app, 'search', { body: { q: `q${i}` } });
    await call(app, 'login', { body: named.customers.known });
    const { capacity, entries } = (await app.inject({ url: '/__mock/journal' })).json();
    expect(capacity).toBe(10);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toMatchObject({
      endpoint: 'login',
      status: 200,
      body: { email: named.customers.known.email, password: '***' },
    });
    expect(entries[1].body).toEqual({ q: 'q24' });
    expect(app.sessions.defaultSession.journal.size).toBe(10);
  });

  it('answers the named fixtures with the keys QA relies on', async () => {
    const fixtures = decodeWith(NamedFixturesReply, (await app.inject({ url: '/__mock/fixtures' })).json());
    expect(fixtures.customers.known.email).toBe(named.customers.known.email);
    for (const key of [
      'simple',
      'variations',
      'options',
      'madeToMeasure',
      'outOfStock',
      'lowStock',
      'backorder',
    ] as const) {
      const product = fixtures.products[key];
      expect((await ok(app, 'product', { params: { id: product.id }, body: {} })).data.slug).toBe(product.slug);
    }
    await ok(app, 'content', { body: { slug: fixtures.categories.large.slug } });
    await ok(app, 'content', { body: { slug: fixtures.categories.singleProduct.slug } });
  });

  it('answers health and filters the event log', async () => {
    await call(app, 'cartState', { body: {} });
    await call(app, 'login', { body: named.customers.known });
    expect((await app.inject({ url: '/__mock/health' })).json()).toMatchObject({ status: 'ok', events: 2 });
    const events = (await app.inject({ url: '/__mock/events?after=1' })).json();
    expect(events.events.map((e: { type: string }) => e.type)).toEqual(['CustomerLoggedIn']);
    expect((await app.inject({ url: '/__mock/events?limit=-1' })).json().errors[0].path).toBe('limit');
  });
});
