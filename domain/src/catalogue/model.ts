// Catalogue and content pages (spec §2 routes and filters, §4 Content and catalogue). The URL is the
// source of truth: a page start parses it, every filter, sort or page change asks for a navigation to
// the new URL, and that navigation starts the page again. Owns the page reply, the facet UI state and
// the mobile filter panel; it does not own product pages (product model) or prices (pricing lib).
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { $api, newestAnswer } from '../api';
import { $pathname, navigationRequested } from '../shell';
import { $locale, $messages } from '../i18n';
import { $appConfig, $defaultSort, $showMoreThreshold } from '../app';
import { $isAuthenticated } from '../session';
import { SORTS, type Sort } from '../app/contract';
import type { Locale, NonEmptyString } from '../shared';
import type { ContentReply, ContentRequest, NavigationItem, PriceRange, RouteRule } from './contract';
import type { CustomerPricesRequest, Prices } from '../pricing/contract';
import {
  activeFilters,
  buildCatalogPath,
  clearAllFilters,
  clearFilter,
  parseCatalogPath,
  setPriceFilter,
  singleProductTarget,
  toggleFilterValue,
  totalPages,
  visibleFacetOptions,
  type ParsedCatalogPath,
} from './lib';
import { catalogueEndpoints } from './endpoints';
import { pricingEndpoints } from '../pricing';

export interface CatalogueLocation extends ParsedCatalogPath {
  /** null: the config's default sort (spec §9). */
  sort: Sort | null;
}

export type ContentStatus = 'idle' | 'ready' | 'notFound' | 'error';

const parseSort = (search: string): Sort | null => {
  const value = new URLSearchParams(search).get('sort');
  return SORTS.find((sort) => sort === value) ?? null;
};

