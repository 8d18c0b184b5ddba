// The cart (spec §2 cart panel, §4 Cart): local-first quantity edits synced through a debounced, strictly
// sequential queue (the rules live in ./sync), coupons, the merged-cart message after login, deletion and the
// cart_uid cookie. Analytics and checkout react to its facts; it does not know about them.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import {
  message,
  navigateFx,
  navigationRequested,
  notificationActed,
  notificationShown,
  notificationsCleared,
  panelClosed,
  panelOpened,
  writeCookieFx,
} from '../shell';
import { $loginRedirect, loggedOut } from '../session';
import type { Cart } from './contract';
import { madeToMeasureTotal, normalizeCouponCode } from './lib';
import { $appConfig } from '../app';
import { paymentDue } from '../pricing';
import {
  LineWriteFailed,
  applyCouponFx,
  deleteCartFx,
  fetchCartFx,
  removeCouponFx,
  syncLineFx,
  updateCartFx,
} from './api';
import {
  addProduct,
  applyServerCart,
  canStart,
  editLine,
  emptySync,
  fail,
  flush,
  isIdle,
  isRefreshDue,
  issueFetch,
  receiveServerCart,
  resetSync,
  resume,
  shownLines,
  startNext,
  succeed,
  totalsOf,
  type EditResult,
  type LineChange,
  type SyncState,
} from './sync';
import {
  $cartBadge,
  $cartView,
  $isCartInPage,
  CART_UID_COOKIE,
  cartFlushRequested,
  cartHydrated,
  cartLoginArrived,
  cartModelEvaluated,
  cartModelReady,
  cartProductArrived,
  lineEmptied,
  productAdded,
  productAddedToCart,
} from './facts';

export { CART_UID_COOKIE, cartFlushRequested, cartHydrated, lineEmptied, productAdded, productAddedToCart };

/** Not in the spec: the order cookie lives 30 days. */
export const CART_UID_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Spec §9: cart sync debounce. */
export const CART_SYNC_DEBOUNCE_MS = 500;

// ---------------------------------------------------------------------------------------------------
// Events

/** A page starts (server render) with the cUid of the order cookie; without one a new cart is made. */
/**
 * A page render starts with the order cookie's cUid. Without one (and without a session) nothing is fetched:
 * an anonymous first visit creates no cart; the first add-to-cart does.
 */
export const cartStarted = createEvent<{ cUid: string | null; hasSession?: boolean }>();
export const quantityIncreased = createEvent<string>();
export const quantityDecreased = createEvent<string>();
export const quantityTyped = createEvent<{ lUid: string; quantity: number }>();
/** Spec §4: remove sets the quantity to 0. */
export const lineRemoved = createEvent<string>();
export const couponSubmitted = createEvent<string>();
/** Deletes a coupon; the payload is the coupon's title (spec §7). */
export const couponRemoved = createEvent<string>();
/** Spec §4: deleting the cart clears its data and the order cookie and starts a new cart. */
export const cartDeleted = createEvent();
/** Another model needs the server's cart again (e.g. a payment error with step 'cart'). */
export const cartReloadRequested = createEvent();
/** The shopper retries cart changes that could not be saved (the toast's action). */
export const cartSyncRetried = createEvent();

/** The topic of the toast that says cart changes wait for the server (notificationsCleared clears it). */
export const CART_SYNC_TOPIC = 'cart-sync';

/** Facts (the shared ones live in ./facts). A fetched server cart was applied. */
export const cartLoaded = createEvent<Cart>();
/** The cart's uid changed (a new cart, the customer's cart after login, none after logout or deletion). */
export const cartUidChanged = createEvent<string | null>();

// ---------------------------------------------------------------------------------------------------
// Stores

/** Tests set 0; the browser keeps 500 ms. */
export const $syncDebounceMs = createStore(CART_SYNC_DEBOUNCE_MS, { serialize: 'ignore', name: '$syncDebounceMs' });
/** The whole sync state (lines, queue, counters); plain data, serialized with the page. */
export const $sync = createStore<SyncState>(emptySync(), { name: '$cartSync' });
/** The last cart the server answered (coupons, delivery, payment, totals, revision). */
export const $cart = createStore<Cart | null>(null, { name: '$cart' });
/** Spec §2: the merged-sessions message of the cart panel; shown until the panel closes. */
export const $isMerged = createStore(false, { name: '$isMerged' });
const $isMergePanelDue = createStore(false, { name: '$isMergePanelDue' });

