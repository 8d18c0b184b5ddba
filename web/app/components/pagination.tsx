// Pagination (spec §2, §9): page in ?page, previous and next move one page, real links for crawlers. The
// catalogue and the account's order list give it the current page, the number of pages and each page's URL.
import { Link } from './link';
import { useT } from '~/i18n/use-t';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
const pageWindow = (current: number, total: number): (number | null)[] => {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? [null, page] : [page];
  });
};

interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are. */
  total: number;
  /** The URL of a page. */
  href: (page: number) => string;
}

export function Pagination({ page: shown, total, href }: PaginationProps) {
  const t = useT();
  if (total <= 1) return null;
  const current = Math.min(shown, total);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {current > 1 ? (
        <Link className="pagination__step" to={href(current - 1)} rel="prev">
          <ChevronLeftIcon size={16} />
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <ChevronLeftIcon size={16} />
          {t('pagination.previous')}
        </span>
      )}
      <ol className="pagination__pages">
        {pageWindow(current, total).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">{t('pagination.page', { page, total })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <Link className="pagination__page" to={href(page)} aria-label={t('pagination.goto', { page })}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link className="pagination__step" to={href(current + 1)} rel="next">
          {t('pagination.next')}
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          {t('pagination.next')}
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}
