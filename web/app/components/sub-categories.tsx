import { Link } from './link';
import { productPath, type SubCategory } from '@etalage/domain/catalogue';
import { useT } from '~/i18n/use-t';

/**
 * Sub-categories above the grid; a category with exactly one product links straight to it (spec §4). They open
 * the page, so the first row's images load at once and the first two (a phone's first row, the largest paint
 * there) ask for high priority (docs/performance.md "The first paint").
 */
export function SubCategories({ items }: { items: SubCategory[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="sub-categories" aria-labelledby="sub-categories-title">
      <h2 id="sub-categories-title" className="section-title">
        {t('catalogue.subcategories')}
      </h2>
      <ul className="sub-categories__list">
        {items.map((item, index) => (
          <li key={item.id}>
            <Link
              className="sub-category"
              to={item.singleProduct ? productPath(item.singleProduct.id, item.singleProduct.slug) : item.slug}
            >
              {item.image ? (
                <img
                  src={item.image.imageSrc.medium}
                  alt=""
                  width={160}
                  height={160}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  fetchPriority={index < 2 ? 'high' : undefined}
                />
              ) : null}
              <span className="sub-category__title">{item.pageTitle}</span>
              <span className="sub-category__count">{t('catalogue.results', { count: item.products })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
