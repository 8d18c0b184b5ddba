// Search (spec §2 Search modal, §4, §7): the contract of the search call, the modal's model and its price badge.
export { SearchBadge, SearchItem, SearchGroup, PriceBadgeValue } from './contract';
export {
  SEARCH_DEBOUNCE_MS,
  searchFx,
  logSearchFailureFx,
  searchQueryChanged,
  searchCleared,
  type SearchStatus,
  $searchQuery,
  $searchResults,
  $searchedQuery,
  $searchStatus,
  $searchDebounceMs,
  $searchResultCount,
} from './model';
export { shownPriceBadge, type ShownPriceBadge } from './lib';
