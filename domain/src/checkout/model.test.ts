import { allSettled, createEvent, createStore, fork, sample, serialize, type Effect, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { checkoutAddressForm } from '../address/model';
import { ApiError } from '../api/client';
import { deleteCartFx, fetchCartFx, syncLineFx, updateCartFx } from '../cart/api';
import type { Cart, CartUpdateRequest } from '../cart/contract';
import { $syncDebounceMs, cartStarted, cartDeleted, quantityTyped } from '../cart/model';
import { testCart, testLine } from '../cart/testing';
import { fetchSessionFx, loginFx, presessionFx, registerFx } from '../session/api';
import type { AccountSession, RegisterRequest, SavedAddress } from '../session/contract';
import { $loginEmail, loggedOut, sessionStarted } from '../session/model';
import { $notifications, $openPanel, navigateFx, writeCookieFx, type NavigateRequest } from '../shell/model';
import type { DeliveryOption, PaymentOption, PaymentOutcome } from './contract';
import {
  createPaymentFx,
  deliveryOptionsFx,
  paymentOptionsFx,
  paymentOutcomeFx,
  paymentRetryFx,
  type OptionsParams,
} from './api';
import {
  $accountFields,
  $deliveryOptions,
  $paymentOptions,
  $paymentOptionsAlert,
  $presessionError,
  $selectedDelivery,
  $selectedPaymentId,
  $showInformationErrors,
  accountFieldChanged,
  checkoutBegun,
  checkoutPageStarted,
  deliveryAddressSelected,
  deliveryConfirmed,
  deliveryOptionSelected,
  nextClicked,
  originResolved,
  passwordFieldChanged,
  paymentConfirmed,
  paymentOptionSelected,
  paymentOutcomeStarted,
  paymentRetried,
  prevClicked,
  presessionSubmitted,
  purchaseCompleted,
} from './model';

// ---------------------------------------------------------------------------------------------------
// Test data and a small stateful fake backend

const address = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 'addr-1',
  uid: 'addr-1',
  type: 'delivery',
  companyName: '',
  firstName: 'Anna',
  lastName: 'de Vries',
  streetName: 'Julianastraat',
  houseNumber: '2',
  houseNumberAddition: '',
  zipCode: '2012 ES',
  city: 'Haarlem',
  countryCode: 'NL',
  phoneNumber: '0612345678',
  ...overrides,
});

const session = (addresses: SavedAddress[] = [address()]): AccountSession => ({
  id: 'a1',
  customerId: 'c1',
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: null,
  emailAddress: 'anna@example.nl',
  phoneNumber: '0612345678',
  status: true,
  addresses: { invoice: [], delivery: addresses },
  defaultDeliveryAddressId: addresses[0]?.id ?? null,
  isAuthenticated: true,
});

const shipping = (id: string, overrides: Partial<DeliveryOption> = {}): DeliveryOption => ({
  id,
  uid: id,
  type: 'shipping',
  label: id,
  description: '',
  prices: { exclVat: 4.13, inclVat: 5 },
  preselected: false,
  pickupLocations: [],
  ...overrides,
});
const pickup: DeliveryOption = shipping('pickup', {
  type: 'pickup',
  pickupLocations: [
    {
      id: 'loc-1',
      name: 'Winkel Haarlem',
      street: 'Grote Markt 1',
      zipCode: '2011 RD',
      city: 'Haarlem',
      openingHours: '',
    },
  ],
});
const payments: PaymentOption[] = [
  { id: 'ideal', icon: '', label: 'iDEAL', prices: { exclVat: 0, inclVat: 0 } },
  { id: 'card', icon: '', label: 'Creditcard', prices: { exclVat: 0, inclVat: 0 } },
];

