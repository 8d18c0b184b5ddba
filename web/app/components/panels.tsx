// The shell's panels, each loaded when first opened (components/lazy-part.tsx): the cart, the coupons, the
// account panel, the search modal (with the sanitizer its titles need), the cookie wall and the mobile menu, with the Radix
// dialog code they share. What opens a panel preloads it on hover and focus.
import { $openPanel, type PanelName } from '@etalage/domain/shell';
import { ensureMessageAreas } from '~/effector/client';
import { lazyPart } from './lazy-part';

/** Whether the shell's open panel is `name`. */
export const isPanelOpen = (name: PanelName) => $openPanel.map((open) => open?.name === name);

export const MobileNavigation = lazyPart(
  () => import('./mobile-navigation').then((module) => ({ default: module.MobileNavigation })),
  isPanelOpen('mobileNavigationPanel'),
);

// Parts whose words live in an area of their own load them beside their code (docs/i18n.md "Areas").
export const CartPanel = lazyPart(
  () =>
    Promise.all([import('./cart-panel'), ensureMessageAreas(['cart'])]).then(([module]) => ({
      default: module.CartPanel,
    })),
  isPanelOpen('cart'),
);
export const CouponPanel = lazyPart(
  () =>
    Promise.all([import('./coupon-panel'), ensureMessageAreas(['cart'])]).then(([module]) => ({
      default: module.CouponPanel,
    })),
  isPanelOpen('discountCoupons'),
);

export const AccountPanel = lazyPart(
  () =>
    Promise.all([import('./account-panel'), ensureMessageAreas(['account', 'checkout'])]).then(([module]) => ({
      default: module.AccountPanel,
    })),
  isPanelOpen('account'),
);

export const SearchModal = lazyPart(
  () =>
    Promise.all([import('./search-modal'), ensureMessageAreas(['search'])]).then(async ([module]) => ({
      default: await module.loadSearchModal(),
    })),
  isPanelOpen('search'),
);

export const CookieWall = lazyPart(
  () =>
    Promise.all([import('./cookie-wall'), ensureMessageAreas(['consent'])]).then(([module]) => ({
      default: module.CookieWall,
    })),
  isPanelOpen('cookieWall'),
);

/** Props for what opens a panel: its chunk starts loading when the shopper points at it or focuses it. */
export const preloadOnIntent = (part: { preload: () => void }) => ({
  onPointerEnter: part.preload,
  onFocus: part.preload,
});
