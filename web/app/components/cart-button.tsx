import { useUnit } from '~/effector/use-unit';
import { $isCartKnown, $productCount, panelOpened } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { CartIcon } from './icons';
import { CartPanel, preloadOnIntent } from './panels';

/**
 * The header's cart button with the number of products; it opens the cart panel. Until the shopper's cart is
 * known (a page rendered for every anonymous shopper, before the browser has loaded it) it names no count.
 */
export function CartButton() {
  const t = useT();
  const [count, isKnown, open] = useUnit([$productCount, $isCartKnown, panelOpened]);
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={isKnown ? t('cart.open', { count }) : t('cart.openUnknown')}
      onClick={() => open({ name: 'cart' })}
      {...preloadOnIntent(CartPanel)}
    >
      <CartIcon />
      {isKnown && count > 0 ? (
        <span className="header-tools__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
