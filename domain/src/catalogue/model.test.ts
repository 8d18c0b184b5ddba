// The catalogue model and its filters in forked scopes with stubbed effects: the URL drives the request, filter changes
// ask for navigations, the shown state is optimistic, stale answers are dropped, 404s and single-product
// redirects are decided.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { navigateFx, routeChanged } from '../shell/model';
import { $isAuthenticated } from '../session/model';
import { buildPrices } from '../pricing/lib';
import { $appConfig } from '../app/model';
import type { ContentReply, ContentRequest, NavigationItem } from './contract';
import type { Sort } from '../app/contract';
import {
  $categoryBranch,
  $contentStatus,
  $location,
  $page,
  $routeRedirect,
  $singleProductRedirect,
  contentPageStarted,
  fetchContentFx,
  fetchCustomerPricesFx,
  fetchNavigationFx,
  fetchRouteRuleFx,
} from './model';
import {
  $activeFilters,
  $currentSort,
  $facets,
  $isFilterPanelOpen,
  $priceFilter,
  facetToggled,
  filterCleared,
  filterPanelOpened,
  filterToggled,
  filtersCleared,
  pageChosen,
  priceFilterChanged,
  priceSliderMoved,
  facetSearched,
  $selectSearchDebounceMs,
  SELECT_SEARCH_DEBOUNCE_MS,
  $sliderDebounceMs,
  SLIDER_DEBOUNCE_MS,
  sortChosen,
} from './filters';

const product = (id: string) => ({
  productId: id,
  id,
  slug: `product-${id}`,
  title: `Product ${id}`,
  brand: null,
  image: null,
  prices: null,
  stock: { openQuantity: 3, isManaged: true, isPermanentlyOutOfStock: false },
  backorder: false,
  delivery: { totalDays: 2 },
});

const reply = (overrides: Partial<ContentReply['data']> = {}, filters: ContentReply['filters'] = []): ContentReply => ({
  status: 'success',
  type: 'category',
  filters,
  data: {
    id: 'c1',
    parentId: null,
    pageTitle: 'Vloerkleden',
    slug: '/vloerkleden',
    displayType: 'other',
    view: 'category',
    edgeToEdge: false,
    descriptions: { short: '', long: '' },
    content: '',
    children: [],
    products: [product('1'), product('2')],
    pagination: { totalHits: 60, limit: 24, page: 1 },
    breadcrumb: { list: [] },
    seo: { titleTag: '', descriptionTag: '' },
    posts: [],
    post: null,
    ...overrides,
  },
});

const colourFacet: ContentReply['filters'][number] = {
  name: 'Kleur',
  label: 'Kleur',
  displayType: 'checkbox',
  visible: true,
  expand: false,
  options: ['Rood', 'Blauw', 'Groen', 'Geel', 'Wit', 'Zwart', 'Rood, donker'].map((value) => ({
    value,
    amount: 3,
    isChecked: false,
  })),
};
const priceFacet: ContentReply['filters'][number] = {
  name: 'price',
  label: 'Prijs',
  displayType: 'priceRange',
  visible: true,
  expand: false,
  range: { min: 10, max: 500 },
  marks: { min: 10, max: 500 },
};

/** The parts of the app config the catalogue reads. */
const configWith = ({
  sortBy = 'relevance',
  displayPriceFilter = true,
  expandItems = true,
}: {
  sortBy?: Sort;
  displayPriceFilter?: boolean;
  expandItems?: boolean;
}) =>
  ({
    display: { sorting: { sortBy } },
    content: { category: { filters: { showMoreTreshold: 5 } } },
    filters: { displayPriceFilter },
    navigation: { expandItems },
  }) as never;

const setup = (
  answer: (body: ContentRequest) => ContentReply | Promise<ContentReply> = () => reply(),
  config?: Parameters<typeof configWith>[0],
) => {
  const requests: ContentRequest[] = [];
  const navigations: string[] = [];
  const scope = fork({
    values: config ? [[$appConfig, configWith(config)]] : [],
    handlers: [
      [
        fetchContentFx,
        // A forked handler of an attached effect receives the source (the API client) and the params.
        async (_api: unknown, { body }: { body: ContentRequest }) => {
          requests.push(body);
          return answer(body);
        },
      ],
      [fetchNavigationFx, async () => ({ status: 'success', data: [] })],
      [navigateFx, ({ to }: { to: string }) => void navigations.push(to)],
    ],
  });
  return { scope, requests, navigations };
};

