// The checkout layout (spec §2 Layouts: checkout): a slim header with the logo and the step indicator, no
// site navigation, the page, and what the models may show on top of it: toasts, alerts, the address modal,
// and the cart panel (a payment error with step 'cart' opens it, spec §8) with its coupons panel.
import { ShopLogo } from '~/components/shop-logo';
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { $step } from '@etalage/domain/checkout';
import { useT } from '~/i18n/use-t';
import { Alerts } from '~/components/alerts';
import { LoadingBar } from '~/components/loading-bar';
import { Notifications } from '~/components/lazy-notifications';
import { CartPanel, CookieWall, CouponPanel } from '~/components/panels';
import { AddressModal } from '~/components/lazy-address-modal';
import { StepIndicator } from './step-indicator';

export function CheckoutChrome({ children }: { children: React.ReactNode }) {
  const t = useT();
  const [config, step] = useUnit([$appConfig, $step]);
  return (
    <div className="shop checkout">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <LoadingBar />
      <header className="checkout-header">
        <div className="checkout-header__inner">
          {config ? <ShopLogo shopName={config.app.name} /> : null}
          <p className="checkout-header__secure">{t('checkout.secure')}</p>
        </div>
        {step !== null ? <StepIndicator /> : null}
      </header>
      <main id="main" className="shop__main checkout__main" tabIndex={-1}>
        <Alerts />
        {children}
      </main>
      <AddressModal />
      <CartPanel />
      <CookieWall />
      <CouponPanel />
      <Notifications />
    </div>
  );
}
