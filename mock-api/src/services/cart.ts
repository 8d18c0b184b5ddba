// Carts: who may use which cart, the stock rule (spec §4 Cart), pricing lines and totals with the domain's
// pricing lib, and the cart commands, each appending one event. Handlers call these; they hold no state.
import { type Cart, type CartLine, type CartLineOption, type Coupon, isSameCouponCode } from '@etalage/domain/cart';
import { type DeliveryOption } from '@etalage/domain/checkout';
import { type OptionSelection, customPrice, shownArea, validateCustomSize } from '@etalage/domain/configurator';
import { cartTotals, lineTotals, type Prices, type SimplePrices, buildPrices } from '@etalage/domain/pricing';
import { isOrderable as isProductOrderable, orderableQuantity } from '@etalage/domain/product';
import type { CouponRecord, ProductRecord } from '@etalage/fixtures';
import { fail, HttpError } from '../lib/http-error';
import { shortId, uuid } from '../lib/ids';
import type { CartChoices, MergedLine } from '../state/events';
import { cartToEvict, findSameLine, type CartState, type LineState } from '../state/state';
import type { Deps } from './deps';
import { customerPrices, sizeLabel, sumPrices } from './prices';

/**
 * Standard shipping (the preselected shipping option of a country) is free from € 50 of products: the rule of
 * the header proposition and of the seeded orders.
 */
export const FREE_SHIPPING_FROM = 50;
const FREE: SimplePrices = { exclVat: 0, inclVat: 0 };

/** The price of a delivery option for a cart with this many euros of products (after discounts). */
export const deliveryPrice = (option: DeliveryOption, productsInclVat: number | null): SimplePrices =>
  productsInclVat !== null && productsInclVat >= FREE_SHIPPING_FROM && option.type === 'shipping' && option.preselected
    ? FREE
    : option.prices;

const cartNotFound = (): HttpError => fail(404, 'cart_not_found');

/** The anonymous cart an event that opens one more must drop to stay within the cap, as event data. */
const evicting = ({ store }: Deps): { evicted?: string } => {
  const evicted = cartToEvict(store.state);
  return evicted === null ? {} : { evicted };
};

/** A cart the caller may use: anonymous carts by cUid, customer carts only with that customer's bearer. */
export const accessibleCart = ({ store }: Deps, cUid: string, customerId: string | null): CartState => {
  const cart = store.state.carts.get(cUid);
  if (!cart || (cart.customerId !== null && cart.customerId !== customerId)) throw cartNotFound();
  return cart;
};

const customerDiscount = ({ store }: Deps, customerId: string | null): number =>
  customerId === null ? 0 : (store.state.customers.get(customerId)?.priceDiscountPercentage ?? 0);

/**
 * What stock allows for a line: the domain's stock formula (Infinity when stock sets no limit), less what the
 * cart's other lines of the product hold.
 */
export const openQuantity = (record: ProductRecord, cart: CartState | null, exceptLUid: string | null): number => {
  const limit = orderableQuantity(record.product.stock, record.product.backorder);
  const inOtherLines = (cart?.lines ?? [])
    .filter((l) => l.productId === record.product.id && l.lUid !== exceptLUid)
    .reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, limit - inOtherLines);
};

export const isOrderable = (record: ProductRecord): boolean =>
  isProductOrderable(record.product.stock, record.product.backorder);

export interface PricedLine {
  prices: Prices;
  options: CartLineOption[];
}

/**
 * Prices a product with its chosen options, or says which option is wrong (a 422 naming the field).
 * Required groups need a choice; a custom (made-to-measure) choice needs dimensions that pass its settings.
 */
