import { useUnit } from '~/effector/use-unit';
import { $hasDeliveryChoice, $payableOnDelivery, type CartTotals } from '@etalage/domain/cart';
import { $locale } from '@etalage/domain/i18n';
import { amountLess, formatCartPrice } from '@etalage/domain/pricing';
import { useT } from '~/i18n/use-t';

/**
 * Totals with the VAT breakdown (spec §3 Cart totals), in the cart panel and the checkout summary alike:
 * subtotal, discount, shipping, the total, with the deposit on (spec §9) what is paid now and what on delivery,
 * and beneath it the total excl. VAT and the VAT per rate.
 * The cart always shows 2 decimals with the currency (spec §9). Until a delivery option is chosen the shipping
 * cost is not known, so it says it follows in the next step rather than showing a price (or 'Gratis').
 */
export function CartTotalsTable({ totals }: { totals: CartTotals }) {
  const t = useT();
  const [locale, hasDeliveryChoice, onDelivery] = useUnit([$locale, $hasDeliveryChoice, $payableOnDelivery]);
  const money = (amount: number) => formatCartPrice(amount, locale);
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>{t('cart.totals.subtotal')}</dt>
        <dd>{money(totals.subtotalInclVat)}</dd>
      </div>
      {totals.discountInclVat > 0 ? (
        <div className="totals__row totals__row--discount">
          <dt>{t('cart.totals.discount')}</dt>
          <dd>−{money(totals.discountInclVat)}</dd>
        </div>
      ) : null}
      <div className="totals__row">
        <dt>{t('cart.totals.shipping')}</dt>
        <dd>
          {!hasDeliveryChoice
            ? t('cart.totals.shippingLater')
            : totals.shippingInclVat === 0
              ? t('price.free')
              : money(totals.shippingInclVat)}
        </dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>{t('cart.totals.total')}</dt>
        <dd>{money(totals.totalInclVat)}</dd>
      </div>
      {onDelivery > 0 ? (
        <>
          <div className="totals__row totals__row--due">
            <dt>{t('cart.totals.dueNow')}</dt>
            <dd>{money(amountLess(totals.totalInclVat, onDelivery))}</dd>
          </div>
          <div className="totals__row totals__row--due">
            <dt>{t('cart.totals.onDelivery')}</dt>
            <dd>{money(onDelivery)}</dd>
          </div>
        </>
      ) : null}
      <div className="totals__row totals__row--vat">
        <dt>{t('cart.totals.exclVat')}</dt>
        <dd>{money(totals.totalExclVat)}</dd>
      </div>
      {totals.totalVat.map((vat) => (
        <div className="totals__row totals__row--vat" key={vat.percentage}>
          <dt>{t('cart.totals.vat', { percentage: vat.percentage })}</dt>
          <dd>{money(vat.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
