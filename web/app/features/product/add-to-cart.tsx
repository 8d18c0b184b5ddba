// Add to cart (spec §4 Product: orderable; a configuration only when every chosen option is cartable).
import { useUnit } from '~/effector/use-unit';
import {
  $addQuantity,
  $canAddToCart,
  $isOrderable,
  $missingGroups,
  $product,
  $selection,
  addQuantityChanged,
  addToCartClicked,
} from '@etalage/domain';
import { useT } from '~/i18n/use-t';
import { CartIcon } from '~/components/icons';
import { NumberInput } from '~/components/number-input';

/** `idPrefix` keeps the page's and the variations panel's hint apart. */
export function AddToCart({ idPrefix = 'page' }: { idPrefix?: string }) {
  const t = useT();
  const [product, quantity, canAdd, orderable, missing, selection, setQuantity, add] = useUnit([
    $product,
    $addQuantity,
    $canAddToCart,
    $isOrderable,
    $missingGroups,
    $selection,
    addQuantityChanged,
    addToCartClicked,
  ]);
  // A disabled button says why (issue 10): not orderable, a group still to choose, a size that is not valid
  // yet, or a chosen option that cannot be ordered online.
  const blocked = selection.find((chosen) => !chosen.cartable);
  const hint = !orderable
    ? t('product.notOrderable')
    : missing.length > 0
      ? t('product.chooseOptions', { groups: missing.map((group) => group.label || group.name).join(', ') })
      : blocked
        ? product?.configurator.options.find((group) => group.id === blocked.groupId)?.displayType === 'custom'
          ? t('product.sizeNeeded')
          : t('product.notCartable', { option: blocked.name })
        : null;
  return (
    <div className="add-to-cart">
      <NumberInput
        value={quantity}
        groupLabel={t('product.quantity')}
        inputLabel={t('cart.quantity.label')}
        decreaseLabel={t('cart.quantity.decrease')}
        increaseLabel={t('cart.quantity.increase')}
        min={1}
        required
        disabled={!orderable}
        onStep={(direction) => setQuantity(quantity + direction)}
        onTyped={(typed) => (typed === null ? undefined : setQuantity(typed))}
      />
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={!canAdd}
        aria-describedby={hint ? `${idPrefix}-add-to-cart-hint` : undefined}
        onClick={() => add()}
      >
        <CartIcon />
        {t('product.addToCart')}
      </button>
      {hint ? (
        <p id={`${idPrefix}-add-to-cart-hint`} className="field-hint add-to-cart__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
