// The outcome page /checkout/{paymentUid} (spec §2, §4 Checkout): the payment's status and order, paying again
// after a cancelled, failed or expired payment, and `purchase` reported once per paid payment.
import { createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../api';
import { message, navigationRequested, notificationShown } from '../shell';
import { paymentOutcomeFx, paymentRetryFx } from './api';
import type { PaymentOutcome } from './contract';
import { $origin, paymentOutcomeStarted } from './pages';
import { toPayment } from './payment';
import { CHECKOUT_MESSAGES } from './rules';
import { CHECKOUT_START_PATH } from './steps';
import { purchaseCompleted } from './facts';

export { purchaseCompleted };

/** On the outcome page of a cancelled or failed payment: pay again. */
export const paymentRetried = createEvent();

export const $paymentOutcome = createStore<PaymentOutcome | null>(null, { name: '$paymentOutcome' });
export const $isLoadingOutcome = paymentOutcomeFx.pending;
export const $isOutcomeMissing = createStore(false, { name: '$isOutcomeMissing' });
export const $canRetryPayment = $paymentOutcome.map(
  (outcome) => outcome !== null && ['cancelled', 'failed', 'expired'].includes(outcome.status),
);
export const $isRetrying = paymentRetryFx.pending;
const $reportedPurchases = createStore<string[]>([], { name: '$reportedPurchases' });

$paymentOutcome.reset(paymentOutcomeStarted);
$isOutcomeMissing.on(paymentOutcomeFx.fail, () => true).reset(paymentOutcomeStarted);
sample({ clock: paymentOutcomeStarted, target: paymentOutcomeFx });
sample({ clock: paymentOutcomeFx.doneData, target: $paymentOutcome });
// When a payment is paid, then the purchase is reported, once per payment.
const purchased = sample({
  clock: paymentOutcomeFx.doneData,
  source: $reportedPurchases,
  filter: (reported, outcome) => outcome.status === 'paid' && !reported.includes(outcome.paymentUid),
  fn: (_, outcome) => outcome,
});
sample({ clock: purchased, target: purchaseCompleted });
$reportedPurchases.on(purchased, (reported, outcome) => [...reported, outcome.paymentUid]);

sample({
  clock: paymentRetried,
  source: { outcome: $paymentOutcome, canRetry: $canRetryPayment, origin: $origin },
  filter: ({ outcome, canRetry }) => outcome !== null && canRetry,
  fn: ({ outcome, origin }) => ({
    paymentUid: outcome!.paymentUid,
    returnUrl: origin ? `${origin}${CHECKOUT_START_PATH}` : '',
  }),
  target: paymentRetryFx,
});
sample({ clock: paymentRetryFx.doneData, fn: toPayment, target: navigationRequested });
sample({
  clock: paymentRetryFx.failData,
  fn: (error) => ({
    title: message('titles.failed'),
    message: failureMessage(error, message(CHECKOUT_MESSAGES.retryFailed)),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
