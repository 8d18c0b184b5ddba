// The address calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type {
  AddressDetailsParams,
  AddressDetailsReply,
  AddressLookupReply,
  AddressLookupRequest,
  AddressSuggestParams,
  AddressSuggestReply,
  AddressSuggestRequest,
} from './contract';
import { route, routeTable, type EmptyBody } from '../shared';

export const addressRoutes = routeTable({
  addressLookup: route<{ body: typeof AddressLookupRequest; reply: typeof AddressLookupReply }>({
    method: 'POST',
    path: '/api/v2/checkout/address',
    read: true,
    auth: 'none',
  }),
  addressLookupLegacy: route<{ body: typeof AddressLookupRequest; reply: typeof AddressLookupReply }>({
    method: 'POST',
    path: '/api/checkout/address',
    read: true,
    auth: 'none',
  }),
  addressSuggest: route<{
    params: typeof AddressSuggestParams;
    body: typeof AddressSuggestRequest;
    reply: typeof AddressSuggestReply;
  }>({
    method: 'POST',
    path: '/api/v2/checkout/address/v2/{countryCode}',
    read: true,
    auth: 'none',
  }),
  addressDetails: route<{
    params: typeof AddressDetailsParams;
    body: typeof EmptyBody;
    reply: typeof AddressDetailsReply;
  }>({
    method: 'POST',
    path: '/api/v2/checkout/address/details/{countryCode}/{context}',
    read: true,
    auth: 'none',
  }),
});
