// Step 3 and 4 (spec §4 Checkout, §8): the payment options for the country, loaded when the loading rule
// (./pages) says so, the shopper's choice kept in the cart, the revision rule (a cart changed on a later step
// sends the shopper back to delivery), creating the payment with the revision the shopper saw, and what each
// payment error does (./errors).
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $cart, cartDeleted, cartLoaded, cartReloadRequested, updateCartFx } from '../cart';
import type { CartUpdateRequest } from '../cart/contract';
import { $locale } from '../i18n';
import { loggedOut } from '../session';
import { type Alert, message, navigateFx, navigationRequested, notificationShown, panelOpened } from '../shell';
import { createPaymentFx, paymentOptionsFx, type CreatedPayment } from './api';
import type { PaymentOption } from './contract';
import { chooseAddressFx, chooseDeliveryFx } from './delivery';
import { payFailureOf, paymentErrorOutcome, type PaymentReload } from './errors';
import { $origin, $step, leftCheckout, loadsRequested, startEntered, stepEntered, taskDue } from './pages';
import { CHECKOUT_MESSAGES, preselectPayment } from './rules';
import { CHECKOUT_START_PATH, stepPath } from './steps';
import type { CheckoutLoad } from './loading';
import { paymentConfirmed } from './facts';

export { paymentConfirmed };

export const paymentOptionSelected = createEvent<string>();
/** 'Next' passed the overview: the pay step may create the payment. */
export const payArmed = createEvent();

export const $paymentOptions = createStore<PaymentOption[]>([], { name: '$paymentOptions' });
export const $selectedPaymentId = createStore<string | null>(null, { name: '$selectedPaymentId' });
export const $isLoadingPayments = paymentOptionsFx.pending;
const $paymentOptionsLoaded = createStore(false, { name: '$paymentOptionsLoaded' });
export const $isPaying = createPaymentFx.pending;

/** Spec §8: no payment options and not loading → a non-dismissible danger alert titled Attention. */
export const $paymentOptionsAlert = combine(
  $step,
  $paymentOptions,
  $paymentOptionsLoaded,
  paymentOptionsFx.pending,
  (step, options, loaded, loading): Alert | null =>
    step === 'overview' && loaded && !loading && options.length === 0
      ? {
          id: 'checkoutNoPaymentOptions',
          state: 'danger',
          title: message('titles.attention'),
          message: message(CHECKOUT_MESSAGES.noPaymentOptions),
          color: 'red',
          dismissible: false,
        }
      : null,
);
/** The order can be placed: not while the no-options alert shows. */
export const $canPlaceOrder = $paymentOptionsAlert.map((alert) => alert === null);

/** Set only by 'Next' on the overview, so a reload or a redirect to the pay step never pays by itself. */
const $isPayArmed = createStore(false, { name: '$isPayArmed' });
/** The cart revision the later steps were shown with (spec §4: a changed cart sends the shopper back). */
const $confirmedRevision = createStore<number | null>(null, { name: '$confirmedRevision' });
const $isCartPanelDue = createStore(false, { name: '$isCheckoutCartPanelDue' });

const choosePaymentFx = attach({
  effect: updateCartFx,
  mapParams: ({ body }: { body: CartUpdateRequest; selection: string; previous: string | null }) => body,
});

// ---------------------------------------------------------------------------------------------------
// Payment options (spec §4: preselect the cart's choice or the first; §8 when they fail or there are none)

