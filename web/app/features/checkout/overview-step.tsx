// Step 3, overzicht / overview (spec §4, §8): the order summary with totals and VAT, where it goes, and the
// payment options for the country with their icons and fees. No options (once loaded) shows the
// non-dismissible danger alert and turns 'Bestellen en betalen' off; a load failure shows a toast (the checkout
// model raises both). Before and without JavaScript the form goes to the checkout's action (forms/checkout.ts),
// which creates the payment in the same request and answers with the provider's page.
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import {
  $canPlaceOrder,
  $deliveryAddress,
  $deliveryOptions,
  $isLoadingPayments,
  $isPaying,
  $paymentOptions,
  $paymentOptionsAlert,
  $selectedDelivery,
  $selectedPaymentId,
  nextClicked,
  paymentOptionSelected,
  prevClicked,
  stepPath,
} from '@etalage/domain/checkout';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';
import { AlertBox } from '~/components/alerts';
import { AddressLines } from '~/components/address-lines';
import { CartSummary } from './order-summary';
import { PageHeading } from '~/components/page-heading';
import { SmartLink } from '~/components/link';
import { ChoiceRadio, StepActions, StepForm } from './step-parts';
import { CHECKOUT_INTENT } from './intents';

export function OverviewStep() {
  const t = useT();
  const [locale, address, deliveryOptions, selectedDelivery] = useUnit([
    $locale,
    $deliveryAddress,
    $deliveryOptions,
    $selectedDelivery,
  ]);
  const delivery = deliveryOptions.find((option) => option.id === selectedDelivery?.optionId) ?? null;
  const pickup = delivery?.pickupLocations.find((location) => location.id === selectedDelivery?.pickupLocationId);
  return (
    <>
      <PageHeading>{t('checkout.overview.title')}</PageHeading>
      <div className="overview">
        <section className="overview__block" aria-labelledby="overview-delivery-title">
          <h2 id="overview-delivery-title" className="section-title">
            {t('checkout.overview.delivery')}
          </h2>
          {address ? (
            <p>
              <AddressLines address={address} lineClassName="checkout__address-line" />
            </p>
          ) : null}
          <p>
            <Link className="checkout__link" to={stepPath('information', locale)}>
              {t('checkout.overview.changeAddress')}
            </Link>
          </p>
          {delivery ? (
            <p>
              {delivery.label}
              {pickup ? ` (${pickup.name})` : ''}
            </p>
          ) : null}
          <p>
            <Link className="checkout__link" to={stepPath('delivery', locale)}>
              {t('checkout.overview.changeDelivery')}
            </Link>
          </p>
        </section>
        <div className="overview__block">
          <CartSummary titleId="overview-summary-title" />
        </div>
        <PaymentForm />
      </div>
    </>
  );
}

function PaymentForm() {
  const t = useT();
  const [config, locale, options, loading, selected, alert, canPlaceOrder, paying, select, next, prev] = useUnit([
    $appConfig,
    $locale,
    $paymentOptions,
    $isLoadingPayments,
    $selectedPaymentId,
    $paymentOptionsAlert,
    $canPlaceOrder,
    $isPaying,
    paymentOptionSelected,
    nextClicked,
    prevClicked,
  ]);
  return (
    <StepForm
      intent={CHECKOUT_INTENT.overview}
      className="form checkout-form overview__block"
      prev
      onSubmit={() => next()}
    >
      <fieldset className="form__section" aria-busy={loading}>
        <legend>{t('checkout.overview.payment')}</legend>
        {alert ? <AlertBox alert={alert} /> : null}
        <p className="checkout__loading" role="status">
          {loading ? t('checkout.overview.loadingPayments') : ''}
        </p>
        <div className="checkout-choices">
          {options.map((option) => (
            <label
              key={option.id}
              className={`choice-card choice-card--payment${selected === option.id ? ' choice-card--checked' : ''}`}
            >
              <ChoiceRadio
                name="payment-option"
                value={option.id}
                checked={selected === option.id}
                onChoose={() => select(option.id)}
              />
              <img className="choice-card__icon" src={option.icon} alt="" width={40} height={28} />
              <span className="choice-card__label">{option.label}</span>{' '}
              <span className="choice-card__price">
                {option.prices.inclVat === 0
                  ? t('checkout.overview.noFee')
                  : t('checkout.overview.fee', { fee: formatCartPrice(option.prices.inclVat, locale) })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {config?.termsConditionsUrl ? (
        <p className="checkout__terms">
          {t('checkout.overview.termsBefore')}{' '}
          <SmartLink to={config.termsConditionsUrl}>{t('checkout.overview.terms')}</SmartLink>
          {t('checkout.overview.termsAfter')}
        </p>
      ) : null}
      <StepActions
        onPrev={prev}
        nextLabel={t('checkout.overview.pay')}
        busy={paying}
        busyLabel={t('checkout.pay.working')}
        disabled={!canPlaceOrder}
      />
    </StepForm>
  );
}
