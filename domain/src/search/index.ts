// Search (spec §4 Search): the contract of the search call.
export { SearchBadge, SearchItem, SearchGroup } from './contract';
