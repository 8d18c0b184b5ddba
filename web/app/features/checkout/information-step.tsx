// Step 1, gegevens / information (spec §2, §4, §5). A new visitor fills the checkout information form (address
// with lookup, contact, optional business fields and reference, and the password of the account made on
// 'Next'); a logged-in customer picks one of their delivery addresses or adds one in the address modal.
import { useRef } from 'react';
import { useUnit } from '~/effector/use-unit';
import {
  $accountFields,
  $deliveryAddress,
  $deliveryAddresses,
  $informationErrors,
  $isAuthenticated,
  $isLoggingIn,
  $isRegistering,
  $passwordFields,
  $session,
  accountFieldChanged,
  addressModalOpened,
  checkoutAddressForm,
  deliveryAddressSelected,
  nextClicked,
  passwordFieldChanged,
  prevClicked,
  $showInformationErrors,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { PasswordField, TextField } from '~/components/form-field';
import { PlusIcon } from '~/components/icons';
import { AddressFields, fieldStateOf } from '~/components/address-fields';
import { focusFirstInvalid } from '~/components/form-field';
import { PageHeading } from '~/components/page-heading';
import { AddressLines } from '~/components/address-lines';
import { StepActions } from './step-parts';

export function InformationStep() {
  const t = useT();
  const isAuthenticated = useUnit($isAuthenticated);
  return (
    <>
      <PageHeading>{t('checkout.information.title')}</PageHeading>
      {isAuthenticated ? <SavedAddressChoice /> : <NewCustomerForm />}
    </>
  );
}

function NewCustomerForm() {
  const t = useT();
  const [account, passwords, address, allErrors, showErrors, registering, loggingIn] = useUnit([
    $accountFields,
    $passwordFields,
    checkoutAddressForm.$values,
    $informationErrors,
    $showInformationErrors,
    $isRegistering,
    $isLoggingIn,
  ]);
  const [accountChanged, passwordChanged, addressChanged, next, prev] = useUnit([
    accountFieldChanged,
    passwordFieldChanged,
    checkoutAddressForm.fieldChanged,
    nextClicked,
    prevClicked,
  ]);
  const form = useRef<HTMLFormElement>(null);
  const errors: Partial<Record<string, string>> = showErrors ? allErrors : {};
  // Once 'Next' found the form wanting, every field shows its state, valid as well as invalid (spec §5).
  const state = fieldStateOf(t, errors, showErrors);
  const busy = registering || loggingIn;
  return (
    <form
      ref={form}
      className="form checkout-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        next();
        focusFirstInvalid(form.current);
      }}
    >
      <p className="form__required-note">{t('form.requiredNote')}</p>
      <fieldset className="form__section">
        <legend>{t('checkout.information.contact')}</legend>
        <TextField
          id="checkout-emailAddress"
          type="email"
          label={t('form.email')}
          value={account.emailAddress}
          required
          autoComplete="email"
          {...state('emailAddress')}
          onValueChange={(value) => accountChanged({ field: 'emailAddress', value })}
        />
        <TextField
          id="checkout-phoneNumber"
          type="tel"
          label={t('form.phone')}
          value={address.phoneNumber}
          required
          autoComplete="tel"
          inputMode="tel"
          hint={t('form.phone.hint')}
          {...state('phoneNumber')}
          onValueChange={(value) => addressChanged({ field: 'phoneNumber', value })}
        />
      </fieldset>
      <fieldset className="form__section">
        <legend>{t('checkout.information.address')}</legend>
        <AddressFields form={checkoutAddressForm} idPrefix="checkout" errors={errors} checked={showErrors} />
      </fieldset>
      <fieldset className="form__section">
        <legend>{t('checkout.information.business')}</legend>
        <p className="form__section-intro">{t('checkout.information.businessIntro')}</p>
        <TextField
          id="checkout-companyName"
          label={t('form.companyName')}
          value={address.companyName}
          autoComplete="organization"
          {...state('companyName')}
          onValueChange={(value) => addressChanged({ field: 'companyName', value })}
        />
        <div className="field-row">
          <TextField
            id="checkout-cocNumber"
            label={t('form.cocNumber')}
            value={account.cocNumber}
            {...state('cocNumber')}
            onValueChange={(value) => accountChanged({ field: 'cocNumber', value })}
          />
          <TextField
            id="checkout-vatNumber"
            label={t('form.vatNumber')}
            value={account.vatNumber}
            {...state('vatNumber')}
            onValueChange={(value) => accountChanged({ field: 'vatNumber', value })}
          />
        </div>
        <TextField
          id="checkout-reference"
          label={t('form.reference')}
          value={account.reference}
          hint={t('form.reference.hint')}
          {...state('reference')}
          onValueChange={(value) => accountChanged({ field: 'reference', value })}
        />
      </fieldset>
      <fieldset className="form__section">
        <legend>{t('checkout.information.account')}</legend>
        <p className="form__section-intro">{t('checkout.information.accountIntro')}</p>
        <PasswordField
          id="checkout-password"
          label={t('form.password')}
          value={passwords.password}
          required
          showStrength
          clearable
          autoComplete="new-password"
          {...state('password')}
          onValueChange={(value) => passwordChanged({ field: 'password', value })}
        />
        <PasswordField
          id="checkout-password_confirm"
          label={t('form.passwordConfirm')}
          value={passwords.password_confirm}
          required
          autoComplete="new-password"
          {...state('password_confirm')}
          onValueChange={(value) => passwordChanged({ field: 'password_confirm', value })}
        />
      </fieldset>
      <StepActions
        onPrev={prev}
        nextLabel={t('checkout.next')}
        busy={busy}
        busyLabel={t('checkout.information.registering')}
      />
    </form>
  );
}

function SavedAddressChoice() {
  const t = useT();
  const [session, addresses, chosen, select, openModal, next] = useUnit([
    $session,
    $deliveryAddresses,
    $deliveryAddress,
    deliveryAddressSelected,
    addressModalOpened,
    nextClicked,
  ]);
  return (
    <form
      className="form checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      {session ? (
        <p className="checkout__customer">
          {t('checkout.information.loggedInAs', {
            name: `${session.firstName} ${session.lastName}`,
            email: session.emailAddress,
          })}
        </p>
      ) : null}
      <fieldset className="form__section">
        <legend>{t('checkout.information.chooseAddress')}</legend>
        {addresses.length === 0 ? <p>{t('checkout.information.noAddresses')}</p> : null}
        <div className="checkout-choices">
          {addresses.map((address) => (
            <label key={address.id} className="choice-card">
              <input
                type="radio"
                name="delivery-address"
                value={address.id}
                checked={chosen?.id === address.id}
                onChange={() => select(address.id)}
              />
              <span className="choice-card__body">
                <AddressLines address={address} lineClassName="choice-card__line" />
                <span className="choice-card__line">{t(`address.country.${address.countryCode}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <button type="button" className="button checkout-form__add" onClick={() => openModal()}>
          <PlusIcon size={18} />
          {t('address.modal.open')}
        </button>
      </fieldset>
      <StepActions nextLabel={t('checkout.next')} />
    </form>
  );
}
