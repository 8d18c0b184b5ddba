// The search modal's model (spec §2 Search modal, §5 search, §7 POST /api/search, §8, §9): the shopper types,
// and once typing pauses for 300 ms the trimmed query is searched. An empty or whitespace-only query shows
// nothing and sends no request; an answer to an older query never replaces a newer one; a failure is logged,
// never shown (the list is simply empty).
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { $api, newestAnswer } from '../api';
import type { SearchGroup } from './contract';
import { searchRoutes } from './routes';

/** Spec §9: typed-input debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec §7 POST /api/search with the trimmed query; answers the groups. */
export const searchFx = attach({
  source: $api,
  effect: async (api, q: string): Promise<SearchGroup[]> => (await api.call(searchRoutes.search, { body: { q } })).data,
});

/** Spec §8: search errors are logged only. The default writes to the console; tests replace it. */
export const logSearchFailureFx = createEffect((failure: { query: string; error: unknown }) => {
  const reason = failure.error instanceof Error ? failure.error.message : String(failure.error);
  console.warn(`Search for "${failure.query}" failed: ${reason}`);
});

/** What the shopper typed in the search input (untrimmed: the input shows it as typed). */
export const searchQueryChanged = createEvent<string>();
/** The clear button: empties the input and the results at once. */
export const searchCleared = createEvent();

/**
 * `idle`: nothing searched for the current text (empty, or typing); `searching`: a request is out;
 * `done`: `$searchResults` answers `$searchedQuery`; `failed`: the last search failed (logged; nothing shown).
 */
export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

/** The text in the input. Never serialized: the server never searches. */
export const $searchQuery = createStore('', { name: '$searchQuery', serialize: 'ignore' })
  .on(searchQueryChanged, (_, query) => query)
  .reset(searchCleared);
/** The groups found for `$searchedQuery`. */
export const $searchResults = createStore<SearchGroup[]>([], { name: '$searchResults', serialize: 'ignore' });
/** The trimmed query the shown results answer; null when none are shown. */
export const $searchedQuery = createStore<string | null>(null, { name: '$searchedQuery', serialize: 'ignore' });
export const $searchStatus = createStore<SearchStatus>('idle', { name: '$searchStatus', serialize: 'ignore' });
/** Tests set 0; the browser keeps 300 ms. */
export const $searchDebounceMs = createStore(SEARCH_DEBOUNCE_MS, { name: '$searchDebounceMs', serialize: 'ignore' });

/** The trimmed query, what a search would send. */
const $wanted = $searchQuery.map((query) => query.trim());

const search = newestAnswer(searchFx, 'search');
const settled = debounce({ source: searchQueryChanged, timeout: $searchDebounceMs });

// Empty or whitespace-only: nothing shown at once, no request, and an answer still on its way is dropped.
const emptied = sample({ clock: [searchQueryChanged, searchCleared], source: $wanted, filter: (wanted) => !wanted });
$searchResults.reset(emptied);
$searchedQuery.reset(emptied);
$searchStatus.on(emptied, () => 'idle');

// Typing paused: search the trimmed text, unless the shown results already answer it (a trailing space added).
sample({
  clock: settled,
  source: { wanted: $wanted, searched: $searchedQuery },
  filter: ({ wanted, searched }) => wanted !== '' && wanted !== searched,
  fn: ({ wanted }) => wanted,
  target: search.asked,
});
$searchStatus.on(search.asked, () => 'searching');

// Only the newest call counts, and only while the input still asks for it (not emptied since).
const answered = sample({
  clock: search.done,
  source: $wanted,
  filter: (wanted, { params }) => wanted === params,
  fn: (_, answer) => answer,
});
$searchResults.on(answered, (_, { result }) => result);
$searchedQuery.on(answered, (_, { params }) => params);
$searchStatus.on(answered, () => 'done');

const failed = sample({
  clock: search.failed,
  source: $wanted,
  filter: (wanted, { params }) => wanted === params,
  fn: (_, failure) => failure,
});
$searchResults.reset(failed);
$searchedQuery.reset(failed);
$searchStatus.on(failed, () => 'failed');
sample({
  clock: search.failed,
  fn: ({ params, error }) => ({ query: params, error }),
  target: logSearchFailureFx,
});

/** How many items the shown groups hold (the modal announces it). */
export const $searchResultCount = $searchResults.map((groups) =>
  groups.reduce((count, group) => count + group.items.length, 0),
);
