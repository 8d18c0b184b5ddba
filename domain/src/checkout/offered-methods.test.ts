// The methods the shop offers (spec §3 paymentMethods, deliveryMethods): the checkout's delivery and payment
// options, and an open order's payment options, are the API's answer limited to the config's methods.
import { allSettled, fork, type Effect } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api, createApiClient, type FetchLike } from '../api';
import { fetchOrderPaymentOptionsFx } from '../account/pay-order';
import type { AppConfig } from '../app/contract';
import { $appConfig } from '../app/model';
import { deliveryOptionsFx, paymentOptionsFx } from './api';
import { payments, pickup, shipping } from './testing';

const answers: Record<string, unknown> = {
  '/api/v2/checkout/delivery': [shipping('post'), pickup],
  '/api/v2/checkout/payments': payments,
  '/api/v2/account/orders/o-1/payments': payments,
};
const fetch: FetchLike = async (url) => ({
  status: 200,
  text: async () => JSON.stringify({ status: 'success', data: answers[new URL(url).pathname] }),
});

const shop = (methods: Pick<AppConfig, 'paymentMethods' | 'deliveryMethods'> | null) =>
  fork({
    values: [
      [$api, createApiClient({ baseUrl: 'http://api', fetch })],
      [$appConfig, methods as AppConfig | null],
    ],
  });

const ids = async <P, R extends { id: string }>(scope: ReturnType<typeof shop>, effect: Effect<P, R[]>, params: P) => {
  const { status, value } = await allSettled(effect, { scope, params });
  expect(status).toBe('done');
  return (value as R[]).map((option) => option.id);
};
const country = { countryCode: 'NL', cUid: 'cart-1' } as const;
const order = { uid: 'o-1', countryCode: 'NL' } as const;

describe('the offered methods', () => {
  it('are only those the config lists', async () => {
    const scope = shop({ paymentMethods: ['card'], deliveryMethods: ['pickup'] });
    expect(await ids(scope, deliveryOptionsFx, country)).toEqual(['pickup']);
    expect(await ids(scope, paymentOptionsFx, country)).toEqual(['card']);
    expect(await ids(scope, fetchOrderPaymentOptionsFx, order)).toEqual(['card']);
  });

  it('are none when the config lists none of the API’s, so the no-options alert can show', async () => {
    const scope = shop({ paymentMethods: ['bancontact'], deliveryMethods: ['shipping'] });
    expect(await ids(scope, paymentOptionsFx, country)).toEqual([]);
    expect(await ids(scope, deliveryOptionsFx, country)).toEqual(['post']);
  });

  it('are all the API gives when the config lists no method, or has not loaded', async () => {
    const all = shop({ paymentMethods: [], deliveryMethods: [] });
    expect(await ids(all, deliveryOptionsFx, country)).toEqual(['post', 'pickup']);
    expect(await ids(all, paymentOptionsFx, country)).toEqual(['ideal', 'card']);
    expect(await ids(shop(null), fetchOrderPaymentOptionsFx, order)).toEqual(['ideal', 'card']);
  });
});