const outcome = (status: PaymentOutcome['status']): PaymentOutcome => ({
  paymentUid: 'pay-1',
  status,
  orderUid: 'o1',
  orderNumber: '2026-0001',
  method: 'ideal',
  amount: 105,
  order: { lines: [], totalInclVat: 105, totalVat: 18.22, shippingInclVat: 5, coupon: null },
});

const payError = (step: string | null, code: string | null) =>
  new ApiError('http', 'pay', 422, { status: 'error', message: { step, code, text: 'x' } }, 'x');

const stub =
  <P, R>(fn: (params: P) => R) =>
  (_api: unknown, params: P): R =>
    fn(params);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

interface Backend {
  cart: Cart;
  delivery: DeliveryOption[];
  payments: PaymentOption[] | Error;
  updates: CartUpdateRequest[];
  optionCalls: { kind: 'delivery' | 'payment'; params: OptionsParams }[];
  pays: { cUid: string; returnUrl: string }[];
  failUpdates: boolean;
}

// Test-local stores record what the checkout told the outside world, per scope.
const $navigations = createStore<NavigateRequest[]>([]).on(navigateFx, (list, request) => [...list, request]);
const $facts = createStore<string[]>([])
  .on(checkoutBegun, (list) => [...list, 'begin'])
  .on(deliveryConfirmed, (list, { option }) => [...list, `delivery:${option.id}`])
  .on(paymentConfirmed, (list, { option }) => [...list, `payment:${option.id}`])
  .on(purchaseCompleted, (list, { paymentUid }) => [...list, `purchase:${paymentUid}`])
  .on(cartDeleted, (list) => [...list, 'cartDeleted']);

const lastPath = (scope: Scope) => scope.getState($navigations).at(-1)?.to;
const notices = (scope: Scope) => scope.getState($notifications).map((n) => n.message.key);

const setup = (options: { loggedIn?: boolean; cart?: Partial<Cart>; handlers?: Handlers } = {}) => {
  const backend: Backend = {
    cart: testCart({ lines: [testLine({ lUid: 'l1', quantity: 2 })], ...options.cart }),
    delivery: [shipping('post'), shipping('express', { preselected: true }), pickup],
    payments,
    updates: [],
    optionCalls: [],
    pays: [],
    failUpdates: false,
  };
  const handlers: Handlers = [
    [fetchCartFx, stub(async () => backend.cart)],
    [syncLineFx, stub(async () => ({ kind: 'update', updatedQuantity: 1 }))],
    [
      updateCartFx,
      stub(async (body: CartUpdateRequest) => {
        backend.updates.push(body);
        if (backend.failUpdates) throw new ApiError('http', 'cartUpdate', 422, null, 'no');
        const { cart } = backend;
        backend.cart = {
          ...cart,
          revision: cart.revision + 1,
          addressId: body.address_id !== undefined ? body.address_id : cart.addressId,
          paymentOptionId: body.payment_option_id !== undefined ? body.payment_option_id : cart.paymentOptionId,
          delivery: {
            shippingId: body.shipping_option_id !== undefined ? body.shipping_option_id : cart.delivery.shippingId,
            pickupLocationId:
              body.pickup_location_id !== undefined ? body.pickup_location_id : cart.delivery.pickupLocationId,
          },
        };
        return backend.cart;
      }),
    ],
    [deleteCartFx, stub(async () => undefined)],
    [fetchSessionFx, stub(async () => session())],
    [
      deliveryOptionsFx,
      stub(async (params: OptionsParams) => (backend.optionCalls.push({ kind: 'delivery', params }), backend.delivery)),
    ],
    [
      paymentOptionsFx,
      stub(async (params: OptionsParams) => {
        backend.optionCalls.push({ kind: 'payment', params });
        if (backend.payments instanceof Error) throw backend.payments;
        return backend.payments;
      }),
    ],
    [
      createPaymentFx,
      stub(async (body: { cUid: string; returnUrl: string }) => {
        backend.pays.push(body);
        return { paymentUid: 'pay-1', paymentUrl: 'https://psp.example/pay/1' };
      }),
    ],
    [navigateFx, () => undefined],
    [writeCookieFx, () => undefined],
    ...(options.handlers ?? []),
  ];
  const scope = fork({
    values: [
      [$syncDebounceMs, 0],
      [checkoutAddressForm.$debounceMs, 0],
    ],
    handlers: handlers as never,
  });
  const start = async (slug: string | null) => {
    await allSettled(originResolved, { scope, params: 'https://shop.example' });
    await allSettled(sessionStarted, { scope, params: { token: options.loggedIn === false ? null : 'tok' } });
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    await allSettled(checkoutPageStarted, { scope, params: { slug } });
  };
  return { scope, backend, start };
};

