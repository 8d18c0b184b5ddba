// /api/v2/account/* and /api/presession/verify: login, session, registration, passwords, account fields,
// addresses, orders (and paying what is open on one), invoices and tickets. Thin: see services/account.ts.
import type { FastifyInstance } from 'fastify';
import * as account from '../../../services/account';
import { payOpenOrder, paymentOptions } from '../../../services/checkout';
import type { Handlers } from '../../../plugins/contract';

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
  | 'tickets'
>;

export const accountHandlers = (app: FastifyInstance): AccountHandlers => ({
  login: ({ body }) => ({ status: 'success', data: account.login(app, body.email, body.password) }),
  logout: ({ token }) => {
    account.logout(app, token);
    return { status: 'success', message: 'logged_out' };
  },
  session: ({ customerId }) => ({ status: 'success', data: account.viewSession(account.customerOf(app, customerId!)) }),
  presession: ({ body }) => {
    const exists = account.emailExists(app, body.email);
    return { status: exists ? 'success' : 'error', data: { exists } };
  },
  reset: ({ body }) => {
    account.requestReset(app, body.emailAddress);
    return { status: 'success', message: 'reset_link_sent' };
  },
  newPassword: ({ body }) => {
    account.setNewPassword(app, body.token, body.password);
    return { status: 'success', message: 'password_changed' };
  },
  register: ({ body }) => ({ status: 'success', data: account.register(app, body) }),
  accountUpdate: ({ body, customerId }) => ({
    status: 'success',
    data: account.updateAccount(app, customerId!, body),
  }),
  addresses: ({ customerId }) => ({ status: 'success', data: account.listAddresses(app, customerId!) }),
  addressCreate: ({ body, customerId }) => ({ status: 'success', data: account.createAddress(app, customerId!, body) }),
  addressUpdate: ({ params, body, customerId }) => ({
    status: 'success',
    data: account.updateAddress(app, customerId!, params.id, body),
  }),
  addressDelete: ({ params, customerId }) => {
    account.deleteAddress(app, customerId!, params.id);
    return { status: 'success', message: 'address_deleted' };
  },
  orders: ({ customerId }) => ({ status: 'success', data: account.listOrders(app, customerId!) }),
  order: ({ params, customerId }) => ({
    status: 'success',
    data: account.findOrder(app, customerId!, params.orderUid).order,
  }),
  orderPayments: ({ params, body, customerId }) => {
    account.findOrder(app, customerId!, params.orderUid);
    return { status: 'success', data: paymentOptions(app, body.countryCode) };
  },
  orderPay: ({ params, body, customerId }) => ({
    status: 'success',
    data: payOpenOrder(app, customerId!, params.orderUid, body),
  }),
  invoices: ({ customerId }) => ({ status: 'success', data: account.listInvoices(app, customerId!) }),
  tickets: ({ customerId }) => ({ status: 'success', data: account.listTickets(app, customerId!) }),
});
