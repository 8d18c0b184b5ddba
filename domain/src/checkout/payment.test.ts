import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { fetchCartFx } from '../cart/api';
import { cartStarted, quantityTyped } from '../cart/model';
import { testCart, testLine } from '../cart/testing';
import { $notifications, $openPanel } from '../shell/model';
import { createPaymentFx } from './api';
import type { PaymentErrorCode } from './contract';
import { paymentErrorOutcome } from './errors';
import { nextClicked } from './navigation';
import { checkoutPageStarted } from './pages';
import {
  $canPlaceOrder,
  $paymentOptions,
  $paymentOptionsAlert,
  $selectedPaymentId,
  paymentOptionSelected,
} from './payment';
import { $facts, $navigations, arrive, lastPath, notices, payError, setup } from './testing';
import { apiHandler } from '../api/testing';

describe('step 3: overview and payment options', () => {
  const onOverview = async (options: Parameters<typeof setup>[0] = {}) => {
    const ctx = setup({ cart: { addressId: 'addr-1', ...options.cart }, handlers: options.handlers });
    return ctx;
  };

  it("loads the payment options and preselects the cart's choice, and the delivery options to name the choice", async () => {
    const { scope, backend, start } = await onOverview({ cart: { paymentOptionId: 'card' } });
    await start('overzicht');
    expect(backend.optionCalls).toEqual([
      { kind: 'payment', params: { countryCode: 'NL', cUid: 'cart-1' } },
      { kind: 'delivery', params: { countryCode: 'NL', cUid: 'cart-1' } },
    ]);
    expect(scope.getState($selectedPaymentId)).toBe('card');
    expect(backend.updates).toEqual([]);
    expect(scope.getState($paymentOptionsAlert)).toBeNull();
    expect(scope.getState($canPlaceOrder)).toBe(true);
  });

  it('clears the options and says Failed when they cannot load; the no-options alert shows', async () => {
    const { scope, backend, start } = await onOverview();
    backend.payments = new Error('500');
    await start('overzicht');
    expect(scope.getState($paymentOptions)).toEqual([]);
    expect(scope.getState($notifications)).toMatchObject([
      { title: { key: 'titles.failed' }, message: { key: 'phrases.checkoutPaymentOptionsFailed' }, type: 'danger' },
    ]);
    expect(scope.getState($paymentOptionsAlert)).toEqual({
      id: 'checkoutNoPaymentOptions',
      state: 'danger',
      title: { key: 'titles.attention' },
      message: { key: 'phrases.checkoutNoPaymentOptions' },
      color: 'red',
      dismissible: false,
    });
    // The order cannot be placed while the alert shows.
    expect(scope.getState($canPlaceOrder)).toBe(false);
  });

  it('restores the previous payment method when the cart update fails', async () => {
    const { scope, backend, start } = await onOverview({ cart: { paymentOptionId: 'ideal' } });
    await start('overzicht');
    backend.failUpdates = true;
    await allSettled(paymentOptionSelected, { scope, params: 'card' });
    expect(scope.getState($selectedPaymentId)).toBe('ideal');
  });

  it("needs a payment method to go on ('Geen betaalmethode geselecteerd.')", async () => {
    const { scope, backend, start } = await onOverview();
    backend.payments = [];
    await start('overzicht');
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.noPayment']);
  });

  it('sends the shopper back to delivery when the cart changes on the overview, not for its own choices', async () => {
    const { scope, backend, start } = await onOverview({ cart: { paymentOptionId: 'ideal' } });
    await start('overzicht');
    await allSettled(paymentOptionSelected, { scope, params: 'card' });
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    expect(lastPath(scope)).toBeUndefined();
    backend.cart = { ...backend.cart, revision: backend.cart.revision + 1 };
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: 1 } });
    expect(lastPath(scope)).toBe('/checkout/bezorging');
  });
});