export const $cartUid = $sync.map((sync) => sync.cUid);
export const $lines = $sync.map(shownLines);
export const $productCount = $lines.map((lines) => lines.reduce((sum, line) => sum + line.quantity, 0));
export const $isEmpty = $lines.map((lines) => lines.length === 0);
export const $coupons = $cart.map((cart) => cart?.coupons ?? []);
/** A delivery option (shipping or pickup) is chosen; until then the cart's shipping cost is not known yet. */
export const $hasDeliveryChoice = $cart.map(
  (cart) => cart !== null && (cart.delivery.shippingId !== null || cart.delivery.pickupLocationId !== null),
);
export const $totals = combine($sync, $cart, totalsOf);
/**
 * Spec §1/§9 with the deposit on: what of the cart is paid on delivery (the rest of its made-to-measure lines),
 * from the same lines and totals the shopper sees; the rest (and any payment fee) is paid at checkout. 0 with the
 * deposit off.
 */
export const $payableOnDelivery = combine($totals, $lines, $appConfig, (totals, lines, config) =>
  totals === null ? 0 : paymentDue(totals.totalInclVat, madeToMeasureTotal(lines), config?.settings.deposit).onDelivery,
);
export const $isSyncing = $sync.map((sync) => !isIdle(sync));
/** A write failed and the changes after it wait for the server; the panel offers a retry. */
export const $isSyncStalled = $sync.map((sync) => sync.stalled);

// ---------------------------------------------------------------------------------------------------
// Fetching the cart

/** `retry`: the shopper asked to retry changes that failed; the queue then runs again whatever failed before. */
type FetchReason = 'refresh' | 'login' | 'retry';
interface CartFetch {
  cUid: string | null;
  mark: number;
  reason: FetchReason;
}

const loadCartFx = attach({ effect: fetchCartFx, mapParams: ({ cUid }: CartFetch) => ({ cUid }) });
/**
 * Spec §2 panel states: loading until the first cart is known. Lines already here (a new cart's first fetch follows
 * its create-line) stay shown: the loading state in their place would take away a quantity field being typed in.
 */
export const $isLoading = combine(
  loadCartFx.pending,
  $cart,
  $lines,
  (pending, cart, lines) => pending && cart === null && lines.length === 0,
);
/** Whether this scope's page loaded the cart; a page rendered for every anonymous shopper alike did not. */
const $isCartStarted = createStore(false, { name: '$isCartStarted' }).on(cartStarted, () => true);
/**
 * Whether the shown cart is the shopper's: false on a page rendered without it until the browser has loaded it,
 * so the header names no count (never an empty cart that is not empty).
 */
export const $isCartKnown = combine($isCartStarted, $isLoading, (isStarted, isLoading) => isStarted && !isLoading);

const cartFetchRequested = createEvent<FetchReason>();
const fetchIssued = sample({
  clock: cartFetchRequested,
  source: $sync,
  fn: (sync, reason) => ({ state: issueFetch(sync), reason }),
});
sample({ clock: fetchIssued, fn: ({ state }) => state, target: $sync });
sample({
  clock: fetchIssued,
  fn: ({ state, reason }): CartFetch => ({ cUid: state.cUid, mark: state.mark, reason }),
  target: loadCartFx,
});

// When a fetch answers and nothing newer happened since it was sent, then its cart is shown (with pending edits kept).
const fetchApplied = sample({
  clock: loadCartFx.done,
  source: $sync,
  filter: (sync, { params }) => params.mark === sync.mark,
  fn: (sync, { params, result }) => ({
    // After a failed write, the server answering again lets the queue run: at once after one failure, and after
    // more only when the shopper retries (a write that keeps failing is not sent in a loop).
    state:
      sync.stalled && (sync.failures <= 1 || params.reason === 'retry')
        ? resume(applyServerCart(sync, result), result)
        : applyServerCart(sync, result),
    cart: result,
    reason: params.reason,
  }),
});
sample({ clock: fetchApplied, fn: ({ state }) => state, target: $sync });
sample({ clock: fetchApplied, fn: ({ cart }) => cart, target: [$cart, cartLoaded] });

