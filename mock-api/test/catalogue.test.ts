// Catalogue reads: category pages (disjunctive facet counts, price range, sorting, pagination), home, pages, posts,
// navigation, products, customer prices, search (highlighting and the hostile title) and the media images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CheckboxFilter, ContentReply, PriceRangeFilter } from '@etalage/domain/catalogue';
import { logoSrcOf } from '@etalage/domain/app';
import { shownInclVat } from '../src/state/catalogue';
import { FAULTY_SCRIPT_IDS } from '@etalage/fixtures';
import { UNSAFE_SEARCH_TITLE } from '../src/services/search';
import { call, dataset, login, named, ok, testApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

const content = async (body: Record<string, unknown>): Promise<ContentReply> => ok(app, 'content', { body });
const checkbox = (reply: ContentReply, name: string) =>
  reply.filters.find((f): f is CheckboxFilter => f.displayType === 'checkbox' && f.name === name)!;
const priceFilter = (reply: ContentReply) =>
  reply.filters.find((f): f is PriceRangeFilter => f.displayType === 'priceRange')!;
const large = named.categories.large.slug;

describe('a category page', () => {
  it('lists 24 products per page, answers the last page beyond it, and counts every hit', async () => {
    const first = await content({ slug: large });
    expect(first.type).toBe('products');
    expect(first.data.view).toBe('products');
    expect(first.data.products).toHaveLength(24);
    const pages = Math.ceil(first.data.pagination.totalHits / 24);
    expect(pages).toBeGreaterThan(1);
    const beyond = await content({ slug: large, pageNumber: pages + 5 });
    expect(beyond.data.pagination.page).toBe(pages);
    expect(beyond.data.products.length).toBe(first.data.pagination.totalHits - (pages - 1) * 24);
  });

  it('counts each facet over the products matching the other active filters', async () => {
    const plain = await content({ slug: large });
    const colours = checkbox(plain, 'Kleur');
    expect(colours.options.length).toBeGreaterThan(dataset().app.content.category.filters.showMoreTreshold);
    const [a, b] = colours.options.filter((o) => o.amount > 0);
    const filtered = await content({ slug: large, filters: [{ name: 'Kleur', values: [a!.value, b!.value] }] });
    expect(filtered.data.pagination.totalHits).toBe(a!.amount + b!.amount);
    const sameFacet = checkbox(filtered, 'Kleur');
    // The colour facet still counts as if no colour were chosen, with the choices checked.
    expect(sameFacet.options.map((o) => o.amount)).toEqual(colours.options.map((o) => o.amount));
    expect(
      sameFacet.options
        .filter((o) => o.isChecked)
        .map((o) => o.value)
        .sort(),
    ).toEqual([a!.value, b!.value].sort());
    expect(sameFacet.expand).toBe(true);
    // Other facets count only within the chosen colours.
    const material = checkbox(filtered, 'Materiaal');
    expect(material.options.reduce((s, o) => s + o.amount, 0)).toBeGreaterThanOrEqual(
      filtered.data.pagination.totalHits,
    );
    expect(material.options.reduce((s, o) => s + o.amount, 0)).toBeLessThan(
      checkbox(plain, 'Materiaal').options.reduce((s, o) => s + o.amount, 0),
    );
  });

  it('bounds the price range by the category in whole euros and filters on the shown price', async () => {
    const plain = await content({ slug: large });
    const prices = plain.data.products.map((p) => shownInclVat(p.prices)).filter((p): p is number => p !== null);
    const { range, marks, visible } = priceFilter(plain);
    expect(visible).toBe(true);
    expect(marks).toEqual(range);
    expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
    expect(range.min).toBeLessThanOrEqual(Math.min(...prices));
    const price = { min: range.min, max: Math.floor((range.min + range.max) / 2) };
    const filtered = await content({ slug: large, price, pageNumber: 1 });
    expect(priceFilter(filtered).marks).toEqual(price);
    expect(filtered.data.pagination.totalHits).toBeLessThan(plain.data.pagination.totalHits);
    for (const p of filtered.data.products) {
      const shown = shownInclVat(p.prices)!;
      expect(shown >= price.min && shown <= price.max).toBe(true);
    }
  });

  it.each([
    ['lowest-price', (a: number, b: number) => a <= b],
    ['highest-price', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s on the shown price', async (sort, inOrder) => {
    const reply = await content({ slug: large, sort });
    const prices = reply.data.products.map((p) => shownInclVat(p.prices)).filter((p): p is number => p !== null);
    for (let i = 1; i < prices.length; i++) expect(inOrder(prices[i - 1]!, prices[i]!)).toBe(true);
  });

  it('sorts alphabetically with Dutch collation', async () => {
    const titles = (await content({ slug: large, sort: 'alfabetic-a-z' })).data.products.map((p) => p.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('nl', { numeric: true, sensitivity: 'base' }).compare));
  });

  it('shows sub-categories (with their single product) on a category with children', async () => {
    const reply = await content({ slug: named.categories.withChildren.slug });
    expect(reply.type).toBe('category');
    expect(reply.data.children.length).toBeGreaterThan(1);
    const single = await content({ slug: named.categories.singleProduct.slug });
    expect(single.data.pagination.totalHits).toBe(1);
    const nav = await ok(app, 'navigation', { body: { expand: true } });
    const flat = (items: typeof nav.data): typeof nav.data => items.flatMap((i) => [i, ...flat(i.children)]);
    const item = flat(nav.data).find((i) => i.slug === named.categories.singleProduct.slug)!;
    expect(item.singleProduct).toEqual({ id: single.data.products[0]!.id, slug: single.data.products[0]!.slug });
  });

  it('accepts slugs without a leading slash or with a trailing one', async () => {
    expect((await content({ slug: large.slice(1) })).data.id).toBe((await content({ slug: `${large}/` })).data.id);
  });
});

describe('other pages', () => {
  it.each(['/', '/home'])('%s is home with featured products and categories', async (slug) => {
    const reply = await content({ slug });
    expect(reply.data.view).toBe('home');
    expect(reply.type).toBe('other');
    expect(reply.data.products.length).toBeGreaterThan(0);
    expect(reply.data.children.length).toBeGreaterThan(0);
  });

  it('lists blogs and events and shows one post', async () => {
    const blogs = await content({ slug: '/blogs' });
    expect(blogs.data.view).toBe('posts');
    expect(blogs.data.posts.every((p) => p.kind === 'blog')).toBe(true);
    const events = await content({ slug: '/events' });
    expect(events.data.posts.every((p) => p.kind === 'event')).toBe(true);
    const post = await content({ slug: blogs.data.posts[0]!.slug });
    expect(post.data.view).toBe('post');
    expect(post.data.post?.id).toBe(blogs.data.posts[0]!.id);
    expect(post.data.content.length).toBeGreaterThan(0);
  });

  it('serves content pages, the unsafe one unchanged (the storefront sanitizes)', async () => {
    const page = await content({ slug: named.pages.unsafe.slug });
    expect(page.data.view).toBe('page');
    expect(page.data.content).toContain('onerror');
  });
});

describe('navigation and products', () => {
  it('answers the top level, expanded down to currentId only', async () => {
    const top = await ok(app, 'navigation', { body: {} });
    expect(top.data.length).toBeGreaterThan(1);
    expect(top.data.every((i) => i.children.length === 0)).toBe(true);
    const deep = dataset().categories.find((c) => c.slug === named.categories.deep.slug)!;
    const expanded = await ok(app, 'navigation', { body: { currentId: deep.id } });
    const open = expanded.data.filter((i) => i.children.length > 0);
    expect(open).toHaveLength(1);
    const all = await ok(app, 'navigation', { body: { expand: true } });
    const count = (items: typeof all.data): number => items.reduce((n, i) => n + 1 + count(i.children), 0);
    expect(count(all.data)).toBe(dataset().categories.length);
    expect(dataset().categories.length).toBeGreaterThanOrEqual(12);
  });

  it('answers a product by id', async () => {
    const reply = await ok(app, 'product', { params: { id: named.products.variations.id }, body: {} });
    expect(reply.data.configurator.variations.length).toBeGreaterThan(0);
  });

  it("answers a customer's own prices: the business customer's discount, the best discount winning", async () => {
    const token = await login(app, named.customers.business);
    const id = named.products.simple.id;
    const list = dataset().products.find((p) => p.product.id === id)!.product.prices!;
    const reply = await ok(app, 'customerPrices', {
      body: {
        items: [
          { productId: id, prices: null },
          { productId: 'nope', prices: null },
        ],
      },
      token,
    });
    expect(reply.data).toHaveLength(1);
    expect(reply.data[0]!.prices.discountPercentage).toBe(named.customers.business.priceDiscountPercentage);
    expect(reply.data[0]!.prices.discountInclVat).toBeLessThan(list.baseInclVat);
    const one = await ok(app, 'productPrice', { params: { productId: id }, body: {}, token });
    expect(one.data.prices).toEqual(reply.data[0]!.prices);
    const plain = await ok(app, 'customerPrices', {
      body: { items: [{ productId: id, prices: null }] },
      token: await login(app),
    });
    expect(plain.data[0]!.prices).toEqual(list);
  });
});

describe('search', () => {
  it('groups products, categories and inspiration, and highlights matched words', async () => {
    const reply = await ok(app, 'search', { body: { q: 'vloerkleed' } });
    expect(reply.data.map((g) => g.title)).toContain('Producten');
    const product = reply.data.find((g) => g.id === 'products')!.items[0]!;
    expect(product.title).toMatch(/<em>vloerkleed<\/em>/i);
    expect(product.url).toBe(`/product/${product.id}/${product.slug}`);
    expect(product.badges.map((b) => b.type)).toEqual(expect.arrayContaining(['price', 'text']));
  });

  it('answers nothing for an empty or blank query', async () => {
    expect((await ok(app, 'search', { body: { q: '' } })).data).toEqual([]);
    expect((await ok(app, 'search', { body: { q: '   ' } })).data).toEqual([]);
  });

  it('holds one result whose title carries an unsafe payload, for the sanitizer', async () => {
    const reply = await ok(app, 'search', { body: { q: 'over ons' } });
    const titles = reply.data.flatMap((g) => g.items.map((i) => i.title));
    expect(titles.some((t) => t.includes('onerror=') && t.includes('<img'))).toBe(true);
    expect(UNSAFE_SEARCH_TITLE).toContain('__etalageXss');
  });

  it("ignores accents and case, and matches word prefixes: 'BOUCLE' finds bouclé, 'salont' finds Salontafel", async () => {
    const boucle = await ok(app, 'search', { body: { q: 'BOUCLE' } });
    const titles = boucle.data.flatMap((g) => g.items.map((i) => i.title));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/<em>Bouclé<\/em>/i);
    const prefix = await ok(app, 'search', { body: { q: 'salont bo' } });
    expect(prefix.data[0]!.items.map((i) => i.id)).toContain(named.products.discounted.id);
  });

  it('ranks products by popularity and caps each group', async () => {
    const reply = await ok(app, 'search', { body: { q: 'vloerkleed' } });
    const products = reply.data.find((g) => g.id === 'products')!.items;
    expect(products).toHaveLength(8);
    const popularity = new Map(dataset().products.map((r) => [r.product.id, r.popularity]));
    const ranks = products.map((i) => popularity.get(i.id)!);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('gives a price badge: regular price, the discounted price beside it, vanaf for made to measure', async () => {
    const priceOf = async (q: string, id: string) => {
      const reply = await ok(app, 'search', { body: { q } });
      const item = reply.data.flatMap((g) => g.items).find((i) => i.id === id)!;
      return item.badges.find((b) => b.type === 'price')!.price!;
    };
    const record = (id: string) => dataset().products.find((r) => r.product.id === id)!.product;
    const discounted = record(named.products.discounted.id);
    const price = await priceOf('salontafel bo travertin', discounted.id);
    expect(price.range.min.inclVat).toBe(discounted.prices!.baseInclVat);
    expect(price.range.max.inclVat).toBe(discounted.prices!.baseInclVat);
    expect(price.discountInclVat).toBe(discounted.prices!.discountInclVat);
    expect(price.prefix).toBe('');
    const rug = record(named.products.madeToMeasure.id);
    expect((await priceOf('lina op maat', rug.id)).prefix).toBe('vanaf');
  });

  it('escapes plain titles before highlighting', async () => {
    const reply = await ok(app, 'search', { body: { q: 'kussen' } });
    for (const item of reply.data.flatMap((g) => g.items)) expect(item.title).not.toMatch(/<(?!\/?em>)/);
  });
});

describe('media', () => {
  it('draws a deterministic SVG per image URL, cached for a year', async () => {
    const product = dataset().products[0]!.product;
    const url = product.images[0]!.imageSrc.medium;
    const a = await app.inject({ url });
    const b = await app.inject({ url });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.body).toBe(b.body);
    expect(a.body).toContain('width="400"');
    const large = await app.inject({ url: product.images[0]!.imageSrc.max });
    expect(large.body).toContain('width="1200"');
  });

  it('serves every image URL of the dataset', async () => {
    const d = dataset();
    const urls = new Set<string>([logoSrcOf(d.app.logoUrl)!, d.app.faviconUrl]);
    for (const p of d.products.slice(0, 20)) for (const i of p.product.images) urls.add(i.imageSrc.large);
    for (const c of d.categories) if (c.image) urls.add(c.image.imageSrc.medium);
    for (const p of d.posts) urls.add(p.post.images.variations.max);
    for (const o of d.paymentOptions.NL) urls.add(o.icon);
    for (const url of urls) expect((await app.inject({ url })).statusCode, url).toBe(200);
  });

  it("serves the script records' files, each recording that it ran; a missing one is a 404", async () => {
    const file = await app.inject({ url: '/media/scripts/statistics-header.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/javascript/);
    expect(file.body).toContain('"statistics-header"');
    expect((await app.inject({ url: '/media/scripts/missing-footer.js' })).statusCode).toBe(404);
  });

  it('answers the scripts that fail on purpose only with the faulty-scripts scenario, and the others always', async () => {
    const idsOf = async (scenario?: string) =>
      (
        (await call(app, 'scripts', scenario ? { headers: { 'x-mock-scenario': scenario } } : {})).json() as {
          data: { id: string }[];
        }
      ).data.map(({ id }) => id);
    const clean = await idsOf();
    expect(clean).not.toContain('broken-body');
    expect(clean).not.toContain('missing-footer');
    expect(clean).toContain('necessary-footer');
    expect(clean).toHaveLength(dataset().scripts.length - FAULTY_SCRIPT_IDS.length);
    const faulty = await idsOf('faulty-scripts');
    expect(faulty).toEqual(expect.arrayContaining([...FAULTY_SCRIPT_IDS, 'necessary-footer']));
    expect(faulty).toHaveLength(dataset().scripts.length);
  });

  it('answers a JSON 404 outside the scheme', async () => {
    const response = await call(app, 'scripts');
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/media/unknown/thing.png' })).statusCode).toBe(404);
  });
});
