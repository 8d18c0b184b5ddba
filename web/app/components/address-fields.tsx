// The address part of a form with its lookup (spec §3, §4 Address lookup), for any address form instance
// (the checkout's information step, the address modal). NL: postcode and house number fill street and city;
// after a failed lookup the shopper types them. Other countries: a search combobox (Downshift) whose full
// matches fill the fields, and a 'Change' button for typing the address by hand. Changing the country clears
// the address. Until the page has hydrated (and without JavaScript) every address field can be typed in: the
// lookup and the search need JavaScript, and the form's action looks the address up when it is sent.
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useUnit } from '~/effector/use-unit';
import { countryOrDefault, usesPostcodeLookup, type AddressFormField } from '@etalage/domain/address';
import { useT } from '~/i18n/use-t';
import { guardedLoad, preloadQueue } from '~/lib/chunks';
import { SelectField, TextField } from './form-field';
import { NumberFields, StreetAndCity, fieldStateOf, type AddressFieldsProps } from './address-field-rows';

// The forms name these from here; they live apart so the lazily loaded search need not import this module.
export { fieldStateOf, type AddressFieldsProps, type FieldErrors } from './address-field-rows';

// The search combobox of other countries (Downshift) is a chunk of its own, so pages that never leave NL do not
// carry it: loaded when a country without postcode lookup is chosen, preloaded when the shopper reaches for the
// country select (docs/performance.md "The browser").
const loadAddressSearch = guardedLoad(() => import('./address-search'));
const AddressSearch = lazy(() => preloadQueue.enqueue(loadAddressSearch));
const preloadAddressSearch = () => void preloadQueue.enqueue(loadAddressSearch).catch(() => undefined);

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true for every render after. */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export const COUNTRIES = ['NL', 'BE'] as const;

/** Country, names and the address with its lookup. */
export function AddressFields(props: AddressFieldsProps) {
  const { form, idPrefix, errors, checked } = props;
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const hydrated = useHydrated();
  const id = (field: AddressFormField) => `${idPrefix}-${field}`;
  const name = (field: AddressFormField) => `${props.namePrefix ?? ''}${field}`;
  const state = fieldStateOf(t, errors, checked);
  return (
    <>
      <SelectField
        id={id('countryCode')}
        name={name('countryCode')}
        label={t('address.country')}
        value={values.countryCode}
        required
        autoComplete="country"
        {...state('countryCode')}
        options={COUNTRIES.map((code) => ({ value: code, label: t(`address.country.${code}`) }))}
        onIntent={preloadAddressSearch}
        onValueChange={(value) => change({ field: 'countryCode', value })}
      />
      <div className="field-row">
        <TextField
          id={id('firstName')}
          name={name('firstName')}
          label={t('address.firstName')}
          value={values.firstName}
          required
          autoComplete="given-name"
          {...state('firstName')}
          onValueChange={(value) => change({ field: 'firstName', value })}
        />
        <TextField
          id={id('lastName')}
          name={name('lastName')}
          label={t('address.lastName')}
          value={values.lastName}
          required
          autoComplete="family-name"
          {...state('lastName')}
          onValueChange={(value) => change({ field: 'lastName', value })}
        />
      </div>
      {usesPostcodeLookup(countryOrDefault(values.countryCode)) ? (
        <PostcodeLookup {...props} />
      ) : !hydrated ? (
        // The search needs JavaScript: the address by hand until then.
        <>
          <NumberFields {...props} />
          <StreetAndCity {...props} readOnly={false} />
        </>
      ) : (
        <Suspense
          fallback={
            <p className="address-checker" role="status">
              {t('panel.loading')}
            </p>
          }
        >
          <AddressSearch {...props} />
        </Suspense>
      )}
    </>
  );
}

/** NL: postcode + house number → street and city (spec §4); the address checker says what it found. */
function PostcodeLookup(props: AddressFieldsProps) {
  const t = useT();
  const { form } = props;
  const [values, isManual, isLookingUp, lookupError, chooseManual] = useUnit([
    form.$values,
    form.$isManual,
    form.$isLookingUp,
    form.$lookupError,
    form.manualEntryChosen,
  ]);
  const hydrated = useHydrated();
  const found = !isManual && values.streetName !== '' && values.city !== '';
  return (
    <>
      <NumberFields {...props} />
      <p className={`address-checker${lookupError ? ' address-checker--error' : ''}`} role="status">
        {isLookingUp
          ? t('address.lookingUp')
          : lookupError
            ? t.ref(lookupError)
            : found
              ? t('address.found', {
                  address: `${values.streetName} ${values.houseNumber}${values.houseNumberAddition ? ` ${values.houseNumberAddition}` : ''}, ${values.city}`,
                })
              : ''}
      </p>
      <StreetAndCity {...props} readOnly={hydrated && !isManual} byLookup={!isManual} />
      {isManual ? null : (
        // Until the page has hydrated the fields can be typed in already, and the button could do nothing: it
        // keeps its place (no shift when it shows) but is not seen or reached.
        <button
          type="button"
          className={`link-button${hydrated ? '' : ' until-hydrated'}`}
          onClick={() => chooseManual()}
        >
          {t('address.enterManually')}
        </button>
      )}
    </>
  );
}
