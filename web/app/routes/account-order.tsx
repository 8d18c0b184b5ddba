// /account/orders/{id} (spec §2, account layout, `authenticated-account` guard): one order of the customer, by
// uid or id; another customer's order or an unknown one answers 404. Its action pays what is open on the order
// before and without JavaScript (forms/pay-order.ts).
import type { Route } from './+types/account-order';
import { $accountOrder, $accountOrderStatus, accountOrderStarted } from '@etalage/domain/account';
import { defineScopeRoute, page, whenLoaded, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountOrderPage } from '~/features/account/orders-pages';
import { accountPageAvailable } from '~/features/account/account-route';
import { PAY_ORDER_INTENT } from '~/features/account/pay-order-intents';
import { payOrderIntent, payOrderOpenIntent } from '~/forms/pay-order';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: accountOrderStarted,
  paramsOf: ({ params }) => ({ uid: params.id ?? '' }),
  outcome: (scope) =>
    whenLoaded(scope.getState($accountOrderStatus), scope.getState($accountOrder), (order) =>
      page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.order.title', { number: order.number })) }),
    ),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, {
  [PAY_ORDER_INTENT.open]: payOrderOpenIntent,
  [PAY_ORDER_INTENT.pay]: payOrderIntent,
});

export default function AccountOrderRoute() {
  return <AccountOrderPage />;
}
