// A category or product list page (spec §2, §4): title, short description, breadcrumb, sub-categories,
// filters beside the grid (a full-screen panel on small screens), sort, active filters, pagination.
import { useUnit } from '~/effector/use-unit';
import {
  $categoryBranch,
  $isContentLoading,
  $location,
  $page,
  $totalPages,
  catalogueUrl,
} from '@etalage/domain/catalogue';
import { useT } from '~/i18n/use-t';
import { ProductGrid } from '~/components/product-card';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { SubCategories } from '~/components/sub-categories';
import { Pagination } from '~/components/pagination';
import { FilterList } from './facets';
import { ActiveFilters } from './active-filters';
import { Toolbar } from './toolbar';
import { MobileFilterPanel } from './lazy-filter-panel';
import { CategoryTree } from './category-tree';

export function CategoryPage() {
  const t = useT();
  const [page, isLoading, branch, location, totalPages] = useUnit([
    $page,
    $isContentLoading,
    $categoryBranch,
    $location,
    $totalPages,
  ]);
  if (page === null) return null;
  const content = page.data;
  const hasFilters = page.filters.some((filter) => filter.visible);
  const hasAside = hasFilters || branch !== null;
  return (
    <div className="category" data-view="catalogue">
      <Breadcrumbs breadcrumb={content.breadcrumb} />
      <header className="category__header">
        <h1>{content.pageTitle}</h1>
        {content.descriptions.short ? <p className="category__intro">{content.descriptions.short}</p> : null}
      </header>
      <SubCategories items={content.children} />
      <div className={`category__layout${hasAside ? '' : ' category__layout--no-filters'}`}>
        {hasAside ? (
          <div className="category__side">
            <CategoryTree />
            {hasFilters ? (
              <aside className="category__filters" aria-label={t('filters.title')}>
                <h2 className="section-title">{t('filters.title')}</h2>
                <FilterList idPrefix="d-" />
              </aside>
            ) : null}
          </div>
        ) : null}
        <section className="category__results" aria-labelledby="results-title" aria-busy={isLoading}>
          <h2 id="results-title" className="visually-hidden">
            {t('catalogue.products')}
          </h2>
          <Toolbar />
          <div className="category__active-filters">
            <ActiveFilters />
          </div>
          {content.products.length === 0 ? (
            <p className="category__empty">{t('catalogue.empty')}</p>
          ) : (
            <ProductGrid products={content.products} label={t('catalogue.products')} />
          )}
          <Pagination
            page={location.page}
            total={totalPages}
            href={(number) => catalogueUrl({ ...location, page: number })}
          />
        </section>
      </div>
      {hasFilters ? <MobileFilterPanel /> : null}
    </div>
  );
}
