// Step 2, bezorging / delivery (spec §4): the options for the delivery address's country, the cart's choice
// (or the preselected one) checked; a pickup option lists its locations. Choosing updates the cart. Before and
// without JavaScript the form goes to the checkout's action (forms/checkout.ts): a pickup option chosen there
// shows its locations first.
import { useUnit } from '~/effector/use-unit';
import {
  $deliveryAddress,
  $deliveryOptions,
  $isLoadingDelivery,
  $selectedDelivery,
  deliveryOptionSelected,
  nextClicked,
  prevClicked,
  type DeliveryOption,
} from '@etalage/domain/checkout';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';
import { AddressLines } from '~/components/address-lines';
import { PageHeading } from '~/components/page-heading';
import { ChoiceRadio, StepActions, StepForm } from './step-parts';
import { CHECKOUT_INTENT } from './intents';

export function DeliveryStep() {
  const t = useT();
  const [address, options, loading, selected, select, next, prev] = useUnit([
    $deliveryAddress,
    $deliveryOptions,
    $isLoadingDelivery,
    $selectedDelivery,
    deliveryOptionSelected,
    nextClicked,
    prevClicked,
  ]);
  return (
    <>
      <PageHeading>{t('checkout.delivery.title')}</PageHeading>
      <StepForm intent={CHECKOUT_INTENT.delivery} prev onSubmit={() => next()}>
        {address ? (
          <section className="checkout__address" aria-labelledby="delivery-address-title">
            <h2 id="delivery-address-title" className="section-title">
              {t('checkout.delivery.address')}
            </h2>
            <p>
              <AddressLines address={address} lineClassName="checkout__address-line" />
            </p>
          </section>
        ) : null}
        <fieldset className="form__section" aria-busy={loading}>
          <legend>{t('checkout.delivery.choose')}</legend>
          <p className="checkout__loading" role="status">
            {loading ? t('checkout.delivery.loading') : ''}
          </p>
          {!loading && options.length === 0 ? <p>{t('checkout.delivery.none')}</p> : null}
          <div className="checkout-choices">
            {options.map((option) => (
              <DeliveryChoice
                key={option.id}
                option={option}
                checked={selected?.optionId === option.id}
                pickupLocationId={selected?.optionId === option.id ? selected.pickupLocationId : null}
                onSelect={(pickupLocationId) => select({ optionId: option.id, pickupLocationId })}
              />
            ))}
          </div>
        </fieldset>
        <StepActions onPrev={prev} nextLabel={t('checkout.next')} />
      </StepForm>
    </>
  );
}

interface DeliveryChoiceProps {
  option: DeliveryOption;
  checked: boolean;
  pickupLocationId: string | null;
  onSelect: (pickupLocationId: string | null) => void;
}

function DeliveryChoice({ option, checked, pickupLocationId, onSelect }: DeliveryChoiceProps) {
  const t = useT();
  const locale = useUnit($locale);
  const descriptionId = `delivery-${option.id}-description`;
  const price = option.prices.inclVat === 0 ? t('price.free') : formatCartPrice(option.prices.inclVat, locale);
  return (
    <div className={`choice-card choice-card--option${checked ? ' choice-card--checked' : ''}`}>
      <label className="choice-card__main">
        <ChoiceRadio
          name="delivery-option"
          value={option.id}
          checked={checked}
          aria-describedby={option.description ? descriptionId : undefined}
          onChoose={() => onSelect(null)}
        />
        <span className="choice-card__label">{option.label}</span> <span className="choice-card__price">{price}</span>
      </label>
      {option.description ? (
        <p className="choice-card__description" id={descriptionId}>
          {option.description}
        </p>
      ) : null}
      {option.type === 'pickup' && checked && option.pickupLocations.length > 0 ? (
        <fieldset className="choice-card__nested">
          <legend>{t('checkout.delivery.pickupLocation')}</legend>
          {option.pickupLocations.map((location) => (
            <label key={location.id} className="choice-card__sub">
              <ChoiceRadio
                name={`pickup-${option.id}`}
                value={location.id}
                checked={pickupLocationId === location.id}
                onChoose={() => onSelect(location.id)}
              />
              <span>
                <span className="choice-card__label">{location.name}</span>{' '}
                <span className="choice-card__line">
                  {location.street}, {location.zipCode} {location.city}
                </span>{' '}
                {location.openingHours ? <span className="choice-card__line">{location.openingHours}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