// When the sync is idle after acknowledged writes, a failure or a reset, then the cart is fetched once.
sample({
  clock: $sync.updates,
  filter: isRefreshDue,
  fn: (): FetchReason => 'refresh',
  target: cartFetchRequested,
});
sample({ clock: cartReloadRequested, fn: (): FetchReason => 'refresh', target: cartFetchRequested });

// When a checkout choice answers with the whole cart, then that cart is the newest state.
sample({ clock: updateCartFx.doneData, source: $sync, fn: receiveServerCart, target: $sync });
sample({ clock: updateCartFx.doneData, target: $cart });

// When a page starts, then the cart of the order cookie (or of the logged-in customer) is loaded.
sample({
  clock: cartStarted,
  source: $sync,
  fn: (sync, { cUid, hasSession = false }) => ({
    ...resetSync(sync, cUid),
    needsRefresh: cUid !== null || hasSession,
  }),
  target: $sync,
});
$cart.reset(cartStarted);

// ---------------------------------------------------------------------------------------------------
// The order cookie

// When the browser scope is up and its page did not load the cart, then the cart of the order cookie is loaded
// (an anonymous shopper's: a logged-in shopper's page always loads it on the server).
sample({
  clock: cartModelReady,
  source: $isCartStarted,
  filter: (isStarted) => !isStarted,
  fn: (_, { cUid }) => ({ cUid }),
  target: cartStarted,
});

/** The cUid the order cookie holds, as far as this scope knows (compared instead of a derived store's updates). */
const $cookieCartUid = createStore<string | null>(null, { name: '$cookieCartUid' });
sample({ clock: cartStarted, fn: ({ cUid }) => cUid, target: $cookieCartUid });

// When the cart's uid differs from the cookie's, then the order cookie follows (null deletes it).
sample({
  clock: $sync.updates,
  source: $cookieCartUid,
  filter: (stored, sync) => sync.cUid !== stored,
  fn: (_, sync) => sync.cUid,
  target: cartUidChanged,
});
sample({ clock: cartUidChanged, target: $cookieCartUid });
sample({
  clock: cartUidChanged,
  fn: (cUid) => ({ name: CART_UID_COOKIE, value: cUid, maxAgeSeconds: CART_UID_MAX_AGE_S }),
  target: writeCookieFx,
});
sample({
  clock: cartModelReady,
  source: $cartUid,
  filter: (cUid): cUid is string => cUid !== null,
  fn: (cUid) => ({ name: CART_UID_COOKIE, value: cUid, maxAgeSeconds: CART_UID_MAX_AGE_S }),
  target: writeCookieFx,
});

// ---------------------------------------------------------------------------------------------------
// Local edits and the queue (spec §4 Cart, docs/decisions/cart-sync-state-machine.md)

const edited = createEvent<EditResult>();
sample({
  clock: quantityIncreased,
  source: $sync,
  fn: (s, id) => editLine(s, id, { kind: 'increase' }),
  target: edited,
});
sample({
  clock: quantityDecreased,
  source: $sync,
  fn: (s, id) => editLine(s, id, { kind: 'decrease' }),
  target: edited,
});
sample({
  clock: quantityTyped,
  source: $sync,
  fn: (s, { lUid, quantity }) => editLine(s, lUid, { kind: 'set', quantity }),
  target: edited,
});
sample({
  clock: lineRemoved,
  source: $sync,
  fn: (s, id) => editLine(s, id, { kind: 'set', quantity: 0 }),
  target: edited,
});

const added = sample({ clock: cartProductArrived, source: $sync, fn: addProduct });
sample({ clock: added, target: edited });
sample({
  clock: added,
  filter: ({ change }) => change !== null && change.to > change.from,
  fn: ({ change }) => {
    const { line, from, to } = change as LineChange;
    return { line, quantity: to - from };
  },
  target: productAddedToCart,
});

sample({ clock: edited, fn: ({ state }) => state, target: $sync });
const changed = edited.filterMap(({ change }) => change ?? undefined);
sample({
  clock: changed,
  filter: ({ from, to }) => from > 0 && to === 0,
  fn: ({ line, from }) => ({ line, quantity: from }),
  target: lineEmptied,
});

