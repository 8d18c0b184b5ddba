// The cart's part every page carries: the order cookie's name, the browser's start, the header's count and the
// facts other models listen to. The model (./model, its sync and calls) loads only when a page has a cart to show
// or the shopper reaches for one (docs/cart.md "Loading the cart").
import { createEffect, createEvent, createStore, sample, scopeBind, type EventCallable } from 'effector';
import { $isAuthenticated, loggedIn, type AccountSession } from '../session';
import type { CartLine, Coupon } from './contract';
import type { CartLineView, ProductAddedInput } from './sync';

/** Spec §4 Cart: the "order cookie" holding the anonymous cart's cUid. */
export const CART_UID_COOKIE = 'cart_uid';

/**
 * The browser's scope is up, with the order cookie's cUid: the cookie is written again (the server render writes
 * no cookies), and a cart the page's render did not load is loaded now (a page rendered once for every anonymous
 * shopper leaves the cart to the browser: docs/performance.md "The server").
 */
export const cartHydrated = createEvent<{ cUid: string | null }>();
/** The page is being hidden or unloaded: send waiting edits now instead of after the debounce. */
export const cartFlushRequested = createEvent();

/** The shopper adds a product (the product page's form): the model takes it once it is there. */
export const productAdded = createEvent<ProductAddedInput>();

/** Facts. A product was added (spec §4: fires add_to_cart). */
export const productAddedToCart = createEvent<{ line: CartLine; quantity: number }>();
/** A line went to quantity 0 by the shopper's hand (spec §4: fires remove_from_cart). */
export const lineEmptied = createEvent<{ line: CartLine; quantity: number }>();

/** The header's view of the cart: its number of products, and whether that is the shopper's cart yet. */
export const $cartBadge = createStore({ count: 0, isKnown: false }, { name: '$cartBadge' });
/** The lines and coupons shown, for listeners that report them (analytics); the model keeps it current. */
export const $cartView = createStore<{ lines: CartLineView[]; coupons: Coupon[] }>(
  { lines: [], coupons: [] },
  { name: '$cartView', serialize: 'ignore' },
);
/** The page's render loaded the cart (a page of a shopper with a session, a cart page): the browser needs it too. */
export const $isCartInPage = createStore(false, { name: '$isCartInPage' });

/** The model heard the browser's start: it is there, and the page has hydrated. */
export const cartModelReady = createEvent<{ cUid: string | null }>();
/** A product to add, once the model is there. */
export const cartProductArrived = createEvent<ProductAddedInput>();
/** A customer logged in, once the model is there to fetch their cart. */
export const cartLoginArrived = createEvent<{ session: AccountSession; redirectTo: string }>();

let isModelEvaluated = false;
const queued: (() => void)[] = [];
/** Called by the model as it is evaluated: what waited for it runs now. */
export const cartModelEvaluated = (): void => {
  isModelEvaluated = true;
  for (const run of queued.splice(0)) run();
};

/**
 * Hands a payload to `target` in the calling scope: at once when the model is there, else once it is evaluated
 * (whoever loads it: this module, a panel, a page). Nothing waits meanwhile: a pending effect would hold up every
 * `allSettled` of the browser's scope.
 */
const handOver =
  <T>(target: EventCallable<T>) =>
  (payload: T): void => {
    const run = scopeBind(target, { safe: true });
    if (isModelEvaluated) run(payload);
    else queued.push(() => run(payload));
  };
const handOverHydrationFx = createEffect(handOver(cartModelReady));
const handOverLoginFx = createEffect(handOver(cartLoginArrived));
const handOverProductFx = createEffect(handOver(cartProductArrived));
const loadModelFx = createEffect(() => import('./model').then(() => undefined));

// When the page has hydrated, then the model hears it as soon as it is there; it is loaded now when the shopper
// has a cart (the order cookie), a session, or a page rendered with the cart.
sample({ clock: cartHydrated, target: handOverHydrationFx });
const hasCart = sample({
  clock: cartHydrated,
  source: { isInPage: $isCartInPage, isAuthenticated: $isAuthenticated },
  fn: ({ isInPage, isAuthenticated }, { cUid }) => isInPage || isAuthenticated || cUid !== null,
});
sample({ clock: hasCart, filter: Boolean, target: loadModelFx });
// Without any of those the shopper has no cart yet: the header says it is empty.
sample({ clock: hasCart, filter: (has) => !has, fn: () => ({ count: 0, isKnown: true }), target: $cartBadge });

// When a customer logs in, then the model loads (if it was not there) and fetches their cart.
sample({ clock: loggedIn, target: [handOverLoginFx, loadModelFx] });

// When the shopper adds a product, then the model loads (if it was not there) and takes it.
sample({ clock: productAdded, target: [handOverProductFx, loadModelFx] });
