// /account/invoices (spec §2, account layout, `authenticated-account` guard; 404 when its menu item is off).
import type { Route } from './+types/account-invoices';
import { $invoicesStatus, accountInvoicesStarted } from '@etalage/domain/account';
import { defineScopeRoute, page, upstreamError } from '~/effector/route';
import { scopeTranslator, shopPageTitle } from '~/i18n/translator';
import { noindexMeta } from '~/lib/seo';
import { AccountInvoicesPage } from '~/features/account/documents-pages';
import { accountPageAvailable } from '~/features/account/account-route';

const route = defineScopeRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  start: accountInvoicesStarted,
  outcome: (scope) =>
    scope.getState($invoicesStatus) === 'ready'
      ? page({ title: shopPageTitle(scope, scopeTranslator(scope)('account.invoices.title')) })
      : upstreamError,
});

export const meta: Route.MetaFunction = ({ data: loaderData }) => noindexMeta(loaderData?.title);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function AccountInvoicesRoute() {
  return <AccountInvoicesPage />;
}
