// The ecommerce layout around every shop page and error page: skip link, header, main, footer, the
// panels every page can open, notifications and the loading bar.
import { useT } from '~/i18n/use-t';
import { Header } from './header';
import { Footer } from './footer';
import { LoadingBar } from './loading-bar';
import { Notifications } from './lazy-notifications';
import { ContactBar } from './contact-bar';
import { AccountPanel, CartPanel, CookieWall, CouponPanel, MobileNavigation, SearchModal } from './panels';

export function ShopChrome({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="shop">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <LoadingBar />
      <Header />
      <main id="main" className="shop__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ContactBar />
      <MobileNavigation />
      <CartPanel />
      <CouponPanel />
      <AccountPanel />
      <SearchModal />
      <CookieWall />
      <Notifications />
    </div>
  );
}
