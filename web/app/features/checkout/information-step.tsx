// Step 1, gegevens / information (spec §2, §4, §5). A new visitor fills the checkout information form (address
// with lookup, contact, optional business fields and reference, and the password of the account made on
// 'Next'); a logged-in customer picks one of their delivery addresses or adds one in the address modal. Before
// and without JavaScript the form goes to the checkout's action (forms/checkout.ts): the postcode lookup runs
// there when the form is sent, and where it finds nothing street and city open for typing.
import { useUnit } from '~/effector/use-unit';
import { addressModalOpened } from '@etalage/domain/account';
import { checkoutAddressForm } from '@etalage/domain/address';
import {
  $accountFields,
  $deliveryAddress,
  $deliveryAddresses,
  $informationErrors,
  $isRegistering,
  $passwordFields,
  accountFieldChanged,
  deliveryAddressSelected,
  nextClicked,
  passwordFieldChanged,
  prevClicked,
  $showInformationErrors,
} from '@etalage/domain/checkout';
import { $isAuthenticated, $isLoggingIn, $session } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { PasswordField, TextField } from '~/components/form-field';
import { PlusIcon } from '~/components/icons';
import { AddressFields, fieldStateOf } from '~/components/address-fields';
import { focusFirstInvalid } from '~/components/form-field';
import { PageHeading } from '~/components/page-heading';
import { AddressLines } from '~/components/address-lines';
import { ChoiceRadio, StepActions, StepForm } from './step-parts';
import { ADDRESS_MANUAL_FIELD, CHECKOUT_INTENT } from './intents';

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
  const [account, passwords, address, isManual, allErrors, showErrors, registering, loggingIn] = useUnit([
    $accountFields,
    $passwordFields,
    checkoutAddressForm.$values,
    checkoutAddressForm.$isManual,
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
  const errors: Partial<Record<string, string>> = showErrors ? allErrors : {};
  // Once 'Next' found the form wanting, every field shows its state, valid as well as invalid (spec §5).
  const state = fieldStateOf(t, errors, showErrors);
  const busy = registering || loggingIn;
  return (
    <StepForm
      intent={CHECKOUT_INTENT.information}
      busy={busy}
      prev
      onSubmit={(element) => {
        next();
        focusFirstInvalid(element);
      }}
    >
      {/* Sent without JavaScript: street and city were typed, so the server does not look them up. */}
      <input type="hidden" name={ADDRESS_MANUAL_FIELD} value={String(isManual)} />
      <p className="form__required-note">{t('form.requiredNote')}</p>
      <fieldset className="form__section">
        <legend>{t('checkout.information.contact')}</legend>
        <TextField
          id="checkout-emailAddress"
          name="emailAddress"
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
          name="phoneNumber"
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
          name="companyName"
          label={t('form.companyName')}
          value={address.companyName}
          autoComplete="organization"
          {...state('companyName')}
          onValueChange={(value) => addressChanged({ field: 'companyName', value })}
        />
        <div className="field-row">
          <TextField
            id="checkout-cocNumber"
            name="cocNumber"
            label={t('form.cocNumber')}
            value={account.cocNumber}
            {...state('cocNumber')}
            onValueChange={(value) => accountChanged({ field: 'cocNumber', value })}
          />
          <TextField
            id="checkout-vatNumber"
            name="vatNumber"
            label={t('form.vatNumber')}
            value={account.vatNumber}
            {...state('vatNumber')}
            onValueChange={(value) => accountChanged({ field: 'vatNumber', value })}
          />
        </div>
        <TextField
          id="checkout-reference"
          name="reference"
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
          name="password"
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
          name="password_confirm"
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
    </StepForm>
  );
}

/** Where a customer adds an address without JavaScript (the address modal needs it). */
const ACCOUNT_ADDRESSES_PATH = '/account/addresses';
const ADDRESS_PAGE_FORM_ID = 'checkout-address-page-form';

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
    <>
      <StepForm intent={CHECKOUT_INTENT.information} onSubmit={() => next()}>
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
              <label key={address.id} className="choice-card" htmlFor={`delivery-address-${address.id}`}>
                <ChoiceRadio
                  id={`delivery-address-${address.id}`}
                  name="delivery-address"
                  value={address.id}
                  checked={chosen?.id === address.id}
                  onChoose={() => select(address.id)}
                />
                <span className="choice-card__body">
                  <AddressLines address={address} lineClassName="choice-card__line" />
                  <span className="choice-card__line">{t(`address.country.${address.countryCode}`)}</span>
                </span>
              </label>
            ))}
          </div>
          {/* The address modal needs JavaScript; without it the button leads to the account's addresses. */}
          <button
            type="submit"
            form={ADDRESS_PAGE_FORM_ID}
            className="button checkout-form__add"
            onClick={(event) => {
              event.preventDefault();
              openModal();
            }}
          >
            <PlusIcon size={18} />
            {t('address.modal.open')}
          </button>
        </fieldset>
        <StepActions nextLabel={t('checkout.next')} />
      </StepForm>
      <form id={ADDRESS_PAGE_FORM_ID} action={ACCOUNT_ADDRESSES_PATH} method="get" hidden />
    </>
  );
}
