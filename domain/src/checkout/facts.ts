// The checkout's facts that other models listen to (analytics builds its GA4 events from them). They live apart
// from the checkout's models so a listener imports four events, not the checkout: the shell of every page
// carries the analytics model, and with it would carry every checkout model (docs/performance.md).
import { createEvent } from 'effector';
import type { Cart } from '../cart/contract';
import type { DeliveryOption, PaymentOutcome, PaymentOption } from './contract';

/** The start page was entered with a cart. */
export const checkoutBegun = createEvent<Cart>();
/** The delivery step was left with an option chosen. */
export const deliveryConfirmed = createEvent<{ option: DeliveryOption; cart: Cart | null }>();
/** The overview was passed with a payment option chosen. */
export const paymentConfirmed = createEvent<{ option: PaymentOption; cart: Cart | null }>();
/** A payment outcome page showed a paid order. */
export const purchaseCompleted = createEvent<PaymentOutcome>();
