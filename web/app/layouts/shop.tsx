import { Outlet, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/shop';
import { ShopChrome } from '~/components/shop-chrome';
import { ErrorPage, NotFoundPage } from '~/components/error-page';
import { errorTitlesOf, seoMeta } from '~/lib/seo';

/**
 * React Router renders the meta of the matches up to the boundary that caught an error, so a page route's
 * own `meta` is skipped on its 404: this layout's meta keeps error pages noindex (spec §2). Without an
 * error the page route's meta, which comes later, wins.
 */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? seoMeta(undefined, error, errorTitlesOf(matches)) : [];

/** The ecommerce layout (spec §2 Layouts). */
export default function ShopLayout() {
  return (
    <ShopChrome>
      <Outlet />
    </ShopChrome>
  );
}

/** Errors of shop pages keep the header and footer: a 404 page or the error page with its status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ShopChrome>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage path={pathname} />
      ) : (
        <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} error={error} />
      )}
    </ShopChrome>
  );
}