// When the shopper stops editing for the debounce time, or the page is about to go away, then the waiting
// edits join the queue at once: an edit made just before a reload or a closed tab is not lost.
const flushDue = debounce({ source: changed, timeout: $syncDebounceMs });
sample({ clock: [flushDue, cartFlushRequested], source: $sync, fn: flush, target: $sync });
// The first product of a new cart is sent at once: nothing is there to coalesce, and the order cookie can only
// be written once the answer names the cart, so the shorter that wait, the less a quick reload can lose.
sample({ clock: cartProductArrived, source: $cartUid, filter: (cUid) => cUid === null, target: cartFlushRequested });

// When the queue has work and nothing is in flight, then the next request goes out (one at a time).
const started = sample({ clock: $sync.updates, filter: canStart, fn: startNext });
sample({ clock: started, fn: ({ state }) => state, target: $sync });
sample({
  clock: started,
  filter: ({ request }) => request !== null,
  fn: ({ request }) => request!,
  target: syncLineFx,
});

const answered = sample({
  clock: syncLineFx.done,
  source: $sync,
  fn: (sync, { params, result }) => succeed(sync, params, result),
});
sample({ clock: answered, fn: ({ state }) => state, target: $sync });
// When stock allowed less than asked, then the line shows what is possible and the stock toast explains it.
sample({
  clock: answered,
  filter: ({ limitedTo }) => limitedTo !== null,
  fn: ({ limitedTo }) => ({
    title: message('titles.failed'),
    message: message('phrases.cartLineQuantityExceededAvailableStockQuantity', { quantity: limitedTo ?? 0 }),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
sample({
  clock: syncLineFx.fail,
  source: $sync,
  fn: (sync, { params, error }) => fail(sync, params, error instanceof LineWriteFailed ? error.cartUid : null),
  target: $sync,
});

// When changes wait because a write failed and the server still does not answer (or the
// write keeps failing), then the shopper is told, with a retry; what they asked for stays shown as pending.
const syncStuck = sample({
  clock: [
    sample({ clock: loadCartFx.fail, source: $sync, filter: (sync) => sync.stalled }),
    sample({ clock: fetchApplied, filter: ({ state }) => state.stalled }),
  ],
});
sample({ clock: syncStuck, fn: () => CART_SYNC_TOPIC, target: notificationsCleared });
sample({
  clock: syncStuck,
  fn: () => ({
    title: message('titles.failed'),
    message: message('cart.syncFailed'),
    type: 'danger' as const,
    topic: CART_SYNC_TOPIC,
    action: message('cart.syncRetry'),
  }),
  target: notificationShown,
});
sample({
  clock: notificationActed,
  filter: ({ topic }) => topic === CART_SYNC_TOPIC,
  target: cartSyncRetried,
});
sample({ clock: cartSyncRetried, fn: (): FetchReason => 'retry', target: cartFetchRequested });
// When the queue runs again, then the notice goes.
sample({
  clock: fetchApplied,
  filter: ({ state }) => !state.stalled,
  fn: () => CART_SYNC_TOPIC,
  target: notificationsCleared,
});

// ---------------------------------------------------------------------------------------------------
// Login, logout and deletion

// When a customer logs in, then the cart is fetched with the bearer (the server merges the anonymous cart) and,
// once known, the shopper goes where the login leads; a merged cart then opens the panel on that page.
sample({ clock: cartLoginArrived, fn: (): FetchReason => 'login', target: cartFetchRequested });
$isMerged.on(loadCartFx.done, (merged, { params, result }) => merged || (params.reason === 'login' && result.isMerged));
$isMergePanelDue.on(
  loadCartFx.done,
  (due, { params, result }) => due || (params.reason === 'login' && result.isMerged),
);
sample({
  clock: loadCartFx.finally,
  source: $loginRedirect,
  filter: (_, { params }) => params.reason === 'login',
  fn: (to) => ({ to }),
  target: navigationRequested,
});
const mergePanelShown = sample({
  clock: navigateFx.done,
  filter: $isMergePanelDue,
  fn: () => ({ name: 'cart' as const }),
});
sample({ clock: mergePanelShown, target: panelOpened });
$isMergePanelDue.reset(mergePanelShown);
$isMerged.reset(panelClosed);

const dropped = sample({
  clock: [loggedOut.map(() => 'logout' as const), cartDeleted.map(() => 'delete' as const)],
  source: $sync,
  // A new, empty cart: nothing is asked of the server (and no cookie written) until the next product is added.
  fn: (sync, reason) => ({ reason, previous: sync.cUid, state: { ...resetSync(sync, null), needsRefresh: false } }),
});
sample({ clock: dropped, fn: ({ state }) => state, target: $sync });
$cart.reset(loggedOut, cartDeleted);
$isMerged.reset(loggedOut, cartDeleted);
// When the shopper deletes the cart, then the server forgets it too (failures do not matter: it is gone here).
sample({
  clock: dropped,
  filter: ({ reason, previous }) => reason === 'delete' && previous !== null,
  fn: ({ previous }) => previous as string,
  target: deleteCartFx,
});

// ---------------------------------------------------------------------------------------------------
// Coupons (spec §4 Cart, §5: spaces removed, empty does nothing; §8 notices)

sample({
  clock: couponSubmitted,
  source: $cartUid,
  filter: (cUid, code) => cUid !== null && normalizeCouponCode(code) !== '',
  fn: (cUid, code) => ({ cUid: cUid as string, couponCode: normalizeCouponCode(code) }),
  target: applyCouponFx,
});
sample({
  clock: applyCouponFx.doneData,
  filter: (ok) => ok,
  fn: () => ({
    title: message('titles.success'),
    message: message('phrases.applyDiscountSuccess'),
    type: 'success' as const,
  }),
  target: notificationShown,
});
sample({
  clock: applyCouponFx.doneData,
  filter: (ok) => ok,
  fn: (): FetchReason => 'refresh',
  target: cartFetchRequested,
});
sample({
  clock: [sample({ clock: applyCouponFx.doneData, filter: (ok) => !ok }), applyCouponFx.fail],
  fn: () => ({
    title: message('titles.failed'),
    message: message('phrases.applyDiscountFailed'),
    type: 'danger' as const,
  }),
  target: notificationShown,
});

/** The server's answer to the last code sent (spaces removed): taken or refused. The next code or a new page clears it. */
const $couponAnswer = createStore<{ code: string; taken: boolean } | null>(null, { name: '$couponAnswer' });
$couponAnswer.on(applyCouponFx.done, (_, { params, result }) => ({ code: params.couponCode, taken: result }));
$couponAnswer.on(applyCouponFx.fail, (_, { params }) => ({ code: params.couponCode, taken: false }));
$couponAnswer.reset(couponSubmitted, cartStarted, loggedOut, cartDeleted);
/**
 * The code the server refused last, for the coupon form: shown again in its field with the reason, also on the
 * page a form sent without JavaScript answers (docs/decisions/cart-page.md).
 */
export const $refusedCoupon = $couponAnswer.map((answer) => (answer && !answer.taken ? answer.code : null));
/** The code the server took last: the coupon form empties its field once that code is in. */
export const $appliedCoupon = $couponAnswer.map((answer) => (answer?.taken ? answer.code : null));

sample({
  clock: couponRemoved,
  source: $cartUid,
  filter: (cUid, title) => cUid !== null && title.trim() !== '',
  fn: (cUid, title) => ({ cUid: cUid as string, couponCode: title }),
  target: removeCouponFx,
});
// Spec §8: delete errors are swallowed; a success reloads the cart.
sample({
  clock: removeCouponFx.doneData,
  filter: (ok) => ok,
  fn: (): FetchReason => 'refresh',
  target: cartFetchRequested,
});

// ---------------------------------------------------------------------------------------------------
// What every page carries (./facts): the header's count, the shown lines for listeners, whether the page has a cart

sample({
  clock: [$productCount.updates, $isCartKnown.updates, cartModelReady],
  source: { count: $productCount, isKnown: $isCartKnown },
  target: $cartBadge,
});
sample({
  clock: [$lines.updates, $coupons.updates, cartModelReady],
  source: { lines: $lines, coupons: $coupons },
  target: $cartView,
});
$isCartInPage.on(cartStarted, () => true);

cartModelEvaluated();
