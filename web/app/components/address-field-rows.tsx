// The rows of an address form that the lookup (address-fields.tsx) and the search of other countries
// (address-search.tsx, a chunk of its own) both draw, with the props they share: their own module, so the
// search, loaded by address-fields.tsx, does not import that module back.
import { useUnit } from '~/effector/use-unit';
import type { AddressForm } from '@etalage/domain/address';
import { useT } from '~/i18n/use-t';
import { TextField } from './form-field';

export type FieldErrors = Partial<Record<string, string>>;

export interface AddressFieldsProps {
  form: AddressForm;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** Message keys of the invalid fields, or {} when errors are not shown. */
  errors: FieldErrors;
  /** The form was checked: fields show they are valid as well as invalid (spec §5). */
  checked?: boolean;
  /** The house number addition must be filled (spec §5 register form; optional everywhere else). */
  additionRequired?: boolean;
  /** Put before each field's name in the form as sent (two addresses in one form); none by default. */
  namePrefix?: string;
}

/** The error and checked state of one field, as the form field components take them. */
export const fieldStateOf =
  (t: (key: string) => string, errors: FieldErrors, checked = false) =>
  (field: string) => ({ error: errors[field] ? t(errors[field]) : null, checked });

/** Postcode, house number and addition; in manual mode the street and city too. */
export function NumberFields({
  form,
  idPrefix,
  errors,
  checked,
  additionRequired,
  namePrefix = '',
}: AddressFieldsProps) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const state = fieldStateOf(t, errors, checked);
  return (
    <div className="field-row field-row--address">
      <TextField
        id={`${idPrefix}-zipCode`}
        name={`${namePrefix}zipCode`}
        label={t('address.zipCode')}
        value={values.zipCode}
        required
        autoComplete="postal-code"
        {...state('zipCode')}
        onValueChange={(value) => change({ field: 'zipCode', value })}
      />
      <TextField
        id={`${idPrefix}-houseNumber`}
        name={`${namePrefix}houseNumber`}
        label={t('address.houseNumber')}
        value={values.houseNumber}
        required
        autoComplete="address-line2"
        {...state('houseNumber')}
        onValueChange={(value) => change({ field: 'houseNumber', value })}
      />
      <TextField
        id={`${idPrefix}-houseNumberAddition`}
        name={`${namePrefix}houseNumberAddition`}
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

export function StreetAndCity({
  form,
  idPrefix,
  errors,
  checked,
  readOnly,
  byLookup = readOnly,
  namePrefix = '',
}: AddressFieldsProps & {
  readOnly: boolean;
  /** The lookup fills them (the hint says so), though they can be typed in until the page has hydrated. */
  byLookup?: boolean;
}) {
  const t = useT();
  const [values, change] = useUnit([form.$values, form.fieldChanged]);
  const state = fieldStateOf(t, errors, checked);
  const hint = byLookup ? t('address.filledByLookup') : undefined;
  return (
    <div className="field-row">
      <TextField
        id={`${idPrefix}-streetName`}
        name={`${namePrefix}streetName`}
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
        name={`${namePrefix}city`}
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
