// The checkout calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, param, notFound, unprocessable, contractTable } from '../shared';
import {
  CountryRequest,
  DeliveryOptionsReply,
  PayErrorReply,
  PayReply,
  PayRequest,
  PaymentOptionsReply,
  PaymentOutcomeReply,
  PaymentRetryRequest,
} from './contract';
import { checkoutRoutes } from './routes';

export const checkoutEndpoints = contractTable(checkoutRoutes, {
  deliveryOptions: {
    summary: 'Delivery options (shipping and pickup) for a country.',
    tag: 'checkout',
    params: NoParams,
    body: CountryRequest,
    reply: DeliveryOptionsReply,
    errors: [],
  },
  paymentOptions: {
    summary: 'Payment options for a country.',
    tag: 'checkout',
    params: NoParams,
    body: CountryRequest,
    reply: PaymentOptionsReply,
    errors: [],
  },
  pay: {
    summary: "Creates the order and its payment; answers the provider's payment URL.",
    tag: 'checkout',
    params: NoParams,
    body: PayRequest,
    reply: PayReply,
    errors: [
      notFound('no cart of this customer has this cUid'),
      { status: 422, codec: PayErrorReply, when: 'the checkout cannot be paid: message.step and message.code say why' },
    ],
  },
  paymentOutcome: {
    summary: 'The status of a payment and a summary of its order.',
    tag: 'checkout',
    params: param('paymentUid'),
    body: null,
    reply: PaymentOutcomeReply,
    errors: [notFound('no payment has this uid')],
  },
  paymentRetry: {
    summary: 'A new payment for the order of a cancelled or failed payment.',
    tag: 'checkout',
    params: param('paymentUid'),
    body: PaymentRetryRequest,
    reply: PayReply,
    errors: [notFound('no payment has this uid'), unprocessable('the order is already paid')],
  },
});