// When the rule says the payment options are due, then they load for the country.
sample({
  clock: taskDue('paymentOptions'),
  source: $cart,
  fn: (cart, { country }) => ({ countryCode: country, cUid: cart?.cUid ?? null }),
  target: paymentOptionsFx,
});
sample({ clock: paymentOptionsFx.doneData, target: $paymentOptions });
$paymentOptionsLoaded.on(paymentOptionsFx.finally, () => true).reset(paymentOptionsFx, leftCheckout, loggedOut);
// When the payment options cannot load, then none are offered and a Failed notification says so.
$paymentOptions.on(paymentOptionsFx.fail, () => []);
sample({
  clock: paymentOptionsFx.fail,
  fn: () => ({
    title: message('titles.failed'),
    message: message(CHECKOUT_MESSAGES.paymentOptionsFailed),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
const paymentPreselected = sample({
  clock: paymentOptionsFx.doneData,
  source: $cart,
  fn: (cart, options) => ({ cart, selection: preselectPayment(options, cart) }),
});
sample({ clock: paymentPreselected, fn: ({ selection }) => selection, target: $selectedPaymentId });
sample({
  clock: paymentPreselected,
  filter: ({ cart, selection }) => cart !== null && selection !== null && cart.paymentOptionId !== selection,
  fn: ({ cart, selection }) => ({
    body: { cUid: cart!.cUid, payment_option_id: selection } as CartUpdateRequest,
    selection: selection!,
    previous: null,
  }),
  target: choosePaymentFx,
});

const paymentChosen = sample({
  clock: paymentOptionSelected,
  source: { options: $paymentOptions, selected: $selectedPaymentId, cart: $cart },
  filter: ({ options, selected, cart }, id) => cart !== null && id !== selected && options.some((o) => o.id === id),
  fn: ({ selected, cart }, id) => ({
    body: { cUid: cart!.cUid, payment_option_id: id } as CartUpdateRequest,
    selection: id,
    previous: selected,
  }),
});
sample({ clock: paymentChosen, fn: ({ selection }) => selection, target: $selectedPaymentId });
sample({ clock: paymentChosen, target: choosePaymentFx });
// Spec §4: if that update fails the previous selection is restored.
sample({
  clock: choosePaymentFx.fail,
  source: $selectedPaymentId,
  filter: (current, { params }) => current === params.selection,
  fn: (_, { params }) => params.previous,
  target: $selectedPaymentId,
});

// ---------------------------------------------------------------------------------------------------
// The revision rule (spec §4: if the cart changed while on a later step, back to delivery)

$confirmedRevision
  .on(stepEntered, (revision, step) => (step === 'overview' || step === 'pay' ? revision : null))
  .reset(loggedOut);
// The checkout's own choices change the revision too; their answers are the new reference.
$confirmedRevision.on(
  [chooseDeliveryFx.doneData, choosePaymentFx.doneData, chooseAddressFx.doneData],
  (_, cart) => cart.revision,
);
const revisionChecked = sample({
  clock: [cartLoaded, stepEntered],
  source: {
    step: $step,
    confirmed: $confirmedRevision,
    cart: $cart,
    updating: updateCartFx.pending,
    locale: $locale,
  },
  filter: ({ step, cart }) => (step === 'overview' || step === 'pay') && cart !== null,
});
$confirmedRevision.on(revisionChecked, (revision, { cart }) => revision ?? cart!.revision);
const revisionChanged = sample({
  clock: revisionChecked,
  filter: ({ confirmed, cart, updating }) => confirmed !== null && !updating && cart!.revision !== confirmed,
});
sample({
  clock: revisionChanged,
  fn: ({ locale }) => ({ to: stepPath('delivery', locale) }),
  target: navigationRequested,
});
$confirmedRevision.reset(revisionChanged);

// ---------------------------------------------------------------------------------------------------
// Step 4: the payment (spec §4)

$isPayArmed.on(payArmed, () => true).reset(createPaymentFx, revisionChanged, leftCheckout, startEntered, loggedOut);

// When the rule says the pay step is due and 'Next' on the overview led there, then the payment is created with
// the cart revision the shopper saw (a cart changed elsewhere is refused with step 'cart'); otherwise the
// shopper goes back to the overview.
const payDue = sample({
  clock: taskDue('pay'),
  source: { armed: $isPayArmed, cart: $cart, origin: $origin, locale: $locale },
});
sample({
  clock: payDue,
  filter: ({ armed, cart }) => armed && cart !== null,
  fn: ({ cart, origin }) => ({
    cUid: cart!.cUid,
    returnUrl: `${origin}${CHECKOUT_START_PATH}`,
    revision: cart!.revision,
  }),
  target: createPaymentFx,
});
sample({
  clock: payDue,
  filter: ({ armed }) => !armed,
  fn: ({ locale }) => ({ to: stepPath('overview', locale), replace: true }),
  target: navigationRequested,
});

// The order exists once the payment is created: the cart is done with (a retry pays the same order).
sample({ clock: createPaymentFx.done, fn: () => undefined, target: cartDeleted });
export const toPayment = ({ paymentUid, paymentUrl }: CreatedPayment) =>
  paymentUrl ? { to: paymentUrl, external: true } : { to: `${CHECKOUT_START_PATH}/${paymentUid}` };
sample({ clock: createPaymentFx.doneData, fn: toPayment, target: navigationRequested });

// ---------------------------------------------------------------------------------------------------
// Payment errors (spec §8): the notices, the reloads, the way back, and the cart panel on arrival

const paymentFailed = sample({
  clock: createPaymentFx.failData,
  source: $locale,
  fn: (locale, error) => paymentErrorOutcome(payFailureOf(error), locale),
});
sample({ clock: paymentFailed, fn: ({ notices }) => notices, target: notificationShown });
sample({
  clock: paymentFailed,
  filter: ({ reloads }) => reloads.includes('cart'),
  fn: () => undefined,
  target: cartReloadRequested,
});
// The options it names load on the page the error leads to (the loading rule's "asked again").
const isOptionsLoad = (reload: PaymentReload): reload is CheckoutLoad => reload !== 'cart';
sample({
  clock: paymentFailed,
  filter: ({ reloads }) => reloads.some(isOptionsLoad),
  fn: ({ reloads }) => reloads.filter(isOptionsLoad),
  target: loadsRequested,
});
$isCartPanelDue.on(paymentFailed, (due, { openCart }) => due || openCart);
sample({ clock: paymentFailed, fn: ({ destination }) => ({ to: destination }), target: navigationRequested });
// Panels close on a route change, so the cart panel opens once the shopper arrived.
const cartPanelShown = sample({
  clock: navigateFx.done,
  filter: $isCartPanelDue,
  fn: () => ({ name: 'cart' as const }),
});
sample({ clock: cartPanelShown, target: panelOpened });
$isCartPanelDue.reset(cartPanelShown, loggedOut);

$paymentOptions.reset(loggedOut);
$selectedPaymentId.reset(loggedOut);
