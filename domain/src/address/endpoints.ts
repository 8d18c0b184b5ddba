// The address calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import * as t from 'io-ts';
import { endpoint, NoParams, notFound, CountryCode, EmptyBody, NonEmptyString, endpointTable } from '../shared';
import {
  AddressDetailsReply,
  AddressLookupReply,
  AddressLookupRequest,
  AddressSuggestReply,
  AddressSuggestRequest,
} from './contract';

export const addressEndpoints = endpointTable({
  addressLookup: endpoint({
    method: 'POST',
    path: '/api/v2/checkout/address',
    summary: 'Street and city of a Dutch postcode and house number.',
    tag: 'address',
    read: true,
    auth: 'none',
    params: NoParams,
    body: AddressLookupRequest,
    reply: AddressLookupReply,
    errors: [notFound('no address has this postcode and house number (phrase address_not_found)')],
  }),
  addressLookupLegacy: endpoint({
    method: 'POST',
    path: '/api/checkout/address',
    summary: 'The older address lookup; same request and answer as /api/v2/checkout/address.',
    tag: 'address',
    read: true,
    auth: 'none',
    params: NoParams,
    body: AddressLookupRequest,
    reply: AddressLookupReply,
    errors: [notFound('no address has this postcode and house number (phrase address_not_found)')],
  }),
  addressSuggest: endpoint({
    method: 'POST',
    path: '/api/v2/checkout/address/v2/{countryCode}',
    summary: 'Address suggestions for a query, narrowed by the context of a previous match.',
    tag: 'address',
    read: true,
    auth: 'none',
    params: t.type({ countryCode: CountryCode }),
    body: AddressSuggestRequest,
    reply: AddressSuggestReply,
    errors: [],
  }),
  addressDetails: endpoint({
    method: 'POST',
    path: '/api/v2/checkout/address/details/{countryCode}/{context}',
    summary: 'The full address behind a match of precision Address.',
    tag: 'address',
    read: true,
    auth: 'none',
    params: t.type({ countryCode: CountryCode, context: NonEmptyString }),
    body: EmptyBody,
    reply: AddressDetailsReply,
    errors: [notFound('no address has this context')],
  }),
});
