// The address part of a form with its lookup (spec §3, §4 Address lookup), for any address form instance
// (the checkout's information step, the address modal). NL: postcode and house number fill street and city;
// after a failed lookup the shopper types them. Other countries: a search combobox whose full matches fill
// the fields, and a 'Change' button for typing the address by hand. Changing the country clears the address.
import { useId, useState } from 'react';
import { useUnit } from 'effector-react';
import {
  countryOrDefault,
  usesPostcodeLookup,
  type AddressForm,
  type AddressFormField,
  type AddressMatch,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { SelectField, TextField } from '~/components/form-field';

export type FieldErrors = Partial<Record<string, string>>;

interface AddressFieldsProps {
  form: AddressForm;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** Message keys of the invalid fields, or {} when errors are not shown. */
  errors: FieldErrors;
}

export const COUNTRIES = ['NL', 'BE'] as const;

/** Country, names and the address with its lookup. */
export function AddressFields({ form, idPrefix, errors }: AddressFieldsProps) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const id = (field: AddressFormField) => `${idPrefix}-${field}`;
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);
  return (
    <>
      <SelectField
        id={id('countryCode')}
        label={t('address.country')}
        value={values.countryCode}
        required
        autoComplete="country"
        error={error('countryCode')}
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
          error={error('firstName')}
          onValueChange={(value) => change({ field: 'firstName', value })}
        />
        <TextField
          id={id('lastName')}
          label={t('address.lastName')}
          value={values.lastName}
          required
          autoComplete="family-name"
          error={error('lastName')}
          onValueChange={(value) => change({ field: 'lastName', value })}
        />
      </div>
      {usesPostcodeLookup(countryOrDefault(values.countryCode)) ? (
        <PostcodeLookup form={form} idPrefix={idPrefix} errors={errors} />
      ) : (
        <AddressSearch form={form} idPrefix={idPrefix} errors={errors} />
      )}
    </>
  );
}

/** Postcode, house number and addition; in manual mode the street and city too. */
function NumberFields({ form, idPrefix, errors }: AddressFieldsProps) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);
  return (
    <div className="field-row field-row--address">
      <TextField
        id={`${idPrefix}-zipCode`}
        label={t('address.zipCode')}
        value={values.zipCode}
        required
        autoComplete="postal-code"
        error={error('zipCode')}
        onValueChange={(value) => change({ field: 'zipCode', value })}
      />
      <TextField
        id={`${idPrefix}-houseNumber`}
        label={t('address.houseNumber')}
        value={values.houseNumber}
        required
        autoComplete="address-line2"
        error={error('houseNumber')}
        onValueChange={(value) => change({ field: 'houseNumber', value })}
      />
      <TextField
        id={`${idPrefix}-houseNumberAddition`}
        label={t('address.houseNumberAddition')}
        value={values.houseNumberAddition}
        autoComplete="address-line3"
        error={error('houseNumberAddition')}
        onValueChange={(value) => change({ field: 'houseNumberAddition', value })}
      />
    </div>
  );
}

function StreetAndCity({ form, idPrefix, errors, readOnly }: AddressFieldsProps & { readOnly: boolean }) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);
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
        error={error('streetName')}
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
        error={error('city')}
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

/** Other countries: search with suggestions (an ARIA 1.2 combobox), or manual entry after 'Change'. */
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
  // Which option the arrow keys point at, and whether the list is shown: properties of this widget only.
  const [active, setActive] = useState(-1);
  const [isOpen, setOpen] = useState(true);
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
  const searchId = `${idPrefix}-address`;
  const expanded = isOpen && suggestions.length > 0;
  const pick = (match: AddressMatch) => {
    setActive(-1);
    choose(match);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <>
      <div className="field combobox">
        <label className="field__label" htmlFor={searchId}>
          {t('address.search')}
        </label>
        <p className="field__hint" id={`${searchId}-hint`}>
          {t('address.search.hint')}
        </p>
        <input
          id={searchId}
          className="input field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={addressMissing && !hasAddress ? true : undefined}
          aria-describedby={[`${searchId}-hint`, addressMissing && !hasAddress ? `${searchId}-error` : null]
            .filter(Boolean)
            .join(' ')}
          value={values.address}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            change({ field: 'address', value: event.target.value });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
        <div
          id={listId}
          className="combobox__list"
          role="listbox"
          aria-label={t('address.suggestions')}
          hidden={!expanded}
        >
          {suggestions.map((match, index) => (
            <div
              key={`${match.context}-${match.value}`}
              id={`${listId}-${index}`}
              tabIndex={-1}
              role="option"
              aria-selected={index === active}
              className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
              // mousedown, not click: the input keeps focus, so the list is not closed by its blur first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(match);
              }}
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