export const priceLine = (
  record: ProductRecord,
  selections: readonly OptionSelection[],
  discountPercentage: number,
  lUid: string,
): PricedLine => {
  const { product } = record;
  const invalidOption = (index: number, message: string) =>
    new HttpError(422, {
      status: 'error',
      message: 'option_invalid',
      errors: [{ path: `item.options.${index}`, message }],
    });
  const parts: Prices[] = [];
  const options: CartLineOption[] = [];
  const seenGroups = new Set<string>();
  selections.forEach((selection, index) => {
    const group = product.configurator.options.find((g) => g.id === selection.groupId);
    const item = group?.items.find((i) => i.id === selection.id);
    if (!group || !item) throw invalidOption(index, 'is not an option of this product');
    if (seenGroups.has(group.id)) throw invalidOption(index, 'chooses a second option of the same group');
    seenGroups.add(group.id);
    if (!item.state) throw invalidOption(index, 'is not available');
    let prices = item.prices;
    let custom: CartLineOption['custom'] = null;
    if (group.displayType === 'custom' && item.advancedSettings) {
      const settings = item.advancedSettings;
      const dimensions = selection.custom ?? {};
      const size = validateCustomSize(settings.shape, dimensions, settings);
      if (!size.valid) {
        const problem =
          size.message === null
            ? 'needs the dimensions of a made-to-measure size'
            : size.message.key === 'configurator.dimensionTooLarge'
              ? `is larger than ${settings.maximum} ${settings.unitDisplay}`
              : `is smaller than ${settings.minimum / 10_000} m2`;
        throw invalidOption(index, problem);
      }
      const area = size.area;
      const price = customPrice(settings.defaultPrice, area);
      prices = buildPrices({ base: price, vatPercentage: product.prices?.vatPercentage ?? 21, vatIncluded: true });
      custom = {
        name: settings.shape,
        label: sizeLabel(settings.shape, dimensions),
        quantity: shownArea(area),
        dimensions: { ...dimensions, shape: settings.shape },
      };
    } else if (!item.cartable) {
      throw invalidOption(index, 'cannot be ordered');
    }
    const shown = prices ? customerPrices(prices, discountPercentage) : null;
    if (shown) parts.push(shown);
    options.push({
      id: item.id,
      lineOptionId: `${lUid}-${index + 1}`,
      groupId: group.id,
      groupName: group.name,
      name: item.name,
      displayType: group.displayType,
      custom,
      prices: shown,
    });
  });
  const missing = product.configurator.options.find((g) => g.required && !seenGroups.has(g.id));
  if (missing) {
    throw new HttpError(422, {
      status: 'error',
      message: 'option_required',
      errors: [{ path: 'item.options', message: `needs a choice of ${missing.name}` }],
    });
  }
  // A made-to-measure size is priced per m2 instead of the list price (which is the price per m2 itself).
  const madeToMeasure = options.some((o) => o.custom !== null);
  const base = product.prices && !madeToMeasure ? customerPrices(product.prices, discountPercentage) : null;
  const prices = sumPrices(base ? [base, ...parts] : parts);
  if (!prices) throw fail(422, 'price_unavailable');
  return { prices, options };
};

const couponOf = ({ store }: Deps, code: string): CouponRecord | undefined =>
  store.dataset.coupons.find((c) => c.code === code);

const toCoupon = (record: CouponRecord): Coupon => ({ title: record.code, amount: record.amount, type: record.type });

/** The shipping price of the cart's choice: a shipping option, or the pickup option holding the location. */
export const chosenDelivery = ({ store }: Deps, cart: CartState): DeliveryOption | null => {
  for (const options of Object.values(store.dataset.deliveryOptions)) {
    for (const option of options) {
      if (cart.shippingId !== null && option.id === cart.shippingId) return option;
      if (cart.pickupLocationId !== null && option.pickupLocations.some((l) => l.id === cart.pickupLocationId))
        return option;
    }
  }
  return null;
};

const viewLine = (deps: Deps, cart: CartState, line: LineState): CartLine | null => {
  const record = deps.catalogue.products.get(line.productId);
  if (!record) return null;
  const { product } = record;
  let priced: PricedLine;
  try {
    priced = priceLine(record, line.options, customerDiscount(deps, cart.customerId), line.lUid);
  } catch {
    return null;
  }
  const image = product.images[0];
  return {
    id: line.lUid,
    uid: line.lUid,
    lUid: line.lUid,
    productId: product.id,
    quantity: line.quantity,
    originalQuantity: line.originalQuantity,
    slug: product.slug,
    title: product.title,
    brand: product.brand,
    options: priced.options,
    prices: priced.prices,
    image: image ? { imageSrc: { medium: image.imageSrc.medium } } : null,
    imageAlt: image?.imageAlt ?? product.title,
    stock: product.stock,
    backorder: product.backorder,
    weight: { perUnit: product.weight },
    totals: lineTotals({ prices: priced.prices, quantity: line.quantity, weightPerUnit: product.weight }),
  };
};

