// The discount coupons panel (spec §2, §4 Cart coupons): a code field applied with Enter or the arrow
// button (spaces removed, empty does nothing), and the applied coupons with a remove button each. The form and the
// list are the cart page's too (features/cart): forms that post to the cart page, so they work before and without
// JavaScript, where a refused code comes back in its field with the reason; hydrated, the cart model acts at once.
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { useUnit } from '~/effector/use-unit';
import {
  $appliedCoupon,
  $coupons,
  $refusedCoupon,
  couponRemoved,
  couponSubmitted,
  normalizeCouponCode,
} from '@etalage/domain/cart';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { INTENT_FIELD } from '~/effector/route';
import { CART_PATH, COUPON_FIELDS, COUPON_INTENT, COUPON_REMOVE_INTENT } from '~/forms/cart-fields';
import { Panel } from './panel';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from './icons';
import { useEarlyValue } from './early-value';
import { useSentForm } from './form-notices';

/** The code field and its arrow button; `id` keeps the panel's field and the cart page's apart. */
export function CouponForm({ id }: { id: string }) {
  const t = useT();
  const [refused, applied, submit] = useUnit([$refusedCoupon, $appliedCoupon, couponSubmitted]);
  const sent = useSentForm(COUPON_INTENT);
  // The code this form sent last, spaces removed as the model removes them (null: none, or edited since). A code
  // the server refused stays in the field with the reason at it; one it took leaves the field.
  const [asked, setAsked] = useState<string | null>(() => (sent ? refused : null));
  const [code, setCode] = useState(() => (sent ? (refused ?? '') : ''));
  if (asked !== null && applied === asked) {
    setAsked(null);
    setCode('');
  }
  const error = asked !== null && refused === asked ? t('phrases.applyDiscountFailed') : null;
  const field = useRef<HTMLInputElement>(null);
  useEarlyValue(field, code, setCode);
  const errorId = `${id}-error`;
  return (
    <Form
      method="post"
      action={CART_PATH}
      className="coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const normalized = normalizeCouponCode(code);
        setAsked(normalized === '' ? null : normalized);
        submit(code);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={COUPON_INTENT} />
      <label htmlFor={id}>{t('cart.coupons.code')}</label>
      <div className="coupon-form__row">
        <input
          ref={field}
          id={id}
          name={COUPON_FIELDS.code}
          className="input"
          autoComplete="off"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setAsked(null);
          }}
        />
        <button type="submit" className="button button--primary" aria-label={t('cart.coupons.apply')}>
          <ChevronRightIcon />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** The applied coupons, each with a remove button (a form of its own that sends the coupon's title). */
export function AppliedCoupons() {
  const t = useT();
  const [coupons, locale, remove] = useUnit([$coupons, $locale, couponRemoved]);
  if (coupons.length === 0) return null;
  return (
    <ul className="coupon-list" aria-label={t('cart.coupons.applied')}>
      {coupons.map((coupon) => (
        <li key={coupon.title} className="coupon-list__item">
          <span>
            <strong>{coupon.title}</strong>{' '}
            {coupon.type === 'fixedAmount'
              ? formatCartPrice(coupon.amount, locale)
              : t('cart.coupons.percentage', { amount: coupon.amount })}
          </span>
          <Form method="post" action={CART_PATH} onSubmit={(event) => event.preventDefault()}>
            <input type="hidden" name={INTENT_FIELD} value={COUPON_REMOVE_INTENT} />
            <button
              type="submit"
              name={COUPON_FIELDS.coupon}
              value={coupon.title}
              className="icon-button"
              aria-label={t('cart.coupons.remove', { code: coupon.title })}
              onClick={(event) => {
                event.preventDefault();
                remove(coupon.title);
              }}
            >
              <TrashIcon size={18} />
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function CouponPanel() {
  const t = useT();
  const open = useUnit(panelOpened);
  return (
    <Panel
      name="discountCoupons"
      title={t('cart.coupons.title')}
      headerStart={
        <button
          type="button"
          className="icon-button"
          aria-label={t('cart.coupons.back')}
          onClick={() => open({ name: 'cart' })}
        >
          <ChevronLeftIcon />
        </button>
      }
    >
      <CouponForm id="coupon-code" />
      <AppliedCoupons />
    </Panel>
  );
}
