// Paying an open order (spec §4 Pay an open order, §8): which calls go out, where the customer goes, and what a
// refused option, no options and failing options show.
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { PaymentOption } from '../checkout';
import { $notifications, $openPanel, navigateFx } from '../shell';
import type { AccountOrder } from './contract';
import { $accountOrder } from './orders';
import {
  $isPayingOrder,
  $payOrderAlert,
  $payOrderError,
  $payOrderOptions,
  $payOrderSelectedId,
  fetchOrderPaymentOptionsFx,
  payOrderFx,
  payOrderOpened,
  payOrderOptionSelected,
  payOrderSubmitted,
} from './pay-order';
import { ORDER_PLACE } from './testing';

const order = (overrides: Partial<AccountOrder> = {}): AccountOrder => ({
  id: '80002',
  uid: 'ord-80002-open',
  number: '2026-10002',
  status: 'open',
  createdAt: '2026-11-16T10:00:00Z',
  totals: { totalInclVat: 349, totalExclVat: 288.43, shippingInclVat: 0, outstandingAmount: 349, cartLinesAmount: 1 },
  lines: [],
  countryCode: 'NL',
  coupon: null,
  ...ORDER_PLACE,
  ...overrides,
});
const IDEAL: PaymentOption = {
  id: 'ideal',
  icon: '/i.svg',
  label: 'iDEAL',
  prices: { inclVat: 0, exclVat: 0 } as never,
};

const $navigations = createStore<{ to: string; external?: boolean }[]>([]).on(navigateFx, (list, request) => [
  ...list,
  request,
]);

const setup = ({
  shown = order(),
  options = async (): Promise<PaymentOption[]> => [IDEAL],
  pay = async () => ({ paymentUrl: 'https://pay.example/p/1', paymentUid: 'pay_1' }),
}: {
  shown?: AccountOrder;
  options?: () => Promise<PaymentOption[]>;
  pay?: () => Promise<{ paymentUrl: string; paymentUid: string }>;
} = {}) => {
  const optionCalls: unknown[] = [];
  const payCalls: unknown[] = [];
  const scope = fork({
    values: [[$accountOrder, shown]],
    handlers: [
      [
        fetchOrderPaymentOptionsFx,
        (_api: unknown, params: unknown) => {
          optionCalls.push(params);
          return options();
        },
      ],
      [
        payOrderFx,
        (_api: unknown, params: unknown) => {
          payCalls.push(params);
          return pay();
        },
      ],
      [navigateFx, () => undefined],
    ],
  });
  return { scope, optionCalls, payCalls };
};

