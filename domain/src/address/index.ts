// Address forms with lookup (spec §4 Address lookup, §5): the contract, the postcode rules and the form model.
export { addressLookupFx } from './api';
export { AddressLookupRequest, AddressLookupResult, AddressMatch, AddressDetail } from './contract';
export { countryOrDefault, normalizePostcode, isValidPostcode, usesPostcodeLookup } from './lib';
export {
  ADDRESS_NOT_FOUND,
  type AddressFormField,
  type AddressFormValues,
  emptyAddressForm,
  type AddressForm,
  createAddressForm,
  checkoutAddressForm,
} from './model';