/** The cart as the contract shows it, totals computed by the domain pricing lib. */
export const viewCart = (deps: Deps, cart: CartState, isMerged = false): Cart => {
  const lines = cart.lines.map((l) => viewLine(deps, cart, l)).filter((l): l is CartLine => l !== null);
  const coupons = cart.coupons.map((code) => couponOf(deps, code)).filter((c): c is CouponRecord => !!c);
  const delivery = chosenDelivery(deps, cart);
  const goods = cartTotals({ lines, coupons: coupons.map(toCoupon), shipping: null });
  const shipping = delivery ? deliveryPrice(delivery, goods.totalInclVat) : null;
  return {
    cUid: cart.cUid,
    lines,
    isMerged,
    delivery: { shippingId: cart.shippingId, pickupLocationId: cart.pickupLocationId },
    paymentOptionId: cart.paymentOptionId,
    addressId: cart.addressId,
    coupons: coupons.map(toCoupon),
    itemsQuantity: lines.length,
    totals: shipping ? cartTotals({ lines, coupons: coupons.map(toCoupon), shipping }) : goods,
    revision: cart.revision,
  };
};

/**
 * POST /api/v2/account/cart/state. Anonymous: the cart of cUid, or a new one. With a customer: their cart, with
 * an anonymous cUid cart's lines merged in. isMerged is true only when lines moved into a cart that already
 * held lines: adopting an anonymous cart into an empty (or new) customer cart is not a merge the shopper
 * needs to be told about.
 */
export const cartState = (deps: Deps, cUid: string | undefined, customerId: string | null): Cart => {
  const { store } = deps;
  const given = cUid === undefined ? undefined : store.state.carts.get(cUid);
  if (customerId === null) {
    if (given && given.customerId === null) return viewCart(deps, given);
    const fresh = uuid();
    store.emit({ type: 'CartOpened', data: { cUid: fresh, customerId: null, ...evicting(deps) } });
    return viewCart(deps, store.state.carts.get(fresh)!);
  }
  const customer = store.state.customers.get(customerId)!;
  let own = customer.cartUid === null ? undefined : store.state.carts.get(customer.cartUid);
  if (given && given.customerId === null && given.lines.length > 0) {
    const into = own?.cUid ?? uuid();
    const target = own ?? null;
    const lines: MergedLine[] = [];
    const planned = new Map<string, number>();
    for (const line of given.lines) {
      const record = deps.catalogue.products.get(line.productId);
      if (!record) continue;
      const same = target ? findSameLine(target, line.productId, line.options) : undefined;
      const lUid = same?.lUid ?? line.lUid;
      const inTarget = (target?.lines ?? [])
        .filter((l) => l.productId === line.productId)
        .reduce((s, l) => s + l.quantity, 0);
      const limit = Math.max(
        0,
        orderableQuantity(record.product.stock, record.product.backorder) -
          inTarget -
          (planned.get(line.productId) ?? 0),
      );
      const add = Math.min(line.quantity, limit);
      if (add <= 0) continue;
      planned.set(line.productId, (planned.get(line.productId) ?? 0) + add);
      lines.push({ lUid, productId: line.productId, options: line.options, add });
    }
    const coupons = given.coupons.filter((c) => !(target?.coupons ?? []).includes(c));
    store.emit({
      type: 'CartsMerged',
      data: { from: given.cUid, into, openedFor: own ? null : customerId, lines, coupons },
    });
    const hadLines = (target?.lines.length ?? 0) > 0;
    return viewCart(deps, store.state.carts.get(into)!, lines.length > 0 && hadLines);
  }
  if (!own) {
    const fresh = uuid();
    store.emit({ type: 'CartOpened', data: { cUid: fresh, customerId } });
    own = store.state.carts.get(fresh)!;
  }
  return viewCart(deps, own);
};

