// /api/v2/checkout/* and the older /api/checkout/address: delivery and payment options, paying, the payment's
// outcome and retry, and the address lookups. Thin: see services/checkout.ts and services/address-book.ts.
import type { FastifyInstance } from 'fastify';
import type { AddressLookupRequest } from '@etalage/domain';
import * as checkout from '../../../services/checkout';
import type { Handlers } from '../../../plugins/contract';

type CheckoutHandlers = Pick<
  Handlers,
  | 'deliveryOptions'
  | 'paymentOptions'
  | 'pay'
  | 'paymentOutcome'
  | 'paymentRetry'
  | 'addressLookup'
  | 'addressLookupLegacy'
  | 'addressSuggest'
  | 'addressDetails'
>;

export const checkoutHandlers = (app: FastifyInstance): CheckoutHandlers => {
  const lookup = ({ body }: { body: AddressLookupRequest }) => ({
    status: 'success' as const,
    data: app.addressBook.lookup(body.countryCode, body.zipCode, body.houseNumber, body.houseNumberAddition),
  });
  return {
    deliveryOptions: ({ body }) => ({
      status: 'success',
      data: checkout.deliveryOptions(app, body.countryCode, body.cUid),
    }),
    paymentOptions: ({ body }) => ({ status: 'success', data: checkout.paymentOptions(app, body.countryCode) }),
    pay: ({ body, customerId }) => ({ status: 'success', data: checkout.pay(app, body, customerId!) }),
    paymentOutcome: ({ params }) => ({ status: 'success', data: checkout.paymentOutcome(app, params.paymentUid) }),
    paymentRetry: ({ params, body }) => ({
      status: 'success',
      data: checkout.retryPayment(app, params.paymentUid, body.returnUrl),
    }),
    addressLookup: lookup,
    addressLookupLegacy: lookup,
    addressSuggest: ({ params, body }) => ({
      status: 'success',
      data: { matches: app.addressBook.suggest(params.countryCode, body.query, body.context) },
    }),
    addressDetails: ({ params }) => ({
      status: 'success',
      data: { address: app.addressBook.details(params.countryCode, params.context) },
    }),
  };
};
