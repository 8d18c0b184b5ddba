// Above the grid: the result count, the mobile 'Filter' button, the sort select and the active filters.
import { useUnit } from '~/effector/use-unit';
import {
  $activeFilters,
  $currentSort,
  $hasActiveFilters,
  $totalHits,
  SORTS,
  filterCleared,
  filterPanelOpened,
  filtersCleared,
  sortChosen,
  type Sort,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';
import { CloseIcon, FilterActiveIcon, FilterIcon } from '~/components/icons';
import { preloadOnIntent } from '~/components/panels';
import { MobileFilterPanel } from './lazy-filter-panel';

export function SortSelect() {
  const t = useT();
  const [sort, choose] = useUnit([$currentSort, sortChosen]);
  return (
    <div className="sort-select">
      <label htmlFor="sort">{t('sort.label')}</label>
      <select id="sort" className="input" value={sort} onChange={(event) => choose(event.target.value as Sort)}>
        {SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Chips of the active filters ('Kleur: Rood en Blauw', 'Prijs: 20 - 80'), each clears its group. */
export function ActiveFilters({ showClearAll = true }: { showClearAll?: boolean }) {
  const t = useT();
  const format = usePriceFormatter();
  const [active, clearOne, clearAll] = useUnit([$activeFilters, filterCleared, filtersCleared]);
  if (active.length === 0) return null;
  // The price chip in the slider's money format (docs/product.md "Prices").
  const labelOf = (filter: (typeof active)[number]) =>
    filter.range ? `${format(filter.range.min)} - ${format(filter.range.max)}` : filter.label;
  return (
    <section className="active-filters" aria-label={t('filters.active')}>
      <ul className="active-filters__list">
        {active.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className="chip"
              onClick={() => clearOne(filter.key)}
              aria-label={t('filters.clear', { label: `${filter.name}: ${labelOf(filter)}` })}
            >
              <span>
                <span className="chip__name">{filter.name}:</span> {labelOf(filter)}
              </span>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {showClearAll ? (
        <button type="button" className="link-button" onClick={() => clearAll()}>
          {t('filters.clearAll')}
        </button>
      ) : null}
    </section>
  );
}

export function Toolbar() {
  const t = useT();
  const [totalHits, hasActive, openPanel] = useUnit([$totalHits, $hasActiveFilters, filterPanelOpened]);
  return (
    <div className="toolbar">
      <p className="toolbar__count" role="status">
        {t('catalogue.results', { count: totalHits })}
      </p>
      <button
        type="button"
        className="button toolbar__filter-button"
        onClick={() => openPanel()}
        {...preloadOnIntent(MobileFilterPanel)}
      >
        {hasActive ? <FilterActiveIcon /> : <FilterIcon />}
        {t('filters.open')}
      </button>
      <SortSelect />
    </div>
  );
}
