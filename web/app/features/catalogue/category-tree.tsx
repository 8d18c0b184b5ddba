// The category side navigation: the branch of the tree (POST /api/public/navigation) that holds the current
// category, the current one marked. A category with exactly one product links straight to it (spec §4).
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { $categoryBranch, $page, productPath, type NavigationItem } from '@etalage/domain/catalogue';
import { useT } from '~/i18n/use-t';

function Branch({ items, currentId }: { items: NavigationItem[]; currentId: string }) {
  return (
    <ul className="category-tree__list">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            className="category-tree__link"
            to={item.singleProduct ? productPath(item.singleProduct.id, item.singleProduct.slug) : item.slug}
            aria-current={item.id === currentId ? 'page' : undefined}
          >
            {item.title}
          </Link>
          {item.children.length > 0 ? <Branch items={item.children} currentId={currentId} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function CategoryTree() {
  const t = useT();
  const [branch, page] = useUnit([$categoryBranch, $page]);
  if (branch === null || page === null) return null;
  return (
    <nav className="category-tree" aria-label={t('catalogue.categoryNavigation')}>
      <Branch items={[branch]} currentId={page.data.id} />
    </nav>
  );
}
