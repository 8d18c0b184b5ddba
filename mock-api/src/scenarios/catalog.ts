// Every scenario QA can switch on (docs/qa-scenarios.md): spec §8 errors and the transport faults the client
// has rules for. Names are shared with the web app and e2e tests; do not rename them.
// `respond` scenarios answer instead of the handler (after validation and auth, so nothing is half-applied);
// `flag` scenarios change what the handler does; `transport` scenarios act before anything else.
import type { EndpointName } from '@etalage/domain/api';
import type { PayErrorReply, PaymentOptionsReply } from '@etalage/domain/checkout';
import type { ErrorReply } from '@etalage/domain/shared';
import { payError } from '../lib/http-error';

export type ScenarioKind = 'respond' | 'flag' | 'transport';

export interface ScenarioAnswer {
  status: number;
  body: ErrorReply | PayErrorReply | PaymentOptionsReply;
  headers?: Record<string, string>;
}

export interface ScenarioDef {
  name: string;
  kind: ScenarioKind;
  description: string;
  /** The endpoints it affects unless narrowed with `@endpoint`; `all` for every call of the table. */
  endpoints: readonly EndpointName[] | 'all';
  /** Scenarios with a numeric argument (`slow:3000`): its meaning and default. */
  argument?: { name: string; default: number; min: number; max: number };
  respond?: (endpoint: EndpointName) => ScenarioAnswer;
}

/** A spec §8 payment error, answered as the pay checks answer it. */
const payErrorAnswer =
  (...args: Parameters<typeof payError>) =>
  (): ScenarioAnswer => {
    const { statusCode, body } = payError(...args);
    return { status: statusCode, body };
  };
const error = (status: number, message: string, headers?: Record<string, string>) => (): ScenarioAnswer => ({
  status,
  body: { status: 'error', message },
  ...(headers ? { headers } : {}),
});

const STATUS_MESSAGES: Record<number, string> = {
  408: 'request_timeout',
  409: 'conflict',
  425: 'too_early',
  429: 'too_many_requests',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};
export const FAULT_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

const ADDRESS_ENDPOINTS: EndpointName[] = ['addressLookup', 'addressLookupLegacy', 'addressSuggest', 'addressDetails'];
const PAYMENT_OPTION_ENDPOINTS: EndpointName[] = ['paymentOptions', 'orderPayments'];

export const SCENARIOS: readonly ScenarioDef[] = [
  {
    name: 'icc',
    kind: 'respond',
    description: 'Payment creation fails validating the cart: 422, message.code icc, no step.',
    endpoints: ['pay'],
    respond: payErrorAnswer(null, 'icc', 'cart_invalid'),
  },
  {
    name: 'ipoi',
    kind: 'respond',
    description: "Payment creation: the payment provider refuses the option: 422, code ipoi, step 'overzicht'.",
    endpoints: ['pay'],
    respond: payErrorAnswer('overzicht', 'ipoi', 'payment_option_invalid'),
  },
  {
    name: 'isoi',
    kind: 'respond',
    description: "Payment creation: the shipping option is invalid: 422, code isoi, step 'bezorging'.",
    endpoints: ['pay'],
    respond: payErrorAnswer('bezorging', 'isoi', 'shipping_option_invalid'),
  },
  {
    name: 'icr',
    kind: 'respond',
    description: 'Payment creation: the customer is inactive: 422, code icr, no step.',
    endpoints: ['pay'],
    respond: payErrorAnswer(null, 'icr', 'customer_inactive'),
  },
  {
    name: 'step-cart',
    kind: 'respond',
    description: "Payment creation: the cart changed: 422, step 'cart', no code.",
    endpoints: ['pay'],
    respond: payErrorAnswer('cart', null, 'cart_changed'),
  },
  {
    name: 'step-delivery',
    kind: 'respond',
    description: "Payment creation sends the shopper back to a given step: 422, step 'bezorging', no code.",
    endpoints: ['pay'],
    respond: payErrorAnswer('bezorging', null, 'delivery_option_missing'),
  },
  {
    name: 'step-unknown',
    kind: 'respond',
    description: "Payment creation names a step the storefront does not know: 422, step 'onbekend', no code.",
    endpoints: ['pay'],
    respond: payErrorAnswer('onbekend', null, 'unknown_step'),
  },
  {
    name: 'order-pay-ipoi',
    kind: 'respond',
    description: 'Paying an open order: the provider refuses the option: 422, code ipoi.',
    endpoints: ['orderPay'],
    respond: payErrorAnswer(null, 'ipoi', 'payment_option_invalid'),
  },
  {
    name: 'no-payment-options',
    kind: 'respond',
    description: 'Payment options answer an empty list (checkout and open orders).',
    endpoints: PAYMENT_OPTION_ENDPOINTS,
    respond: () => ({ status: 200, body: { status: 'success', data: [] } }),
  },
  {
    name: 'payment-options-error',
    kind: 'respond',
    description: 'Payment options fail: 500 payment_options_failed (checkout and open orders).',
    endpoints: PAYMENT_OPTION_ENDPOINTS,
    respond: error(500, 'payment_options_failed'),
  },
  {
    name: 'address-not-found',
    kind: 'respond',
    description: 'Address lookup, suggestions and details answer 404 address_not_found.',
    endpoints: ADDRESS_ENDPOINTS,
    respond: error(404, 'address_not_found'),
  },
  {
    name: 'coupon-refused',
    kind: 'respond',
    description: 'Applying any coupon answers 422 coupon_invalid.',
    endpoints: ['couponApply'],
    respond: error(422, 'coupon_invalid'),
  },
  {
    name: 'stock-limit',
    kind: 'flag',
    description:
      'Adding or changing a cart line accepts at most 1: updatedQuantity is lower than asked and the cart follows.',
    endpoints: ['createLine', 'updateLine'],
  },
  {
    name: 'faulty-scripts',
    kind: 'flag',
    description:
      "The shop's scripts include two that fail on purpose (spec §7: a failing script is ignored): 'broken-body' throws, 'missing-footer' is a file that answers 404.",
    endpoints: ['scripts'],
  },
  {
    name: 'app-inactive',
    kind: 'flag',
    description: "The app config answers status 'inactive'.",
    endpoints: ['app'],
  },
  ...FAULT_STATUSES.map((status): ScenarioDef => ({
    name: `status-${status}`,
    kind: 'transport',
    description: `Answers HTTP ${status} with a JSON error body (${STATUS_MESSAGES[status]}) before the handler runs.`,
    endpoints: 'all',
    respond: error(
      status,
      STATUS_MESSAGES[status]!,
      status === 429 || status === 503 ? { 'retry-after': '1' } : undefined,
    ),
  })),
  {
    name: 'slow',
    kind: 'transport',
    description: 'Delays the answer; `slow:3000` sets the delay in ms.',
    endpoints: 'all',
    argument: { name: 'ms', default: 2000, min: 0, max: 60_000 },
  },
  {
    name: 'drop-connection',
    kind: 'transport',
    description: 'Destroys the connection without answering (before the handler runs).',
    endpoints: 'all',
  },
  {
    name: 'malformed-json',
    kind: 'transport',
    description: 'Answers 200 with the reply cut in half, so it is not valid JSON (the handler does run).',
    endpoints: 'all',
  },
];

export const SCENARIOS_BY_NAME: ReadonlyMap<string, ScenarioDef> = new Map(SCENARIOS.map((s) => [s.name, s]));
