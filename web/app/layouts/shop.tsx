import { Outlet } from 'react-router';
import type { Route } from './+types/shop';
import { ShopChrome } from '~/components/shop-chrome';
import { RouteError } from '~/components/error-page';
import { PageErrorSlot } from '~/components/page-error-slot';
import { CarriedNotices } from '~/components/form-notices';
import { seoMeta } from '~/lib/seo';

/**
 * React Router renders the meta of the matches up to the boundary that caught an error, so a page route's
 * own `meta` is skipped on its 404: this layout's meta keeps error pages noindex (spec §2). Without an
 * error the page route's meta, which comes later, wins.
 */
export const meta: Route.MetaFunction = ({ error }) => (error ? seoMeta(undefined, error) : []);

/** The ecommerce layout (spec §2 Layouts). */
export default function ShopLayout() {
  return (
    <ShopChrome>
      <PageErrorSlot>
        <CarriedNotices />
        <Outlet />
      </PageErrorSlot>
    </ShopChrome>
  );
}

/** Errors of shop pages keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} chrome={ShopChrome} />;
}
