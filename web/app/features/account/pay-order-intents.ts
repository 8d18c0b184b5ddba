// The names of the forms that pay an open order, as their hidden `intent` field sends them to the order page's
// action (forms/pay-order.ts; docs/decisions/forms-before-javascript.md).
export const PAY_ORDER_INTENT = {
  /** 'Betalen' on the order: the methods to pay with (the panel, or the page's form without JavaScript). */
  open: 'pay-order-open',
  /** 'Nu betalen': the chosen method, on to the provider's page. */
  pay: 'pay-order',
} as const;
