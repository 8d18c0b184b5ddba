import { allSettled, createStore, fork, serialize, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { fetchCartFx, syncLineFx } from '../cart/api';
import { $syncDebounceMs, cartStarted, lineRemoved, productAdded } from '../cart/model';
import { testCart, testLine, testPrices } from '../cart/testing';
import { paymentOutcomeFx } from '../checkout/api';
import type { DeliveryOption, PaymentOutcome } from '../checkout/contract';
import { checkoutBegun, deliveryConfirmed, paymentOutcomeStarted } from '../checkout';
import { panelOpened, writeCookieFx } from '../shell/model';
import type { Ga4Event } from './lib';
import { $analyticsQueue, analyticsEvent, analyticsReady, pushDataLayerFx } from './model';
import { apiHandler } from '../api/testing';

const $pushed = createStore<Ga4Event[]>([]).on(pushDataLayerFx, (list, event) => [...list, event]);
const names = (scope: Scope) => scope.getState($pushed).map((e) => e.event);

const cart = testCart({ lines: [testLine({ lUid: 'l1', productId: 'p1', title: 'Kleed', quantity: 2 })] });
const paid: PaymentOutcome = {
  paymentUid: 'pay-1',
  status: 'paid',
  orderUid: 'o1',
  orderNumber: '2026-0001',
  method: 'ideal',
  amount: 25,
  order: { lines: [], totalInclVat: 25, totalVat: 4.34, shippingInclVat: 5, coupon: null },
};

const setup = () =>
  fork({
    values: [[$syncDebounceMs, 0]],
    handlers: [
      [fetchCartFx, apiHandler(async () => cart)],
      [syncLineFx, apiHandler(async () => ({ kind: 'update', updatedQuantity: 0 }))],
      [paymentOutcomeFx, apiHandler(async () => paid)],
      [writeCookieFx, () => undefined],
    ] as never,
  });

const event = (name: Ga4Event['event']): Ga4Event => ({
  event: name,
  ecommerce: { currency: 'EUR', value: 0, items: [] },
});

describe('the analytics queue', () => {
  it('keeps events raised before the browser is ready, serializes them and pushes them in order after', async () => {
    const server = setup();
    await allSettled(analyticsEvent, { scope: server, params: event('view_cart') });
    await allSettled(analyticsEvent, { scope: server, params: event('purchase') });
    expect(names(server)).toEqual([]);

    const browser = fork({ values: serialize(server) });
    await allSettled(analyticsReady, { scope: browser });
    expect(names(browser)).toEqual(['view_cart', 'purchase']);
    expect(browser.getState($analyticsQueue)).toEqual([]);

    await allSettled(analyticsEvent, { scope: browser, params: event('add_to_cart') });
    expect(names(browser)).toEqual(['view_cart', 'purchase', 'add_to_cart']);
  });
});

describe('which fact makes which event', () => {
  const ready = async () => {
    const scope = setup();
    await allSettled(analyticsReady, { scope });
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    return scope;
  };

  it('add_to_cart when a product is added, with the added quantity', async () => {
    const scope = await ready();
    await allSettled(productAdded, {
      scope,
      params: { productId: 'p1', quantity: 3, title: 'Kleed', slug: 'kleed', prices: testPrices(10) },
    });
    expect(scope.getState($pushed)[0]).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 30, items: [{ item_id: 'p1', quantity: 3 }] },
    });
  });

  it('remove_from_cart when a line goes to 0', async () => {
    const scope = await ready();
    await allSettled(lineRemoved, { scope, params: 'l1' });
    expect(scope.getState($pushed)).toMatchObject([
      { event: 'remove_from_cart', ecommerce: { value: 20, items: [{ item_id: 'p1', quantity: 2 }] } },
    ]);
  });

  it('view_cart when the cart panel opens, nothing for other panels', async () => {
    const scope = await ready();
    await allSettled(panelOpened, { scope, params: { name: 'search' } });
    await allSettled(panelOpened, { scope, params: { name: 'cart' } });
    expect(names(scope)).toEqual(['view_cart']);
    expect(scope.getState($pushed)[0]?.ecommerce.items).toHaveLength(1);
  });

  it('begin_checkout, add_shipping_info and purchase from the checkout facts', async () => {
    const scope = await ready();
    await allSettled(checkoutBegun, { scope, params: cart });
    await allSettled(deliveryConfirmed, {
      scope,
      params: { option: { label: 'PostNL' } as DeliveryOption, cart: null },
    });
    await allSettled(paymentOutcomeStarted, { scope, params: 'pay-1' });
    expect(names(scope)).toEqual(['begin_checkout', 'add_shipping_info', 'purchase']);
    expect(scope.getState($pushed)[1]?.ecommerce).toMatchObject({ shipping_tier: 'PostNL', value: 20 });
    expect(scope.getState($pushed)[2]?.ecommerce).toMatchObject({ transaction_id: '2026-0001', tax: 4.34 });
  });
});
