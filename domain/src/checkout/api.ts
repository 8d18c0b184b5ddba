// Checkout calls (spec §7): delivery and payment options for a country, creating the payment, its outcome and
// a retry. I/O only; the checkout model decides what the answers mean (spec §8 for payment errors).
import { attach } from 'effector';
import { $api } from '../api';
import { $appConfig, offeredDeliveryOptions, offeredPaymentOptions } from '../app';
import type { CountryCode, NonEmptyString } from '../shared';
import type { DeliveryOption, PaymentOption, PaymentOutcome } from './contract';
import { checkoutRoutes } from './routes';

export interface OptionsParams {
  countryCode: CountryCode;
  cUid: string | null;
}

const countryBody = ({ countryCode, cUid }: OptionsParams) => (cUid ? { countryCode, cUid } : { countryCode });

// Only the methods the shop's config offers (spec §3 deliveryMethods, paymentMethods), so preselection, the
// choice and the no-options alert see the same list.
export const deliveryOptionsFx = attach({
  source: { api: $api, config: $appConfig },
  effect: async ({ api, config }, params: OptionsParams): Promise<DeliveryOption[]> =>
    offeredDeliveryOptions(
      (await api.call(checkoutRoutes.deliveryOptions, { body: countryBody(params) })).data,
      config?.deliveryMethods,
    ),
});

export const paymentOptionsFx = attach({
  source: { api: $api, config: $appConfig },
  effect: async ({ api, config }, params: OptionsParams): Promise<PaymentOption[]> =>
    offeredPaymentOptions(
      (await api.call(checkoutRoutes.paymentOptions, { body: countryBody(params) })).data,
      config?.paymentMethods,
    ),
});

export interface CreatedPayment {
  paymentUid: string;
  /** The provider's page; null means the outcome page /checkout/{paymentUid}. */
  paymentUrl: string | null;
}

export interface PayParams {
  cUid: string;
  returnUrl: string;
  /** The cart revision the shopper saw: the server refuses to pay a cart that changed since. */
  revision: number;
}

/** Creates the order and its payment (never retried: it is a write). */
export const createPaymentFx = attach({
  source: $api,
  effect: async (api, body: PayParams): Promise<CreatedPayment> => (await api.call(checkoutRoutes.pay, { body })).data,
});

export const paymentOutcomeFx = attach({
  source: $api,
  effect: async (api, paymentUid: string): Promise<PaymentOutcome> =>
    (await api.call(checkoutRoutes.paymentOutcome, { params: { paymentUid: paymentUid as NonEmptyString } })).data,
});

export const paymentRetryFx = attach({
  source: $api,
  effect: async (api, { paymentUid, returnUrl }: { paymentUid: string; returnUrl: string }): Promise<CreatedPayment> =>
    (
      await api.call(checkoutRoutes.paymentRetry, {
        params: { paymentUid: paymentUid as NonEmptyString },
        body: returnUrl ? { returnUrl } : {},
      })
    ).data,
});
