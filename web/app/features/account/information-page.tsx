// /account/information (spec §5 information form): company (optional), names and phone, saved with only the
// changed fields; the email shown as the login it is; the invoice address with 'Change' (the address modal, with
// the lookup). Before and without JavaScript the form goes to the page's action (forms/account.ts), and 'Change'
// opens the address book's own form for the invoice address (?address={id}).
import { useUnit } from '~/effector/use-unit';
import {
  $informationFormErrors,
  $informationValues,
  $isSavingInformation,
  $showInformationFormErrors,
  ADDRESSES_PATH,
  ADDRESS_FORM_PARAM,
  addressEditOpened,
  informationFieldChanged,
  informationSubmitted,
} from '@etalage/domain/account';
import { $session } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { PageHeading } from '~/components/page-heading';
import { TextField } from '~/components/form-field';
import { fieldStateOf } from '~/components/address-fields';
import { preloadOnIntent } from '~/components/panels';
import { AddressModal } from '~/components/lazy-address-modal';
import { FormNotices } from '~/components/form-notices';
import { ModelForm } from '~/components/model-form';

export const INFORMATION_INTENT = 'information';

export function AccountInformationPage() {
  const t = useT();
  const [session, values, allErrors, showErrors, saving, change, submit, editAddress] = useUnit([
    $session,
    $informationValues,
    $informationFormErrors,
    $showInformationFormErrors,
    $isSavingInformation,
    informationFieldChanged,
    informationSubmitted,
    addressEditOpened,
  ]);
  if (session === null) return null;
  const errors: Partial<Record<string, string>> = showErrors ? allErrors : {};
  const state = fieldStateOf(t, errors, showErrors);
  const invoice = session.addresses.invoice[0];
  return (
    <div className="account-page account-page--form">
      <PageHeading>{t('account.information.title')}</PageHeading>
      <p>{t('account.information.intro')}</p>
      <ModelForm intent={INFORMATION_INTENT} busy={saving} onSend={submit}>
        <fieldset className="form__section">
          <legend>{t('account.information.details')}</legend>
          <TextField
            id="information-email"
            type="email"
            label={t('form.email')}
            value={session.emailAddress}
            required
            readOnly
            hint={t('account.information.emailHint')}
            onValueChange={() => undefined}
          />
          <TextField
            id="information-companyName"
            name="companyName"
            label={t('form.companyName')}
            value={values.companyName}
            autoComplete="organization"
            {...state('companyName')}
            onValueChange={(value) => change({ field: 'companyName', value })}
          />
          <div className="field-row">
            <TextField
              id="information-firstName"
              name="firstName"
              label={t('address.firstName')}
              value={values.firstName}
              required
              autoComplete="given-name"
              {...state('firstName')}
              onValueChange={(value) => change({ field: 'firstName', value })}
            />
            <TextField
              id="information-lastName"
              name="lastName"
              label={t('address.lastName')}
              value={values.lastName}
              required
              autoComplete="family-name"
              {...state('lastName')}
              onValueChange={(value) => change({ field: 'lastName', value })}
            />
          </div>
          <TextField
            id="information-phoneNumber"
            name="phoneNumber"
            type="tel"
            label={t('form.phone')}
            value={values.phoneNumber}
            required
            autoComplete="tel"
            inputMode="tel"
            hint={t('form.phone.hint')}
            {...state('phoneNumber')}
            onValueChange={(value) => change({ field: 'phoneNumber', value })}
          />
        </fieldset>
        <FormNotices intent={INFORMATION_INTENT} />
        <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
          {t('account.information.save')}
        </button>
        <p className="visually-hidden" role="status">
          {saving ? t('account.information.saving') : ''}
        </p>
      </ModelForm>
      <section className="account-section" aria-labelledby="information-invoice-title">
        <h2 id="information-invoice-title" className="section-title">
          {t('account.information.invoiceAddress')}
        </h2>
        {invoice ? (
          <div className="account-card address-card">
            <address className="account-card__address">
              {invoice.companyName ? <span>{invoice.companyName}</span> : null}
              <span>
                {invoice.firstName} {invoice.lastName}
              </span>
              <span>
                {invoice.streetName} {invoice.houseNumber}
                {invoice.houseNumberAddition ? ` ${invoice.houseNumberAddition}` : ''}
              </span>
              <span>
                {invoice.zipCode} {invoice.city}
              </span>
              <span>{t(`address.country.${invoice.countryCode}`)}</span>
            </address>
            {/* Without JavaScript 'Change' opens the address book's own form for the invoice address. */}
            <form method="get" action={ADDRESSES_PATH} className="address-card__actions">
              <button
                type="submit"
                name={ADDRESS_FORM_PARAM}
                value={invoice.id}
                className="button"
                aria-label={t('addresses.editNamed', { address: t('account.information.invoiceAddress') })}
                {...preloadOnIntent(AddressModal)}
                onClick={(event) => {
                  event.preventDefault();
                  editAddress(invoice.id);
                }}
              >
                {t('addresses.edit')}
              </button>
            </form>
          </div>
        ) : (
          <p className="account-page__empty">{t('addresses.none')}</p>
        )}
      </section>
      <AddressModal />
    </div>
  );
}