// ---------------------------------------------------------------------------------------------------

describe('pre-session email check (spec §4)', () => {
  it('continues an unknown email as a new customer to step 1', async () => {
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [[presessionFx, stub(async () => ({ exists: false }))]],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: ' nieuw@example.nl ' });
    expect(lastPath(scope)).toBe('/checkout/gegevens');
    expect(scope.getState($accountFields).emailAddress).toBe('nieuw@example.nl');
  });

  it('sends a known email to login, with the email filled in', async () => {
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [[presessionFx, stub(async () => ({ exists: true }))]],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: 'anna@example.nl' });
    expect(lastPath(scope)).toBe('/checkout/login');
    expect(scope.getState($loginEmail)).toBe('anna@example.nl');
  });

  it('does not call with an invalid email', async () => {
    const calls: string[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [[presessionFx, stub(async (email: string) => (calls.push(email), { exists: false }))]],
    });
    await start(null);
    await allSettled(presessionSubmitted, { scope, params: 'anna@' });
    expect(calls).toEqual([]);
    expect(scope.getState($presessionError)).toBe('validation.email');
  });

  it('takes a logged-in customer from /checkout straight to step 1', async () => {
    const { scope, start } = setup();
    await start(null);
    expect(scope.getState($navigations)).toEqual([{ to: '/checkout/gegevens', replace: true }]);
  });
});