describe('paying an open order', () => {
  it('opens the panel and loads the options for the order’s country', async () => {
    const { scope, optionCalls } = setup({ shown: order({ countryCode: 'BE' }) });
    await allSettled(payOrderOpened, { scope, params: { uid: 'ord-80002-open' } });
    expect(scope.getState($openPanel)).toMatchObject({ name: 'paymentOrder', data: { uid: 'ord-80002-open' } });
    expect(optionCalls).toEqual([{ uid: 'ord-80002-open', countryCode: 'BE' }]);
    expect(scope.getState($payOrderOptions)).toEqual([IDEAL]);
    expect(scope.getState($payOrderAlert)).toBeNull();
  });

  it('opens nothing for an order with nothing open', async () => {
    const paid = order({ status: 'paid', totals: { ...order().totals, outstandingAmount: 0 } });
    const { scope, optionCalls } = setup({ shown: paid });
    await allSettled(payOrderOpened, { scope, params: { uid: paid.uid } });
    expect(scope.getState($openPanel)).toBeNull();
    expect(optionCalls).toEqual([]);
  });

  it('asks for a choice first, then pays with the chosen option and goes to the provider', async () => {
    const { scope, payCalls } = setup();
    await allSettled(payOrderOpened, { scope, params: { uid: 'ord-80002-open' } });
    await allSettled(payOrderSubmitted, { scope, params: { returnUrl: 'https://shop.example/checkout' } });
    expect(payCalls).toEqual([]);
    expect(scope.getState($payOrderError)).toBe('account.pay.choose');
    await allSettled(payOrderOptionSelected, { scope, params: 'ideal' });
    expect(scope.getState($payOrderError)).toBeNull();
    await allSettled(payOrderSubmitted, { scope, params: { returnUrl: 'https://shop.example/checkout' } });
    expect(payCalls).toEqual([{ uid: 'ord-80002-open', payMethod: IDEAL, returnUrl: 'https://shop.example/checkout' }]);
    expect(scope.getState($navigations).at(-1)).toEqual({ to: 'https://pay.example/p/1', external: true });
    expect(scope.getState($isPayingOrder)).toBe(false);
  });

  it('says the option was refused (ipoi) and loads the options again with nothing chosen', async () => {
    const refused = new ApiError(
      'http',
      'orderPay',
      422,
      { status: 'error', message: { step: null, code: 'ipoi', text: 'payment_option_invalid' } },
      'refused',
    );
    const { scope, optionCalls } = setup({
      pay: async () => {
        throw refused;
      },
    });
    await allSettled(payOrderOpened, { scope, params: { uid: 'ord-80002-open' } });
    await allSettled(payOrderOptionSelected, { scope, params: 'ideal' });
    await allSettled(payOrderSubmitted, { scope, params: { returnUrl: '' } });
    expect(scope.getState($notifications).at(-1)).toMatchObject({
      type: 'danger',
      message: { key: 'phrases.checkoutPaymentOptionProviderFailed' },
    });
    expect(optionCalls).toHaveLength(2);
    expect(scope.getState($payOrderSelectedId)).toBeNull();
    expect(scope.getState($navigations)).toEqual([]);
  });

  it.each([
    [
      'another code (icr)',
      new ApiError(
        'http',
        'orderPay',
        422,
        { status: 'error', message: { step: null, code: 'icr', text: 'inactive' } },
        'refused',
      ),
    ],
    [
      'a refusal without a code',
      new ApiError('http', 'orderPay', 400, { status: 'error', message: 'order_not_payable' }, 'refused'),
    ],
    ['a server error', new ApiError('http', 'orderPay', 500, null, 'down')],
    ['a network failure', new ApiError('network', 'orderPay', 0, null, 'offline')],
  ])(
    'swallows %s (spec §8: other exceptions): nothing said, nothing reloaded, the button free again',
    async (_, error) => {
      const { scope, optionCalls, payCalls } = setup({
        pay: async () => {
          throw error;
        },
      });
      await allSettled(payOrderOpened, { scope, params: { uid: 'ord-80002-open' } });
      await allSettled(payOrderOptionSelected, { scope, params: 'ideal' });
      await allSettled(payOrderSubmitted, { scope, params: { returnUrl: '' } });
      expect(payCalls).toHaveLength(1);
      expect(scope.getState($notifications)).toEqual([]);
      expect(optionCalls).toHaveLength(1);
      expect(scope.getState($payOrderSelectedId)).toBe('ideal');
      expect(scope.getState($isPayingOrder)).toBe(false);
      expect(scope.getState($navigations)).toEqual([]);
    },
  );

  it('shows the Attention alert for no options, and only the Failed notification when they fail', async () => {
    const none = setup({ options: async () => [] });
    await allSettled(payOrderOpened, { scope: none.scope, params: { uid: 'ord-80002-open' } });
    expect(none.scope.getState($payOrderAlert)).toMatchObject({ id: 'checkoutNoPaymentOptions', state: 'danger' });

    const failing = setup({
      options: async () => {
        throw new ApiError('http', 'orderPayments', 500, null, 'down');
      },
    });
    await allSettled(payOrderOpened, { scope: failing.scope, params: { uid: 'ord-80002-open' } });
    expect(failing.scope.getState($payOrderAlert)).toBeNull();
    expect(failing.scope.getState($notifications).at(-1)).toMatchObject({
      type: 'danger',
      message: { key: 'phrases.checkoutPaymentOptionsFailed' },
    });
  });
});
