// The names of the checkout's forms as their hidden `intent` field sends them (docs/decisions/forms-before-javascript.md):
// the route maps each to what its action does (forms/checkout.ts). The login form has its own (components/login-form).
export const CHECKOUT_INTENT = {
  /** /checkout: the pre-session email check. */
  email: 'checkout-email',
  /** Step 1: a new visitor's information, or a logged-in customer's delivery address. */
  information: 'checkout-information',
  /** Step 2: the delivery option. */
  delivery: 'checkout-delivery',
  /** Step 3: the payment method, then 'Bestellen en betalen'. */
  overview: 'checkout-overview',
  /** 'Prev' on a step. */
  prev: 'checkout-prev',
  /** The outcome page of a cancelled, failed or expired payment: pay again. */
  retry: 'checkout-retry',
} as const;

/** Step 1: the address form is in manual entry (street and city typed, not looked up), as the page showed it. */
export const ADDRESS_MANUAL_FIELD = 'addressManual';
