// The address book (spec §2 "a page for the address book", §4, §6): the invoice address and the delivery
// addresses, each with 'Change' (the address modal, only changed fields sent) and 'Delete' (asked again in
// place), the default delivery address marked and any other made the default, and 'New address' (the modal).
// Every form works before and without JavaScript (docs/decisions/forms-before-javascript.md): 'New address' and
// 'Change' open the same address form in the page (?address=), 'Delete' asks again in the page (?delete=), and
// the page's action saves, deletes and makes default (forms/account.ts). With JavaScript the buttons do what they
// did: the modal, the question in place, the models in the browser.
import { useEffect, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import {
  $addressFormInPage,
  $addressModalErrors,
  $busyAddressId,
  $editingAddress,
  $isSavingAddress,
  $showAddressModalErrors,
  ADDRESSES_PATH,
  ADDRESS_FORM_PARAM,
  NEW_ADDRESS,
  addressBookShownAgain,
  addressDeleteConfirmed,
  addressEditOpened,
  addressModalOpened,
  addressModalSubmitted,
  defaultAddressChosen,
  modalAddressForm,
} from '@etalage/domain/account';
import { $session, type SavedAddress } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { AddressLines } from '~/components/address-lines';
import { PageHeading } from '~/components/page-heading';
import { PlusIcon } from '~/components/icons';
import { preloadOnIntent } from '~/components/panels';
import { AddressModal } from '~/components/lazy-address-modal';
import { AddressFields } from '~/components/address-fields';
import { TextField } from '~/components/form-field';
import { INTENT_FIELD } from '~/effector/route';
import { FormNotices } from '~/components/form-notices';
import { ModelForm } from '~/components/model-form';

export const ADDRESS_INTENT = 'address';
export const ADDRESS_DELETE_INTENT = 'address-delete';
export const ADDRESS_DEFAULT_INTENT = 'address-default';
/** The query parameter that asks again in the page whether to delete an address (by id). */
const DELETE_PARAM = 'delete';

const oneLine = (address: SavedAddress): string =>
  `${address.streetName} ${address.houseNumber}${address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}, ${address.city}`;

function AddressCard({ address, isDefault }: { address: SavedAddress; isDefault: boolean | null }) {
  const t = useT();
  const [busyId, edit, remove, makeDefault] = useUnit([
    $busyAddressId,
    addressEditOpened,
    addressDeleteConfirmed,
    defaultAddressChosen,
  ]);
  // Without JavaScript 'Delete' leads to this page asking again (?delete=).
  const [searchParams] = useSearchParams();
  const [confirming, setConfirming] = useState(() => searchParams.get(DELETE_PARAM) === address.id);
  const busy = busyId === address.id;
  const name = oneLine(address);
  return (
    <li className="account-card address-card" aria-busy={busy || undefined}>
      <address className="account-card__address">
        <AddressLines address={address} withCountry withPhone />
      </address>
      {isDefault ? <span className="badge badge--active address-card__default">{t('addresses.default')}</span> : null}
      {confirming ? (
        <div className="address-card__confirm" role="group" aria-label={t('addresses.deleteNamed', { address: name })}>
          <p>{t('addresses.deleteConfirm')}</p>
          <Form
            method="post"
            action={ADDRESSES_PATH}
            className="button-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) remove(address.id);
            }}
          >
            <input type="hidden" name={INTENT_FIELD} value={ADDRESS_DELETE_INTENT} />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" className="button button--danger" aria-disabled={busy || undefined}>
              {t('addresses.deleteYes')}
            </button>
          </Form>
          <form method="get" action={ADDRESSES_PATH} className="button-form">
            <button
              type="submit"
              className="button"
              onClick={(event) => {
                event.preventDefault();
                setConfirming(false);
              }}
            >
              {t('addresses.deleteNo')}
            </button>
          </form>
        </div>
      ) : (
        <div className="address-card__actions">
          {/* Without JavaScript: 'Change' opens the form in the page, 'Delete' asks again in the page. */}
          <form method="get" action={ADDRESSES_PATH} className="button-form">
            <button
              type="submit"
              name={ADDRESS_FORM_PARAM}
              value={address.id}
              className="button"
              aria-label={t('addresses.editNamed', { address: name })}
              {...preloadOnIntent(AddressModal)}
              onClick={(event) => {
                event.preventDefault();
                edit(address.id);
              }}
            >
              {t('addresses.edit')}
            </button>
            <button
              type="submit"
              name={DELETE_PARAM}
              value={address.id}
              className="button"
              aria-label={t('addresses.deleteNamed', { address: name })}
              onClick={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
            >
              {t('addresses.delete')}
            </button>
          </form>
          {isDefault === false ? (
            <Form
              method="post"
              action={ADDRESSES_PATH}
              className="button-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) makeDefault(address.id);
              }}
            >
              <input type="hidden" name={INTENT_FIELD} value={ADDRESS_DEFAULT_INTENT} />
              <input type="hidden" name="id" value={address.id} />
              <button
                type="submit"
                className="button"
                aria-label={t('addresses.makeDefaultNamed', { address: name })}
                aria-disabled={busy || undefined}
              >
                {t('addresses.makeDefault')}
              </button>
            </Form>
          ) : null}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {busy ? t('addresses.busy') : ''}
      </p>
    </li>
  );
}

