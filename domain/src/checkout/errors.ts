// What the storefront does when creating the payment fails (spec §8 "Payment creation errors"). Pure: the
// checkout model shows the notices, reloads what is listed, opens the cart panel and navigates.
import { isApiError } from '../api';
import { message, type MessageRef, type NotificationKind } from '../shell';
import type { Locale } from '../shared';
import type { PaymentErrorCode } from './contract';
import type { CheckoutLoad } from './loading';
import { CHECKOUT_START_PATH, stepOfSlug, stepPath } from './steps';

/** A failed payment creation, reduced to what the rules read. */
export type PayFailure = { kind: 'network' } | { kind: 'answer'; step: string | null; code: PaymentErrorCode | null };

/** What a payment error has reloaded: the cart, or options of the checkout (spec §8). */
export type PaymentReload = 'cart' | CheckoutLoad;

export interface Notice {
  message: MessageRef;
  type: NotificationKind;
}

export interface PaymentErrorOutcome {
  notices: Notice[];
  reloads: PaymentReload[];
  /** The path the shopper is sent to. */
  destination: string;
  /** Open the cart panel (after the navigation, since panels close on a route change). */
  openCart: boolean;
}

export const PAYMENT_NOTICE = {
  cartUpdated: 'phrases.checkoutCartUpdated',
  validateCartFailed: 'phrases.checkoutValidateCartFailed',
  paymentProviderFailed: 'phrases.checkoutPaymentOptionProviderFailed',
  invalidShippingOption: 'phrases.checkoutInvalidShippingOptionFailed',
  inactiveCustomer: 'phrases.checkoutInactiveCustomer',
  unknownStep: 'phrases.checkoutUnknownStep',
  /** Not in the spec's catalogue: a network failure says what happened rather than leaving silently. */
  networkFailed: 'phrases.checkoutPaymentNetworkFailed',
} as const;

/** The failure of a `pay` call as the rules see it; anything that is not a network failure counts as an answer. */
export const payFailureOf = (error: unknown): PayFailure => {
  if (isApiError(error) && error.kind === 'network') return { kind: 'network' };
  const reply = isApiError(error) ? error.reply : null;
  if (reply !== null && typeof reply.message === 'object') {
    return { kind: 'answer', step: reply.message.step, code: reply.message.code };
  }
  return { kind: 'answer', step: null, code: null };
};

const danger = (key: string): Notice => ({ message: message(key), type: 'danger' });

/** Spec §8 per code: its notice, what it reloads, and whether the shopper goes home. */
export const PAYMENT_ERROR_CODES: Record<
  PaymentErrorCode,
  { notice: string; reload: CheckoutLoad | null; home: boolean }
> = {
  icc: { notice: PAYMENT_NOTICE.validateCartFailed, reload: null, home: false },
  ipoi: { notice: PAYMENT_NOTICE.paymentProviderFailed, reload: 'paymentOptions', home: false },
  isoi: { notice: PAYMENT_NOTICE.invalidShippingOption, reload: 'deliveryOptions', home: false },
  icr: { notice: PAYMENT_NOTICE.inactiveCustomer, reload: null, home: true },
};

/**
 * Spec §8, row by row:
 * - step `cart`: reload the cart, open the cart panel, notice checkoutCartUpdated. The shopper goes back to the
 *   delivery step, as after any cart change on a later step (spec §4 Checkout).
 * - a code: its row of `PAYMENT_ERROR_CODES` (icc, ipoi with the payment options reloaded, isoi with the delivery
 *   options reloaded, icr going home).
 * - then a known step (either language) returns to that step; an unknown step, or an error nothing above
 *   explains, gives the unknown-step notice; both go to /checkout.
 * - a network failure goes to /checkout, with a notice that the payment could not be started (the spec gives
 *   no wording; a silent jump back to the start would leave the shopper guessing).
 */
export const paymentErrorOutcome = (failure: PayFailure, locale: Locale): PaymentErrorOutcome => {
  if (failure.kind === 'network') {
    return {
      notices: [danger(PAYMENT_NOTICE.networkFailed)],
      reloads: [],
      destination: CHECKOUT_START_PATH,
      openCart: false,
    };
  }
  const { step, code } = failure;
  const notices: Notice[] = [];
  const reloads: PaymentReload[] = [];
  let openCart = false;
  let destination: string | null = null;

  if (step === 'cart') {
    reloads.push('cart');
    openCart = true;
    notices.push({ message: message(PAYMENT_NOTICE.cartUpdated), type: 'warning' });
    destination = stepPath('delivery', locale);
  }
  if (code !== null) {
    const row = PAYMENT_ERROR_CODES[code];
    notices.push(danger(row.notice));
    if (row.reload !== null) reloads.push(row.reload);
    if (row.home) destination = '/';
  }
  if (destination === null) {
    const known = step === null ? null : stepOfSlug(step);
    if (known !== null) destination = stepPath(known, locale);
    else {
      if (step !== null || notices.length === 0) notices.push(danger(PAYMENT_NOTICE.unknownStep));
      destination = CHECKOUT_START_PATH;
    }
  }
  return { notices, reloads, destination, openCart };
};