describe('step 1: information', () => {
  const fill = async (scope: Scope, overrides: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      firstName: 'Bram',
      lastName: "van 't Hof",
      zipCode: '2012 ES',
      houseNumber: '2',
      streetName: 'Julianastraat',
      city: 'Haarlem',
      phoneNumber: '06-12345678',
      ...overrides,
    };
    await allSettled(checkoutAddressForm.valuesFilled, { scope, params: values });
    await allSettled(accountFieldChanged, {
      scope,
      params: { field: 'emailAddress', value: overrides.email ?? 'bram@example.nl' },
    });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'password', value: 'Geheim123' } });
    await allSettled(passwordFieldChanged, { scope, params: { field: 'password_confirm', value: 'Geheim123' } });
  };

  it("says 'not all fields' when required fields are empty, and shows the field states", async () => {
    const { scope, start } = setup({ loggedIn: false });
    await start('gegevens');
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.incomplete']);
    expect(scope.getState($showInformationErrors)).toBe(true);
  });

  it("says 'check step 1' when the fields are filled but invalid", async () => {
    const { scope, start } = setup({ loggedIn: false });
    await start('gegevens');
    await fill(scope, { email: 'bram@example' });
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.information']);
  });

  it('registers a new visitor, logs in and goes on to delivery', async () => {
    const registered: RegisterRequest[] = [];
    const logins: unknown[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [
        [registerFx, stub(async (body: RegisterRequest) => (registered.push(body), { id: 'a2' }))],
        [
          loginFx,
          stub(async (body: unknown) => (logins.push(body), { id: 'a2', authToken: 'tok-2', session: session() })),
        ],
      ],
    });
    await start('gegevens');
    await fill(scope, { houseNumberAddition: ' ' });
    await allSettled(nextClicked, { scope });
    expect(registered).toEqual([
      {
        countryCode: 'NL',
        firstName: 'Bram',
        lastName: "van 't Hof",
        zipCode: '2012 ES',
        houseNumber: '2',
        streetName: 'Julianastraat',
        city: 'Haarlem',
        emailAddress: 'bram@example.nl',
        phoneNumber: '06-12345678',
        password: 'Geheim123',
      },
    ]);
    expect(logins).toEqual([{ email: 'bram@example.nl', password: 'Geheim123' }]);
    expect(lastPath(scope)).toBe('/checkout/bezorging');
  });

  it('stops with accountCreateError when registration fails', async () => {
    const logins: unknown[] = [];
    const { scope, start } = setup({
      loggedIn: false,
      handlers: [
        [registerFx, stub(async () => Promise.reject(new ApiError('http', 'register', 409, null, 'exists')))],
        [loginFx, stub(async (body: unknown) => (logins.push(body), { id: 'a2', authToken: 't', session: session() }))],
      ],
    });
    await start('gegevens');
    await fill(scope);
    await allSettled(nextClicked, { scope });
    expect(logins).toEqual([]);
    expect(scope.getState($notifications)).toMatchObject([
      { title: { key: 'titles.failed' }, message: { key: 'phrases.accountCreateError' }, type: 'danger' },
    ]);
    expect(scope.getState($navigations)).toEqual([]);
  });

  it('lets a logged-in customer with a delivery address go on; without one it says check step 1', async () => {
    const { scope, start } = setup();
    await start('gegevens');
    await allSettled(nextClicked, { scope });
    expect(lastPath(scope)).toBe('/checkout/bezorging');

    const empty = setup({ handlers: [[fetchSessionFx, stub(async () => session([]))]] });
    await empty.start('gegevens');
    await allSettled(nextClicked, { scope: empty.scope });
    expect(notices(empty.scope)).toEqual(['checkout.validation.information']);
  });
});

