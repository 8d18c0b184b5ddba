// The checkout pages (spec §2 /checkout, /checkout/login, /checkout/{slug}): the slug is a step in Dutch or
// English, or the uid of a payment (the domain's `checkoutPageOf`). The route helper starts the checkout model
// (which waits for the cart itself) and answers HTTP: a redirect the model asked for (a logged-in customer
// skips the email step, a later step without a session starts over), 404 for an unknown payment, or the page's
// title. Every checkout page is noindex. Its action takes the forms of every checkout page, sent before or
// without JavaScript (forms/checkout.ts).
import {
  $isOutcomeMissing,
  $paymentOutcome,
  PRESESSION_EMAIL_COOKIE,
  checkoutPageOf,
  checkoutPageStarted,
  checkoutTitleKey,
} from '@etalage/domain/checkout';
import type { Route } from './+types/checkout';
import { defineScopeRoute, notFound, page, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import { CHECKOUT_INTENT } from '~/features/checkout/intents';
import { LOGIN_INTENT } from '~/components/login-form';
import {
  checkoutLoginIntent,
  deliveryIntent,
  emailIntent,
  informationIntent,
  overviewIntent,
  prevIntent,
  retryIntent,
} from '~/forms/checkout';

const route = defineScopeRoute({
  start: checkoutPageStarted,
  paramsOf: ({ params, cookie }) => ({ slug: params.slug ?? null, email: cookie(PRESESSION_EMAIL_COOKIE) }),
  // The pay step shows its working state while the payment is created; waiting for the scope to settle
  // would keep the shopper on the overview until the model leaves for the payment page.
  awaitOnClient: ({ params }) => {
    const current = checkoutPageOf(params.slug);
    return !(current.kind === 'step' && current.step === 'pay');
  },
  outcome: (scope, { params }) => {
    const current = checkoutPageOf(params.slug);
    if (current.kind === 'payment' && scope.getState($isOutcomeMissing)) return notFound;
    const heading = scopeTranslator(scope)(checkoutTitleKey(current, scope.getState($paymentOutcome)?.status ?? null));
    return page({ page: current, title: shopPageTitle(scope, heading) });
  },
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, {
  [CHECKOUT_INTENT.email]: emailIntent,
  [LOGIN_INTENT]: checkoutLoginIntent,
  [CHECKOUT_INTENT.information]: informationIntent,
  [CHECKOUT_INTENT.delivery]: deliveryIntent,
  [CHECKOUT_INTENT.overview]: overviewIntent,
  [CHECKOUT_INTENT.prev]: prevIntent,
  [CHECKOUT_INTENT.retry]: retryIntent,
});

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage page={loaderData.page} />;
}
