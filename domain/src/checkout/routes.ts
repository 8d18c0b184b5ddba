// The checkout calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type {
  CountryRequest,
  DeliveryOptionsReply,
  PayReply,
  PayRequest,
  PaymentOptionsReply,
  PaymentOutcomeReply,
  PaymentRetryRequest,
} from './contract';
import { route, routeTable, type Params } from '../shared';

export const checkoutRoutes = routeTable({
  deliveryOptions: route<{ body: typeof CountryRequest; reply: typeof DeliveryOptionsReply }>({
    method: 'POST',
    path: '/api/v2/checkout/delivery',
    read: true,
    auth: 'optional',
  }),
  paymentOptions: route<{ body: typeof CountryRequest; reply: typeof PaymentOptionsReply }>({
    method: 'POST',
    path: '/api/v2/checkout/payments',
    read: true,
    auth: 'optional',
  }),
  pay: route<{ body: typeof PayRequest; reply: typeof PayReply }>({
    method: 'POST',
    path: '/api/v2/checkout/pay',
    read: false,
    auth: 'bearer',
  }),
  paymentOutcome: route<{ params: Params<'paymentUid'>; reply: typeof PaymentOutcomeReply }>({
    method: 'GET',
    path: '/api/v2/checkout/payments/{paymentUid}',
    read: true,
    auth: 'none',
  }),
  paymentRetry: route<{ params: Params<'paymentUid'>; body: typeof PaymentRetryRequest; reply: typeof PayReply }>({
    method: 'POST',
    path: '/api/v2/checkout/payments/{paymentUid}/retry',
    read: false,
    auth: 'none',
  }),
});
