import { Outlet, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/shop';
import { ShopChrome } from '~/components/shop-chrome';
import { ErrorPage, NotFoundPage } from '~/components/error-page';

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
