// /account/tickets/{id} (spec §2 account layout, `authenticated-account` guard; 404 when the tickets menu item is
// off): one ticket of the customer with its messages; another customer's ticket or an unknown one answers 404.
import type { Route } from './+types/account-ticket';
import { $ticket, $ticketStatus, ticketPageStarted } from '@etalage/domain/account';
import { defineScopeRoute, page, whenLoaded } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountTicketPage } from '~/features/account/tickets-pages';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: ticketPageStarted,
  paramsOf: ({ params }) => ({ id: params.id ?? '' }),
  outcome: (scope) =>
    whenLoaded(scope.getState($ticketStatus), scope.getState($ticket), (ticket) =>
      page({ title: shopPageTitle(scope, `${ticket.subject} · ${scopeTranslator(scope)('account.tickets.title')}`) }),
    ),
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountTicketRoute() {
  return <AccountTicketPage />;
}
