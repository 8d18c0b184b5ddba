import { useUnit } from 'effector-react';
import { $productCount, panelOpened } from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { CartIcon } from './icons';

/** The header's cart button with the number of products; it opens the cart panel. */
export function CartButton() {
  const t = useT();
  const [count, open] = useUnit([$productCount, panelOpened]);
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('cart.open', { count })}
      onClick={() => open({ name: 'cart' })}
    >
      <CartIcon />
      {count > 0 ? (
        <span className="header-tools__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