describe('loading a catalogue page', () => {
  it('sends the slug, filters, price and page parsed from the URL, and no sort when the URL names none', async () => {
    const { scope, requests } = setup();
    await allSettled(contentPageStarted, {
      scope,
      params: { pathname: '/vloerkleden/Kleur:Rood%2C%20donker,Blauw/price:20-80', search: '?page=2' },
    });
    expect(requests).toEqual([
      {
        slug: '/vloerkleden',
        pageNumber: 2,
        filters: [{ name: 'Kleur', values: ['Rood, donker', 'Blauw'] }],
        price: { min: 20, max: 80 },
      },
    ]);
    expect(scope.getState($contentStatus)).toBe('ready');
    expect(scope.getState($page)?.data.pageTitle).toBe('Vloerkleden');
  });

  it('takes the sort from ?sort', async () => {
    const { scope, requests } = setup();
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '?sort=lowest-price' } });
    expect(requests[0]?.sort).toBe('lowest-price');
  });

  it('leaves the default sort to the server, whatever the config says, and shows the configured one', async () => {
    const { scope, requests } = setup(undefined, { sortBy: 'lowest-price' });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '?sort=unknown' } });
    expect(requests[0]).not.toHaveProperty('sort');
    expect(scope.getState($currentSort)).toBe('lowest-price');
  });

  it('marks a 404 as notFound and other failures as error, showing no stale page', async () => {
    const notFound = setup(() => Promise.reject(Object.assign(new Error('404'), { status: 404 })));
    await allSettled(contentPageStarted, { scope: notFound.scope, params: { pathname: '/nope', search: '' } });
    expect(notFound.scope.getState($contentStatus)).toBe('notFound');
    expect(notFound.scope.getState($page)).toBeNull();

    const broken = setup(() => Promise.reject(Object.assign(new Error('503'), { status: 503 })));
    await allSettled(contentPageStarted, { scope: broken.scope, params: { pathname: '/x', search: '' } });
    expect(broken.scope.getState($contentStatus)).toBe('error');
  });

  it('keeps only the answer to the newest navigation when answers arrive out of order', async () => {
    const resolvers: ((value: ContentReply) => void)[] = [];
    const { scope } = setup(() => new Promise<ContentReply>((resolve) => resolvers.push(resolve)));
    const first = allSettled(contentPageStarted, { scope, params: { pathname: '/a', search: '' } });
    const second = allSettled(contentPageStarted, { scope, params: { pathname: '/b', search: '' } });
    resolvers[1]!(reply({ pageTitle: 'B' }));
    resolvers[0]!(reply({ pageTitle: 'A' }));
    await Promise.all([first, second]);
    expect(scope.getState($page)?.data.pageTitle).toBe('B');
    expect(scope.getState($location).slug).toBe('/b');
  });

  it('redirects a single-product list to the product, but not when filters are active', async () => {
    const single = () => reply({ products: [product('9')], pagination: { totalHits: 1, limit: 24, page: 1 } });
    const plain = setup(single);
    await allSettled(contentPageStarted, { scope: plain.scope, params: { pathname: '/cadeaubonnen', search: '' } });
    expect(plain.scope.getState($singleProductRedirect)).toBe('/product/9/product-9');

    const filtered = setup(single);
    await allSettled(contentPageStarted, {
      scope: filtered.scope,
      params: { pathname: '/cadeaubonnen/Kleur:Rood', search: '' },
    });
    expect(filtered.scope.getState($singleProductRedirect)).toBeNull();
  });
});

