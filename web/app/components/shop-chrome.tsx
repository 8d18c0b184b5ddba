// The ecommerce layout around every shop page and error page: skip link, header, main, footer, the
// panels every page can open, notifications and the loading bar.
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { Header } from './header';
import { Footer } from './footer';
import { LoadingBar } from './loading-bar';
import { Notifications } from './lazy-notifications';
import { ContactBar } from './contact-bar';
import { HydrateInTurn } from './hydrate-in-turn';
import { AccountPanel, CartPanel, CookieWall, CouponPanel, MobileNavigation, SearchModal } from './panels';

export function ShopChrome({ children }: { children: React.ReactNode }) {
  const t = useT();
  // The header and the footer draw nothing without the shop's configuration (an error page before it loaded).
  const configured = useUnit($appConfig) !== null;
  return (
    <div className="shop">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <LoadingBar />
      <HydrateInTurn when={configured}>
        <Header />
      </HydrateInTurn>
      <HydrateInTurn>
        <main id="main" className="shop__main" tabIndex={-1}>
          {children}
        </main>
      </HydrateInTurn>
      <HydrateInTurn when={configured}>
        <Footer />
      </HydrateInTurn>
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
