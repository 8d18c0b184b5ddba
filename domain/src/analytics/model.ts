// GA4 ecommerce events (spec §4 Checkout analytics; docs/checkout.md "Analytics (GA4 ecommerce events)"): builds each
// event from the facts the cart and checkout models fire, queues it, and hands it to `pushDataLayerFx` once the browser
// says it is ready. Events raised during a server render (a paid outcome page, an opened cart) wait in the serialized
// queue and are pushed after hydration. The web layer gives pushDataLayerFx its handler; consent is its concern.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $cartView, lineEmptied, productAddedToCart } from '../cart/facts';
import { checkoutBegun, deliveryConfirmed, paymentConfirmed, purchaseCompleted } from '../checkout/facts';
import { panelOpened } from '../shell';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewCartEvent,
  type Ga4Event,
} from './lib';

/** More would mean nobody is pushing (no browser); the oldest are dropped. */
export const ANALYTICS_QUEUE_LIMIT = 50;

export const analyticsEvent = createEvent<Ga4Event>();
/** The browser scope is up and `pushDataLayerFx` has its handler. */
export const analyticsReady = createEvent();
/**
 * Pushes one event. Default: nothing (server, tests). The web handler pushes `{ ecommerce: null }` and then the
 * event to `window.dataLayer`, as GA4 asks, so items of one event never leak into the next.
 */
export const pushDataLayerFx = createEffect<Ga4Event, void>(() => undefined);

export const $analyticsQueue = createStore<Ga4Event[]>([], { name: '$analyticsQueue' });
const $canPush = createStore(false, { serialize: 'ignore', name: '$analyticsCanPush' }).on(analyticsReady, () => true);

const $isPushing = createStore(false, { serialize: 'ignore', name: '$analyticsIsPushing' })
  .on(pushDataLayerFx, () => true)
  .on(pushDataLayerFx.finally, () => false);

$analyticsQueue.on(analyticsEvent, (queue, event) => [...queue, event].slice(-ANALYTICS_QUEUE_LIMIT));

// When events wait, the browser is ready and no push is under way, then the oldest is pushed; it leaves the
// queue when that push ends (one at a time keeps the order and never pushes an event twice).
sample({
  clock: [$analyticsQueue.updates, analyticsReady, pushDataLayerFx.finally],
  source: { queue: $analyticsQueue, canPush: $canPush, isPushing: $isPushing },
  filter: ({ queue, canPush, isPushing }) => canPush && !isPushing && queue.length > 0,
  fn: ({ queue }) => queue[0]!,
  target: pushDataLayerFx,
});
$analyticsQueue.on(pushDataLayerFx.finally, (queue) => queue.slice(1));

// ---------------------------------------------------------------------------------------------------
// Which fact makes which event

sample({
  clock: productAddedToCart,
  fn: ({ line, quantity }) => addToCartEvent(line, quantity),
  target: analyticsEvent,
});
sample({ clock: lineEmptied, fn: ({ line, quantity }) => removeFromCartEvent(line, quantity), target: analyticsEvent });

// Spec §2: opening the cart panel records view_cart.
sample({
  clock: panelOpened,
  source: $cartView,
  filter: (_, { name }) => name === 'cart',
  fn: ({ lines, coupons }) => viewCartEvent(lines, coupons),
  target: analyticsEvent,
});

sample({ clock: checkoutBegun, fn: beginCheckoutEvent, target: analyticsEvent });

// The checkout's facts carry the cart when it is known; otherwise the shown lines stand in.
sample({
  clock: deliveryConfirmed,
  source: $cartView,
  filter: (_, { option }) => option !== undefined,
  fn: (shown, { cart, option }) => addShippingInfoEvent(cart ?? shown, option),
  target: analyticsEvent,
});
sample({
  clock: paymentConfirmed,
  source: $cartView,
  filter: (_, { option }) => option !== undefined,
  fn: (shown, { cart, option }) => addPaymentInfoEvent(cart ?? shown, option),
  target: analyticsEvent,
});

sample({ clock: purchaseCompleted, fn: purchaseEvent, target: analyticsEvent });
