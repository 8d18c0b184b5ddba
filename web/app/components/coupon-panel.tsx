// The discount coupons panel (spec §2, §4 Cart coupons): a code field applied with Enter or the arrow
// button (spaces removed, empty does nothing), and the applied coupons with a remove button each.
import { useState } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $coupons, $locale, couponRemoved, couponSubmitted, formatCartPrice, panelOpened } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { Panel } from './panel';
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from './icons';

export function CouponPanel() {
  const t = useT();
  const [coupons, locale, submit, remove, open] = useUnit([
    $coupons,
    $locale,
    couponSubmitted,
    couponRemoved,
    panelOpened,
  ]);
  // The code being typed is view state of this field; the model gets it on submit.
  const [code, setCode] = useState('');
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
      <form
        className="coupon-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
          setCode('');
        }}
      >
        <label htmlFor="coupon-code">{t('cart.coupons.code')}</label>
        <div className="coupon-form__row">
          <input
            id="coupon-code"
            className="input"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--primary" aria-label={t('cart.coupons.apply')}>
            <ChevronRightIcon />
          </button>
        </div>
      </form>
      {coupons.length > 0 ? (
        <ul className="coupon-list" aria-label={t('cart.coupons.applied')}>
          {coupons.map((coupon) => (
            <li key={coupon.title} className="coupon-list__item">
              <span>
                <strong>{coupon.title}</strong>{' '}
                {coupon.type === 'fixedAmount'
                  ? formatCartPrice(coupon.amount, locale)
                  : t('cart.coupons.percentage', { amount: coupon.amount })}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('cart.coupons.remove', { code: coupon.title })}
                onClick={() => remove(coupon.title)}
              >
                <TrashIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
