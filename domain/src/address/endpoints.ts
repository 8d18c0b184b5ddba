// The address calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, notFound, EmptyBody, contractTable } from '../shared';
import {
  AddressDetailsParams,
  AddressDetailsReply,
  AddressLookupReply,
  AddressLookupRequest,
  AddressSuggestParams,
  AddressSuggestReply,
  AddressSuggestRequest,
} from './contract';
import { addressRoutes } from './routes';

export const addressEndpoints = contractTable(addressRoutes, {
  addressLookup: {
    summary: 'Street and city of a Dutch postcode and house number.',
    tag: 'address',
    params: NoParams,
    body: AddressLookupRequest,
    reply: AddressLookupReply,
    errors: [notFound('no address has this postcode and house number (phrase address_not_found)')],
  },
  addressLookupLegacy: {
    summary: 'The older address lookup; same request and answer as /api/v2/checkout/address.',
    tag: 'address',
    params: NoParams,
    body: AddressLookupRequest,
    reply: AddressLookupReply,
    errors: [notFound('no address has this postcode and house number (phrase address_not_found)')],
  },
  addressSuggest: {
    summary: 'Address suggestions for a query, narrowed by the context of a previous match.',
    tag: 'address',
    params: AddressSuggestParams,
    body: AddressSuggestRequest,
    reply: AddressSuggestReply,
    errors: [],
  },
  addressDetails: {
    summary: 'The full address behind a match of precision Address.',
    tag: 'address',
    params: AddressDetailsParams,
    body: EmptyBody,
    reply: AddressDetailsReply,
    errors: [notFound('no address has this context')],
  },
});
