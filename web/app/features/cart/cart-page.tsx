// The cart page (/cart, docs/decisions/cart-page.md): the cart panel's parts as a page, for a shopper without
// JavaScript, a page sent before it ran, a new tab from the header's cart link, and where add to cart leads
// without JavaScript. The lines (image, title link, options, quantity stepper, remove, price), the empty state,
// the totals, the coupon form and applied coupons when the coupons setting is on, and 'Ik ben klaar om te
// bestellen' to the checkout. Every control is a link or a form to this page's action (forms/cart.ts); hydrated,
// they act on the cart model as in the panel.
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { $isEmpty, $isLoading, $productCount, $totals } from '@etalage/domain/cart';
import { $isAuthenticated } from '@etalage/domain/session';
import { useT } from '~/i18n/use-t';
import { Link } from '~/components/link';
import { PageHeading } from '~/components/page-heading';
import { CartLines, CartNotices } from '~/components/cart-panel';
import { CartTotalsTable } from '~/components/cart-totals';
import { AppliedCoupons, CouponForm } from '~/components/coupon-panel';

function CartSummary() {
  const t = useT();
  const [totals, config] = useUnit([$totals, $appConfig]);
  if (totals === null) return null;
  return (
    <aside className="cart-page__summary" aria-labelledby="cart-page-summary">
      <h2 id="cart-page-summary" className="visually-hidden">
        {t('cart.totals.total')}
      </h2>
      <CartTotalsTable totals={totals} />
      {config?.settings.coupons ? (
        <section className="cart-page__coupons" aria-labelledby="cart-page-coupons">
          <h2 id="cart-page-coupons" className="cart-page__subtitle">
            {t('cart.coupons.title')}
          </h2>
          <CouponForm id="cart-coupon-code" />
          <AppliedCoupons />
        </section>
      ) : null}
      <Link to="/checkout" className="button button--primary button--block">
        {t('cart.readyToOrder')}
      </Link>
    </aside>
  );
}

export function CartPage() {
  const t = useT();
  const [count, isEmpty, isLoading, isAuthenticated] = useUnit([$productCount, $isEmpty, $isLoading, $isAuthenticated]);
  return (
    <div className="cart-page">
      <PageHeading>{t('cart.title', { count })}</PageHeading>
      <CartNotices />
      {isLoading ? (
        <p role="status">{t('cart.loading')}</p>
      ) : isEmpty ? (
        <div className="cart-empty cart-page__empty">
          <p>{t('cart.empty')}</p>
          {isAuthenticated ? null : (
            <Link to="/account/login" className="button button--block">
              {t('cart.login')}
            </Link>
          )}
          <Link to="/" className="button button--primary button--block">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__columns">
          <CartLines />
          <CartSummary />
        </div>
      )}
    </div>
  );
}
