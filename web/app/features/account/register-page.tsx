// /account/register (spec §2, §5 register form): company, CoC and VAT number, reference, country, names, the
// address with the checkout's lookup (NL postcode and house number, BE suggestions), email, phone and the password
// with its strength meter, show/hide toggle and clear button. 'Register' with a wanting form shows every field's
// state and moves focus to the first invalid one; a registration the API refuses keeps every field. Before and
// without JavaScript the form goes to the page's action (forms/account.ts), which does the same on the server;
// the form it answers again keeps every field but the password.
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  $isRegisteringAccount,
  $registerErrors,
  $registerFields,
  $registerPassword,
  $registerPasswordError,
  $showRegisterErrors,
  registerAddressForm,
  registerFieldChanged,
  registerPasswordChanged,
  registerSubmitted,
  type RegisterPlainField,
} from '@etalage/domain/account';
import { $isLoggingIn } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { AddressFields, fieldStateOf } from '~/components/address-fields';
import { PasswordField, TextField } from '~/components/form-field';
import { FormNotices, useSentForm } from '~/components/form-notices';
import { ModelForm } from '~/components/model-form';

export const REGISTER_INTENT = 'register';

export function AccountRegisterPage() {
  const t = useT();
  const [fields, password, sentPasswordError, address, allErrors, showErrors, registering, loggingIn] = useUnit([
    $registerFields,
    $registerPassword,
    $registerPasswordError,
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
  const sent = useSentForm(REGISTER_INTENT);
  const errors: Partial<Record<string, string>> = {
    ...(showErrors ? allErrors : {}),
    // The form the action answered comes back without its password: why it was refused, or to type it again.
    ...(sent && password === '' ? { password: sentPasswordError ?? 'register.passwordAgain' } : {}),
  };
  const state = fieldStateOf(t, errors, showErrors);
  const busy = registering || loggingIn;
  const plain = (field: RegisterPlainField) => ({
    id: `register-${field}`,
    name: field,
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
      <ModelForm intent={REGISTER_INTENT} busy={busy} onSend={submit} className="form register-form">
        <p className="form__required-note">{t('form.requiredNote')}</p>
        <fieldset className="form__section">
          <legend>{t('register.business')}</legend>
          <TextField
            id="register-companyName"
            name="companyName"
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
            name="password"
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
        <FormNotices intent={REGISTER_INTENT} />
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t('register.submit')}
        </button>
        <p className="visually-hidden" role="status">
          {busy ? t('register.busy') : ''}
        </p>
      </ModelForm>
    </div>
  );
}
