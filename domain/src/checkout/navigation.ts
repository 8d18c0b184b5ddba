// 'Next' and 'Prev' between the steps (spec §4 Checkout): Next validates the current step with the §8 notices
// (./rules stepNotice) and goes on, Prev goes back without validating. Leaving step 1 as a new visitor makes
// the account first (./information); leaving steps 2 and 3 reports the choice for analytics.
import { combine, createEvent, sample } from 'effector';
import { $cart } from '../cart';
import { $locale } from '../i18n';
import { $isAuthenticated } from '../session';
import { message, navigationRequested, notificationShown } from '../shell';
import type { DeliveryOption, PaymentOption } from './contract';
import { $deliveryOptions, $selectedDelivery, deliveryConfirmed } from './delivery';
import { $deliveryAddress, $information, $isRegistering, informationRefused, newVisitorPassed } from './information';
import { $step } from './pages';
import { $isPaying, $paymentOptions, $selectedPaymentId, payArmed, paymentConfirmed } from './payment';
import { stepNotice } from './rules';
import { CHECKOUT_START_PATH, nextStep, previousStep, stepPath, type CheckoutStep } from './steps';

export const nextClicked = createEvent();
export const prevClicked = createEvent();

const nextChecked = sample({
  clock: nextClicked,
  source: {
    step: $step,
    isAuthenticated: $isAuthenticated,
    deliveryAddress: $deliveryAddress,
    information: $information,
    deliveryOptions: $deliveryOptions,
    selectedDelivery: $selectedDelivery,
    paymentOptions: $paymentOptions,
    selectedPayment: $selectedPaymentId,
    busy: combine($isRegistering, $isPaying, (a, b) => a || b),
  },
  filter: ({ step, busy }) => step !== null && step !== 'pay' && !busy,
  fn: (ctx) => ({ ...ctx, step: ctx.step as CheckoutStep, notice: stepNotice(ctx.step as CheckoutStep, ctx) }),
});

sample({
  clock: nextChecked,
  filter: ({ notice }) => notice !== null,
  fn: ({ notice }) => ({ message: message(notice ?? ''), type: 'danger' as const }),
  target: notificationShown,
});
sample({
  clock: nextChecked,
  filter: ({ step, notice }) => step === 'information' && notice !== null,
  fn: () => undefined,
  target: informationRefused,
});

const stepPassed = nextChecked.filter({ fn: ({ notice }) => notice === null });

// A new visitor leaving step 1 first gets an account (spec §4), then logs in and goes on to delivery.
sample({
  clock: stepPassed,
  filter: ({ step, isAuthenticated }) => step === 'information' && !isAuthenticated,
  fn: ({ information }) => information,
  target: newVisitorPassed,
});
sample({
  clock: stepPassed,
  source: $cart,
  filter: (_, { step }) => step === 'delivery',
  fn: (cart, { deliveryOptions, selectedDelivery }) => ({
    option: deliveryOptions.find((o) => o.id === selectedDelivery?.optionId) as DeliveryOption,
    cart,
  }),
  target: deliveryConfirmed,
});
sample({
  clock: stepPassed,
  source: $cart,
  filter: (_, { step }) => step === 'overview',
  fn: (cart, { paymentOptions, selectedPayment }) => ({
    option: paymentOptions.find((o) => o.id === selectedPayment) as PaymentOption,
    cart,
  }),
  target: paymentConfirmed,
});
sample({ clock: stepPassed, filter: ({ step }) => step === 'overview', fn: () => undefined, target: payArmed });

// When a step passes (a logged-in customer at step 1, or steps 2 and 3), then the next step opens.
sample({
  clock: stepPassed,
  source: $locale,
  filter: (_, { step, isAuthenticated }) => step !== 'information' || isAuthenticated,
  fn: (locale, { step }) => ({ to: stepPath(nextStep(step) ?? step, locale) }),
  target: navigationRequested,
});

sample({
  clock: prevClicked,
  source: { step: $step, locale: $locale, authenticated: $isAuthenticated },
  filter: ({ step, authenticated }) => step !== null && (step !== 'information' || !authenticated),
  fn: ({ step, locale }) => {
    const previous = previousStep(step as CheckoutStep);
    return { to: previous ? stepPath(previous, locale) : CHECKOUT_START_PATH };
  },
  target: navigationRequested,
});
