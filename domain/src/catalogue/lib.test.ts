import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ContentReply, Filter, ProductSummary, SubCategory } from './contract';
import {
  breadcrumbBack,
  buildCatalogPath,
  catalogPageProblems,
  parseCatalogPath,
  productPath,
  singleProductTarget,
  totalPages,
  type ParsedCatalogPath,
} from './lib';

describe('parseCatalogPath', () => {
  it.each<[string, string, ParsedCatalogPath]>([
    ['/', '', { slug: '/', filters: [], price: null, page: 1 }],
    ['', '', { slug: '/', filters: [], price: null, page: 1 }],
    ['/vloerkleden', '', { slug: '/vloerkleden', filters: [], price: null, page: 1 }],
    ['/vloerkleden/modern/', '?page=3', { slug: '/vloerkleden/modern', filters: [], price: null, page: 3 }],
    [
      '/vloerkleden/kleur:rood,blauw',
      '',
      { slug: '/vloerkleden', filters: [{ name: 'kleur', values: ['rood', 'blauw'] }], price: null, page: 1 },
    ],
    [
      '/vloerkleden/kleur:rood/materiaal:wol/price:10-200',
      '?sort=lowest-price&page=2',
      {
        slug: '/vloerkleden',
        filters: [
          { name: 'kleur', values: ['rood'] },
          { name: 'materiaal', values: ['wol'] },
        ],
        price: { min: 10, max: 200 },
        page: 2,
      },
    ],
    [
      '/a/Maat:200%20x%20300%20cm,50%25%20wol,rood%2Fblauw,a%3Ab,%C3%A9cru%2C%20licht',
      '',
      {
        slug: '/a',
        filters: [{ name: 'Maat', values: ['200 x 300 cm', '50% wol', 'rood/blauw', 'a:b', 'écru, licht'] }],
        price: null,
        page: 1,
      },
    ],
    [
      '/kleur:rood/vloerkleden',
      '',
      { slug: '/vloerkleden', filters: [{ name: 'kleur', values: ['rood'] }], price: null, page: 1 },
    ],
    ['/a/price:200-10', '', { slug: '/a', filters: [], price: { min: 10, max: 200 }, page: 1 }],
    ['/a/price:9.95-20.5', '', { slug: '/a', filters: [], price: { min: 9.95, max: 20.5 }, page: 1 }],
    ['/a/price:abc', '', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a/price:-5-10', '', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a/price:10', '', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a/kleur:', '', { slug: '/a', filters: [], price: null, page: 1 }],
    [':rood', '', { slug: '/', filters: [], price: null, page: 1 }],
    [
      '/a/kleur:rood,,rood/kleur:blauw',
      '',
      { slug: '/a', filters: [{ name: 'kleur', values: ['rood', 'blauw'] }], price: null, page: 1 },
    ],
    ['/a/kleur:100%', '', { slug: '/a', filters: [{ name: 'kleur', values: ['100%'] }], price: null, page: 1 }],
    ['/caf%C3%A9', '', { slug: '/café', filters: [], price: null, page: 1 }],
    ['/a', '?page=0', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a', '?page=-2', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a', '?page=two', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a', '?page=1.5', { slug: '/a', filters: [], price: null, page: 1 }],
    ['/a', 'page=4', { slug: '/a', filters: [], price: null, page: 4 }],
  ])('%s %s', (pathname, search, expected) => {
    expect(parseCatalogPath(pathname, search)).toEqual(expected);
  });
});

describe('buildCatalogPath', () => {
  it.each<[ParsedCatalogPath, string]>([
    [{ slug: '/', filters: [], price: null, page: 1 }, '/'],
    [{ slug: '/', filters: [], price: null, page: 2 }, '/?page=2'],
    [{ slug: '/vloerkleden/modern', filters: [], price: null, page: 1 }, '/vloerkleden/modern'],
    [{ slug: 'vloerkleden/', filters: [], price: null, page: 1 }, '/vloerkleden'],
    [
      {
        slug: '/vloerkleden',
        filters: [
          { name: 'materiaal', values: ['wol'] },
          { name: 'kleur', values: ['rood', 'blauw'] },
        ],
        price: { min: 10, max: 200 },
        page: 3,
      },
      '/vloerkleden/materiaal:wol/kleur:rood,blauw/price:10-200?page=3',
    ],
    [
      {
        slug: '/a',
        filters: [{ name: 'Maat', values: ['200 x 300 cm', '50% wol', 'a,b', 'x:y', 'p/q', 'é&'] }],
        price: null,
        page: 1,
      },
      '/a/Maat:200%20x%20300%20cm,50%25%20wol,a%2Cb,x%3Ay,p%2Fq,%C3%A9%26',
    ],
    [
      {
        slug: '/a',
        filters: [
          { name: 'kleur', values: [] },
          { name: '', values: ['x'] },
          { name: 'maat', values: ['', 'L'] },
        ],
        price: null,
        page: 1,
      },
      '/a/maat:L',
    ],
    [{ slug: '/a', filters: [], price: { min: 9.95, max: 20.5 }, page: 1 }, '/a/price:9.95-20.5'],
  ])('%j → %s', (location, expected) => {
    expect(buildCatalogPath(location)).toBe(expected);
  });

  const awkward = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom(
      ',',
      ':',
      '/',
      '%',
      ' ',
      '&',
      '?',
      '#',
      '+',
      '%2C',
      'é',
      '漢字',
      '🙂',
      'a,b:c/d%e f&g',
      '-',
      '.',
      '..',
    ),
  );
  const slugSegment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
  const location = fc.record({
    slug: fc.array(slugSegment, { maxLength: 3 }).map((segments) => `/${segments.join('/')}`),
    filters: fc.uniqueArray(
      fc.record({
        name: awkward.filter((name) => name !== 'price'),
        values: fc.uniqueArray(awkward, { minLength: 1, maxLength: 4 }),
      }),
      { selector: (filter) => filter.name, maxLength: 4 },
    ),
    price: fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }))
        .map(([a, b]) => ({ min: Math.min(a, b) / 100, max: Math.max(a, b) / 100 })),
    ),
    page: fc.integer({ min: 1, max: 500 }),
  });

  it('parse(build(x)) = x for awkward values (round trip)', () => {
    fc.assert(
      fc.property(location, (loc) => {
        const url = buildCatalogPath(loc);
        const [pathname = '', search = ''] = url.split('?');
        expect(parseCatalogPath(pathname, search ? `?${search}` : '')).toEqual(loc);
      }),
      { numRuns: 500 },
    );
  });

  it('build(parse(url)) is stable: building twice gives the same URL', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.string(), (pathname, search) => {
        const once = buildCatalogPath(parseCatalogPath(pathname, search));
        const [p = '', s = ''] = once.split('?');
        expect(buildCatalogPath(parseCatalogPath(p, s ? `?${s}` : ''))).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe('productPath', () => {
  it.each([
    ['p1', 'wollen-vloerkleed', '/product/p1/wollen-vloerkleed'],
    ['p1', '/wollen-vloerkleed/', '/product/p1/wollen-vloerkleed'],
    ['p1', 'a/b', '/product/p1/a/b'],
    ['p 1', 'café', '/product/p%201/caf%C3%A9'],
    ['p1', '', '/product/p1'],
  ])('productPath(%s, %s) = %s', (id, slug, expected) => {
    expect(productPath(id, slug)).toBe(expected);
  });
});

describe('totalPages', () => {
  it.each([
    [0, 24, 0],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [1000, 24, 42],
    [10, 0, 0],
    [-3, 24, 0],
  ])('totalPages(%s, %s) = %s', (hits, limit, expected) => {
    expect(totalPages(hits, limit)).toBe(expected);
  });
});

describe('breadcrumbBack', () => {
  const crumb = (position: number, slug: string) => ({ position, label: slug, slug });
  it.each([
    [[], '/'],
    [[crumb(1, '/')], '/'],
    [[crumb(1, '/'), crumb(2, '/vloerkleden')], '/'],
    [[crumb(1, '/'), crumb(2, '/vloerkleden'), crumb(3, '/vloerkleden/modern')], '/vloerkleden'],
  ])('%j → %s', (list, expected) => {
    expect(breadcrumbBack({ list })).toBe(expected);
    expect(breadcrumbBack(list)).toBe(expected);
  });
});

describe('singleProductTarget', () => {
  const product = (productId: string, slug: string): ProductSummary => ({
    productId,
    id: `listing-${productId}`,
    slug,
    title: slug,
    brand: null,
    image: null,
    prices: null,
    stock: { openQuantity: 1, isManaged: true, isPermanentlyOutOfStock: false },
    backorder: false,
    delivery: { totalDays: 1 },
  });
  const child = (products: number, single: { id: string; slug: string } | null): SubCategory => ({
    id: 'c',
    pageTitle: 'C',
    slug: '/c',
    image: null,
    products,
    singleProduct: single,
  });
  const reply = (
    type: ContentReply['type'],
    displayType: 'only_products' | 'other',
    products: ProductSummary[],
    extra: { children?: SubCategory[]; page?: number; totalHits?: number } = {},
  ): ContentReply => ({
    status: 'success',
    type,
    filters: [],
    data: {
      id: 'cat',
      parentId: null,
      pageTitle: 'Cat',
      slug: '/cat',
      displayType,
      view: 'category',
      edgeToEdge: false,
      descriptions: { short: '', long: '' },
      content: '',
      children: extra.children ?? [],
      products,
      pagination: { totalHits: extra.totalHits ?? products.length, limit: 24, page: extra.page ?? 1 },
      breadcrumb: { list: [] },
      seo: { titleTag: '', descriptionTag: '' },
      posts: [],
      post: null,
    },
  });
  const one = [product('p1', 'het-kleed')];
  const two = [product('p1', 'a'), product('p2', 'b')];

  it.each<[string, ContentReply, boolean, string | null]>([
    ['a product list with one product', reply('products', 'other', one), false, '/product/p1/het-kleed'],
    ['a product list with two products', reply('products', 'other', two), false, null],
    ['a product list with one product but more hits', reply('products', 'other', one, { totalHits: 30 }), false, null],
    ['a category (other) with one product', reply('category', 'other', one), false, '/product/p1/het-kleed'],
    ['an only_products category with one product', reply('category', 'only_products', one), false, null],
    [
      'a category whose one sub-category holds one product',
      reply('category', 'other', [], { children: [child(1, { id: 'p9', slug: 'negen' }), child(0, null)] }),
      false,
      '/product/p9/negen',
    ],
    [
      'a category whose one sub-category holds more products',
      reply('category', 'other', [], { children: [child(3, null)] }),
      false,
      null,
    ],
    [
      'a category with two sub-categories with products',
      reply('category', 'other', [], {
        children: [child(1, { id: 'a', slug: 'a' }), child(1, { id: 'b', slug: 'b' })],
      }),
      false,
      null,
    ],
    ['a content page', reply('other', 'other', one), false, null],
    ['with active filters', reply('products', 'other', one), true, null],
    ['on a later page', reply('category', 'other', one, { page: 2 }), false, null],
    ['an empty list', reply('products', 'other', []), false, null],
  ])('%s', (_, content, hasActiveFilters, expected) => {
    expect(singleProductTarget(content, { hasActiveFilters })).toBe(expected);
  });
});

describe('catalogPageProblems (spec §2 page validation → 404)', () => {
  const facet: Filter = {
    name: 'Kleur',
    label: 'Kleur',
    displayType: 'checkbox',
    visible: true,
    expand: false,
    options: [
      { value: 'Beige', amount: 3, isChecked: false },
      { value: 'Blauw: petrol', amount: 0, isChecked: false },
    ],
  };
  const page = (view: ContentReply['data']['view'], totalHits = 60): ContentReply => ({
    status: 'success',
    type: 'category',
    filters: [facet],
    data: {
      id: 'cat',
      parentId: null,
      pageTitle: 'Cat',
      slug: '/cat',
      displayType: 'other',
      view,
      edgeToEdge: false,
      descriptions: { short: '', long: '' },
      content: '',
      children: [],
      products: [],
      pagination: { totalHits, limit: 24, page: 1 },
      breadcrumb: { list: [] },
      seo: { titleTag: '', descriptionTag: '' },
      posts: [],
      post: null,
    },
  });

  it.each<[string, string, ContentReply, boolean]>([
    ['/cat', '', page('category'), true],
    ['/cat/Kleur:Beige', '', page('category'), true],
    ['/cat/Kleur:Blauw%3A%20petrol', '', page('category'), true],
    ['/cat/price:10-200', '?page=3', page('category'), true],
    ['/cat', '?page=1', page('category', 0), true],
    ['/cat/Onbekend:Beige', '', page('category'), false],
    ['/cat/Kleur:Paars', '', page('category'), false],
    ['/cat/Kleur:Beige,Paars', '', page('category'), false],
    ['/cat/price:abc', '', page('category'), false],
    ['/cat/price:10', '', page('category'), false],
    ['/cat', '?page=4', page('category'), false],
    ['/cat', '?page=2', page('category', 0), false],
    ['/cat', '?page=0', page('category'), false],
    ['/cat', '?page=abc', page('category'), false],
    // Pages other than product lists are not checked against facets or page counts.
    ['/over-ons', '?page=9', page('page'), true],
  ])('%s%s → valid: %s', (pathname, search, reply, valid) => {
    expect(catalogPageProblems(pathname, search, reply).length === 0).toBe(valid);
  });
});
