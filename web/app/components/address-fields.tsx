// The address part of a form with its lookup (spec §3, §4 Address lookup), for any address form instance
// (the checkout's information step, the address modal). NL: postcode and house number fill street and city;
// after a failed lookup the shopper types them. Other countries: a search combobox (Downshift) whose full
// matches fill the fields, and a 'Change' button for typing the address by hand. Changing the country clears
// the address.
import { useId } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useUnit } from 'effector-react';
import {
  countryOrDefault,
  usesPostcodeLookup,
  type AddressForm,
  type AddressFormField,
  type AddressMatch,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { SelectField, TextField } from './form-field';

export type FieldErrors = Partial<Record<string, string>>;

interface AddressFieldsProps {
  form: AddressForm;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** Message keys of the invalid fields, or {} when errors are not shown. */
  errors: FieldErrors;
  /** The form was checked: fields show they are valid as well as invalid (spec §5). */
  checked?: boolean;
  /** The house number addition must be filled (spec §5 register form; optional everywhere else). */
  additionRequired?: boolean;
}

/** The error and checked state of one field, as the form field components take them. */
export const fieldStateOf =
  (t: (key: string) => string, errors: FieldErrors, checked = false) =>
  (field: string) => ({ error: errors[field] ? t(errors[field]) : null, checked });

export const COUNTRIES = ['NL', 'BE'] as const;

/** Country, names and the address with its lookup. */
export function AddressFields(props: AddressFieldsProps) {
  const { form, idPrefix, errors, checked } = props;
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const id = (field: AddressFormField) => `${idPrefix}-${field}`;
  const state = fieldStateOf(t, errors, checked);
  return (
    <>
      <SelectField
        id={id('countryCode')}
        label={t('address.country')}
        value={values.countryCode}
        required
        autoComplete="country"
        {...state('countryCode')}
        options={COUNTRIES.map((code) => ({ value: code, label: t(`address.country.${code}`) }))}
        onValueChange={(value) => change({ field: 'countryCode', value })}
      />
      <div className="field-row">
        <TextField
          id={id('firstName')}
          label={t('address.firstName')}
          value={values.firstName}
          required
          autoComplete="given-name"
          {...state('firstName')}
          onValueChange={(value) => change({ field: 'firstName', value })}
        />
        <TextField
          id={id('lastName')}
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
      ) : (
        <AddressSearch {...props} />
      )}
    </>
  );
}

/** Postcode, house number and addition; in manual mode the street and city too. */
function NumberFields({ form, idPrefix, errors, checked, additionRequired }: AddressFieldsProps) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const state = fieldStateOf(t, errors, checked);
  return (
    <div className="field-row field-row--address">
      <TextField
        id={`${idPrefix}-zipCode`}
        label={t('address.zipCode')}
        value={values.zipCode}
        required
        autoComplete="postal-code"
        {...state('zipCode')}
        onValueChange={(value) => change({ field: 'zipCode', value })}
      />
      <TextField
        id={`${idPrefix}-houseNumber`}
        label={t('address.houseNumber')}
        value={values.houseNumber}
        required
        autoComplete="address-line2"
        {...state('houseNumber')}
        onValueChange={(value) => change({ field: 'houseNumber', value })}
      />
      <TextField
        id={`${idPrefix}-houseNumberAddition`}
        label={t('address.houseNumberAddition')}
        value={values.houseNumberAddition}
        required={additionRequired}
        autoComplete="address-line3"
        {...state('houseNumberAddition')}
        onValueChange={(value) => change({ field: 'houseNumberAddition', value })}
      />
    </div>
  );
}

function StreetAndCity({ form, idPrefix, errors, checked, readOnly }: AddressFieldsProps & { readOnly: boolean }) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const state = fieldStateOf(t, errors, checked);
  const hint = readOnly ? t('address.filledByLookup') : undefined;
  return (
    <div className="field-row">
      <TextField
        id={`${idPrefix}-streetName`}
        label={t('address.streetName')}
        value={values.streetName}
        required
        readOnly={readOnly}
        hint={hint}
        autoComplete="address-line1"
        {...state('streetName')}
        onValueChange={(value) => change({ field: 'streetName', value })}
      />
      <TextField
        id={`${idPrefix}-city`}
        label={t('address.city')}
        value={values.city}
        required
        readOnly={readOnly}
        hint={hint}
        autoComplete="address-level2"
        {...state('city')}
        onValueChange={(value) => change({ field: 'city', value })}
      />
    </div>
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
      <StreetAndCity {...props} readOnly={!isManual} />
      {isManual ? null : (
        <button type="button" className="link-button" onClick={() => chooseManual()}>
          {t('address.enterManually')}
        </button>
      )}
    </>
  );
}

const { stateChangeTypes } = useCombobox;

