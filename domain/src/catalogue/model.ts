// Catalogue and content pages (spec §2 routes and filters, §4 Content and catalogue). The URL is the
// source of truth: a page start parses it, every filter, sort or page change asks for a navigation to
// the new URL (filters.ts), and that navigation starts the page again. Owns the page reply, the category tree and
// the redirects; it does not own product pages (product model) or prices (pricing lib).
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api, newestAnswer } from '../api';
import { $locale } from '../i18n';
import { $appConfig } from '../app';
import { $isAuthenticated } from '../session';
import type { Sort } from '../app/contract';
import { SORTS, type Locale, type NonEmptyString } from '../shared';
import type { ContentReply, ContentRequest, NavigationItem, RouteRule } from './contract';
import type { CustomerPricesRequest, Prices } from '../pricing/contract';
import { buildCatalogPath, parseCatalogPath, singleProductTarget, totalPages, type ParsedCatalogPath } from './lib';
import { catalogueRoutes } from './routes';
import { pricingRoutes } from '../pricing';

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
  effect: (api, { body }: { body: ContentRequest }) => api.call(catalogueRoutes.content, { body }),
});
/**
 * The category tree (spec §7 navigation: parentId, currentId, expand). With the shop's `navigation.expandItems` on,
 * the whole tree expanded (`currentId` null): the same for every page, so it needs no answer of the content call.
 * Off, the tree opened down to the current category only, so it is asked for once the content call named it.
 */
export const fetchNavigationFx = attach({
  source: $api,
  effect: (api, { currentId }: { currentId: string | null }) =>
    api.call(catalogueRoutes.navigation, {
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
/** A content route started: the location its URL names (the filters' module resets what it requested on it). */
export const locationParsed = sample({
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
    (await api.call(catalogueRoutes.routeRule, { body: { path: path as NonEmptyString } })).data,
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
    api.call(pricingRoutes.customerPrices, { body: { items } as CustomerPricesRequest }),
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