describe('step 4: pay', () => {
  const toPay = async (options: Parameters<typeof setup>[0] = {}) => {
    const ctx = setup({ cart: { addressId: 'addr-1', paymentOptionId: 'ideal' }, ...options });
    await ctx.start('overzicht');
    await allSettled(nextClicked, { scope: ctx.scope });
    await allSettled(checkoutPageStarted, { scope: ctx.scope, params: { slug: 'betalen' } });
    return ctx;
  };

  it('creates the payment with the return URL and leaves for the payment page; the cart is done', async () => {
    const { scope, backend } = await toPay();
    expect(scope.getState($facts)).toContain('payment:ideal');
    expect(backend.pays).toEqual([{ cUid: 'cart-1', returnUrl: 'https://shop.example/checkout', revision: 1 }]);
    expect(scope.getState($navigations).at(-1)).toEqual({ to: 'https://psp.example/pay/1', external: true });
    expect(scope.getState($facts)).toContain('cartDeleted');
  });

  it('goes to /checkout/{paymentUid} when there is no payment URL', async () => {
    const { scope } = await toPay({
      handlers: [[createPaymentFx, apiHandler(async () => ({ paymentUid: 'pay-7', paymentUrl: null }))]],
    });
    expect(lastPath(scope)).toBe('/checkout/pay-7');
  });

  it('never pays on a pay page that was not reached with Next', async () => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('betalen');
    expect(backend.pays).toEqual([]);
    expect(scope.getState($navigations).at(-1)).toEqual({ to: '/checkout/overzicht', replace: true });
  });

  it("on step 'cart': reloads the cart, notices, back to delivery, then the cart panel opens", async () => {
    const fetches: number[] = [];
    const { scope } = await toPay({
      handlers: [
        [createPaymentFx, apiHandler(async () => Promise.reject(payError('cart', null)))],
        [fetchCartFx, apiHandler(async () => (fetches.push(1), testCart({ lines: [testLine({ lUid: 'l1' })] })))],
      ],
    });
    expect(fetches.length).toBeGreaterThanOrEqual(2);
    expect(notices(scope)).toEqual(['phrases.checkoutCartUpdated']);
    expect(lastPath(scope)).toBe('/checkout/bezorging');
    expect(scope.getState($openPanel)).toEqual({ name: 'cart', data: null });
  });

  it('reloads the payment options on ipoi once the shopper is back on the overview', async () => {
    const { scope, backend } = await toPay({
      handlers: [[createPaymentFx, apiHandler(async () => Promise.reject(payError('overzicht', 'ipoi')))]],
    });
    backend.optionCalls.length = 0;
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'overzicht' } });
    expect(backend.optionCalls.map((c) => c.kind)).toEqual(['payment']);
  });

  it('pays with the revision of the cart the shopper saw, after its own choices', async () => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1', paymentOptionId: 'ideal', revision: 7 } });
    await start('overzicht');
    await allSettled(paymentOptionSelected, { scope, params: 'card' });
    await allSettled(nextClicked, { scope });
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'betalen' } });
    expect(backend.pays.map((p) => p.revision)).toEqual([8]);
  });

  it('waits with the payment until its own choice reached the cart', async () => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1', paymentOptionId: 'ideal' } });
    await start('overzicht');
    let release: () => void = () => undefined;
    backend.updateGate = new Promise((resolve) => (release = resolve));
    const running = [
      allSettled(paymentOptionSelected, { scope, params: 'card' }),
      allSettled(nextClicked, { scope }),
      allSettled(checkoutPageStarted, { scope, params: { slug: 'betalen' } }),
    ];
    expect(backend.pays).toEqual([]);
    release();
    await Promise.all(running);
    expect(backend.pays.map((p) => p.revision)).toEqual([2]);
  });

  it('goes to /checkout on a network failure, saying the payment could not be started', async () => {
    const { scope } = await toPay({
      handlers: [
        [createPaymentFx, apiHandler(async () => Promise.reject(new ApiError('network', 'pay', 0, null, 'down')))],
      ],
    });
    expect(lastPath(scope)).toBe('/checkout');
    expect(notices(scope)).toEqual(['phrases.checkoutPaymentNetworkFailed']);
  });
});

describe('spec §8: every payment error × every step it can name, followed to where it leads', () => {
  const codes: (PaymentErrorCode | null)[] = [null, 'icc', 'ipoi', 'isoi', 'icr'];
  const steps: (string | null)[] = [
    null,
    'cart',
    'gegevens',
    'bezorging',
    'overzicht',
    'betalen',
    'delivery',
    'onbekend',
  ];
  const rows = codes.flatMap((code) =>
    steps.map((step) => [code ?? '(no code)', step ?? '(no step)', code, step] as const),
  );

  it.each(rows)('code %s, step %s', async (_code, _step, code, step) => {
    const { scope, backend, start } = setup({
      cart: { addressId: 'addr-1', paymentOptionId: 'ideal' },
      handlers: [[createPaymentFx, apiHandler(async () => Promise.reject(payError(step, code)))]],
    });
    await start('overzicht');
    await allSettled(nextClicked, { scope });
    const before = { options: backend.optionCalls.length, cart: backend.cartFetches };
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'betalen' } });
    // What spec §8 says this answer does (./errors, tested row by row against the spec).
    const expected = paymentErrorOutcome({ kind: 'answer', step, code }, 'nl-NL');

    expect(scope.getState($notifications).map(({ message, type }) => ({ message, type }))).toEqual(expected.notices);
    // The cart panel opens once the navigation settled (at once with these stubs).
    expect(scope.getState($openPanel)?.name ?? null).toBe(expected.openCart ? 'cart' : null);
    expect(await arrive(scope)).toBe(expected.destination);
    // A logged-in customer sent to /checkout goes on to step 1.
    if (expected.destination === '/checkout') expect(await arrive(scope)).toBe('/checkout/gegevens');

    const loadedAfter = backend.optionCalls.slice(before.options).map((c) => c.kind);
    if (expected.reloads.includes('deliveryOptions')) expect(loadedAfter).toContain('delivery');
    if (expected.reloads.includes('paymentOptions')) expect(loadedAfter).toContain('payment');
    if (expected.reloads.includes('cart')) expect(backend.cartFetches).toBeGreaterThan(before.cart);
  });

  it('a network failure leads to /checkout with its notice, and on to step 1', async () => {
    const { scope, start } = setup({
      cart: { addressId: 'addr-1', paymentOptionId: 'ideal' },
      handlers: [
        [createPaymentFx, apiHandler(async () => Promise.reject(new ApiError('network', 'pay', 0, null, 'down')))],
      ],
    });
    await start('overzicht');
    await allSettled(nextClicked, { scope });
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'betalen' } });
    expect(notices(scope)).toEqual(['phrases.checkoutPaymentNetworkFailed']);
    expect(await arrive(scope)).toBe('/checkout');
    expect(await arrive(scope)).toBe('/checkout/gegevens');
  });

  it("isoi naming the overview reloads the delivery options there, beside the overview's payment options", async () => {
    const { scope, backend, start } = setup({
      cart: { addressId: 'addr-1', paymentOptionId: 'ideal' },
      handlers: [[createPaymentFx, apiHandler(async () => Promise.reject(payError('overzicht', 'isoi')))]],
    });
    await start('overzicht');
    await allSettled(nextClicked, { scope });
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'betalen' } });
    backend.optionCalls.length = 0;
    expect(await arrive(scope)).toBe('/checkout/overzicht');
    expect(backend.optionCalls.map((c) => c.kind).sort()).toEqual(['delivery', 'payment']);
  });
});
