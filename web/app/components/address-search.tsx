// The address search of countries without postcode lookup (spec §4 Address lookup; BE): suggestions while
// typing, a full match fills the fields, 'Change' types the address by hand. Loaded on demand by
// address-fields.tsx, so pages that never leave NL do not carry Downshift (docs/performance.md "The browser").
import { useId } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useUnit } from '~/effector/use-unit';
import type { AddressMatch } from '@etalage/domain/address';
import { useT } from '~/i18n/use-t';
import { NumberFields, StreetAndCity, type AddressFieldsProps } from './address-field-rows';

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
export default function AddressSearch(props: AddressFieldsProps) {
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
