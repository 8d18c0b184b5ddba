// Editing the active filters, their chips' labels and the facet options in view (spec §4, §9): the rules of the
// catalogue's filters (./filters), apart from ./lib so the pages without filters do not carry them. Pure; no I/O.
import type { Filter, FilterOption, PriceRange } from './contract';
import { PRICE_FILTER_NAME, type ActiveFilter, type ParsedCatalogPath } from './lib';

// Editing active filters (spec §4: toggle, a group without values disappears, clear one or all)

/** Adds the value to its group, or removes it; a group left without values is removed, a new group goes last. */
export const toggleFilterValue = (active: readonly ActiveFilter[], name: string, value: string): ActiveFilter[] => {
  const group = active.find((filter) => filter.name === name);
  if (!group) return [...active, { name, values: [value] }];
  const values = group.values.includes(value) ? group.values.filter((v) => v !== value) : [...group.values, value];
  return values.length === 0
    ? active.filter((filter) => filter !== group)
    : active.map((filter) => (filter === group ? { name, values } : filter));
};

/**
 * The price filter for a slider value: ordered, not below 0 and, given the category's bounds, clamped to them.
 * null (no price filter) when the range covers the whole of the bounds.
 */
export const setPriceFilter = (range: PriceRange, bounds?: PriceRange | null): PriceRange | null => {
  let min = Math.max(0, Math.min(range.min, range.max));
  let max = Math.max(0, range.min, range.max);
  if (bounds) {
    min = Math.min(Math.max(min, bounds.min), bounds.max);
    max = Math.max(Math.min(max, bounds.max), bounds.min);
    if (min <= bounds.min && max >= bounds.max) return null;
  }
  return { min, max };
};

/** Removes one checkbox group. */
export const clearFilter = (active: readonly ActiveFilter[], name: string): ActiveFilter[] =>
  active.filter((filter) => filter.name !== name);

/** Removes every filter (checkbox groups and price) and goes back to page 1. */
export const clearAllFilters = <L extends ParsedCatalogPath>(location: L): L => ({
  ...location,
  filters: [],
  price: null,
  page: 1,
});

// Labels

/** Spec §9: 'a', 'a en b', 'a, b, en c' (the and-word comes from the locale bundle, key `filters.and`). */
export const filterLabel = (values: readonly string[], andWord: string): string => {
  if (values.length <= 1) return values[0] ?? '';
  if (values.length === 2) return `${values[0]} ${andWord} ${values[1]}`;
  return `${values.slice(0, -1).join(', ')}, ${andWord} ${values[values.length - 1]}`;
};

export interface ActiveFilterChip {
  /** The facet name to clear (`price` for the price filter). */
  key: string;
  /** The shown name: the facet's label, or `priceName` ('Prijs') for the price filter. */
  name: string;
  /** The shown values: 'a, b, en c', or 'min - max' for the price filter. */
  label: string;
  /** The price filter's bounds, for the page to show in the slider's money format ('€ 10,- - € 200,-'). */
  range?: { min: number; max: number };
}

/**
 * The chips of the active filters: checkbox groups in their order, the price filter last. A group whose facet
 * is not in the reply still shows, named by its key.
 */
export const activeFilters = (
  filters: readonly Filter[],
  active: Pick<ParsedCatalogPath, 'filters' | 'price'>,
  { andWord, priceName }: { andWord: string; priceName: string },
): ActiveFilterChip[] => {
  const chips: ActiveFilterChip[] = active.filters
    .filter((group) => group.values.length > 0)
    .map((group) => ({
      key: group.name,
      name: filters.find((filter) => filter.name === group.name)?.label ?? group.name,
      label: filterLabel(group.values, andWord),
    }));
  if (active.price) {
    chips.push({
      key: PRICE_FILTER_NAME,
      name: priceName,
      label: `${active.price.min} - ${active.price.max}`,
      range: { min: active.price.min, max: active.price.max },
    });
  }
  return chips;
};

/**
 * The options a checkbox facet draws (spec §2, §5). Up to `threshold` options all show and there is no search.
 * Above it: a non-blank query replaces the list with the options whose value contains it (case-insensitive,
 * trimmed); otherwise only the first `threshold` show unless `showAll`.
 */
export const visibleFacetOptions = <O extends Pick<FilterOption, 'value'> & { isChecked?: boolean }>(
  options: readonly O[],
  { threshold, showAll, query }: { threshold: number; showAll: boolean; query: string },
): O[] => {
  if (options.length <= threshold) return [...options];
  const needle = query.trim().toLowerCase();
  if (needle !== '') return options.filter((option) => option.value.toLowerCase().includes(needle));
  if (showAll) return [...options];
  // A checked option past the threshold stays in view: a shopper must see what filters the list.
  return options.filter((option, index) => index < Math.max(0, threshold) || option.isChecked === true);
};
