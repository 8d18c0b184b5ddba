// The checkout pages (spec §2 /checkout, /checkout/login, /checkout/{slug}): the slug is a step in Dutch or
// English, or the uid of a payment. Loaders start the checkout model (which waits for the session and the
// cart the root loader starts alongside) and answer HTTP: a redirect the model asked for (a logged-in
// customer skips the email step, a later step without a session starts over), 404 for an unknown payment,
// or the page's title. Every checkout page is noindex.
import { data, redirect } from 'react-router';
import type { Scope } from 'effector';
import {
  $appConfig,
  $isOutcomeMissing,
  $locale,
  $messages,
  $paymentOutcome,
  checkoutPageStarted,
  originResolved,
} from '@etalage/domain';
import type { Route } from './+types/checkout';
import { requestedNavigationsContext, runOnServer } from '~/effector/server';
import { getClientScope, runOnClient } from '~/effector/client';
import { createTranslator } from '~/i18n/translator';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import { checkoutPageOf, checkoutTitleKey, type CheckoutPage as Page } from '~/features/checkout/page';

const outcome = (scope: Scope, page: Page) => {
  if (page.kind === 'payment' && scope.getState($isOutcomeMissing)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const t = createTranslator(scope.getState($messages), scope.getState($locale));
  const heading = t(checkoutTitleKey(page, scope.getState($paymentOutcome)?.status ?? null));
  return { page, title: t('checkout.meta.title', { page: heading, shop: scope.getState($appConfig)?.app.name ?? '' }) };
};

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = checkoutPageOf(params.slug);
  const [, scope] = await Promise.all([
    runOnServer(context, originResolved, url.origin),
    runOnServer(context, checkoutPageStarted, { slug: params.slug ?? null }),
  ]);
  const navigation = context.get(requestedNavigationsContext).at(-1);
  if (navigation && !navigation.external && navigation.to !== url.pathname) throw redirect(navigation.to, 303);
  return outcome(scope, page);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const page = checkoutPageOf(params.slug);
  const started = Promise.all([
    runOnClient(originResolved, new URL(request.url).origin),
    runOnClient(checkoutPageStarted, { slug: params.slug ?? null }),
  ]);
  // The pay step shows its working state while the payment is created; waiting for the scope to settle
  // here would keep the shopper on the overview until the model leaves for the payment page.
  if (page.kind === 'step' && page.step === 'pay') return outcome(getClientScope(), page);
  const [, scope] = await started;
  return outcome(scope, page);
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage page={loaderData.page} />;
}