describe('changing filters', () => {
  const started = async (pathname = '/vloerkleden', search = '') => {
    const context = setup(() => reply({}, [priceFacet, colourFacet]));
    await allSettled(contentPageStarted, { scope: context.scope, params: { pathname, search } });
    return context;
  };

  it('checking an option navigates to the path with its segment, on page 1, and shows it checked at once', async () => {
    const { scope, navigations } = await started('/vloerkleden', '?page=2');
    await allSettled(filterToggled, { scope, params: { name: 'Kleur', value: 'Rood, donker' } });
    expect(navigations).toEqual(['/vloerkleden/Kleur:Rood%2C%20donker']);
    // Checked past the show-more threshold, it stays in view.
    const kleur = scope.getState($facets).find((facet) => facet.name === 'Kleur')!;
    expect(kleur.options.filter((o) => o.isChecked).map((o) => o.value)).toEqual(['Rood, donker']);
    expect(kleur.options).toHaveLength(6);
    expect(scope.getState($activeFilters).map((chip) => chip.label)).toEqual(['Rood, donker']);
  });

  it('unchecking the last option of a group removes the segment', async () => {
    const { scope, navigations } = await started('/vloerkleden/Kleur:Rood');
    await allSettled(filterToggled, { scope, params: { name: 'Kleur', value: 'Rood' } });
    expect(navigations).toEqual(['/vloerkleden']);
  });

  it('a second quick click builds on the first, before its navigation has started the page', async () => {
    const { scope, navigations } = await started();
    await allSettled(filterToggled, { scope, params: { name: 'Kleur', value: 'Rood' } });
    await allSettled(filterToggled, { scope, params: { name: 'Kleur', value: 'Blauw' } });
    expect(navigations.at(-1)).toBe('/vloerkleden/Kleur:Rood,Blauw');
  });

  it('the price slider sets a price segment, and none when it spans the whole range', async () => {
    const { scope, navigations } = await started();
    await allSettled(priceFilterChanged, { scope, params: { min: 50, max: 200 } });
    expect(navigations.at(-1)).toBe('/vloerkleden/price:50-200');
    expect(scope.getState($priceFilter)?.marks).toEqual({ min: 50, max: 200 });
    await allSettled(priceFilterChanged, { scope, params: { min: 10, max: 500 } });
    expect(navigations.at(-1)).toBe('/vloerkleden');
  });

  it('applies a moved slider once it rests, with the range it last showed, in one navigation', async () => {
    const { scope, navigations } = await started();
    await allSettled(routeChanged, { scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(scope.getState($sliderDebounceMs)).toBe(SLIDER_DEBOUNCE_MS);
    expect(SLIDER_DEBOUNCE_MS).toBe(300);
    await allSettled($sliderDebounceMs, { scope, params: 20 });
    // A run of key presses (or a drag) within the debounce time: nothing yet, then the last range only.
    const moves = [40, 50, 60].map((min) => allSettled(priceSliderMoved, { scope, params: { min, max: 200 } }));
    expect(navigations).toEqual([]);
    await Promise.all(moves);
    expect(navigations).toEqual(['/vloerkleden/price:60-200']);
    // A later move, after a rest, is a navigation of its own.
    await allSettled(priceSliderMoved, { scope, params: { min: 60, max: 150 } });
    expect(navigations).toEqual(['/vloerkleden/price:60-200', '/vloerkleden/price:60-150']);
  });

  it('drops a moved slider whose page was left before it rested (a link followed, Back)', async () => {
    const { scope, navigations } = await started('/vloerkleden/Kleur:Rood');
    await allSettled(routeChanged, { scope, params: { pathname: '/vloerkleden/Kleur:Rood', search: '' } });
    await allSettled($sliderDebounceMs, { scope, params: 20 });
    const moved = allSettled(priceSliderMoved, { scope, params: { min: 40, max: 200 } });
    await allSettled(routeChanged, { scope, params: { pathname: '/product/1001/vloerkleed', search: '' } });
    await moved;
    expect(navigations).toEqual([]);
    // On the same category with other filters, a rested slider still applies (its own navigation changed them).
    await allSettled(routeChanged, { scope, params: { pathname: '/vloerkleden/Kleur:Rood', search: '' } });
    await allSettled(priceSliderMoved, { scope, params: { min: 40, max: 200 } });
    expect(navigations).toEqual(['/vloerkleden/Kleur:Rood/price:40-200']);
  });

  it('clears one group, the price, or everything', async () => {
    const { scope, navigations } = await started('/vloerkleden/Kleur:Rood/Vorm:Rond/price:20-80');
    await allSettled(filterCleared, { scope, params: 'Kleur' });
    expect(navigations.at(-1)).toBe('/vloerkleden/Vorm:Rond/price:20-80');
    await allSettled(contentPageStarted, {
      scope,
      params: { pathname: '/vloerkleden/Kleur:Rood/Vorm:Rond/price:20-80', search: '' },
    });
    await allSettled(filterCleared, { scope, params: 'price' });
    expect(navigations.at(-1)).toBe('/vloerkleden/Kleur:Rood/Vorm:Rond');
    await allSettled(contentPageStarted, {
      scope,
      params: { pathname: '/vloerkleden/Kleur:Rood/Vorm:Rond/price:20-80', search: '?sort=lowest-price' },
    });
    await allSettled(filtersCleared, { scope });
    expect(navigations.at(-1)).toBe('/vloerkleden?sort=lowest-price');
  });

  it('a sort change keeps the filters and goes to page 1; the default sort leaves the query', async () => {
    const { scope, navigations } = await started('/vloerkleden/Kleur:Rood', '?page=3');
    await allSettled(sortChosen, { scope, params: 'highest-price' });
    expect(navigations.at(-1)).toBe('/vloerkleden/Kleur:Rood?sort=highest-price');
    await allSettled(sortChosen, { scope, params: 'relevance' });
    expect(navigations.at(-1)).toBe('/vloerkleden/Kleur:Rood');
  });

  it('previous and next move one page within the bounds', async () => {
    const { scope, navigations } = await started('/vloerkleden', '?page=2');
    await allSettled(pageChosen, { scope, params: 3 });
    expect(navigations.at(-1)).toBe('/vloerkleden?page=3');
    await allSettled(pageChosen, { scope, params: 1 });
    expect(navigations.at(-1)).toBe('/vloerkleden');
    const before = navigations.length;
    await allSettled(pageChosen, { scope, params: 4 }); // 60 hits / 24 = 3 pages
    expect(navigations).toHaveLength(before);
  });
});

describe('facet view state', () => {
  it('opens one facet at a time and slices options above the threshold', async () => {
    const { scope } = setup(() => reply({}, [colourFacet, { ...colourFacet, name: 'Vorm', label: 'Vorm' }]));
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    await allSettled(facetToggled, { scope, params: 'Kleur' });
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([true, false]);
    await allSettled(facetToggled, { scope, params: 'Vorm' });
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([false, true]);
    const kleur = scope.getState($facets)[0]!;
    expect(kleur.hasMore).toBe(true);
    expect(kleur.options).toHaveLength(5);
  });

  it("opens the page's first expanded facet, also where the page came before the filters' module did", async () => {
    const shape = { ...colourFacet, name: 'Vorm', label: 'Vorm', expand: true };
    // A scope that holds the page already and never saw it arrive: the browser after a client navigation from home.
    const late = fork({ values: [[$page, reply({}, [colourFacet, shape])]] });
    expect(late.getState($facets).map((f) => f.isOpen)).toEqual([false, true]);

    const { scope } = setup(() => reply({}, [colourFacet, shape]));
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([false, true]);
  });

  it('a facet left open stays open on the next page that has it; one closed gives way to the next expanded', async () => {
    const shape = { ...colourFacet, name: 'Vorm', label: 'Vorm', expand: true };
    const pages: ContentReply[] = [
      reply({}, [colourFacet, shape]),
      reply({}, [colourFacet, shape]),
      reply({}, [shape]),
      reply({}, [colourFacet, shape]),
    ];
    const { scope } = setup(() => pages.shift()!);
    const next = (pathname: string) => allSettled(contentPageStarted, { scope, params: { pathname, search: '' } });
    await next('/vloerkleden');
    await allSettled(facetToggled, { scope, params: 'Kleur' });
    await next('/vloerkleden/Kleur:Rood');
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([true, false]);
    // A page without it: its expanded facet opens.
    await next('/vloerkleden/Vorm:Rond');
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([true]);
    // Closed by the shopper, it stays closed on that page; the next page opens its expanded facet.
    await allSettled(facetToggled, { scope, params: 'Vorm' });
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([false]);
    await next('/vloerkleden');
    expect(scope.getState($facets).map((f) => f.isOpen)).toEqual([false, true]);
  });

  it('a facet search narrows the options once typing rests, keeping the typed text at once', async () => {
    const { scope } = setup(() => reply({}, [colourFacet]));
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(scope.getState($selectSearchDebounceMs)).toBe(SELECT_SEARCH_DEBOUNCE_MS);
    expect(SELECT_SEARCH_DEBOUNCE_MS).toBe(300);
    await allSettled($selectSearchDebounceMs, { scope, params: 20 });
    const kleur = () => scope.getState($facets)[0]!;
    const typed = [' r', ' ro', ' rood '].map((query) =>
      allSettled(facetSearched, { scope, params: { name: 'Kleur', query } }),
    );
    // Typing: the input shows the text, the options do not follow yet.
    expect(kleur().query).toBe(' rood ');
    expect(kleur().search).toBe('');
    expect(kleur().options).toHaveLength(5);
    await Promise.all(typed);
    expect(kleur().search).toBe('rood');
    expect(kleur().options.map((option) => option.value)).toEqual(['Rood', 'Rood, donker']);
    await allSettled(facetSearched, { scope, params: { name: 'Kleur', query: '' } });
    expect(kleur().search).toBe('');
    expect(kleur().options).toHaveLength(5);
  });

  it('the mobile filter panel stays open across filter changes and closes on another page', async () => {
    const { scope } = setup(() => reply({}, [colourFacet]));
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    await allSettled(filterPanelOpened, { scope });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden/Kleur:Rood', search: '' } });
    expect(scope.getState($isFilterPanelOpen)).toBe(true);
    await allSettled(contentPageStarted, { scope, params: { pathname: '/verlichting', search: '' } });
    expect(scope.getState($isFilterPanelOpen)).toBe(false);
  });
});

describe('customer prices', () => {
  const customerPrice = { ...buildPrices({ base: 9, vatPercentage: 21, vatIncluded: true }) };
  const setupPriced = (authenticated: boolean) => {
    const asked: string[][] = [];
    const scope = fork({
      values: [[$isAuthenticated, authenticated]],
      handlers: [
        [fetchContentFx, async () => reply()],
        [fetchNavigationFx, async () => ({ status: 'success', data: [] })],
        [
          fetchCustomerPricesFx,
          async (_api: unknown, { items }: { items: { productId: string }[] }) => {
            asked.push(items.map((item) => item.productId));
            return {
              status: 'success',
              data: items.map((item) => ({ productId: item.productId, prices: customerPrice })),
            };
          },
        ],
      ],
    });
    return { scope, asked };
  };

  it('merges the logged-in shopper’s prices into the listed products', async () => {
    const { scope, asked } = setupPriced(true);
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(asked).toEqual([['1', '2']]);
    expect(scope.getState($page)?.data.products.map((p) => p.prices?.baseInclVat)).toEqual([9, 9]);
  });

  it('asks nothing for an anonymous shopper, and asks once the shopper logs in on the page', async () => {
    const { scope, asked } = setupPriced(false);
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(asked).toEqual([]);
    await allSettled($isAuthenticated, { scope, params: true });
    expect(asked).toEqual([['1', '2']]);
    expect(scope.getState($page)?.data.products[0]?.prices?.baseInclVat).toBe(9);
  });
});

describe('the price slider', () => {
  it('shows only when the config says filters.displayPriceFilter', async () => {
    const on = setup(() => reply({}, [priceFacet]));
    await allSettled(contentPageStarted, { scope: on.scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(on.scope.getState($priceFilter)).not.toBeNull();

    const { scope: off } = setup(() => reply({}, [priceFacet]), { displayPriceFilter: false });
    await allSettled(contentPageStarted, { scope: off, params: { pathname: '/vloerkleden', search: '' } });
    expect(off.getState($priceFilter)).toBeNull();
  });
});

describe('the category side navigation', () => {
  it('fetches the tree alongside the first page, not after its answer, and reuses it on later pages', async () => {
    const trees: unknown[] = [];
    let answerContent: (value: ContentReply) => void = () => undefined;
    const scope = fork({
      handlers: [
        [fetchContentFx, () => new Promise<ContentReply>((resolve) => (answerContent = resolve))],
        [fetchNavigationFx, async (api: unknown) => (trees.push(api), { status: 'success', data: [] })],
      ],
    });
    const first = allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    // The content answer has not come yet, and the tree is asked for already.
    await Promise.resolve();
    expect(trees).toHaveLength(1);
    answerContent(reply());
    await first;
    const second = allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '?page=2' } });
    answerContent(reply());
    await second;
    expect(trees).toHaveLength(1);
  });

  it('asks for the whole tree expanded (no currentId) while navigation.expandItems is on', async () => {
    const asked: unknown[] = [];
    const scope = fork({
      values: [[$appConfig, configWith({ expandItems: true })]],
      handlers: [
        [fetchContentFx, async () => reply()],
        [
          fetchNavigationFx,
          async (_api: unknown, params: unknown) => (asked.push(params), { status: 'success', data: [] }),
        ],
      ],
    });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    expect(asked).toEqual([{ currentId: null }]);
  });

  it('with navigation.expandItems off, asks for the tree opened down to the category the page names (currentId)', async () => {
    const asked: unknown[] = [];
    const pages: Record<string, ContentReply> = {
      '/vloerkleden': reply({ id: 'c1' }),
      '/kussens': reply({ id: 'c2' }),
      '/over-ons': { ...reply({ id: 'p1' }), type: 'other' },
    };
    let path = '/vloerkleden';
    const scope = fork({
      values: [[$appConfig, configWith({ expandItems: false })]],
      handlers: [
        [fetchContentFx, async () => pages[path]!],
        [
          fetchNavigationFx,
          async (_api: unknown, params: unknown) => (asked.push(params), { status: 'success', data: [] }),
        ],
      ],
    });
    const open = async (pathname: string, search = '') => {
      path = pathname;
      await allSettled(contentPageStarted, { scope, params: { pathname, search } });
    };
    await open('/vloerkleden');
    expect(asked).toEqual([{ currentId: 'c1' }]);
    // Another page of the same category keeps the tree; another category, or a page that is not one, asks again
    // only for a category.
    await open('/vloerkleden', '?page=2');
    await open('/over-ons');
    await open('/kussens');
    expect(asked).toEqual([{ currentId: 'c1' }, { currentId: 'c2' }]);
  });

  it('asks again on the next page when the tree could not be fetched', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [fetchContentFx, async () => reply()],
        [
          fetchNavigationFx,
          async () => {
            calls += 1;
            if (calls === 1) throw new Error('network');
            return { status: 'success', data: [] };
          },
        ],
      ],
    });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '' } });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '?page=2' } });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/vloerkleden', search: '?page=3' } });
    expect(calls).toBe(2);
  });

  it('is the top-level branch of the tree that holds the current category', async () => {
    const leaf = (id: string, children: NavigationItem[] = []): NavigationItem => ({
      id,
      title: id,
      slug: `/${id}`,
      parentId: null,
      products: 1,
      singleProduct: null,
      children,
    });
    const tree = [leaf('a', [leaf('c1')]), leaf('b', [leaf('b1', [leaf('b11')])])];
    const scope = fork({
      handlers: [
        [fetchContentFx, async () => reply({ id: 'b11' })],
        [fetchNavigationFx, async () => ({ status: 'success', data: tree })],
      ],
    });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/b/b1/b11', search: '' } });
    expect(scope.getState($categoryBranch)?.id).toBe('b');
  });
});

