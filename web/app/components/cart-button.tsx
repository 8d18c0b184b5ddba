import { useUnit } from '~/effector/use-unit';
import { $cartBadge } from '@etalage/domain/cart/facts';
import { panelOpened } from '@etalage/domain/shell';
import { useT } from '~/i18n/use-t';
import { CART_PATH } from '~/forms/cart-fields';
import { CartIcon } from './icons';
import { Link } from './link';
import { CartPanel, preloadOnIntent } from './panels';

/**
 * The header's way to the cart with the number of products: a link to the cart page, which a plain click opens
 * as the cart panel once the page has hydrated (before, or without JavaScript, the page is there; a new tab too).
 * Until the shopper's cart is known (a page rendered for every anonymous shopper, before the browser has loaded
 * it) it names no count.
 */
export function CartButton() {
  const t = useT();
  const [{ count, isKnown }, open] = useUnit([$cartBadge, panelOpened]);
  return (
    <Link
      to={CART_PATH}
      className="icon-button"
      aria-label={isKnown ? t('cart.open', { count }) : t('cart.openUnknown')}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open({ name: 'cart' });
      }}
      {...preloadOnIntent(CartPanel)}
    >
      <CartIcon />
      {isKnown && count > 0 ? (
        <span className="header-tools__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