/** The URL of a catalogue location: filter segments in the path, page and sort in the query. */
export const catalogueUrl = (location: CatalogueLocation): string => {
  const path = buildCatalogPath({
    slug: location.slug,
    filters: location.filters,
    price: location.price,
    page: location.page,
  });
  if (location.sort === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}sort=${encodeURIComponent(location.sort)}`;
};

const emptyLocation: CatalogueLocation = { slug: '/', filters: [], price: null, page: 1, sort: null };

// ---------------------------------------------------------------------------------------------------
// Loading a page

/** A content or catalogue route was entered with this URL. */
export const contentPageStarted = createEvent<{ pathname: string; search: string }>();

export const fetchContentFx = attach({
  source: $api,
  effect: (api, { body }: { body: ContentRequest }) => api.call(catalogueEndpoints.content, { body }),
});
/**
 * The category tree (spec §7 navigation: parentId, currentId, expand). With the shop's `navigation.expandItems` on,
 * the whole tree expanded (`currentId` null): the same for every page, so it needs no answer of the content call.
 * Off, the tree opened down to the current category only, so it is asked for once the content call named it.
 */
export const fetchNavigationFx = attach({
  source: $api,
  effect: (api, { currentId }: { currentId: string | null }) =>
    api.call(catalogueEndpoints.navigation, {
      body: currentId === null ? { parentId: null, expand: true } : { parentId: null, currentId, expand: false },
    }),
});

export const $location = createStore<CatalogueLocation>(emptyLocation, { name: '$location' });
export const $page = createStore<ContentReply | null>(null, { name: '$page' });
export const $contentStatus = createStore<ContentStatus>('idle', { name: '$contentStatus' });
/** The category tree beside a category page, opened down to the current category. */
export const $categoryTree = createStore<NavigationItem[]>([], { name: '$categoryTree' });
export const $isContentLoading = fetchContentFx.pending;

/** Only the answer to the latest navigation is shown (quick filter clicks). */
const content = newestAnswer(fetchContentFx, 'catalogue.content');
const locationParsed = sample({
  clock: contentPageStarted,
  fn: ({ pathname, search }): CatalogueLocation => ({ ...parseCatalogPath(pathname, search), sort: parseSort(search) }),
});

// When a content route starts, then its URL becomes the location.
sample({ clock: locationParsed, target: $location });

// When a content route starts, then the page is fetched with the location's filters, and with a sort only
// when the URL names one: the server owns the default (spec §9 'Default sort from config').
sample({
  clock: locationParsed,
  fn: (location) => ({
    body: {
      slug: location.slug,
      pageNumber: location.page as NonNullable<ContentRequest['pageNumber']>,
      filters: location.filters as NonNullable<ContentRequest['filters']>,
      ...(location.sort ? { sort: location.sort } : {}),
      ...(location.price ? { price: location.price } : {}),
    },
  }),
  target: content.asked,
});

const latestDone = sample({ clock: content.done, fn: ({ result }) => result });
const latestFailed = sample({ clock: content.failed, fn: ({ error }) => error });

$page.on(latestDone, (_, reply) => reply);
$contentStatus
  .on(latestDone, () => 'ready')
  .on(latestFailed, (_, error) => ((error as { status?: number }).status === 404 ? 'notFound' : 'error'));
// Spec §7: on error the status stays error and loading ends; the previous page is not shown as current.
$page.on(latestFailed, () => null);

// ---------------------------------------------------------------------------------------------------
// The redirect table (spec §2 route rules): a path the catalogue does not know may have moved. Its rule's target
// is a path of this site (the route answers 301) or an absolute URL (the shopper leaves the site).

export const fetchRouteRuleFx = attach({
  source: $api,
  effect: async (api, path: string): Promise<RouteRule> =>
    (await api.call(catalogueEndpoints.routeRule, { body: { path: path as NonEmptyString } })).data,
});
/** The path the content route was started with, as the shopper asked for it. */
const $requestedPath = createStore('/', { name: '$requestedContentPath' }).on(
  contentPageStarted,
  (_, { pathname }) => pathname,
);
/** Where an unknown path moved to, or null (no rule, a rule to itself, or not asked). */
export const $routeRedirect = createStore<string | null>(null, { name: '$routeRedirect' }).reset(contentPageStarted);

sample({
  clock: latestFailed,
  source: $requestedPath,
  filter: (path, error) => (error as { status?: number }).status === 404 && path !== '/',
  fn: (path) => path,
  target: fetchRouteRuleFx,
});
sample({
  clock: fetchRouteRuleFx.done,
  source: $requestedPath,
  filter: (path, { params, result }) => params === path && result.target !== '' && result.target !== path,
  fn: (_, { result }) => result.target,
  target: $routeRedirect,
});

// ---------------------------------------------------------------------------------------------------
// Customer prices (spec §4): a logged-in shopper sees their own prices, fetched for the listed products and
// merged in. Also when the login happens while the page is open.

export const fetchCustomerPricesFx = attach({
  source: $api,
  effect: (api, { items }: { items: { productId: string; prices: Prices | null }[] }) =>
    api.call(pricingEndpoints.customerPrices, { body: { items } as CustomerPricesRequest }),
});
const customerPrices = newestAnswer(fetchCustomerPricesFx, 'catalogue.customerPrices');
/** The shown page carries customer prices already. */
const $isPagePriced = createStore(false, { name: '$isPagePriced' }).reset(latestDone);

sample({
  clock: [latestDone, $isAuthenticated.updates],
  source: { page: $page, authenticated: $isAuthenticated, priced: $isPagePriced },
  filter: ({ page, authenticated, priced }) =>
    authenticated && page !== null && page.data.products.length > 0 && !priced,
  fn: ({ page }) => ({
    items: page!.data.products.map((product) => ({ productId: product.productId, prices: product.prices })),
  }),
  target: customerPrices.asked,
});
/** The page still lists the products the prices were asked for (no navigation came in between). */
const listsAskedProducts = (page: ContentReply | null, items: readonly { productId: string }[]): boolean =>
  page !== null &&
  page.data.products.length === items.length &&
  page.data.products.every((product, i) => product.productId === items[i]!.productId);
const customerPricesArrived = sample({
  clock: customerPrices.done,
  source: $page,
  filter: (page, { params }) => listsAskedProducts(page, params.items),
  fn: (_, { result }) => ({ prices: result.data }),
});
$page.on(customerPricesArrived, (page, { prices }) => {
  if (page === null) return page;
  const byId = new Map(prices.map((entry) => [entry.productId, entry.prices]));
  return {
    ...page,
    data: {
      ...page.data,
      products: page.data.products.map((product) => ({
        ...product,
        prices: byId.get(product.productId) ?? product.prices,
      })),
    },
  };
});
$isPagePriced.on(customerPricesArrived, () => true);

/** What the tree was fetched for: its locale and the category it was opened to (null: not fetched, or failed). */
const $categoryTreeOf = createStore<{ locale: Locale; currentId: string | null } | null>(null, {
  name: '$categoryTreeOf',
});
/** Spec §3 `navigation.expandItems`: the side navigation shows the whole tree, or the way to the current category. */
const $expandsCategoryTree = $appConfig.map((config) => config?.navigation.expandItems ?? true);

// When a content route starts and the whole tree of this locale is not there yet, then it is fetched alongside
// the page (not after it: a server render would wait for two calls in a row). Later pages reuse it.
sample({
  clock: locationParsed,
  source: {
    treeOf: $categoryTreeOf,
    locale: $locale,
    expands: $expandsCategoryTree,
    loading: fetchNavigationFx.pending,
  },
  filter: ({ treeOf, locale, expands, loading }) =>
    expands && !loading && (treeOf?.locale !== locale || treeOf.currentId !== null),
  fn: () => ({ currentId: null }),
  target: fetchNavigationFx,
});
// When the tree is not expanded and a category page arrives, then the tree opened down to it is fetched, unless
// it is the one there already.
sample({
  clock: latestDone,
  source: { treeOf: $categoryTreeOf, locale: $locale, expands: $expandsCategoryTree },
  filter: ({ treeOf, locale, expands }, reply) =>
    !expands && reply.type !== 'other' && (treeOf?.locale !== locale || treeOf.currentId !== reply.data.id),
  fn: (_, reply) => ({ currentId: reply.data.id }),
  target: fetchNavigationFx,
});
$categoryTree.on(fetchNavigationFx.doneData, (_, reply) => reply.data).on(fetchNavigationFx.fail, () => []);
sample({
  clock: fetchNavigationFx.done,
  source: $locale,
  fn: (locale, { params }) => ({ locale, currentId: params.currentId }),
  target: $categoryTreeOf,
});
$categoryTreeOf.reset(fetchNavigationFx.fail);

/** The top-level branch of the category tree that holds the current page, for the side navigation. */
export const $categoryBranch = combine($categoryTree, $page, (tree, page) => {
  if (page === null) return null;
  const holds = (item: NavigationItem): boolean =>
    item.id === page.data.id || item.children.some((child) => holds(child));
  return tree.find(holds) ?? null;
});

/** Spec §4: a list with exactly one product (no filters, page 1) goes straight to it with a 302. */
export const $singleProductRedirect = combine($page, $location, (page, location) =>
  page === null
    ? null
    : singleProductTarget(page, { hasActiveFilters: location.filters.length > 0 || location.price !== null }),
);

export const $totalPages = $page.map((page) =>
  page ? totalPages(page.data.pagination.totalHits, page.data.pagination.limit) : 0,
);
export const $totalHits = $page.map((page) => page?.data.pagination.totalHits ?? 0);

// ---------------------------------------------------------------------------------------------------
// Changing filters, sort and page: each computes the next location and asks for a navigation to it.

export const filterToggled = createEvent<{ name: string; value: string }>();
export const priceFilterChanged = createEvent<PriceRange>();
export const filterCleared = createEvent<string>();
export const filtersCleared = createEvent();
export const sortChosen = createEvent<Sort>();
export const pageChosen = createEvent<number>();

/**
 * The location the shopper just asked for: shown at once (checkboxes, chips, slider) while the navigation
 * to it runs, and dropped when that navigation starts the page.
 */
const $requestedLocation = createStore<CatalogueLocation | null>(null, { name: '$requestedLocation' });
/** What the filter UI shows: the requested location while a change is on its way, else the URL's. */
export const $shownLocation = combine($location, $requestedLocation, (location, requested) => requested ?? location);

const locationRequested = createEvent<{ location: CatalogueLocation; preventScrollReset: boolean }>();
$requestedLocation.on(locationRequested, (_, { location }) => location).reset(locationParsed);

// When the shopper asks for another location, then navigate to its URL.
sample({
  clock: locationRequested,
  fn: ({ location, preventScrollReset }) => ({ to: catalogueUrl(location), preventScrollReset }),
  target: navigationRequested,
});

const goTo = (location: CatalogueLocation, preventScrollReset = true) => ({ location, preventScrollReset });

export const $currentSort = combine($shownLocation, $defaultSort, (location, fallback) => location.sort ?? fallback);

// When a facet option is (un)checked, then go to the path with that option toggled, on page 1.
sample({
  clock: filterToggled,
  source: $shownLocation,
  fn: (location, { name, value }) =>
    goTo({ ...location, filters: toggleFilterValue(location.filters, name, value), page: 1 }),
  target: locationRequested,
});

/** Spec §9: the slider's default debounce. A moved price slider is applied once it has rested this long. */
export const SLIDER_DEBOUNCE_MS = 300;
/** The price slider moved (dragged, or a key pressed on a thumb): applied once it rests (spec §2, §9). */
export const priceSliderMoved = createEvent<PriceRange>();
/** Tests set 0; the browser keeps 300 ms. */
export const $sliderDebounceMs = createStore(SLIDER_DEBOUNCE_MS, { name: '$sliderDebounceMs', serialize: 'ignore' });

/** A moved slider's range with the catalogue page it was moved on, once the slider has rested. */
const sliderRested = debounce({
  source: sample({
    clock: priceSliderMoved,
    source: $shownLocation,
    fn: (location, range) => ({ range, slug: location.slug }),
  }),
  timeout: $sliderDebounceMs,
});

// When the slider has rested for the debounce time, then its range is the price filter: a drag that pauses
// applies what it shows, and a run of key presses on a thumb makes one navigation, not one per press. Only on
// the page it was moved on: a move just before following a link or going back never pulls the shopper back.
sample({
  clock: sliderRested,
  source: { pathname: $pathname, location: $shownLocation },
  filter: ({ pathname, location }, { slug }) => location.slug === slug && parseCatalogPath(pathname, '').slug === slug,
  fn: (_, { range }) => range,
  target: priceFilterChanged,
});

// When the price filter changes, then go to the path with that price range (none when it spans the
// category's whole range), on page 1.
sample({
  clock: priceFilterChanged,
  source: { location: $shownLocation, page: $page },
  fn: ({ location, page }, range) => {
    const filter = page?.filters.find((f) => f.displayType === 'priceRange');
    const bounds = filter && filter.displayType === 'priceRange' ? filter.range : null;
    return goTo({ ...location, price: setPriceFilter(range, bounds), page: 1 });
  },
  target: locationRequested,
});

sample({
  clock: filterCleared,
  source: $shownLocation,
  fn: (location, name) =>
    goTo(
      name === 'price'
        ? { ...location, price: null, page: 1 }
        : { ...location, filters: clearFilter(location.filters, name), page: 1 },
    ),
  target: locationRequested,
});

sample({
  clock: filtersCleared,
  source: $shownLocation,
  fn: (location) => goTo(clearAllFilters(location)),
  target: locationRequested,
});

sample({
  clock: sortChosen,
  source: { location: $shownLocation, fallback: $defaultSort },
  fn: ({ location, fallback }, sort) => goTo({ ...location, sort: sort === fallback ? null : sort, page: 1 }),
  target: locationRequested,
});

// Spec §4: previous/next pagination moves one page; a page change scrolls back to the top.
sample({
  clock: pageChosen,
  source: { location: $shownLocation, pages: $totalPages },
  filter: ({ pages }, page) => page >= 1 && page <= Math.max(pages, 1),
  fn: ({ location }, page) => goTo({ ...location, page }, false),
  target: locationRequested,
});

/** Labels of the active filters ('a, b, en c'; the price filter named Prijs), for the chips above the grid. */
export const $activeFilters = combine($page, $shownLocation, $messages, (page, location, messages) =>
  activeFilters(page?.filters ?? [], location, {
    andWord: messages['filters.and'] ?? 'en',
    priceName: messages['filters.price'] ?? 'Prijs',
  }),
);
export const $hasActiveFilters = $shownLocation.map(
  (location) => location.filters.length > 0 || location.price !== null,
);

// ---------------------------------------------------------------------------------------------------
// Facet UI state (spec §2 Filter facets): one facet open at a time, show more/less, facet search.

export const facetToggled = createEvent<string>();
export const facetShowAllToggled = createEvent<string>();
export const facetSearched = createEvent<{ name: string; query: string }>();

/** The open facet; starts as the first facet the server marks `expand` (one holding checked options). */
export const $openFacet = createStore<string | null>(null, { name: '$openFacet' });
const $facetsShowingAll = createStore<string[]>([], { name: '$facetsShowingAll' });
const $facetQueries = createStore<Record<string, string>>({}, { name: '$facetQueries' });

sample({
  clock: latestDone,
  source: $openFacet,
  fn: (open, reply) => {
    const stillThere = open !== null && reply.filters.some((filter) => filter.name === open);
    return stillThere ? open : (reply.filters.find((filter) => filter.expand)?.name ?? null);
  },
  target: $openFacet,
});
$openFacet.on(facetToggled, (open, name) => (open === name ? null : name));
$facetsShowingAll.on(facetShowAllToggled, (names, name) =>
  names.includes(name) ? names.filter((n) => n !== name) : [...names, name],
);
$facetQueries.on(facetSearched, (queries, { name, query }) => ({ ...queries, [name]: query }));

/** Spec §9: the select search debounce. A facet's options follow its search once typing rests this long. */
export const SELECT_SEARCH_DEBOUNCE_MS = 300;
/** Tests set 0; the browser keeps 300 ms. */
export const $selectSearchDebounceMs = createStore(SELECT_SEARCH_DEBOUNCE_MS, {
  name: '$selectSearchDebounceMs',
  serialize: 'ignore',
});
/** What each facet's options are searched by: the typed text, once typing has rested. */
const $facetSearches = createStore<Record<string, string>>({}, { name: '$facetSearches' });

// When typing in a facet search rests, then the options follow it: the list (and the count a screen reader
// hears) changes once per pause, not at every key.
sample({ clock: debounce({ source: $facetQueries, timeout: $selectSearchDebounceMs }), target: $facetSearches });

export interface FacetView {
  name: string;
  label: string;
  isOpen: boolean;
  /** Options to draw after show-more slicing or the facet search. */
  options: { value: string; amount: number; isChecked: boolean }[];
  /** More options exist than the threshold: the Show more / Show less toggle and the facet search appear. */
  hasMore: boolean;
  isShowingAll: boolean;
  /** The search text as typed (the input's value). */
  query: string;
  /** The search the options follow (the typed text once typing rested); '' when none. */
  search: string;
}

export const $facets = combine(
  {
    page: $page,
    location: $shownLocation,
    open: $openFacet,
    showingAll: $facetsShowingAll,
    queries: $facetQueries,
    searches: $facetSearches,
    threshold: $showMoreThreshold,
  },
  ({ page, location, open, showingAll, queries, searches, threshold }): FacetView[] =>
    (page?.filters ?? []).flatMap((filter) => {
      if (filter.displayType !== 'checkbox' || !filter.visible) return [];
      const isShowingAll = showingAll.includes(filter.name);
      const query = queries[filter.name] ?? '';
      const search = (searches[filter.name] ?? '').trim();
      const chosen = location.filters.find((active) => active.name === filter.name)?.values ?? [];
      // The checked state follows the shown location, so a click shows at once.
      const options = filter.options.map((option) => ({ ...option, isChecked: chosen.includes(option.value) }));
      return [
        {
          name: filter.name,
          label: filter.label,
          isOpen: open === filter.name,
          options: visibleFacetOptions(options, { threshold, showAll: isShowingAll, query: search }),
          hasMore: filter.options.length > threshold,
          isShowingAll,
          query,
          search,
        },
      ];
    }),
);

/** The price slider, when the config shows it (spec §2: filters.displayPriceFilter). */
export const $priceFilter = combine($page, $shownLocation, $appConfig, (page, location, config) => {
  if (config !== null && !config.filters.displayPriceFilter) return null;
  const filter = page?.filters.find((f) => f.displayType === 'priceRange');
  if (!filter || filter.displayType !== 'priceRange' || !filter.visible) return null;
  return { ...filter, marks: location.price ?? filter.range };
});

// ---------------------------------------------------------------------------------------------------
// The full-screen mobile filter panel (spec §2): stays open while filters change, closes on another page.

export const filterPanelOpened = createEvent();
export const filterPanelClosed = createEvent();
/** The slug the panel was opened on: filter changes keep it open, another page closes it. */
const $filterPanelSlug = createStore<string | null>(null, { name: '$filterPanelSlug' });
export const $isFilterPanelOpen = $filterPanelSlug.map((slug) => slug !== null);

sample({ clock: filterPanelOpened, source: $location, fn: (location) => location.slug, target: $filterPanelSlug });
$filterPanelSlug.reset(filterPanelClosed);

// When another page (not just other filters) starts, then the filter panel closes.
sample({
  clock: locationParsed,
  source: $filterPanelSlug,
  filter: (slug, location) => slug !== null && slug !== location.slug,
  fn: () => null,
  target: $filterPanelSlug,
});
