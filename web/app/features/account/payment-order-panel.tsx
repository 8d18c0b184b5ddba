// The paymentOrder panel (spec §2, §4 Pay an open order, §8): what is open on the order, the payment options
// loaded for its country, and 'pay' that goes on to the provider's page. Loaded when first opened
// (./lazy-payment-order). The button is disabled while the payment is made or nothing can be paid.
import { useUnit } from '~/effector/use-unit';
import {
  $isLoadingPayOrderOptions,
  $isPayingOrder,
  $locale,
  $payOrder,
  $payOrderAlert,
  $payOrderError,
  $payOrderOptions,
  $payOrderSelectedId,
  formatCartPrice,
  payOrderOptionSelected,
  payOrderSubmitted,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { AlertBox } from '~/components/alerts';

const FORM_ID = 'payment-order-form';

export function PaymentOrderPanel() {
  const t = useT();
  const [locale, order, options, loading, selected, alert, error, paying, select, submit] = useUnit([
    $locale,
    $payOrder,
    $payOrderOptions,
    $isLoadingPayOrderOptions,
    $payOrderSelectedId,
    $payOrderAlert,
    $payOrderError,
    $isPayingOrder,
    payOrderOptionSelected,
    payOrderSubmitted,
  ]);
  const money = (amount: number) => formatCartPrice(amount, locale);
  const open = order?.totals.outstandingAmount ?? 0;
  const blocked = paying || loading || alert !== null;
  return (
    <Panel
      name="paymentOrder"
      title={order ? t('account.pay.title', { number: order.number }) : t('account.pay.titlePlain')}
      className="payment-order-panel"
      footer={
        <>
          <button
            type="submit"
            form={FORM_ID}
            className="button button--primary button--block"
            aria-disabled={blocked || undefined}
          >
            {t('account.pay.submit', { amount: money(open) })}
          </button>
          <p className="visually-hidden" role="status">
            {paying ? t('account.pay.working') : ''}
          </p>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (blocked) return;
          submit({ returnUrl: `${window.location.origin}/checkout` });
        }}
      >
        <p className="payment-order-panel__amount">
          {t('account.pay.open')} <strong>{money(open)}</strong>
        </p>
        {alert ? <AlertBox alert={alert} /> : null}
        <fieldset
          className="form__section"
          aria-busy={loading}
          aria-describedby={error ? `${FORM_ID}-error` : undefined}
        >
          <legend>{t('account.pay.method')}</legend>
          <p className="checkout__loading" role="status">
            {loading ? t('checkout.overview.loadingPayments') : ''}
          </p>
          <div className="checkout-choices">
            {options.map((option) => (
              <label
                key={option.id}
                className={`choice-card choice-card--payment${selected === option.id ? ' choice-card--checked' : ''}`}
              >
                <input
                  type="radio"
                  name="payment-order-option"
                  value={option.id}
                  checked={selected === option.id}
                  onChange={() => select(option.id)}
                />
                <img className="choice-card__icon" src={option.icon} alt="" width={40} height={28} />
                <span className="choice-card__label">{option.label}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p className="field__error" id={`${FORM_ID}-error`} role="alert">
              <span aria-hidden="true">! </span>
              {t(error)}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Panel>
  );
}
