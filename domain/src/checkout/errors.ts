// What the storefront does when creating the payment fails (spec §8 "Payment creation errors"). Pure: the
// checkout model shows the notices, reloads what is listed, opens the cart panel and navigates.
import { isApiError } from '../api/client';
import { message, type MessageRef } from '../shell/message';
import type { NotificationKind } from '../shell/model';
import type { Locale } from '../shared/codec';
import { CHECKOUT_START_PATH, stepOfSlug, stepPath } from './steps';

/** A failed payment creation, reduced to what the rules read. */
export type PayFailure = { kind: 'network' } | { kind: 'answer'; step: string | null; code: string | null };

export type PaymentReload = 'cart' | 'deliveryOptions' | 'paymentOptions';

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

/**
 * Spec §8, row by row:
 * - step `cart`: reload the cart, open the cart panel, notice checkoutCartUpdated. The shopper goes back to the
 *   delivery step, as after any cart change on a later step (spec §4 Checkout).
 * - code icc: notice checkoutValidateCartFailed. ipoi: notice checkoutPaymentOptionProviderFailed and reload the
 *   payment options. isoi: notice checkoutInvalidShippingOptionFailed and reload the delivery options.
 *   icr: notice checkoutInactiveCustomer and go home.
 * - then a known step (either language) returns to that step; an unknown step, or an error nothing above
 *   explains, gives the unknown-step notice; both go to /checkout.
 * - a network failure goes to /checkout, with a notice that the payment could not be started (the spec gives
 *   no wording; a silent jump back to the start would leave the shopper guessing).
 */
export const paymentErrorOutcome = (failure: PayFailure, locale: Locale): PaymentErrorOutcome => {
  if (failure.kind === 'network') {
    return {
      notices: [{ message: message(PAYMENT_NOTICE.networkFailed), type: 'danger' }],
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
  switch (code) {
    case 'icc':
      notices.push(danger(PAYMENT_NOTICE.validateCartFailed));
      break;
    case 'ipoi':
      notices.push(danger(PAYMENT_NOTICE.paymentProviderFailed));
      reloads.push('paymentOptions');
      break;
    case 'isoi':
      notices.push(danger(PAYMENT_NOTICE.invalidShippingOption));
      reloads.push('deliveryOptions');
      break;
    case 'icr':
      notices.push(danger(PAYMENT_NOTICE.inactiveCustomer));
      destination = '/';
      break;
    default:
      break;
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