/**
 * How the search list behaves beyond Downshift's defaults: leaving the field closes the list and chooses
 * nothing, and a street or town (a match that is not a full address) keeps the list open for the addresses it
 * narrows the search to.
 */
const searchStateReducer = (
  state: UseComboboxState<AddressMatch>,
  { type, changes }: UseComboboxStateChangeOptions<AddressMatch>,
): Partial<UseComboboxState<AddressMatch>> => {
  switch (type) {
    case stateChangeTypes.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case stateChangeTypes.InputKeyDownEnter:
    case stateChangeTypes.ItemClick:
      return changes.selectedItem && changes.selectedItem.precision !== 'Address'
        ? { ...changes, isOpen: true, highlightedIndex: -1 }
        : changes;
    default:
      return changes;
  }
};

/**
 * Other countries: search with suggestions, or manual entry after 'Change'. The search is Downshift's
 * combobox (the WAI-ARIA 1.2 pattern: arrow keys, Enter, Escape, active descendant); what it finds and what a
 * chosen match does belong to the form model.
 */
function AddressSearch(props: AddressFieldsProps) {
  const t = useT();
  const { form, idPrefix, errors } = props;
  const [values, isManual, isLookingUp, suggestions, lookupError, change, choose, chooseManual] = useUnit([
    form.$values,
    form.$isManual,
    form.$isLookingUp,
    form.$suggestions,
    form.$lookupError,
    form.fieldChanged,
    form.suggestionChosen,
    form.manualEntryChosen,
  ]);
  const listId = useId();
  const searchId = `${idPrefix}-address`;
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<AddressMatch>({
      items: suggestions,
      inputId: searchId,
      menuId: listId,
      // The form model owns the text and the choice; the widget only reports what the shopper did.
      inputValue: values.address,
      selectedItem: null,
      itemToString: (match) => match?.value ?? '',
      stateReducer: searchStateReducer,
      onInputValueChange: ({ type, inputValue }) => {
        if (type === stateChangeTypes.InputChange) change({ field: 'address', value: inputValue });
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) choose(selectedItem);
      },
    });
  if (isManual) {
    return (
      <>
        <NumberFields {...props} />
        <StreetAndCity {...props} readOnly={false} />
      </>
    );
  }
  const hasAddress = values.streetName !== '' && values.zipCode !== '';
  const addressMissing = ['zipCode', 'houseNumber', 'streetName', 'city'].some((field) => errors[field]);
  const expanded = isOpen && suggestions.length > 0;
  return (
    <>
      <div className="field combobox">
        <label className="field__label" {...getLabelProps()}>
          {t('address.search')}
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          {t('address.search.hint')}
        </p>
        <input
          className="input field__input"
          type="text"
          {...getInputProps({
            'aria-expanded': expanded,
            'aria-invalid': addressMissing && !hasAddress ? true : undefined,
            'aria-describedby': [`${searchId}-hint`, addressMissing && !hasAddress ? `${searchId}-error` : null]
              .filter(Boolean)
              .join(' '),
          })}
        />
        <div
          className="combobox__list"
          hidden={!expanded}
          {...getMenuProps({ 'aria-label': t('address.suggestions') })}
        >
          {suggestions.map((match, index) => (
            <div
              key={`${match.context}-${match.value}`}
              className={`combobox__option${index === highlightedIndex ? ' combobox__option--active' : ''}`}
              {...getItemProps({ item: match, index })}
            >
              <span className="combobox__label">{match.label}</span>
              {match.description ? <span className="combobox__description">{match.description}</span> : null}
            </div>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          {suggestions.length > 0 ? t('address.suggestions.count', { count: suggestions.length }) : ''}
        </p>
        {addressMissing && !hasAddress ? (
          <p className="field__error" id={`${searchId}-error`}>
            <span aria-hidden="true">! </span>
            {t('address.search.required')}
          </p>
        ) : null}
      </div>
      <p className={`address-checker${lookupError ? ' address-checker--error' : ''}`} role="status">
        {isLookingUp
          ? t('address.lookingUp')
          : lookupError
            ? t.ref(lookupError)
            : hasAddress
              ? t('address.chosen', {
                  address: `${values.streetName} ${values.houseNumber}${values.houseNumberAddition ? ` ${values.houseNumberAddition}` : ''}, ${values.zipCode} ${values.city}`,
                })
              : ''}
      </p>
      {hasAddress ? (
        // The visible 'Change' is part of the name, which says what changes.
        <button type="button" className="button" aria-label={t('address.changeNamed')} onClick={() => chooseManual()}>
          {t('address.change')}
        </button>
      ) : (
        <button type="button" className="button" onClick={() => chooseManual()}>
          {t('address.enterManually')}
        </button>
      )}
    </>
  );
}
