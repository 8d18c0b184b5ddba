// /account/invoices/{id}/pdf: an invoice as a PDF, downloaded by a plain link from the invoices page.
// The `authenticated-account` guard and the invoices menu flag hold as for the page; the PDF comes from the API
// with the shopper's token (docs/account.md "Invoices as PDF").
import { $api } from '@etalage/domain/api';
import { defineFileRoute } from '~/effector/route';
import { accountPageAvailable } from '~/features/account/account-route';
import { accountRoutes } from '@etalage/domain/account';

export const loader = defineFileRoute({
  guard: 'authenticated-account',
  available: accountPageAvailable,
  file: (scope, { params }) =>
    scope.getState($api).download(accountRoutes.invoicePdf, { params: { id: params.id ?? '' } }),
});
