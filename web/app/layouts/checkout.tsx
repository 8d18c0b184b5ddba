import { Outlet } from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutChrome } from '~/features/checkout/checkout-chrome';
import { RouteError } from '~/components/error-page';
import { PageErrorSlot } from '~/components/page-error-slot';
import { CarriedNotices } from '~/components/form-notices';
import { seoMeta } from '~/lib/seo';

/** Error pages of the checkout (an unknown payment uid) stay noindex, as in the shop layout. */
export const meta: Route.MetaFunction = ({ error }) => (error ? seoMeta(undefined, error) : []);

/** The checkout layout (spec §2 Layouts): no site navigation, a step indicator. */
export default function CheckoutLayout() {
  return (
    <CheckoutChrome>
      <PageErrorSlot>
        <CarriedNotices />
        <Outlet />
      </PageErrorSlot>
    </CheckoutChrome>
  );
}

/** Errors of checkout pages keep the checkout's chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} chrome={CheckoutChrome} />;
}
