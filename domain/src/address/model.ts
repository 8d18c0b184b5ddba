// Address forms with lookup (spec §4 Address lookup, §5): NL fills street and city from postcode + house number;
// other countries search suggestions and fill the fields from a full match. One plain function builds a form;
// it runs once per form at module level (checkout information, address modal) and names every store's sid
// itself, so the instances serialize side by side without a Babel factory entry and without patronum.
import { attach, createEvent, createStore, sample, type EventCallable, type Store, type StoreWritable } from 'effector';
import { failureMessage, newestAnswer } from '../api';
import { message, type MessageRef, notificationShown } from '../shell';
import { isCountryCode, type CountryCode, type NonEmptyString } from '../shared';
import { debounce } from 'patronum';
import { DEFAULT_COUNTRY, canLookUpAddress, normalizeNlPostcode, usesPostcodeLookup, withCountry } from './lib';
import type { AddressDetail, AddressLookupRequest, AddressLookupResult, AddressMatch } from './contract';
import { addressDetailsFx, addressLookupFx, addressSuggestFx } from './api';

/** Spec §9: typed-input debounce. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 300;
export const ADDRESS_NOT_FOUND = 'address.notFound';

export const ADDRESS_FORM_FIELDS = [
  'companyName',
  'countryCode',
  'firstName',
  'lastName',
  'zipCode',
  'houseNumber',
  'houseNumberAddition',
  'streetName',
  'city',
  'address',
  'phoneNumber',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
/** `address` is the search field of non-NL countries. */
export type AddressFormValues = Record<AddressFormField, string>;

export const emptyAddressForm = (countryCode: CountryCode = DEFAULT_COUNTRY): AddressFormValues => ({
  companyName: '',
  countryCode,
  firstName: '',
  lastName: '',
  zipCode: '',
  houseNumber: '',
  houseNumberAddition: '',
  streetName: '',
  city: '',
  address: '',
  phoneNumber: '',
});

/** Spec §5: values are trimmed before validation (and before they are sent). */
export const trimAddressForm = (values: AddressFormValues): AddressFormValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as AddressFormValues;

/** The fields a full address detail fills (spec §3 detail address). */
export const fieldsFromDetail = (detail: AddressDetail): Partial<AddressFormValues> => ({
  zipCode: detail.postcode,
  houseNumber: detail.buildingNumber,
  houseNumberAddition: detail.buildingNumberAddition,
  streetName: detail.street,
  city: detail.locality,
});

export interface AddressForm {
  fieldChanged: EventCallable<{ field: AddressFormField; value: string }>;
  countryChanged: EventCallable<CountryCode>;
  /** Fills the form without lookups (a saved address, the session's details). */
  valuesFilled: EventCallable<Partial<AddressFormValues>>;
  formReset: EventCallable<void>;
  /** The 'Change' button: the shopper types the address by hand. */
  manualEntryChosen: EventCallable<void>;
  suggestionChosen: EventCallable<AddressMatch>;
  $values: Store<AddressFormValues>;
  $trimmedValues: Store<AddressFormValues>;
  /** Street and city are typed by hand (after a failed lookup, or by choice). */
  $isManual: Store<boolean>;
  $isLookingUp: Store<boolean>;
  $suggestions: Store<AddressMatch[]>;
  /** Spec §8: the address checker shows phrases.{error} in red. */
  $lookupError: Store<MessageRef | null>;
  /** Tests set 0; the browser keeps 300 ms. */
  $debounceMs: StoreWritable<number>;
}

