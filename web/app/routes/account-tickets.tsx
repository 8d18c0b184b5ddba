// /account/tickets (spec §2, account layout, `authenticated-account` guard; 404 when its menu item is off). The
// form that opens a ticket works without JavaScript (forms/account.ts).
import type { Route } from './+types/account-tickets';
import { $ticketsStatus, accountTicketsStarted } from '@etalage/domain/account';
import { defineScopeRoute, page, upstreamError, defineScopeAction } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountTicketsPage, TICKET_INTENT } from '~/features/account/tickets-pages';
import { ticketIntent } from '~/forms/account';
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
export const action = defineScopeAction(route, { [TICKET_INTENT]: ticketIntent });

export default function AccountTicketsRoute() {
  return <AccountTicketsPage />;
}
