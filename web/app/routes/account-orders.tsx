// /account/orders (spec §2, account layout, `authenticated-account` guard): the customer's orders a page at a
// time (?page=); a malformed page number or one past the last answers 404.
import type { Route } from './+types/account-orders';
import { $accountOrdersStatus, $ordersPage, accountOrdersStarted } from '@etalage/domain/account';
import { defineScopeRoute, notFound, page, upstreamError } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountOrdersPage } from '~/features/account/orders-pages';
import { accountPageAvailable, listPageOf } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: (scope, args) => accountPageAvailable(scope, args) && listPageOf(args.url) !== null,
  start: accountOrdersStarted,
  paramsOf: ({ url }) => ({ page: listPageOf(url) ?? 1 }),
  outcome: (scope) => {
    if (scope.getState($accountOrdersStatus) !== 'ready') return upstreamError;
    const { page: shown, pageCount } = scope.getState($ordersPage);
    if (shown > pageCount) return notFound;
    return page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.orders.title')) });
  },
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountOrdersRoute() {
  return <AccountOrdersPage />;
}
