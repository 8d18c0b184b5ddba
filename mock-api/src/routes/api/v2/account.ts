// /api/v2/account/* and /api/presession/verify: login, session, registration, passwords, account fields,
// addresses, orders (and paying what is open on one), invoices and tickets. Thin: see services/account.ts.
import * as account from '../../../services/account';
import { payOpenOrder, paymentOptions } from '../../../services/checkout';
import { invoicePdf } from '../../../services/invoice-pdf';
import { Download, type Handlers } from '../../../plugins/contract';

type AccountHandlers = Pick<
  Handlers,
  | 'login'
  | 'logout'
  | 'session'
  | 'presession'
  | 'reset'
  | 'newPassword'
  | 'register'
  | 'accountUpdate'
  | 'addresses'
  | 'addressCreate'
  | 'addressUpdate'
  | 'addressDelete'
  | 'orders'
  | 'order'
  | 'orderPayments'
  | 'orderPay'
  | 'invoices'
  | 'invoicePdf'
  | 'tickets'
  | 'ticket'
  | 'ticketCreate'
>;

export const accountHandlers = (): AccountHandlers => ({
  login: ({ deps, body, request }) => ({
    status: 'success',
    data: account.login(deps, body.email, body.password, request.ip),
  }),
  logout: ({ deps, token }) => {
    account.logout(deps, token);
    return { status: 'success', message: 'logged_out' };
  },
  session: ({ deps, customerId }) => ({
    status: 'success',
    data: account.viewSession(account.customerOf(deps, customerId!)),
  }),
  presession: ({ deps, body }) => {
    const exists = account.emailExists(deps, body.email);
    return { status: exists ? 'success' : 'error', data: { exists } };
  },
  reset: ({ deps, body }) => {
    account.requestReset(deps, body.emailAddress);
    return { status: 'success', message: 'reset_link_sent' };
  },
  newPassword: ({ deps, body }) => {
    account.setNewPassword(deps, body.token, body.password);
    return { status: 'success', message: 'password_changed' };
  },
  register: ({ deps, body }) => ({ status: 'success', data: account.register(deps, body) }),
  accountUpdate: ({ deps, body, customerId }) => ({
    status: 'success',
    data: account.updateAccount(deps, customerId!, body),
  }),
  addresses: ({ deps, customerId }) => ({ status: 'success', data: account.listAddresses(deps, customerId!) }),
  addressCreate: ({ deps, body, customerId }) => ({
    status: 'success',
    data: account.createAddress(deps, customerId!, body),
  }),
  addressUpdate: ({ deps, params, body, customerId }) => ({
    status: 'success',
    data: account.updateAddress(deps, customerId!, params.id, body),
  }),
  addressDelete: ({ deps, params, customerId }) => {
    account.deleteAddress(deps, customerId!, params.id);
    return { status: 'success', message: 'address_deleted' };
  },
  orders: ({ deps, customerId }) => ({ status: 'success', data: account.listOrders(deps, customerId!) }),
  order: ({ deps, params, customerId }) => ({
    status: 'success',
    data: account.findOrder(deps, customerId!, params.orderUid).order,
  }),
  orderPayments: ({ deps, params, body, customerId }) => {
    account.findOrder(deps, customerId!, params.orderUid);
    return { status: 'success', data: paymentOptions(deps, body.countryCode) };
  },
  orderPay: ({ deps, params, body, customerId }) => ({
    status: 'success',
    data: payOpenOrder(deps, customerId!, params.orderUid, body),
  }),
  invoices: ({ deps, customerId }) => ({ status: 'success', data: account.listInvoices(deps, customerId!) }),
  invoicePdf: async ({ deps, params, customerId }) => {
    const pdf = await invoicePdf(deps, customerId!, params.id);
    return new Download(pdf.bytes, pdf.filename);
  },
  tickets: ({ deps, customerId }) => ({ status: 'success', data: account.listTickets(deps, customerId!) }),
  ticket: ({ deps, params, customerId }) => ({
    status: 'success',
    data: account.findTicket(deps, customerId!, params.id),
  }),
  ticketCreate: ({ deps, body, customerId }) => ({
    status: 'success',
    data: account.openTicket(deps, customerId!, body),
  }),
});
