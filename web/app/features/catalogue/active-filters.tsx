// The chips of the active filters, above the grid and in the small screens' filter panel. Their own module: the
// panel, loaded by the toolbar's Filter button (./lazy-filter-panel), does not import the toolbar back.
import { useUnit } from '~/effector/use-unit';
import { $activeFilters, filterCleared, filtersCleared } from '@etalage/domain/catalogue/filters';
import { useT } from '~/i18n/use-t';
import { usePriceFormatter } from '~/components/price';
import { CloseIcon } from '~/components/icons';

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
