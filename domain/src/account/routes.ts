// The account calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type {
  AddressCreateReply,
  AddressCreateRequest,
  AddressReply,
  AddressUpdateRequest,
  AddressesReply,
  InvoicesReply,
  OrderPayReply,
  OrderPayRequest,
  OrderPaymentsReply,
  OrderPaymentsRequest,
  OrderReply,
  OrdersReply,
  TicketCreateRequest,
  TicketReply,
  TicketsReply,
} from './contract';
import { route, routeTable, type Params, type Bytes, type StatusReply } from '../shared';

export const accountRoutes = routeTable({
  addresses: route<{ reply: typeof AddressesReply }>({
    method: 'GET',
    path: '/api/v2/account/addresses',
    read: true,
    auth: 'bearer',
  }),
  addressCreate: route<{ body: typeof AddressCreateRequest; reply: typeof AddressCreateReply }>({
    method: 'POST',
    path: '/api/v2/account/addresses',
    read: false,
    auth: 'bearer',
  }),
  addressUpdate: route<{ params: Params<'id'>; body: typeof AddressUpdateRequest; reply: typeof AddressReply }>({
    method: 'PUT',
    path: '/api/v2/account/addresses/{id}',
    read: false,
    auth: 'bearer',
  }),
  addressDelete: route<{ params: Params<'id'>; reply: typeof StatusReply }>({
    method: 'DELETE',
    path: '/api/v2/account/addresses/{id}',
    read: false,
    auth: 'bearer',
  }),
  orders: route<{ reply: typeof OrdersReply }>({
    method: 'GET',
    path: '/api/v2/account/orders',
    read: true,
    auth: 'bearer',
  }),
  order: route<{ params: Params<'orderUid'>; reply: typeof OrderReply }>({
    method: 'GET',
    path: '/api/v2/account/orders/{orderUid}',
    read: true,
    auth: 'bearer',
  }),
  orderPayments: route<{
    params: Params<'orderUid'>;
    body: typeof OrderPaymentsRequest;
    reply: typeof OrderPaymentsReply;
  }>({
    method: 'POST',
    path: '/api/v2/account/orders/{orderUid}/payments',
    read: true,
    auth: 'bearer',
  }),
  orderPay: route<{ params: Params<'orderUid'>; body: typeof OrderPayRequest; reply: typeof OrderPayReply }>({
    method: 'POST',
    path: '/api/v2/account/orders/{orderUid}/pay',
    read: false,
    auth: 'bearer',
  }),
  invoices: route<{ reply: typeof InvoicesReply }>({
    method: 'GET',
    path: '/api/v2/account/invoices',
    read: true,
    auth: 'bearer',
  }),
  invoicePdf: route<{ params: Params<'id'>; reply: typeof Bytes }>({
    method: 'GET',
    path: '/api/v2/account/invoices/{id}/pdf',
    read: true,
    auth: 'bearer',
    produces: 'application/pdf',
  }),
  tickets: route<{ reply: typeof TicketsReply }>({
    method: 'GET',
    path: '/api/v2/account/tickets',
    read: true,
    auth: 'bearer',
  }),
  ticket: route<{ params: Params<'id'>; reply: typeof TicketReply }>({
    method: 'GET',
    path: '/api/v2/account/tickets/{id}',
    read: true,
    auth: 'bearer',
  }),
  ticketCreate: route<{ body: typeof TicketCreateRequest; reply: typeof TicketReply }>({
    method: 'POST',
    path: '/api/v2/account/tickets',
    read: false,
    auth: 'bearer',
  }),
});
