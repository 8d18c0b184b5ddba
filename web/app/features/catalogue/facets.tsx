// Checkbox facets and the price slider (spec §2 Filter facets): one facet open at a time, amounts in
// brackets, Show more / Show less and a facet search above the show-more threshold, whose matches replace the
// options once typing rests (spec §9 'select search debounce'; a status says how many). `idPrefix` keeps ids
// unique when the list is drawn both in the sidebar and in the mobile panel.
import { useUnit } from '~/effector/use-unit';
import { $isContentLoading } from '@etalage/domain/catalogue';
import {
  $facets,
  $priceFilter,
  facetSearched,
  facetShowAllToggled,
  facetToggled,
  filterToggled,
  type FacetView,
} from '@etalage/domain/catalogue/filters';
import { useT } from '~/i18n/use-t';
import { ChevronDownIcon } from '~/components/icons';
import { PriceSlider } from './price-slider';

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Facet({ facet, idPrefix, isLoading }: { facet: FacetView; idPrefix: string; isLoading: boolean }) {
  const toggle = useUnit(facetToggled);
  const id = `${idPrefix}facet-${slug(facet.name)}`;
  return (
    <section className="facet" aria-busy={isLoading}>
      <h3 className="facet__heading">
        <button
          type="button"
          className="facet__toggle"
          aria-expanded={facet.isOpen}
          aria-controls={id}
          onClick={() => toggle(facet.name)}
        >
          <span>{facet.label}</span>
          <ChevronDownIcon size={18} className="facet__chevron" />
        </button>
      </h3>
      {/* A closed facet's options are not drawn, so a large category's page keeps its elements few; its body
          stays as the place the toggle's aria-controls names. */}
      <div id={id} className="facet__body" hidden={!facet.isOpen}>
        {facet.isOpen ? <FacetBody facet={facet} isLoading={isLoading} /> : null}
      </div>
    </section>
  );
}

function FacetBody({ facet, isLoading }: { facet: FacetView; isLoading: boolean }) {
  const t = useT();
  const [toggleShowAll, search, toggleFilter] = useUnit([facetShowAllToggled, facetSearched, filterToggled]);
  const found = facet.options.length;
  // What the search found, said once typing rests (the options follow it 300 ms after the last key, spec §9).
  const searchStatus =
    facet.search === '' ? '' : found === 0 ? t('filters.noMatches') : t('filters.matches', { count: found });
  return (
    <>
      {facet.hasMore ? (
        <>
          <input
            type="search"
            className="input facet__search"
            aria-label={t('filters.search', { facet: facet.label })}
            placeholder={t('filters.search', { facet: facet.label })}
            value={facet.query}
            onChange={(event) => search({ name: facet.name, query: event.target.value })}
          />
          {/* Shown too when the search found nothing. */}
          <p className={found === 0 ? 'facet__empty' : 'visually-hidden'} role="status">
            {searchStatus}
          </p>
        </>
      ) : null}
      {found === 0 ? (
        facet.hasMore ? null : (
          <p className="facet__empty">{t('filters.noMatches')}</p>
        )
      ) : (
        <ul className="facet__options">
          {facet.options.map((option) => (
            <li key={option.value}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={option.isChecked}
                  onChange={() => toggleFilter({ name: facet.name, value: option.value })}
                />
                <span className="checkbox__label">{option.value}</span>
                <span className="checkbox__amount">({option.amount})</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {facet.hasMore && facet.search === '' ? (
        <button type="button" className="link-button" onClick={() => toggleShowAll(facet.name)}>
          {t(facet.isShowingAll ? 'filters.showLess' : 'filters.showMore')}
        </button>
      ) : null}
      {isLoading ? <div className="loading-overlay" aria-hidden="true" /> : null}
    </>
  );
}

export function FilterList({ idPrefix }: { idPrefix: string }) {
  const [facets, priceFilter, isLoading] = useUnit([$facets, $priceFilter, $isContentLoading]);
  return (
    <div className="filter-list">
      {priceFilter ? <PriceSlider filter={priceFilter} idPrefix={idPrefix} isLoading={isLoading} /> : null}
      {facets.map((facet) => (
        <Facet key={facet.name} facet={facet} idPrefix={idPrefix} isLoading={isLoading} />
      ))}
    </div>
  );
}