describe('the redirect table (spec §2 route rules)', () => {
  const notFound = () => Promise.reject(new ApiError('http', 'content', 404, null, 'not found'));
  const withRules = (rules: Record<string, string>) => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [fetchContentFx, notFound],
        [fetchNavigationFx, async () => ({ status: 'success', data: [] })],
        [
          fetchRouteRuleFx,
          async (_api: unknown, path: string) => {
            asked.push(path);
            if (!(path in rules)) throw new ApiError('http', 'routeRule', 404, null, 'no rule');
            return { path, target: rules[path]! };
          },
        ],
      ],
    });
    return { scope, asked };
  };

  it('looks up a path the catalogue does not know, and keeps its target', async () => {
    const { scope, asked } = withRules({ '/wol': '/vloerkleden/wollen-vloerkleden' });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/wol', search: '' } });
    expect(asked).toEqual(['/wol']);
    expect(scope.getState($contentStatus)).toBe('notFound');
    expect(scope.getState($routeRedirect)).toBe('/vloerkleden/wollen-vloerkleden');
  });

  it('keeps nothing for a path without a rule, or a rule to itself, and forgets it on the next page', async () => {
    const { scope } = withRules({ '/lus': '/lus', '/wol': 'https://wol.example/' });
    await allSettled(contentPageStarted, { scope, params: { pathname: '/lus', search: '' } });
    expect(scope.getState($routeRedirect)).toBeNull();
    await allSettled(contentPageStarted, { scope, params: { pathname: '/wol', search: '' } });
    expect(scope.getState($routeRedirect)).toBe('https://wol.example/');
    await allSettled(contentPageStarted, { scope, params: { pathname: '/niets', search: '' } });
    expect(scope.getState($routeRedirect)).toBeNull();
  });
});
