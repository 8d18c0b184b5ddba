// /account/register (spec §2, §5 register form): company, CoC and VAT number, reference, country, names, the
// address with the checkout's lookup (NL postcode and house number, BE suggestions), email, phone and the password
// with its strength meter, show/hide toggle and clear button. 'Register' with a wanting form shows every field's
// state and moves focus to the first invalid one; a registration the API refuses keeps every field.
import { useRef } from 'react';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  $isLoggingIn,
  $isRegisteringAccount,
  $registerErrors,
  $registerFields,
  $registerPassword,
  $showRegisterErrors,
  registerAddressForm,
  registerFieldChanged,
  registerPasswordChanged,
  registerSubmitted,
  type RegisterPlainField,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { AddressFields, fieldStateOf } from '~/components/address-fields';
import { PasswordField, TextField, focusFirstInvalid } from '~/components/form-field';

export function AccountRegisterPage() {
  const t = useT();
  const [fields, password, address, allErrors, showErrors, registering, loggingIn] = useUnit([
    $registerFields,
    $registerPassword,
    registerAddressForm.$values,
    $registerErrors,
    $showRegisterErrors,
    $isRegisteringAccount,
    $isLoggingIn,
  ]);
  const [changed, passwordChanged, addressChanged, submit] = useUnit([
    registerFieldChanged,
    registerPasswordChanged,
    registerAddressForm.fieldChanged,
    registerSubmitted,
  ]);
  const form = useRef<HTMLFormElement>(null);
  const errors: Partial<Record<string, string>> = showErrors ? allErrors : {};
  const state = fieldStateOf(t, errors, showErrors);
  const busy = registering || loggingIn;
  const plain = (field: RegisterPlainField) => ({
    id: `register-${field}`,
    value: fields[field],
    ...state(field),
    onValueChange: (value: string) => changed({ field, value }),
  });
  return (
    <div className="account-page account-page--form">
      <PageHeading>{t('register.title')}</PageHeading>
      <p>
        {t('register.intro')} <Link to="/account/login">{t('register.toLogin')}</Link>
      </p>
      <form
        ref={form}
        className="form register-form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
          focusFirstInvalid(form.current);
        }}
      >
        <p className="form__required-note">{t('form.requiredNote')}</p>
        <fieldset className="form__section">
          <legend>{t('register.business')}</legend>
          <TextField
            id="register-companyName"
            label={t('form.companyName')}
            value={address.companyName}
            required
            autoComplete="organization"
            {...state('companyName')}
            onValueChange={(value) => addressChanged({ field: 'companyName', value })}
          />
          <div className="field-row">
            <TextField label={t('form.cocNumber')} required {...plain('cocNumber')} />
            <TextField label={t('form.vatNumber')} required {...plain('vatNumber')} />
          </div>
          <TextField label={t('form.reference')} required hint={t('form.reference.hint')} {...plain('reference')} />
        </fieldset>
        <fieldset className="form__section">
          <legend>{t('register.address')}</legend>
          <AddressFields
            form={registerAddressForm}
            idPrefix="register"
            errors={errors}
            checked={showErrors}
            additionRequired
          />
        </fieldset>
        <fieldset className="form__section">
          <legend>{t('checkout.information.contact')}</legend>
          <TextField type="email" label={t('form.email')} required autoComplete="email" {...plain('emailAddress')} />
          <TextField
            type="tel"
            label={t('form.phone')}
            required
            autoComplete="tel"
            inputMode="tel"
            hint={t('form.phone.hint')}
            {...plain('phoneNumber')}
          />
        </fieldset>
        <fieldset className="form__section">
          <legend>{t('checkout.information.account')}</legend>
          <PasswordField
            id="register-password"
            label={t('form.password')}
            value={password}
            required
            showStrength
            clearable
            autoComplete="new-password"
            {...state('password')}
            onValueChange={passwordChanged}
          />
        </fieldset>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t('register.submit')}
        </button>
        <p className="visually-hidden" role="status">
          {busy ? t('register.busy') : ''}
        </p>
      </form>
    </div>
  );
}
