// Above the grid: the result count, the mobile 'Filter' button and the sort select (the chips: ./active-filters.tsx).
import { useUnit } from '~/effector/use-unit';
import { SORTS, type Sort } from '@etalage/domain/app';
import { $totalHits } from '@etalage/domain/catalogue';
import { $currentSort, $hasActiveFilters, filterPanelOpened, sortChosen } from '@etalage/domain/catalogue/filters';
import { useT } from '~/i18n/use-t';
import { FilterActiveIcon, FilterIcon } from '~/components/icons';
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