/** Builds one address form. `id` prefixes every sid; call it once per form, at module level. */
export const createAddressForm = (id: string): AddressForm => {
  const sid = (name: string) => `${id}.${name}`;
  const fieldChanged = createEvent<{ field: AddressFormField; value: string }>();
  const countryChanged = createEvent<CountryCode>();
  const valuesFilled = createEvent<Partial<AddressFormValues>>();
  const formReset = createEvent();
  const manualEntryChosen = createEvent();
  const suggestionChosen = createEvent<AddressMatch>();

  const $values = createStore(emptyAddressForm(), { sid: sid('$values'), name: sid('$values') });
  const $isManual = createStore(false, { sid: sid('$isManual'), name: sid('$isManual') });
  const $suggestions = createStore<AddressMatch[]>([], { sid: sid('$suggestions'), name: sid('$suggestions') });
  const $searchContext = createStore<string | null>(null, { sid: sid('$searchContext'), name: sid('$searchContext') });
  const $lookupError = createStore<MessageRef | null>(null, { sid: sid('$lookupError'), name: sid('$lookupError') });
  const $debounceMs = createStore(ADDRESS_LOOKUP_DEBOUNCE_MS, {
    sid: sid('$debounceMs'),
    name: sid('$debounceMs'),
    serialize: 'ignore',
  });

  const lookupFx = attach({ effect: addressLookupFx, name: sid('lookupFx') });
  const suggestFx = attach({ effect: addressSuggestFx, name: sid('suggestFx') });
  const detailsFx = attach({ effect: addressDetailsFx, name: sid('detailsFx') });
  const $isLookingUp = createStore(false, { sid: sid('$isLookingUp'), name: sid('$isLookingUp'), serialize: 'ignore' })
    .on([lookupFx, detailsFx], () => true)
    .on([lookupFx.finally, detailsFx.finally], () => false);

  // Only the newest lookup, search and details answer counts.
  const lookup = newestAnswer(lookupFx, sid('lookup'));
  const suggestions = newestAnswer(suggestFx, sid('suggest'));
  const details = newestAnswer(detailsFx, sid('details'));

  // Typing settles once it pauses for the debounce time (spec §9).
  const typed = createEvent();
  const settled = debounce({ source: typed, timeout: $debounceMs });

  // ---------------------------------------------------------------------------------------------------
  // Editing

  const countryPicked = fieldChanged.filterMap(({ field, value }) =>
    field === 'countryCode' && isCountryCode(value) ? value : undefined,
  );
  const otherFieldChanged = fieldChanged.filter({ fn: ({ field }) => field !== 'countryCode' });
  $values.on(otherFieldChanged, (values, { field, value }) => ({ ...values, [field]: value }));

  // When the country changes, then zip, house number, addition, street, city and address are cleared (spec §4).
  sample({
    clock: [countryChanged, countryPicked],
    source: $values,
    fn: (values, country) => withCountry(values, country),
    target: $values,
  });
  $isManual.reset(countryChanged, countryPicked, formReset);
  $suggestions.reset(countryChanged, countryPicked, formReset, manualEntryChosen);
  $searchContext.reset(countryChanged, countryPicked, formReset);
  $lookupError.reset(countryChanged, countryPicked, formReset);

  $values.on(valuesFilled, (values, filled) => ({ ...values, ...filled })).reset(formReset);
  $isManual.on(manualEntryChosen, () => true);

  // When an address part is typed, then a lookup or search is due once typing pauses.
  sample({
    clock: otherFieldChanged,
    filter: ({ field }) => ['zipCode', 'houseNumber', 'houseNumberAddition', 'address'].includes(field),
    target: typed,
  });
  // A typed search starts from scratch; narrowing comes only from a chosen match.
  $searchContext.on(otherFieldChanged.filter({ fn: ({ field }) => field === 'address' }), () => null);

  // ---------------------------------------------------------------------------------------------------
  // NL: postcode + house number → street and city

  const lookupRequest = (values: AddressFormValues): AddressLookupRequest & { houseNumberAddition: string } => ({
    countryCode: values.countryCode as CountryCode,
    zipCode: (normalizeNlPostcode(values.zipCode) ?? values.zipCode.trim()) as NonEmptyString,
    houseNumber: values.houseNumber.trim() as NonEmptyString,
    houseNumberAddition: values.houseNumberAddition.trim(),
  });
  sample({
    clock: settled,
    source: $values,
    filter: (values) =>
      canLookUpAddress({
        countryCode: isCountryCode(values.countryCode) ? values.countryCode : null,
        zipCode: values.zipCode,
        houseNumber: values.houseNumber,
      }),
    fn: lookupRequest,
    target: lookup.asked,
  });

  // An answer counts only if the shopper did not change the postcode or house number meanwhile.
  const isCurrentLookup = (values: AddressFormValues, params: AddressLookupRequest) => {
    const now = lookupRequest(values);
    return (
      now.countryCode === params.countryCode &&
      now.zipCode === params.zipCode &&
      now.houseNumber === params.houseNumber &&
      now.houseNumberAddition === (params.houseNumberAddition ?? '')
    );
  };
  const found = sample({
    clock: lookup.done,
    source: $values,
    filter: (values, { params }) => isCurrentLookup(values, params),
    fn: (values, { result }: { result: AddressLookupResult }) => ({
      ...values,
      streetName: result.street,
      city: result.city,
    }),
  });
  sample({ clock: found, target: $values });
  $isManual.on(found, () => false);
  $lookupError.reset(found);

  // When the lookup fails, then street and city are cleared, manual entry opens and the toast says so.
  const notFound = sample({
    clock: lookup.failed,
    source: $values,
    filter: (values, { params }) => isCurrentLookup(values, params),
    fn: (values, { error }) => ({
      values: { ...values, streetName: '', city: '' },
      error: failureMessage(error, message(ADDRESS_NOT_FOUND)),
    }),
  });
  sample({ clock: notFound, fn: ({ values }) => values, target: $values });
  sample({ clock: notFound, fn: ({ error }) => error, target: $lookupError });
  $isManual.on(notFound, () => true);
  sample({
    clock: notFound,
    fn: () => ({ message: message(ADDRESS_NOT_FOUND), type: 'danger' as const }),
    target: notificationShown,
  });

  // ---------------------------------------------------------------------------------------------------
  // Other countries: suggestions, narrowing, details

  sample({
    clock: settled,
    source: { values: $values, context: $searchContext },
    filter: ({ values }) =>
      isCountryCode(values.countryCode) && !usesPostcodeLookup(values.countryCode) && values.address.trim() !== '',
    fn: ({ values, context }) => ({
      countryCode: values.countryCode as CountryCode,
      query: values.address.trim(),
      context,
    }),
    target: suggestions.asked,
  });
  sample({
    clock: suggestions.done,
    source: $values,
    filter: (values, { params }) => values.address.trim() === params.query,
    fn: (_, { result }) => result,
    target: $suggestions,
  });
  $suggestions.on(suggestions.failed, () => []);

  // A full match loads its details; any other match narrows the search to its context.
  sample({
    clock: suggestionChosen,
    source: $values,
    filter: (values, match) => match.precision === 'Address' && isCountryCode(values.countryCode),
    fn: (values, match) => ({ countryCode: values.countryCode as CountryCode, context: match.context }),
    target: details.asked,
  });
  const narrowed = suggestionChosen.filter({ fn: (match) => match.precision !== 'Address' });
  $values.on(narrowed, (values, match) => ({ ...values, address: match.value }));
  $searchContext.on(narrowed, (_, match) => match.context);
  sample({
    clock: narrowed,
    source: $values,
    filter: (values) => isCountryCode(values.countryCode),
    fn: (values, match) => ({
      countryCode: values.countryCode as CountryCode,
      query: match.value,
      context: match.context,
    }),
    target: suggestions.asked,
  });

  // When the details arrive, then the fields are filled and the form leaves manual mode.
  $values.on(details.done, (values, { result }) => ({ ...values, ...fieldsFromDetail(result) }));
  $isManual.on(details.done, () => false);
  $suggestions.reset(details.done);
  $searchContext.reset(details.done);
  $lookupError.reset(details.done);
  sample({
    clock: details.failed,
    fn: () => ({ message: message(ADDRESS_NOT_FOUND), type: 'danger' as const }),
    target: notificationShown,
  });
  $isManual.on(details.failed, () => true);

  return {
    fieldChanged,
    countryChanged,
    valuesFilled,
    formReset,
    manualEntryChosen,
    suggestionChosen,
    $values,
    $trimmedValues: $values.map(trimAddressForm),
    $isManual,
    $isLookingUp,
    $suggestions,
    $lookupError,
    $debounceMs,
  };
};

/** The address part of the checkout information step (spec §2 checkout, step 1). */
export const checkoutAddressForm = createAddressForm('checkoutAddressForm');
