// /api/v2/checkout/* and the older /api/checkout/address: delivery and payment options, paying, the payment's
// outcome and retry, and the address lookups. Thin: see services/checkout.ts and services/address-book.ts.
import type { FastifyInstance } from 'fastify';
import type { AddressLookupRequest } from '@etalage/domain/address';
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
    data: app.addressBook.lookup(body.countryCode, body.zipCode, body.houseNumber),
  });
  return {
    deliveryOptions: ({ deps, body }) => ({
      status: 'success',
      data: checkout.deliveryOptions(deps, body.countryCode, body.cUid),
    }),
    paymentOptions: ({ deps, body }) => ({ status: 'success', data: checkout.paymentOptions(deps, body.countryCode) }),
    pay: ({ deps, body, customerId }) => ({ status: 'success', data: checkout.pay(deps, body, customerId!) }),
    paymentOutcome: ({ deps, params }) => ({
      status: 'success',
      data: checkout.paymentOutcome(deps, params.paymentUid),
    }),
    paymentRetry: ({ deps, params, body }) => ({
      status: 'success',
      data: checkout.retryPayment(deps, params.paymentUid, body.returnUrl),
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
