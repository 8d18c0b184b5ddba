// Order summaries of the checkout: the cart being ordered (lines, coupons, totals with the VAT breakdown) and
// the placed order on the payment outcome page. Money always with 2 decimals (spec §9: formatCartPrice).
import { useUnit } from '~/effector/use-unit';
import { $coupons, $lines, $totals, type CartLineView } from '@etalage/domain/cart';
import { type PaymentOutcome } from '@etalage/domain/checkout';
import { $locale } from '@etalage/domain/i18n';
import { formatCartPrice } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';
import { CartTotalsTable } from '~/components/cart-totals';
import { MadeToMeasureNote } from '~/components/made-to-measure-note';

function useMoney() {
  const locale = useUnit($locale);
  return (amount: number) => formatCartPrice(amount, locale);
}

function LineOptions({ line }: { line: CartLineView }) {
  if (line.options.length === 0) return null;
  return (
    <>
      <LineOptionList line={line} />
      <MadeToMeasureNote line={line} />
    </>
  );
}

function LineOptionList({ line }: { line: CartLineView }) {
  const t = useT();
  return (
    <ul className="summary-line__options">
      {line.options.map((option) => (
        <li key={option.lineOptionId || option.id}>
          {option.groupName ? `${option.groupName}: ` : null}
          {option.custom
            ? t('checkout.summary.customOption', { name: option.custom.name, area: option.custom.quantity })
            : option.name}
        </li>
      ))}
    </ul>
  );
}

/** The cart as it will be ordered; `compact` (beside steps 1 and 2) leaves the images out. */
export function CartSummary({ titleId, compact = false }: { titleId: string; compact?: boolean }) {
  const t = useT();
  const money = useMoney();
  const [lines, totals, coupons] = useUnit([$lines, $totals, $coupons]);
  return (
    <section className={`summary${compact ? ' summary--compact' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="summary__title">
        {t('checkout.summary.title')}
      </h2>
      <ul className="summary__lines">
        {lines.map((line) => (
          <li key={line.viewKey} className="summary-line">
            {line.image && !compact ? (
              <img
                className="summary-line__image"
                src={line.image.imageSrc.medium}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : null}
            <div className="summary-line__body">
              <p className="summary-line__title">{line.title}</p>
              <LineOptions line={line} />
              <p className="summary-line__quantity">{t('checkout.summary.quantity', { quantity: line.quantity })}</p>
            </div>
            <p className="summary-line__price">{money(line.totals.totalInclVat)}</p>
          </li>
        ))}
      </ul>
      {coupons.length > 0 ? (
        <ul className="summary__coupons" aria-label={t('checkout.summary.coupons')}>
          {coupons.map((coupon) => (
            <li key={coupon.title}>
              {t('checkout.summary.coupon', {
                title: coupon.title,
                amount: coupon.type === 'fixedAmount' ? money(coupon.amount) : `${coupon.amount}%`,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {totals ? <CartTotalsTable totals={totals} /> : null}
    </section>
  );
}

/** The placed order on the outcome page. */
export function PlacedOrderSummary({ outcome, titleId }: { outcome: PaymentOutcome; titleId: string }) {
  const t = useT();
  const money = useMoney();
  const { order } = outcome;
  return (
    <section className="summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="summary__title">
        {t('checkout.outcome.summary')}
      </h2>
      <ul className="summary__lines">
        {order.lines.map((line, index) => (
          <li key={`${line.productId}-${index}`} className="summary-line">
            <div className="summary-line__body">
              <p className="summary-line__title">{line.title}</p>
              {line.options.length > 0 ? (
                <ul className="summary-line__options">
                  {line.options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ul>
              ) : null}
              <p className="summary-line__quantity">{t('checkout.summary.quantity', { quantity: line.quantity })}</p>
            </div>
            <p className="summary-line__price">{money(line.totalInclVat)}</p>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        {order.coupon ? (
          <div className="summary-totals__row">
            <dt>{t('checkout.outcome.coupon')}</dt>
            <dd>{order.coupon}</dd>
          </div>
        ) : null}
        <div className="summary-totals__row">
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd>{order.shippingInclVat === 0 ? t('price.free') : money(order.shippingInclVat)}</dd>
        </div>
        <div className="summary-totals__row summary-totals__row--total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{money(order.totalInclVat)}</dd>
        </div>
        <div className="summary-totals__row summary-totals__row--vat">
          <dt>{t('checkout.outcome.vat')}</dt>
          <dd>{money(order.totalVat)}</dd>
        </div>
        <div className="summary-totals__row">
          <dt>{t('checkout.outcome.method')}</dt>
          <dd>{outcome.method}</dd>
        </div>
        <div className="summary-totals__row">
          <dt>{t('checkout.outcome.amount')}</dt>
          <dd>{money(outcome.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
