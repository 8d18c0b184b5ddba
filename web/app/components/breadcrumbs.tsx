import { Link } from './link';
import { breadcrumbBack } from '@etalage/domain/catalogue';
import { type Breadcrumb } from '@etalage/domain/shared';
import { useT } from '~/i18n/use-t';
import { ChevronLeftIcon } from './icons';

/** Spec §3/§4: the crumb trail; 'back' goes to the second-last crumb, or / when there is only one. */
export function Breadcrumbs({ breadcrumb }: { breadcrumb: Breadcrumb }) {
  const t = useT();
  const list = breadcrumb.list;
  if (list.length === 0) return null;
  return (
    <div className="breadcrumbs">
      <Link to={breadcrumbBack(breadcrumb)} className="breadcrumbs__back">
        <ChevronLeftIcon size={16} />
        {t('breadcrumb.back')}
      </Link>
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="breadcrumbs__list">
          {list.map((item, index) => (
            <li key={`${item.position}-${item.slug}`}>
              {index === list.length - 1 ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <Link to={item.slug}>{item.label}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
