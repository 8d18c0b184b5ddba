// A forked checkout with a small stateful fake backend, for the checkout's own model tests. Not used by the app.
// `setup` starts origin, session and cart like the root loader; `start` opens a checkout page; `arrive` follows
// the last navigation a model asked for, as the router would.
import { allSettled, createStore, fork, type Effect, type Scope } from 'effector';
import { checkoutAddressForm } from '../address';
import { ApiError } from '../api';
import {
  cartDeleted,
  cartStarted,
  deleteCartFx,
  fetchCartFx,
  $syncDebounceMs,
  syncLineFx,
  updateCartFx,
} from '../cart';
import type { Cart, CartUpdateRequest } from '../cart/contract';
import { testCart, testLine } from '../cart/testing';
import { fetchSessionFx, sessionStarted } from '../session';
import type { AccountSession, SavedAddress } from '../session/contract';
import { navigateFx, type NavigateRequest, $notifications, routeChanged, writeCookieFx } from '../shell';
import { createPaymentFx, deliveryOptionsFx, paymentOptionsFx, type OptionsParams, type PayParams } from './api';
import type { DeliveryOption, PaymentErrorCode, PaymentOption, PaymentOutcome } from './contract';
import { deliveryConfirmed } from './delivery';
import { purchaseCompleted } from './outcome';
import { checkoutBegun, checkoutPageStarted, originResolved } from './pages';
import { paymentConfirmed } from './payment';
import { CHECKOUT_START_PATH } from './steps';
import { apiHandler } from '../api/testing';

export const address = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
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

export const session = (addresses: SavedAddress[] = [address()]): AccountSession => ({
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

export const shipping = (id: string, overrides: Partial<DeliveryOption> = {}): DeliveryOption => ({
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
export const pickup: DeliveryOption = shipping('pickup', {
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
export const payments: PaymentOption[] = [
  { id: 'ideal', icon: '', label: 'iDEAL', prices: { exclVat: 0, inclVat: 0 } },
  { id: 'card', icon: '', label: 'Creditcard', prices: { exclVat: 0, inclVat: 0 } },
];

export const outcome = (status: PaymentOutcome['status']): PaymentOutcome => ({
  paymentUid: 'pay-1',
  status,
  orderUid: 'o1',
  orderNumber: '2026-0001',
  method: 'ideal',
  amount: 105,
  order: { lines: [], totalInclVat: 105, totalVat: 18.22, shippingInclVat: 5, coupon: null },
});

/** The spec §8 answer of the pay call. */
export const payError = (step: string | null, code: PaymentErrorCode | null) =>
  new ApiError('http', 'pay', 422, { status: 'error', message: { step, code, text: 'x' } }, 'x');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
export type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

export interface Backend {
  cart: Cart;
  delivery: DeliveryOption[];
  payments: PaymentOption[] | Error;
  updates: CartUpdateRequest[];
  optionCalls: { kind: 'delivery' | 'payment'; params: OptionsParams }[];
  cartFetches: number;
  pays: PayParams[];
  failUpdates: boolean;
  /** Cart updates wait for it when set (a slow answer). */
  updateGate: Promise<void> | null;
}

// Test-local stores record what the checkout told the outside world, per scope.
export const $navigations = createStore<NavigateRequest[]>([]).on(navigateFx, (list, request) => [...list, request]);
export const $facts = createStore<string[]>([])
  .on(checkoutBegun, (list) => [...list, 'begin'])
  .on(deliveryConfirmed, (list, { option }) => [...list, `delivery:${option.id}`])
  .on(paymentConfirmed, (list, { option }) => [...list, `payment:${option.id}`])
  .on(purchaseCompleted, (list, { paymentUid }) => [...list, `purchase:${paymentUid}`])
  .on(cartDeleted, (list) => [...list, 'cartDeleted']);

export const lastPath = (scope: Scope) => scope.getState($navigations).at(-1)?.to;
export const notices = (scope: Scope) => scope.getState($notifications).map((n) => n.message.key);

export const setup = (options: { loggedIn?: boolean; cart?: Partial<Cart>; handlers?: Handlers } = {}) => {
  const backend: Backend = {
    cart: testCart({ lines: [testLine({ lUid: 'l1', quantity: 2 })], ...options.cart }),
    delivery: [shipping('post'), shipping('express', { preselected: true }), pickup],
    payments,
    updates: [],
    optionCalls: [],
    cartFetches: 0,
    pays: [],
    failUpdates: false,
    updateGate: null,
  };
  const handlers: Handlers = [
    [fetchCartFx, apiHandler(async () => ((backend.cartFetches += 1), backend.cart))],
    [syncLineFx, apiHandler(async () => ({ kind: 'update', updatedQuantity: 1 }))],
    [
      updateCartFx,
      apiHandler(async (body: CartUpdateRequest) => {
        backend.updates.push(body);
        if (backend.updateGate) await backend.updateGate;
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
    [deleteCartFx, apiHandler(async () => undefined)],
    [fetchSessionFx, apiHandler(async () => session())],
    [
      deliveryOptionsFx,
      apiHandler(
        async (params: OptionsParams) => (backend.optionCalls.push({ kind: 'delivery', params }), backend.delivery),
      ),
    ],
    [
      paymentOptionsFx,
      apiHandler(async (params: OptionsParams) => {
        backend.optionCalls.push({ kind: 'payment', params });
        if (backend.payments instanceof Error) throw backend.payments;
        return backend.payments;
      }),
    ],
    [
      createPaymentFx,
      apiHandler(async (body: PayParams) => {
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

/**
 * Follows the last navigation as the router would: a checkout path starts its page, any other path is a route
 * change out of the checkout. (The route change a checkout path also causes is left out: in the browser it comes
 * before `navigateFx` settles, which the test handlers here settle at once.)
 */
export const arrive = async (scope: Scope): Promise<string | undefined> => {
  const to = lastPath(scope);
  if (to === undefined) return undefined;
  if (to === CHECKOUT_START_PATH || to.startsWith(`${CHECKOUT_START_PATH}/`)) {
    const slug = to === CHECKOUT_START_PATH ? null : to.slice(CHECKOUT_START_PATH.length + 1);
    await allSettled(checkoutPageStarted, { scope, params: { slug } });
  } else {
    await allSettled(routeChanged, { scope, params: { pathname: to, search: '' } });
  }
  return to;
};
