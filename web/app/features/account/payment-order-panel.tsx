// The paymentOrder panel (spec §2, §4 Pay an open order, §8): what is open on the order, the payment options
// loaded for its country, and 'pay' that goes on to the provider's page. Loaded when first opened
// (./lazy-payment-order). The button is disabled while the payment is made or nothing can be paid. Its form is a
// real form (docs/decisions/forms-before-javascript.md): before and without JavaScript it goes to the order
// page's action (forms/pay-order.ts), and a panel needs JavaScript, so the page then shows the same form in
// place of the panel (PaymentOrderNoScript).
import { Form, useActionData } from 'react-router';
import { useUnit } from '~/effector/use-unit';
import {
  $isLoadingPayOrderOptions,
  $isPayingOrder,
  $payOrder,
  $payOrderAlert,
  $payOrderError,
  $payOrderOptions,
  $payOrderSelectedId,
  payOrderOptionSelected,
  payOrderSubmitted,
} from '@etalage/domain/account';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';
import { Panel } from '~/components/panel';
import { AlertBox } from '~/components/alerts';
import { INTENT_FIELD, type ActionResult } from '~/effector/route';
import { PAY_ORDER_INTENT } from './pay-order-intents';

const FORM_ID = 'payment-order-form';
const NO_SCRIPT_FORM_ID = 'payment-order-form-page';

/** What the panel and the page's form both show and do. */
function usePayOrder() {
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
  return { order, options, loading, selected, alert, error, paying, select, submit, money, open, blocked };
}

/** The options and the open amount; the button that sends it may stand outside it (the panel's footer). */
function PaymentOrderForm({ id }: { id: string }) {
  const t = useT();
  const { options, loading, selected, alert, error, select, submit, money, open, blocked } = usePayOrder();
  return (
    <Form
      id={id}
      method="post"
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) return;
        submit({ returnUrl: `${window.location.origin}/checkout` });
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={PAY_ORDER_INTENT.pay} />
      <p className="payment-order-panel__amount">
        {t('account.pay.open')} <strong>{money(open)}</strong>
      </p>
      {alert ? <AlertBox alert={alert} /> : null}
      <fieldset className="form__section" aria-busy={loading} aria-describedby={error ? `${id}-error` : undefined}>
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
          <p className="field__error" id={`${id}-error`} role="alert">
            <span aria-hidden="true">! </span>
            {t(error)}
          </p>
        ) : null}
      </fieldset>
    </Form>
  );
}

function PayButton({ form }: { form: string }) {
  const t = useT();
  const { paying, money, open, blocked } = usePayOrder();
  return (
    <>
      <button
        type="submit"
        form={form}
        className="button button--primary button--block"
        aria-disabled={blocked || undefined}
      >
        {t('account.pay.submit', { amount: money(open) })}
      </button>
      <p className="visually-hidden" role="status">
        {paying ? t('account.pay.working') : ''}
      </p>
    </>
  );
}

export function PaymentOrderPanel() {
  const t = useT();
  const order = useUnit($payOrder);
  return (
    <Panel
      name="paymentOrder"
      title={order ? t('account.pay.title', { number: order.number }) : t('account.pay.titlePlain')}
      className="payment-order-panel"
      footer={<PayButton form={FORM_ID} />}
    >
      <PaymentOrderForm id={FORM_ID} />
    </Panel>
  );
}

/**
 * The panel's form in the page, for a shopper without JavaScript whose 'Betalen' (or 'Nu betalen') the order
 * page's action answered: the panel cannot open there. With JavaScript the panel shows it, so this is in a
 * <noscript>.
 */
export function PaymentOrderNoScript() {
  const t = useT();
  const order = useUnit($payOrder);
  const answered = (useActionData() as ActionResult | undefined)?.intent;
  if (order === null || (answered !== PAY_ORDER_INTENT.open && answered !== PAY_ORDER_INTENT.pay)) return null;
  return (
    <noscript>
      <section className="payment-order-page" aria-labelledby="payment-order-page-title">
        <h2 id="payment-order-page-title" className="section-title">
          {t('account.pay.title', { number: order.number })}
        </h2>
        <PaymentOrderForm id={NO_SCRIPT_FORM_ID} />
        <PayButton form={NO_SCRIPT_FORM_ID} />
      </section>
    </noscript>
  );
}
