// Step 4, betalen / pay (spec §4): the model creates the payment and leaves for the provider's page or the
// outcome page; meanwhile a live region says what is happening. And the outcome page /checkout/{paymentUid}:
// thanks with the order number and summary when paid; an explanation and 'pay again' when cancelled, failed
// or expired; a waiting message while the payment is still open. 'Pay again' is a form: before and without
// JavaScript it goes to the checkout's action (forms/checkout.ts), which answers with the provider's page.
import { Form } from 'react-router';
import { Link } from '~/components/link';
import { useUnit } from '~/effector/use-unit';
import { $canRetryPayment, $isRetrying, $paymentOutcome, paymentRetried } from '@etalage/domain/checkout';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';
import { PlacedOrderSummary } from './order-summary';
import { PageHeading } from '~/components/page-heading';
import { INTENT_FIELD } from '~/effector/route';
import { CHECKOUT_INTENT } from './intents';
import { FormNotices } from '~/components/form-notices';

export function PayStep() {
  const t = useT();
  return (
    <div className="checkout__narrow pay-step">
      <PageHeading>{t('checkout.pay.title')}</PageHeading>
      <div className="pay-step__status" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <p>{t('checkout.pay.working')}</p>
      </div>
      <p>{t('checkout.pay.wait')}</p>
    </div>
  );
}

export function PaymentOutcomePage() {
  const t = useT();
  const [outcome, locale, canRetry, retrying, retry] = useUnit([
    $paymentOutcome,
    $locale,
    $canRetryPayment,
    $isRetrying,
    paymentRetried,
  ]);
  if (outcome === null) {
    return (
      <div className="checkout__narrow" role="status">
        {t('checkout.outcome.loading')}
      </div>
    );
  }
  const amount = formatCartPrice(outcome.amount, locale);
  return (
    <div className={`checkout__narrow outcome outcome--${outcome.status}`}>
      <PageHeading>{t(`checkout.outcome.title.${outcome.status}`)}</PageHeading>
      <p className="outcome__number">{t('checkout.outcome.number', { number: outcome.orderNumber })}</p>
      <p>{t(`checkout.outcome.body.${outcome.status}`, { amount })}</p>
      {canRetry ? (
        <Form
          method="post"
          className="outcome__actions"
          onSubmit={(event) => {
            event.preventDefault();
            if (!retrying) retry();
          }}
        >
          <input type="hidden" name={INTENT_FIELD} value={CHECKOUT_INTENT.retry} />
          <FormNotices intent={CHECKOUT_INTENT.retry} />
          <button type="submit" className="button button--primary" aria-disabled={retrying || undefined}>
            {t('checkout.outcome.retry')}
          </button>
          <p className="visually-hidden" role="status">
            {retrying ? t('checkout.pay.working') : ''}
          </p>
        </Form>
      ) : null}
      <PlacedOrderSummary outcome={outcome} titleId="outcome-summary-title" />
      <div className="outcome__actions">
        <Link className="button" to="/">
          {t('checkout.outcome.continue')}
        </Link>
        <Link className="button" to="/account/overview">
          {t('checkout.outcome.account')}
        </Link>
      </div>
    </div>
  );
}