describe('step 2: delivery', () => {
  it("stores the delivery address in the cart and loads the options for that address's country", async () => {
    const belgian = address({ id: 'addr-be', uid: 'addr-be', countryCode: 'BE', zipCode: '9000', city: 'Gent' });
    const { scope, backend, start } = setup({
      handlers: [[fetchSessionFx, stub(async () => session([address(), belgian]))]],
    });
    await allSettled(deliveryAddressSelected, { scope, params: 'addr-be' });
    await start('bezorging');
    expect(backend.updates[0]).toEqual({ cUid: 'cart-1', address_id: 'addr-be' });
    expect(backend.optionCalls).toEqual([{ kind: 'delivery', params: { countryCode: 'BE', cUid: 'cart-1' } }]);
    expect(scope.getState($deliveryOptions).map((o) => o.id)).toEqual(['post', 'express', 'pickup']);
  });

  it.each([
    ["the cart's shipping choice", { delivery: { shippingId: 'post', pickupLocationId: null } }, 'post', null, false],
    [
      "the cart's pickup location",
      { delivery: { shippingId: null, pickupLocationId: 'loc-1' } },
      'pickup',
      'loc-1',
      false,
    ],
    ['the preselected option when the cart has none', {}, 'express', null, true],
  ])('preselects %s', async (_, cart, optionId, pickupLocationId, updates) => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1', ...cart } });
    await start('bezorging');
    expect(scope.getState($selectedDelivery)).toEqual({ optionId, pickupLocationId });
    expect(backend.updates.length > 0).toBe(updates);
  });

  it('sends shipping without a pickup location, and pickup without a shipping option', async () => {
    const { scope, backend, start } = setup({
      cart: { addressId: 'addr-1', delivery: { shippingId: 'post', pickupLocationId: null } },
    });
    await start('bezorging');
    await allSettled(deliveryOptionSelected, { scope, params: { optionId: 'pickup' } });
    await allSettled(deliveryOptionSelected, { scope, params: { optionId: 'express' } });
    expect(backend.updates).toEqual([
      { cUid: 'cart-1', shipping_option_id: null, pickup_location_id: 'loc-1' },
      { cUid: 'cart-1', shipping_option_id: 'express', pickup_location_id: null },
    ]);
  });

  it('restores the previous choice when the cart update fails', async () => {
    const { scope, backend, start } = setup({
      cart: { addressId: 'addr-1', delivery: { shippingId: 'post', pickupLocationId: null } },
    });
    await start('bezorging');
    backend.failUpdates = true;
    await allSettled(deliveryOptionSelected, { scope, params: { optionId: 'express' } });
    expect(scope.getState($selectedDelivery)).toEqual({ optionId: 'post', pickupLocationId: null });
  });

  it("needs a delivery option to go on ('Geen bezorgoptie geselecteerd.')", async () => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1' } });
    backend.delivery = [];
    await start('bezorging');
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.noDelivery']);
  });

  it('confirms the delivery (add_shipping_info) and goes on to the overview; prev goes back without checks', async () => {
    const { scope, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('bezorging');
    await allSettled(nextClicked, { scope });
    expect(scope.getState($facts)).toContain('delivery:express');
    expect(lastPath(scope)).toBe('/checkout/overzicht');
    await allSettled(prevClicked, { scope });
    expect(lastPath(scope)).toBe('/checkout/gegevens');
  });
});

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
    expect(backend.pays).toEqual([{ cUid: 'cart-1', returnUrl: 'https://shop.example/checkout' }]);
    expect(scope.getState($navigations).at(-1)).toEqual({ to: 'https://psp.example/pay/1', external: true });
    expect(scope.getState($facts)).toContain('cartDeleted');
  });

  it('goes to /checkout/{paymentUid} when there is no payment URL', async () => {
    const { scope } = await toPay({
      handlers: [[createPaymentFx, stub(async () => ({ paymentUid: 'pay-7', paymentUrl: null }))]],
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
        [createPaymentFx, stub(async () => Promise.reject(payError('cart', null)))],
        [fetchCartFx, stub(async () => (fetches.push(1), testCart({ lines: [testLine({ lUid: 'l1' })] })))],
      ],
    });
    expect(fetches.length).toBeGreaterThanOrEqual(2);
    expect(notices(scope)).toEqual(['phrases.checkoutCartUpdated']);
    expect(lastPath(scope)).toBe('/checkout/bezorging');
    expect(scope.getState($openPanel)).toEqual({ name: 'cart', data: null });
  });

  it.each([
    ['ipoi', 'overzicht', 'phrases.checkoutPaymentOptionProviderFailed', '/checkout/overzicht'],
    ['isoi', 'bezorging', 'phrases.checkoutInvalidShippingOptionFailed', '/checkout/bezorging'],
    ['icc', 'overzicht', 'phrases.checkoutValidateCartFailed', '/checkout/overzicht'],
    ['icr', 'overzicht', 'phrases.checkoutInactiveCustomer', '/'],
  ])('on code %s: the notice and the way back', async (code, step, notice, path) => {
    const { scope } = await toPay({
      handlers: [[createPaymentFx, stub(async () => Promise.reject(payError(step, code)))]],
    });
    expect(notices(scope)).toEqual([notice]);
    expect(lastPath(scope)).toBe(path);
  });

  it('reloads the payment options on ipoi once the shopper is back on the overview', async () => {
    const { scope, backend } = await toPay({
      handlers: [[createPaymentFx, stub(async () => Promise.reject(payError('overzicht', 'ipoi')))]],
    });
    backend.optionCalls.length = 0;
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'overzicht' } });
    expect(backend.optionCalls.map((c) => c.kind)).toEqual(['payment']);
  });

  it('goes to /checkout on a network failure, saying the payment could not be started', async () => {
    const { scope } = await toPay({
      handlers: [[createPaymentFx, stub(async () => Promise.reject(new ApiError('network', 'pay', 0, null, 'down')))]],
    });
    expect(lastPath(scope)).toBe('/checkout');
    expect(notices(scope)).toEqual(['phrases.checkoutPaymentNetworkFailed']);
  });
});

