// Address lookup (spec §3 Address lookup, §4, §7): NL by postcode and house number, other countries by suggestions.
import * as t from 'io-ts';
import { CountryCode, NonEmptyString, success } from '../shared';

/** POST /api/v2/checkout/address (and the older POST /api/checkout/address). */
export const AddressLookupRequest = t.exact(
  t.intersection([
    t.type({ countryCode: CountryCode, zipCode: NonEmptyString, houseNumber: NonEmptyString }),
    t.partial({ houseNumberAddition: t.string }),
  ]),
  'AddressLookupRequest',
);
export type AddressLookupRequest = t.TypeOf<typeof AddressLookupRequest>;

export const AddressLookupResult = t.type(
  { street: t.string, city: t.string, postcode: t.string, houseNumber: t.string },
  'AddressLookupResult',
);
export type AddressLookupResult = t.TypeOf<typeof AddressLookupResult>;
export const AddressLookupReply = success(AddressLookupResult, 'AddressLookupReply');
export type AddressLookupReply = t.TypeOf<typeof AddressLookupReply>;

/** `Address` precision means the match is a full address; others (Street, Locality) narrow the search. */
export const MatchPrecision = t.keyof({ Address: null, Street: null, Locality: null }, 'MatchPrecision');
export type MatchPrecision = t.TypeOf<typeof MatchPrecision>;

export const AddressMatch = t.type(
  { value: t.string, label: t.string, description: t.string, context: t.string, precision: MatchPrecision },
  'AddressMatch',
);
export type AddressMatch = t.TypeOf<typeof AddressMatch>;

/** POST /api/v2/checkout/address/v2/{countryCode}: suggestions for `query`, narrowed by a match's `context`. */
/** The path of an address suggestion: the country it searches. */
export const AddressSuggestParams = t.type({ countryCode: CountryCode });

/** The path of an address's details: its country and the match's context. */
export const AddressDetailsParams = t.type({ countryCode: CountryCode, context: NonEmptyString });

export const AddressSuggestRequest = t.exact(
  t.intersection([t.type({ query: NonEmptyString }), t.partial({ context: t.string })]),
  'AddressSuggestRequest',
);
export type AddressSuggestRequest = t.TypeOf<typeof AddressSuggestRequest>;
export const AddressSuggestReply = success(t.type({ matches: t.array(AddressMatch) }), 'AddressSuggestReply');
export type AddressSuggestReply = t.TypeOf<typeof AddressSuggestReply>;

export const AddressDetail = t.type(
  {
    postcode: t.string,
    buildingNumber: t.string,
    buildingNumberAddition: t.string,
    street: t.string,
    locality: t.string,
    countryCode: CountryCode,
  },
  'AddressDetail',
);
export type AddressDetail = t.TypeOf<typeof AddressDetail>;

/** POST /api/v2/checkout/address/details/{countryCode}/{context}: the full address of an `Address` match. */
export const AddressDetailsReply = success(t.type({ address: AddressDetail }), 'AddressDetailsReply');
export type AddressDetailsReply = t.TypeOf<typeof AddressDetailsReply>;