/** The cart a createLine call writes to: the given one, the customer's, or a new one. */
const targetCart = (
  deps: Deps,
  cUid: string | undefined,
  customerId: string | null,
): { cart: CartState | null; cUid: string } => {
  if (cUid !== undefined) {
    const cart = accessibleCart(deps, cUid, customerId);
    return { cart, cUid: cart.cUid };
  }
  if (customerId !== null) {
    const own = deps.store.state.customers.get(customerId)?.cartUid;
    const cart = own ? deps.store.state.carts.get(own) : undefined;
    if (cart) return { cart, cUid: cart.cUid };
  }
  return { cart: null, cUid: uuid() };
};

export interface LineInput {
  productId: string;
  quantity: number;
  options: OptionSelection[];
}

/** POST /api/v2/cart/lines: adds to the same line when one exists; `updatedQuantity` is what stock allowed. */
export const createLine = (
  deps: Deps,
  input: { cUid?: string; item: LineInput },
  customerId: string | null,
  cap: number,
): { cUid: string; lUid: string; updatedQuantity: number } => {
  const record = deps.catalogue.products.get(input.item.productId);
  if (!record) {
    throw new HttpError(404, {
      status: 'error',
      message: 'product_not_found',
      errors: [{ path: 'item.productId', message: 'is not a product' }],
    });
  }
  const { cart, cUid } = targetCart(deps, input.cUid, customerId);
  if (!isOrderable(record)) throw fail(422, 'product_not_orderable');
  const options = input.item.options;
  priceLine(record, options, 0, 'check');
  const same = cart ? findSameLine(cart, record.product.id, options) : undefined;
  const available = Math.min(openQuantity(record, cart, null), cap);
  const added = Math.min(input.item.quantity, available);
  const lUid = same?.lUid ?? shortId('l');
  if (added <= 0) return { cUid, lUid, updatedQuantity: 0 };
  deps.store.emit({
    type: 'LineAdded',
    data: {
      cUid,
      openedFor: cart ? null : { customerId },
      lUid,
      productId: record.product.id,
      options,
      added,
      requested: input.item.quantity,
      ...(cart === null && customerId === null ? evicting(deps) : {}),
    },
  });
  return { cUid, lUid, updatedQuantity: added };
};

/** PUT /api/v2/cart/lines/{lineUid}: sets the quantity (0 removes); answers what stock allowed. */
export const updateLine = (
  deps: Deps,
  input: { cUid: string; lUid: string; quantity: number },
  customerId: string | null,
  cap: number,
): { updatedQuantity: number } => {
  const cart = accessibleCart(deps, input.cUid, customerId);
  const line = cart.lines.find((l) => l.lUid === input.lUid);
  if (!line) {
    throw new HttpError(404, {
      status: 'error',
      message: 'line_not_found',
      errors: [{ path: 'params.lineUid', message: 'is not a line of this cart' }],
    });
  }
  const record = deps.catalogue.products.get(line.productId);
  const available = record ? Math.min(openQuantity(record, cart, line.lUid), cap) : 0;
  const quantity = Math.min(input.quantity, available);
  if (quantity === line.quantity && input.quantity === line.originalQuantity) return { updatedQuantity: quantity };
  deps.store.emit({
    type: 'LineQuantitySet',
    data: { cUid: cart.cUid, lUid: line.lUid, quantity, requested: input.quantity },
  });
  return { updatedQuantity: quantity };
};

