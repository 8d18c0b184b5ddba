// PATCH /__mock/app-config: a partial config merged over the seeded one, checked by the config codec, served
// by POST /api/v2/app and used by the catalogue (the server's default sort); undone by DELETE and by reset.
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ContentReply } from '@etalage/domain/catalogue';
import { AppConfigAdminReply } from '../src/admin/contract';
import { deepMerge, unknownFields } from '../src/state/app-config';
import { shownInclVat } from '../src/state/catalogue';
import { call, dataset, decodeWith, named, ok, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__mock/reset' });
});

const patch = (payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: '/__mock/app-config',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const served = async () => (await ok(app, 'app', { body: {} })).data;
const prices = (reply: ContentReply) => reply.data.products.map((p) => shownInclVat(p.prices));
const ascending = (list: (number | null)[]) => list.every((p, i) => i === 0 || (list[i - 1] ?? 0) <= (p ?? 0));
const large = named.categories.large.slug;

describe('PATCH /__mock/app-config', () => {
  it('merges a partial config over the seeded one, and the app call serves it', async () => {
    const response = await patch({ display: { sorting: { sortBy: 'lowest-price' } } });
    expect(response.statusCode).toBe(200);
    const body = decodeWith(AppConfigAdminReply, response.json());
    expect(body.override).toEqual({ display: { sorting: { sortBy: 'lowest-price' } } });
    expect(body.config.display.sorting.sortBy).toBe('lowest-price');
    // Everything else stays as seeded.
    expect(body.config.display.priceDecimals).toBe(dataset().app.display.priceDecimals);
    expect((await served()).display.sorting.sortBy).toBe('lowest-price');
  });

  it('gives a category without ?sort the configured default order; an explicit sort still wins', async () => {
    const before = await ok(app, 'content', { body: { slug: large } });
    expect(ascending(prices(before))).toBe(false);
    await patch({ display: { sorting: { sortBy: 'lowest-price' } } });
    const after = await ok(app, 'content', { body: { slug: large } });
    expect(ascending(prices(after))).toBe(true);
    const relevance = await ok(app, 'content', { body: { slug: large, sort: 'relevance' } });
    expect(prices(relevance)).toEqual(prices(before));
  });

  it('adds to earlier changes: objects merge, arrays and values replace', async () => {
    await patch({ display: { sorting: { sortBy: 'alfabetic-a-z' } }, paymentMethods: ['ideal'] });
    const second = decodeWith(AppConfigAdminReply, (await patch({ filters: { displayPriceFilter: false } })).json());
    expect(second.override).toEqual({
      display: { sorting: { sortBy: 'alfabetic-a-z' } },
      paymentMethods: ['ideal'],
      filters: { displayPriceFilter: false },
    });
    const config = await served();
    expect(config.display.sorting.sortBy).toBe('alfabetic-a-z');
    expect(config.paymentMethods).toEqual(['ideal']);
    expect(config.filters.displayPriceFilter).toBe(false);
    const reply = await ok(app, 'content', { body: { slug: large } });
    expect(reply.filters.find((f) => f.displayType === 'priceRange')?.visible).toBe(false);
  });

  it.each([
    ['a value the codec refuses', { display: { sorting: { sortBy: 'cheapest' } } }, 'display.sorting.sortBy'],
    ['a field of the wrong type', { settings: { accountMenu: { tickets: 'yes' } } }, 'settings.accountMenu.tickets'],
    ['a field the config does not have', { display: { sortng: { sortBy: 'relevance' } } }, 'display.sortng'],
    ['a body that is not an object', ['display'], '(body)'],
    ['a logo that is neither a URL nor sizes', { logoUrl: { max: 1 } }, 'logoUrl.max'],
  ])('answers 400 naming the field for %s, and changes nothing', async (_, body, path) => {
    await patch({ display: { priceDecimals: 0 } });
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'validation_failed' });
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await served()).display.priceDecimals).toBe(0);
    expect((await served()).display.sorting.sortBy).toBe(dataset().app.display.sorting.sortBy);
  });

  it('serves the logo by size (spec §3 logoUrl.max), and takes it as one URL or by size', async () => {
    expect((await served()).logoUrl).toEqual({ max: expect.stringMatching(/^\/media\/logo\.svg/) });
    await patch({ logoUrl: '/media/brands/etalage.svg' });
    expect((await served()).logoUrl).toBe('/media/brands/etalage.svg');
    await patch({ logoUrl: { max: '/media/brands/etalage.svg?size=max' } });
    expect((await served()).logoUrl).toEqual({ max: '/media/brands/etalage.svg?size=max' });
  });

  it('keeps the inactive-shop scenario working over the override', async () => {
    await patch({ app: { name: 'Proefwinkel' } });
    const response = await call(app, 'app', { body: {}, headers: { 'x-mock-scenario': 'app-inactive' } });
    expect(response.json().data).toMatchObject({ status: 'inactive', app: { name: 'Proefwinkel' } });
  });

  it('is undone by DELETE /__mock/app-config and by POST /__mock/reset', async () => {
    await patch({ display: { sorting: { sortBy: 'lowest-price' } } });
    const deleted = decodeWith(
      AppConfigAdminReply,
      (await app.inject({ method: 'DELETE', url: '/__mock/app-config' })).json(),
    );
    expect(deleted.override).toEqual({});
    expect((await served()).display.sorting.sortBy).toBe(dataset().app.display.sorting.sortBy);

    await patch({ display: { sorting: { sortBy: 'lowest-price' } } });
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const shown = decodeWith(AppConfigAdminReply, (await app.inject({ url: '/__mock/app-config' })).json());
    expect(shown.override).toEqual({});
    expect(shown.config).toEqual(dataset().app);
    const reply = await ok(app, 'content', { body: { slug: large } });
    expect(ascending(prices(reply))).toBe(false);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths['/__mock/app-config'])).toEqual(['get', 'patch', 'delete']);
    expect(doc.paths['/__mock/app-config'].patch.responses['400']).toBeDefined();
  });
});

describe('merging a partial config', () => {
  it.each([
    [{ a: { b: 1, c: 2 } }, { a: { b: 3 } }, { a: { b: 3, c: 2 } }],
    [{ a: [1, 2] }, { a: [3] }, { a: [3] }],
    [{ a: null }, { a: 'x' }, { a: 'x' }],
    [{ a: { b: 1 } }, { a: null }, { a: null }],
  ])('%j with %j → %j', (base, change, expected) => {
    expect(deepMerge(base, change)).toEqual(expected);
  });

  it('names every field the config does not have, at any depth', () => {
    expect(unknownFields({ a: { b: 1 }, c: 2 }, { a: { x: 1 }, y: 2, c: 3 })).toEqual([
      { path: 'a.x', message: 'is not a field of the app config' },
      { path: 'y', message: 'is not a field of the app config' },
    ]);
    expect(unknownFields({ a: 1 }, 'text')).toEqual([{ path: '(body)', message: 'must be an object' }]);
  });
});
