// Address lookup calls (spec §4 Address lookup, §7): NL postcode + house number, and the suggestion search and
// details for other countries. I/O only; every address form instance attaches its own copy of the lookups.
import { attach } from 'effector';
import { $api } from '../api';
import type { CountryCode, NonEmptyString } from '../shared';
import type { AddressDetail, AddressLookupRequest, AddressLookupResult, AddressMatch } from './contract';
import { addressRoutes } from './routes';

export const addressLookupFx = attach({
  source: $api,
  effect: async (api, body: AddressLookupRequest): Promise<AddressLookupResult> =>
    (await api.call(addressRoutes.addressLookup, { body })).data,
});

export interface SuggestParams {
  countryCode: CountryCode;
  query: string;
  /** The context of a match that narrows the search (a street, a town). */
  context: string | null;
}

export const addressSuggestFx = attach({
  source: $api,
  effect: async (api, { countryCode, query, context }: SuggestParams): Promise<AddressMatch[]> => {
    const body = context ? { query: query as NonEmptyString, context } : { query: query as NonEmptyString };
    return (await api.call(addressRoutes.addressSuggest, { params: { countryCode }, body })).data.matches;
  },
});

export const addressDetailsFx = attach({
  source: $api,
  effect: async (
    api,
    { countryCode, context }: { countryCode: CountryCode; context: string },
  ): Promise<AddressDetail> =>
    (
      await api.call(addressRoutes.addressDetails, {
        params: { countryCode, context: context as NonEmptyString },
        body: {},
      })
    ).data.address,
});