/** POST /api/v2/cart: the delivery, pickup, address and payment choices, each checked against the data. */
export const updateChoices = (
  deps: Deps,
  input: {
    cUid: string;
    shipping_option_id?: string | null;
    pickup_location_id?: string | null;
    address_id?: string | null;
    payment_option_id?: string | null;
  },
  customerId: string | null,
): Cart => {
  const cart = accessibleCart(deps, input.cUid, customerId);
  const { dataset, state } = deps.store;
  const delivery = Object.values(dataset.deliveryOptions).flat();
  const refuse = (path: string, message: string) =>
    new HttpError(422, { status: 'error', message: 'choice_invalid', errors: [{ path, message }] });
  const changes: CartChoices = {};
  if (input.shipping_option_id !== undefined) {
    const id = input.shipping_option_id;
    if (id !== null && !delivery.some((o) => o.id === id && o.type === 'shipping'))
      throw refuse('shipping_option_id', 'is not a shipping option');
    changes.shippingId = id;
  }
  if (input.pickup_location_id !== undefined) {
    const id = input.pickup_location_id;
    if (id !== null && !delivery.some((o) => o.pickupLocations.some((l) => l.id === id)))
      throw refuse('pickup_location_id', 'is not a pickup location');
    changes.pickupLocationId = id;
  }
  // Spec §4: a shipping option and a pickup location exclude each other.
  if (changes.shippingId && input.pickup_location_id === undefined) changes.pickupLocationId = null;
  if (changes.pickupLocationId && input.shipping_option_id === undefined) changes.shippingId = null;
  if (input.address_id !== undefined) {
    const id = input.address_id;
    const owner = cart.customerId ?? customerId;
    const customer = owner === null ? undefined : state.customers.get(owner);
    if (id !== null && !customer?.addresses.some((a) => a.id === id || a.uid === id))
      throw refuse('address_id', 'is not an address of this customer');
    changes.addressId = id === null ? null : customer!.addresses.find((a) => a.id === id || a.uid === id)!.id;
  }
  if (input.payment_option_id !== undefined) {
    const id = input.payment_option_id;
    if (id !== null && !Object.values(dataset.paymentOptions).some((list) => list.some((o) => o.id === id)))
      throw refuse('payment_option_id', 'is not a payment option');
    changes.paymentOptionId = id;
  }
  if (Object.keys(changes).length > 0)
    deps.store.emit({ type: 'CartChoicesChanged', data: { cUid: cart.cUid, changes } });
  return viewCart(deps, deps.store.state.carts.get(cart.cUid)!);
};

/** POST /api/v2/cart/coupons: unknown, inactive, already applied or below its minimum → 422 coupon_invalid. */
export const applyCoupon = (
  deps: Deps,
  input: { cUid: string; couponCode: string },
  customerId: string | null,
): void => {
  const cart = accessibleCart(deps, input.cUid, customerId);
  const coupon = deps.store.dataset.coupons.find((c) => isSameCouponCode(c.code, input.couponCode));
  const refused = (message: string) =>
    new HttpError(422, { status: 'error', message: 'coupon_invalid', errors: [{ path: 'couponCode', message }] });
  if (!coupon) throw refused('is not a coupon');
  if (!coupon.active) throw refused('has expired');
  if (cart.coupons.includes(coupon.code)) throw refused('is already applied');
  if (coupon.minimumSubtotal > 0) {
    const subtotal = viewCart(deps, cart).totals.subtotalInclVat;
    if (subtotal < coupon.minimumSubtotal) throw refused(`needs a subtotal of at least ${coupon.minimumSubtotal} euro`);
  }
  deps.store.emit({ type: 'CouponApplied', data: { cUid: cart.cUid, code: coupon.code } });
};

/** DELETE /api/v2/cart/coupons: by the coupon's title (its code). */
export const removeCoupon = (
  deps: Deps,
  input: { cUid: string; couponCode: string },
  customerId: string | null,
): void => {
  const cart = accessibleCart(deps, input.cUid, customerId);
  const code = cart.coupons.find((c) => isSameCouponCode(c, input.couponCode));
  if (!code) throw fail(404, 'coupon_not_found');
  deps.store.emit({ type: 'CouponRemoved', data: { cUid: cart.cUid, code } });
};

export const deleteCart = (deps: Deps, cUid: string, customerId: string | null): void => {
  const cart = accessibleCart(deps, cUid, customerId);
  deps.store.emit({ type: 'CartDeleted', data: { cUid: cart.cUid } });
};
