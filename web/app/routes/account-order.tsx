// /account/orders/{id} (spec §2, account layout, `authenticated-account` guard): one order of the customer, by
// uid or id; another customer's order or an unknown one answers 404.
import type { Route } from './+types/account-order';
import { $accountOrder, $accountOrderStatus, accountOrderStarted } from '@etalage/domain';
import { defineScopeRoute, page, whenLoaded } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountOrderPage } from '~/features/account/orders-pages';
import { accountPageAvailable } from '~/features/account/account-route';

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

export default function AccountOrderRoute() {
  return <AccountOrderPage />;
}