describe('payment outcome page', () => {
  it('reports a paid payment once', async () => {
    const { scope } = setup({ handlers: [[paymentOutcomeFx, stub(async () => outcome('paid'))]] });
    await allSettled(paymentOutcomeStarted, { scope, params: 'pay-1' });
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'pay-1' } });
    expect(scope.getState($facts).filter((f) => f.startsWith('purchase'))).toEqual(['purchase:pay-1']);
  });

  it('retries a cancelled payment and goes to its page', async () => {
    const retried: unknown[] = [];
    const { scope } = setup({
      handlers: [
        [paymentOutcomeFx, stub(async () => outcome('cancelled'))],
        [
          paymentRetryFx,
          stub(
            async (params: unknown) => (
              retried.push(params),
              { paymentUid: 'pay-2', paymentUrl: 'https://psp.example/2' }
            ),
          ),
        ],
      ],
    });
    await allSettled(originResolved, { scope, params: 'https://shop.example' });
    await allSettled(paymentOutcomeStarted, { scope, params: 'pay-1' });
    await allSettled(paymentRetried, { scope });
    expect(retried).toEqual([{ paymentUid: 'pay-1', returnUrl: 'https://shop.example/checkout' }]);
    expect(scope.getState($navigations).at(-1)).toEqual({ to: 'https://psp.example/2', external: true });
    expect(scope.getState($facts).filter((f) => f.startsWith('purchase'))).toEqual([]);
  });
});

describe('begin_checkout and logout', () => {
  it('begins the checkout once, with a cart that has lines', async () => {
    const { scope, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('gegevens');
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'bezorging' } });
    expect(scope.getState($facts).filter((f) => f === 'begin')).toHaveLength(1);
  });

  it('clears the checkout state on logout', async () => {
    const { scope, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('bezorging');
    await allSettled(accountFieldChanged, { scope, params: { field: 'reference', value: 'PO-1' } });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($deliveryOptions)).toEqual([]);
    expect(scope.getState($selectedDelivery)).toBeNull();
    expect(scope.getState($accountFields).reference).toBe('');
  });
});

describe('server render', () => {
  it('starts session, cart and step together; options load once both are known; the token stays out of the page', async () => {
    const appStarted = createEvent<{ token: string; cUid: string; slug: string }>();
    sample({ clock: appStarted, fn: ({ token }) => ({ token }), target: sessionStarted });
    sample({ clock: appStarted, fn: ({ cUid }) => ({ cUid }), target: cartStarted });
    sample({ clock: appStarted, fn: ({ slug }) => ({ slug }), target: checkoutPageStarted });

    const belgian = address({ id: 'addr-be', uid: 'addr-be', countryCode: 'BE' });
    const { scope, backend } = setup({
      cart: { addressId: 'addr-be' },
      handlers: [
        // The session answers after the cart, as it may on a real server.
        [fetchSessionFx, stub(() => new Promise((resolve) => setTimeout(() => resolve(session([belgian])), 5)))],
      ],
    });
    await allSettled(appStarted, { scope, params: { token: 'secret-token', cUid: 'cart-1', slug: 'bezorging' } });
    expect(backend.optionCalls).toEqual([{ kind: 'delivery', params: { countryCode: 'BE', cUid: 'cart-1' } }]);
    const values = serialize(scope);
    expect(JSON.stringify(values)).not.toContain('secret-token');

    const browser = fork({ values });
    expect(browser.getState($deliveryOptions).map((o) => o.id)).toEqual(['post', 'express', 'pickup']);
    expect(browser.getState($selectedDelivery)).toEqual({ optionId: 'express', pickupLocationId: null });
  });
});
