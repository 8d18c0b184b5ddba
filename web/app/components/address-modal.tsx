// The address modal (spec §2 panel 'addresses'): company name, country, names, postcode, house number,
// addition and the address checker, on `modalAddressForm`. Escape closes it; an outside click closes it only
// when the press did not start inside and no drag happened (./outside-press).
import { useEffect, useMemo } from 'react';
import { useUnit } from '~/effector/use-unit';
import {
  $addressModalErrors,
  $editingAddress,
  $isSavingAddress,
  $showAddressModalErrors,
  addressModalSubmitted,
  modalAddressForm,
} from '@etalage/domain/account';
import { $openPanel, panelClosed } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { Panel } from './panel';
import { TextField } from './form-field';
import { AddressFields } from './address-fields';
import { createOutsidePress } from './outside-press';
import { focusFirstInvalid } from './form-field';

const FORM_ID = 'address-modal-form';

export function AddressModal() {
  const t = useT();
  const editing = useUnit($editingAddress);
  const [openPanel, values, change, allErrors, showErrors, saving, submit, close] = useUnit([
    $openPanel,
    modalAddressForm.$values,
    modalAddressForm.fieldChanged,
    $addressModalErrors,
    $showAddressModalErrors,
    $isSavingAddress,
    addressModalSubmitted,
    panelClosed,
  ]);
  const outsidePress = useMemo(() => createOutsidePress(close), [close]);
  const isOpen = openPanel?.name === 'addresses';
  useEffect(() => (isOpen ? outsidePress.listen() : undefined), [isOpen, outsidePress]);
  const errors: Partial<Record<string, string>> = showErrors ? allErrors : {};
  return (
    <Panel
      name="addresses"
      title={t(editing ? 'address.modal.editTitle' : 'address.modal.title')}
      className="address-modal"
      onOutsidePress={outsidePress.onOutsidePress}
      footer={
        <>
          <button
            type="submit"
            form={FORM_ID}
            className="button button--primary button--block"
            aria-disabled={saving || undefined}
          >
            {t('address.modal.save')}
          </button>
          <p className="visually-hidden" role="status">
            {saving ? t('address.modal.saving') : ''}
          </p>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="form"
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
          focusFirstInvalid(event.currentTarget);
        }}
      >
        <p className="form__required-note">{t('form.requiredNote')}</p>
        <TextField
          id="address-modal-companyName"
          label={t('form.companyName')}
          value={values.companyName}
          autoComplete="organization"
          error={errors.companyName ? t(errors.companyName) : null}
          checked={showErrors}
          onValueChange={(value) => change({ field: 'companyName', value })}
        />
        <AddressFields form={modalAddressForm} idPrefix="address-modal" errors={errors} checked={showErrors} />
      </form>
    </Panel>
  );
}
