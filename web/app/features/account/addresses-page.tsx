// The address book (spec §2 "a page for the address book", §4, §6): the invoice address and the delivery
// addresses, each with 'Change' (the address modal, only changed fields sent) and 'Delete' (asked again in
// place), the default delivery address marked and any other made the default, and 'New address' (the modal).
import { useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import {
  $busyAddressId,
  $session,
  addressDeleteConfirmed,
  addressEditOpened,
  addressModalOpened,
  defaultAddressChosen,
  type SavedAddress,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { AddressLines } from '~/components/address-lines';
import { PageHeading } from '~/components/page-heading';
import { PlusIcon } from '~/components/icons';
import { preloadOnIntent } from '~/components/panels';
import { AddressModal } from '~/components/lazy-address-modal';

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
  const [confirming, setConfirming] = useState(false);
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
          <button
            type="button"
            className="button button--danger"
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : remove(address.id))}
          >
            {t('addresses.deleteYes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('addresses.deleteNo')}
          </button>
        </div>
      ) : (
        <div className="address-card__actions">
          <button
            type="button"
            className="button"
            aria-label={t('addresses.editNamed', { address: name })}
            {...preloadOnIntent(AddressModal)}
            onClick={() => edit(address.id)}
          >
            {t('addresses.edit')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('addresses.deleteNamed', { address: name })}
            onClick={() => setConfirming(true)}
          >
            {t('addresses.delete')}
          </button>
          {isDefault === false ? (
            <button
              type="button"
              className="button"
              aria-label={t('addresses.makeDefaultNamed', { address: name })}
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : makeDefault(address.id))}
            >
              {t('addresses.makeDefault')}
            </button>
          ) : null}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {busy ? t('addresses.busy') : ''}
      </p>
    </li>
  );
}

export function AccountAddressesPage() {
  const t = useT();
  const [session, add] = useUnit([$session, addressModalOpened]);
  if (session === null) return null;
  const { invoice, delivery } = session.addresses;
  return (
    <div className="account-page">
      <PageHeading>{t('addresses.title')}</PageHeading>
      <p>{t('addresses.intro')}</p>
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
        <button
          type="button"
          className="button address-list__add"
          {...preloadOnIntent(AddressModal)}
          onClick={() => add()}
        >
          <PlusIcon size={18} />
          {t('address.modal.open')}
        </button>
      </section>
      <AddressModal />
    </div>
  );
}
