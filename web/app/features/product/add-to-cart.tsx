// Add to cart (spec §4 Product: orderable; a configuration only when every chosen option is cartable). A form that
// works before and without JavaScript (forms/cart.ts): the quantity and the product are its fields, the options and
// sizes on the page join it by its id (`addToCartFormId`), and the page's action adds the configuration and leads
// to the cart page, or shows the page again with the reasons at the fields. Hydrated, the form adds here and
// opens the cart panel.
import { useSyncExternalStore } from 'react';
import { Form } from 'react-router';
import { useUnit } from '~/effector/use-unit';
import {
  $addQuantity,
  $addQuantityError,
  $canAddToCart,
  $missingGroups,
  $selection,
  ADD_QUANTITY_LIMITS,
  addQuantityChanged,
  addToCartClicked,
} from '@etalage/domain/configurator';
import { $isOrderable, $product } from '@etalage/domain/product';
import { useT } from '~/i18n/use-t';
import { INTENT_FIELD } from '~/effector/route';
import { ADD_FIELDS, ADD_TO_CART_INTENT } from '~/forms/cart-fields';
import { CartIcon } from '~/components/icons';
import { CartPanel, preloadOnIntent } from '~/components/panels';
import { NumberInput } from '~/components/number-input';
import { useSentForm } from '~/components/form-notices';

/** The id of the add-to-cart form that a group of controls (`idPrefix`: the page's, the variations panel's) joins. */
export const addToCartFormId = (idPrefix: string): string => `${idPrefix}-add-to-cart`;

/** Whether the page's action answered the add-to-cart form with its reasons: the fields then show them. */
export const useAddToCartSent = (): boolean => useSentForm(ADD_TO_CART_INTENT);

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after: a form sent without JavaScript is never disabled. */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** `idPrefix` keeps the page's and the variations panel's form and hint apart. */
export function AddToCart({ idPrefix = 'page' }: { idPrefix?: string }) {
  const t = useT();
  const [product, quantity, quantityError, canAdd, orderable, missing, selection, setQuantity, add] = useUnit([
    $product,
    $addQuantity,
    $addQuantityError,
    $canAddToCart,
    $isOrderable,
    $missingGroups,
    $selection,
    addQuantityChanged,
    addToCartClicked,
  ]);
  const hydrated = useHydrated();
  // A disabled button says why: not orderable, a group still to choose, a size that is not valid
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
  const formId = addToCartFormId(idPrefix);
  const quantityErrorId = `${idPrefix}-add-quantity-error`;
  return (
    <Form
      method="post"
      id={formId}
      className="add-to-cart"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={ADD_TO_CART_INTENT} />
      {product ? <input type="hidden" name={ADD_FIELDS.product} value={product.id} /> : null}
      <NumberInput
        value={quantity}
        name={ADD_FIELDS.quantity}
        groupLabel={t('product.quantity')}
        inputLabel={t('cart.quantity.label')}
        decreaseLabel={t('cart.quantity.decrease')}
        increaseLabel={t('cart.quantity.increase')}
        min={ADD_QUANTITY_LIMITS.min}
        max={ADD_QUANTITY_LIMITS.max}
        required
        disabled={!orderable}
        describedBy={quantityError ? quantityErrorId : undefined}
        onStep={(direction) => setQuantity(quantity + direction)}
        onTyped={(typed) => (typed === null ? undefined : setQuantity(typed))}
      />
      <button
        type="submit"
        className="button button--primary add-to-cart__button"
        // Before the page has hydrated the form goes to the page's action, which says what is missing.
        disabled={hydrated && !canAdd}
        aria-describedby={hint ? `${idPrefix}-add-to-cart-hint` : undefined}
        // Adding opens the cart panel, whose chunk brings the cart's model (docs/cart.md "Loading the cart").
        {...preloadOnIntent(CartPanel)}
      >
        <CartIcon />
        {t('product.addToCart')}
      </button>
      {quantityError ? (
        <p id={quantityErrorId} className="field-error add-to-cart__hint">
          {t.ref(quantityError)}
        </p>
      ) : null}
      {hint ? (
        <p id={`${idPrefix}-add-to-cart-hint`} className="field-hint add-to-cart__hint">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
