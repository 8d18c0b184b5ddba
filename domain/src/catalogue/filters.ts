// The catalogue's filters, sort, pagination, facets and mobile filter panel (spec §2 Filter facets, §4): each change
// computes the next location and asks for a navigation to it. Apart from the page model (model.ts) so that only
// category and product-list pages load it, with the catalogue's view: home and content pages share the catalogue's
// route and do not (docs/performance.md "The browser"). Nothing here is set when a page arrives, so it may load
// after its first page did (a client navigation from home).
import { combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { $pathname, navigationRequested } from '../shell';
import { $messages } from '../i18n';
import { $appConfig, $defaultSort, $showMoreThreshold } from '../app';
import type { ContentReply, PriceRange } from './contract';
import type { Sort } from '../app/contract';
import { parseCatalogPath } from './lib';
import {
  activeFilters,
  clearAllFilters,
  clearFilter,
  setPriceFilter,
  toggleFilterValue,
  visibleFacetOptions,
} from './filter-rules';
import { $location, $page, $totalPages, catalogueUrl, locationParsed, type CatalogueLocation } from './model';

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

const $facetsShowingAll = createStore<string[]>([], { name: '$facetsShowingAll' });
const $facetQueries = createStore<Record<string, string>>({}, { name: '$facetQueries' });

/** The page's first facet the server marks `expand` (one holding checked options). */
const firstExpanded = (page: ContentReply | null): string | null =>
  page?.filters.find((filter) => filter.expand)?.name ?? null;

/**
 * The facet the shopper left open on a page. Derived rather than set when a page arrives: this module may load
 * after its first page did (a client navigation from home), and a server render never opens one. Not serialized.
 */
const $facetState = createStore<{ page: ContentReply; open: string | null } | null>(null, {
  name: '$facetState',
  serialize: 'ignore',
});

/** The open facet: the one left open, else the page's first expanded facet. */
export const $openFacet = combine($page, $facetState, (page, state) =>
  state !== null && state.page === page ? state.open : firstExpanded(page),
);

// When another page arrives, then the facet left open stays open if that page has it, else its first expanded.
sample({
  clock: $page.updates,
  source: $facetState,
  filter: (state, page) => state !== null && page !== null,
  fn: (state, page) => ({
    page: page!,
    open: page!.filters.some((filter) => filter.name === state!.open) ? state!.open : firstExpanded(page),
  }),
  target: $facetState,
});

// When a facet's heading is pressed, then it opens, closing the one open, or closes.
sample({
  clock: facetToggled,
  source: { open: $openFacet, page: $page },
  filter: ({ page }) => page !== null,
  fn: ({ open, page }, name) => ({ page: page!, open: open === name ? null : name }),
  target: $facetState,
});
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
