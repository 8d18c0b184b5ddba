// /account/tickets (spec §2, account layout, `authenticated-account` guard; 404 when its menu item is off).
import type { Route } from './+types/account-tickets';
import { $ticketsStatus, accountTicketsStarted } from '@etalage/domain';
import { defineScopeRoute, page, upstreamError } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountTicketsPage } from '~/features/account/tickets-pages';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: accountTicketsStarted,
  paramsOf: ({ url }) => ({ orderUid: url.searchParams.get('order') }),
  outcome: (scope) =>
    scope.getState($ticketsStatus) === 'ready'
      ? page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.tickets.title')) })
      : upstreamError,
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountTicketsRoute() {
  return <AccountTicketsPage />;
}