/**
 * The address modal's form in the page itself (?address=new or ?address={id}): the same fields, rules and calls,
 * for a shopper without JavaScript. Saved (or without changes), it leads back to the list.
 */
function AddressFormInPage() {
  const t = useT();
  const [editing, values, change, allErrors, showErrors, saving, submit] = useUnit([
    $editingAddress,
    modalAddressForm.$values,
    modalAddressForm.fieldChanged,
    $addressModalErrors,
    $showAddressModalErrors,
    $isSavingAddress,
    addressModalSubmitted,
  ]);
  const errors: Partial<Record<string, string>> = showErrors ? allErrors : {};
  return (
    <section className="account-section account-card" aria-labelledby="address-form-title">
      <h2 id="address-form-title" className="section-title">
        {t(editing ? 'address.modal.editTitle' : 'address.modal.title')}
      </h2>
      <ModelForm intent={ADDRESS_INTENT} busy={saving} onSend={submit}>
        <p className="form__required-note">{t('form.requiredNote')}</p>
        <TextField
          id="address-page-companyName"
          name="companyName"
          label={t('form.companyName')}
          value={values.companyName}
          autoComplete="organization"
          error={errors.companyName ? t(errors.companyName) : null}
          checked={showErrors}
          onValueChange={(value) => change({ field: 'companyName', value })}
        />
        <AddressFields form={modalAddressForm} idPrefix="address-page" errors={errors} checked={showErrors} />
        <FormNotices intent={ADDRESS_INTENT} />
        <div className="address-card__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {t('address.modal.save')}
          </button>
          <Link className="button" to={ADDRESSES_PATH}>
            {t('addresses.deleteNo')}
          </Link>
        </div>
        <p className="visually-hidden" role="status">
          {saving ? t('address.modal.saving') : ''}
        </p>
      </ModelForm>
    </section>
  );
}

export function AccountAddressesPage() {
  const t = useT();
  const [session, inPage, add, shownAgain] = useUnit([
    $session,
    $addressFormInPage,
    addressModalOpened,
    addressBookShownAgain,
  ]);
  // Coming back to the tab or window reads the list again: another tab may have changed it.
  useEffect(() => {
    const visible = () => (document.visibilityState === 'visible' ? shownAgain() : undefined);
    const focused = () => shownAgain();
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('focus', focused);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('focus', focused);
    };
  }, [shownAgain]);
  if (session === null) return null;
  const { invoice, delivery } = session.addresses;
  return (
    <div className="account-page">
      <PageHeading>{t('addresses.title')}</PageHeading>
      <p>{t('addresses.intro')}</p>
      {inPage === null ? null : <AddressFormInPage />}
      <FormNotices intent={ADDRESS_DELETE_INTENT} />
      <FormNotices intent={ADDRESS_DEFAULT_INTENT} />
      <section className="account-section" aria-labelledby="addresses-invoice-title">
        <h2 id="addresses-invoice-title" className="section-title">
          {t('addresses.invoice')}
        </h2>
        {invoice.length === 0 ? (
          <p className="account-page__empty">{t('addresses.none')}</p>
        ) : (
          <ul className="account-cards address-list">
            {invoice.map((address) => (
              <AddressCard key={address.id} address={address} isDefault={null} />
            ))}
          </ul>
        )}
      </section>
      <section className="account-section" aria-labelledby="addresses-delivery-title">
        <h2 id="addresses-delivery-title" className="section-title">
          {t('addresses.delivery')}
        </h2>
        {delivery.length === 0 ? (
          <p className="account-page__empty">{t('addresses.none')}</p>
        ) : (
          <ul className="account-cards address-list">
            {delivery.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                isDefault={address.id === session.defaultDeliveryAddressId}
              />
            ))}
          </ul>
        )}
        {/* Without JavaScript it opens the form in the page. */}
        <form method="get" action={ADDRESSES_PATH} className="button-form">
          <button
            type="submit"
            name={ADDRESS_FORM_PARAM}
            value={NEW_ADDRESS}
            className="button address-list__add"
            {...preloadOnIntent(AddressModal)}
            onClick={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <PlusIcon size={18} />
            {t('address.modal.open')}
          </button>
        </form>
      </section>
      <AddressModal />
    </div>
  );
}
