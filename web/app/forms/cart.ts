// The cart's forms as a route action takes them (effector/route.ts `Intent`, docs/decisions/cart-page.md): add to
// cart on the product page, a line's quantity and removal, and the coupons on the cart page. Each fires the events
// the hydrated form fires, in the request's scope; the cart's sync runs without its debounce there, so the change
// has reached the API when the intent settles. The forms' names are in ./cart-fields.ts, which the forms share.
import { allSettled, type Scope } from 'effector';
import { data } from 'react-router';
import { $appConfig } from '@etalage/domain/app';
import {
  $lines,
  $refusedCoupon,
  $syncDebounceMs,
  couponRemoved,
  couponSubmitted,
  lineRemoved,
  quantityTyped,
} from '@etalage/domain/cart';
import {
  $canAddToCart,
  addQuantityEntered,
  addToCartClicked,
  customSizeChanged,
  optionChosen,
  sanitizeDimension,
  usesDiameter,
  type CustomDimensions,
} from '@etalage/domain/configurator';
import { clampNumber } from '@etalage/domain/forms';
import { $product } from '@etalage/domain/product';
import type { FormFields, Intent } from '~/effector/route';
import {
  ADD_FIELDS,
  CART_LINE_INTENT,
  CART_PATH,
  COUPON_FIELDS,
  COUPON_INTENT,
  COUPON_REMOVE_INTENT,
  LINE_FIELDS,
  optionField,
  sizeField,
  type SizeDimension,
} from './cart-fields';

/** A field that no form of the page sends so: a 400 that names it. */
const badField = (name: string, problem: string): never => {
  throw data(`The field '${name}' ${problem}`, { status: 400, statusText: 'Bad Request' });
};

/** The request's cart sends its changes at once: the action answers once they are saved (spec §4: 500 ms in a browser). */
const syncAtOnce = (scope: Scope) => allSettled($syncDebounceMs, { scope, params: 0 });

/**
 * A dimension as sent, in cm. Unlike the hydrated field, a value above the maximum is not clamped: the page comes
 * back with the value the shopper sent and the reason it cannot be made (spec §5 'De gekozen waarde is te groot').
 */
const dimensionOf = (fields: FormFields, itemId: string, dimension: SizeDimension): number | undefined =>
  sanitizeDimension(fields.get(sizeField(itemId, dimension)), Number.POSITIVE_INFINITY).value ?? undefined;

/**
 * Spec §4 Product, add to cart: the options (and the sizes of a made-to-measure one) are chosen as a shopper
 * chooses them, the quantity is taken as the field takes it, then the configuration is added. One that cannot be
 * added (a required group not chosen, a size out of range, no quantity) comes back with the reasons at the fields;
 * an added one leads to the cart page.
 */
export const addToCartIntent: Intent = {
  run: async (scope, fields) => {
    const product = scope.getState($product);
    // No product: the page's own outcome answers (404, 502).
    if (product === null) return;
    if (fields.has(ADD_FIELDS.product) && fields.get(ADD_FIELDS.product) !== product.id) {
      badField(ADD_FIELDS.product, 'names another product than this page');
    }
    await syncAtOnce(scope);
    for (const group of product.configurator.options) {
      const itemId = fields.get(optionField(group.id));
      if (itemId === '') continue;
      const item = group.items.find((candidate) => candidate.id === itemId && candidate.state);
      if (item === undefined) return badField(optionField(group.id), 'names no option of its group that can be chosen');
      await allSettled(optionChosen, { scope, params: { groupId: group.id, itemId } });
      const settings = item.advancedSettings;
      if (group.displayType !== 'custom' || settings === null) continue;
      // Spec §5: Rond has a diameter, every other shape a width and a length.
      const dimensions: CustomDimensions = usesDiameter(settings.shape)
        ? { shape: settings.shape, diameter: dimensionOf(fields, item.id, 'diameter') }
        : {
            shape: settings.shape,
            width: dimensionOf(fields, item.id, 'width'),
            length: dimensionOf(fields, item.id, 'length'),
          };
      await allSettled(customSizeChanged, { scope, params: { groupId: group.id, itemId, dimensions } });
    }
    await allSettled(addQuantityEntered, { scope, params: fields.get(ADD_FIELDS.quantity) });
    await allSettled(addToCartClicked, { scope });
  },
  failed: (scope) => !scope.getState($canAddToCart),
  next: () => CART_PATH,
};

/** Spec §5: a line's quantity is a whole number from 0 (the cart line's number field). */
const LINE_QUANTITY = { min: 0, max: 999, step: 1 } as const;

/**
 * Spec §4 Cart: a line's quantity (minus, plus or typed) or its removal. An emptied field sends nothing, as the
 * hydrated field does; a line the cart no longer has (removed in another tab) leaves the cart as it is.
 */
export const cartLineIntent: Intent = {
  run: async (scope, fields) => {
    const lUid = fields.get(LINE_FIELDS.line);
    if (lUid === '') return badField(LINE_FIELDS.line, 'is missing');
    const field = fields.has(LINE_FIELDS.set) ? LINE_FIELDS.set : LINE_FIELDS.quantity;
    const text = fields.get(field).trim();
    if (text === '') return;
    const quantity = clampNumber(text, { ...LINE_QUANTITY, allowNull: true });
    if (quantity === null) return badField(field, 'is not a number');
    if (!scope.getState($lines).some((line) => line.lUid === lUid)) return;
    await syncAtOnce(scope);
    await (quantity === 0
      ? allSettled(lineRemoved, { scope, params: lUid })
      : allSettled(quantityTyped, { scope, params: { lUid, quantity } }));
  },
};

/** Spec §4 Cart coupon: spaces removed, empty does nothing; a refused code comes back in its field with why. */
export const couponIntent: Intent = {
  run: async (scope, fields) => {
    // Spec §6: a shop whose coupons setting is off offers no coupon form, so none is taken either.
    if (!scope.getState($appConfig)?.settings.coupons) {
      return badField(COUPON_FIELDS.code, 'is not offered: this shop takes no coupons');
    }
    return allSettled(couponSubmitted, { scope, params: fields.get(COUPON_FIELDS.code) });
  },
  failed: (scope) => scope.getState($refusedCoupon) !== null,
};

/** Spec §4 Cart coupon: deleting sends its title; errors are swallowed (spec §8). */
export const couponRemoveIntent: Intent = {
  run: (scope, fields) => {
    const title = fields.get(COUPON_FIELDS.coupon);
    if (title.trim() === '') return badField(COUPON_FIELDS.coupon, 'is missing');
    return allSettled(couponRemoved, { scope, params: title });
  },
};

/** The cart page's forms (the lines' forms are in the cart panel too, and post here). */
export const cartIntents = {
  [CART_LINE_INTENT]: cartLineIntent,
  [COUPON_INTENT]: couponIntent,
  [COUPON_REMOVE_INTENT]: couponRemoveIntent,
};
