// Delivery and payment options, payment creation and its outcome (spec §3, §4 Checkout, §7, §8).
import * as t from 'io-ts';
import { CountryCode, NonEmptyString, NonNegativeInt, nullable, success } from '../shared';
import { SimplePrices } from '../pricing/contract';

export const OrderLine = t.type(
  {
    productId: t.string,
    title: t.string,
    slug: t.string,
    quantity: t.number,
    priceInclVat: t.number,
    totalInclVat: t.number,
    options: t.array(t.string),
    /** False for made-to-measure lines: they are made for this customer and cannot be returned (spec §1). */
    returnable: t.boolean,
  },
  'OrderLine',
);
export type OrderLine = t.TypeOf<typeof OrderLine>;

export const PickupLocation = t.type(
  { id: t.string, name: t.string, street: t.string, zipCode: t.string, city: t.string, openingHours: t.string },
  'PickupLocation',
);
export type PickupLocation = t.TypeOf<typeof PickupLocation>;

/** Spec §3 Delivery option. A pickup option lists its locations; choosing one sets pickup_location_id. */
export const DeliveryOption = t.type(
  {
    id: t.string,
    uid: t.string,
    type: t.keyof({ shipping: null, pickup: null }),
    label: t.string,
    description: t.string,
    prices: SimplePrices,
    preselected: t.boolean,
    pickupLocations: t.array(PickupLocation),
  },
  'DeliveryOption',
);
export type DeliveryOption = t.TypeOf<typeof DeliveryOption>;

/** Spec §3 Payment option: id, icon, label, prices. */
export const PaymentOption = t.type(
  { id: t.string, icon: t.string, label: t.string, prices: SimplePrices },
  'PaymentOption',
);
export type PaymentOption = t.TypeOf<typeof PaymentOption>;

export const CountryRequest = t.exact(
  t.intersection([t.type({ countryCode: CountryCode }), t.partial({ cUid: t.string })]),
  'CountryRequest',
);
export type CountryRequest = t.TypeOf<typeof CountryRequest>;
export const DeliveryOptionsReply = success(t.array(DeliveryOption), 'DeliveryOptionsReply');
export type DeliveryOptionsReply = t.TypeOf<typeof DeliveryOptionsReply>;
export const PaymentOptionsReply = success(t.array(PaymentOption), 'PaymentOptionsReply');
export type PaymentOptionsReply = t.TypeOf<typeof PaymentOptionsReply>;

/**
 * POST /api/v2/checkout/pay (bearer). `returnUrl` is where the payment page sends the shopper back,
 * with the payment uid appended (`{returnUrl}/{paymentUid}`). `revision` is the cart revision the shopper saw
 * on the overview: when the cart changed since, the answer is the spec §8 step `cart` error instead of a payment.
 */
export const PayRequest = t.exact(
  t.intersection([t.type({ cUid: NonEmptyString }), t.partial({ returnUrl: t.string, revision: NonNegativeInt })]),
  'PayRequest',
);
export type PayRequest = t.TypeOf<typeof PayRequest>;

/** A payment URL leaves the site; without one the shopper goes to /checkout/{paymentUid}. */
export const PayReply = success(t.type({ paymentUid: t.string, paymentUrl: nullable(t.string) }), 'PayReply');
export type PayReply = t.TypeOf<typeof PayReply>;

/**
 * Spec §8 payment error codes: icc (the cart does not validate), ipoi (the payment option is refused), isoi
 * (the shipping option is invalid), icr (the customer is inactive).
 */
export const PaymentErrorCode = t.keyof({ icc: null, ipoi: null, isoi: null, icr: null }, 'PaymentErrorCode');
export type PaymentErrorCode = t.TypeOf<typeof PaymentErrorCode>;

/**
 * Spec §8 payment creation errors: `message.step` names a checkout step (`cart`, `gegevens`, ...) and
 * `message.code` one of the codes; either may be absent. `text` is the phrase key of the server's message.
 * Answered with HTTP 422. A reply with a code outside the catalogue is not a payment error of the contract.
 */
export const PayErrorReply = t.type(
  {
    status: t.literal('error'),
    message: t.type({ step: nullable(t.string), code: nullable(PaymentErrorCode), text: t.string }),
  },
  'PayErrorReply',
);
export type PayErrorReply = t.TypeOf<typeof PayErrorReply>;

export const PaymentStatus = t.keyof(
  { open: null, paid: null, cancelled: null, failed: null, expired: null },
  'PaymentStatus',
);
export type PaymentStatus = t.TypeOf<typeof PaymentStatus>;

/** GET /api/v2/checkout/payments/{paymentUid}: the outcome shown on /checkout/{paymentUid}. */
export const PaymentOutcome = t.type(
  {
    paymentUid: t.string,
    status: PaymentStatus,
    orderUid: t.string,
    orderNumber: t.string,
    method: t.string,
    amount: t.number,
    order: t.type({
      lines: t.array(OrderLine),
      totalInclVat: t.number,
      totalVat: t.number,
      shippingInclVat: t.number,
      coupon: nullable(t.string),
    }),
  },
  'PaymentOutcome',
);
export type PaymentOutcome = t.TypeOf<typeof PaymentOutcome>;
export const PaymentOutcomeReply = success(PaymentOutcome, 'PaymentOutcomeReply');
export type PaymentOutcomeReply = t.TypeOf<typeof PaymentOutcomeReply>;

/** POST /api/v2/checkout/payments/{paymentUid}/retry: a new payment for a cancelled or failed one. */
export const PaymentRetryRequest = t.exact(t.partial({ returnUrl: NonEmptyString }), 'PaymentRetryRequest');
export type PaymentRetryRequest = t.TypeOf<typeof PaymentRetryRequest>;
