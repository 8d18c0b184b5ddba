// The customer's orders (spec §2, §3 Account order): pages of the list, what is open, and which answer counts.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import type { AccountOrder } from './contract';
import {
  $accountOrder,
  $accountOrderStatus,
  $accountOrdersStatus,
  $latestOrders,
  $openAmount,
  $ordersPage,
  accountOrderStarted,
  accountOrdersStarted,
  fetchAccountOrderFx,
  fetchAccountOrdersFx,
  isPayable,
  openAmountOf,
  ordersPageOf,
} from './orders';
import { ORDER_PLACE } from './testing';

const buildOrder = (overrides: Partial<AccountOrder> = {}): AccountOrder => ({
  id: '1',
  uid: 'ord-1',
  number: 'N-1',
  status: 'open',
  createdAt: '2026-11-01T10:00:00Z',
  totals: {
    totalInclVat: 99.9,
    totalExclVat: 82.56,
    shippingInclVat: 0,
    outstandingAmount: 99.9,
    cartLinesAmount: 99.9,
  },
  lines: [],
  countryCode: 'NL',
  coupon: null,
  ...ORDER_PLACE,
  ...overrides,
});

const orders = (count: number): AccountOrder[] =>
  Array.from({ length: count }, (_, index) => buildOrder({ uid: `ord-${index + 1}`, number: `N-${index + 1}` }));

const withTotals = (outstandingAmount: number, status: AccountOrder['status'] = 'open'): AccountOrder => {
  const order = buildOrder({ status });
  return { ...order, totals: { ...order.totals, outstandingAmount } };
};

describe('pages of orders', () => {
  it('cuts the list in pages of 10', () => {
    const list = orders(23);
    expect(ordersPageOf(list, 1).orders.map((o) => o.uid)).toEqual(list.slice(0, 10).map((o) => o.uid));
    expect(ordersPageOf(list, 3)).toMatchObject({ page: 3, pageCount: 3 });
    expect(ordersPageOf(list, 3).orders).toHaveLength(3);
    expect(ordersPageOf(list, 4).orders).toEqual([]);
    expect(ordersPageOf([], 1)).toEqual({ orders: [], page: 1, pageCount: 1 });
  });

  it('adds up what is open, to the cent, never below zero', () => {
    expect(openAmountOf([withTotals(349), withTotals(431.76), withTotals(0), withTotals(-5)])).toBe(780.76);
    expect(openAmountOf([withTotals(0.1), withTotals(0.2)])).toBe(0.3);
  });

  it('lets an order with something open be paid, unless it is cancelled', () => {
    expect(isPayable(withTotals(349))).toBe(true);
    expect(isPayable(withTotals(0, 'paid'))).toBe(false);
    expect(isPayable(withTotals(10, 'cancelled'))).toBe(false);
  });
});

describe('loading the orders', () => {
  it('keeps the list, the page asked for, the latest three and the open amount', async () => {
    const list = orders(12);
    const scope = fork({ handlers: [[fetchAccountOrdersFx, async () => list]] });
    await allSettled(accountOrdersStarted, { scope, params: { page: 2 } });
    expect(scope.getState($accountOrdersStatus)).toBe('ready');
    expect(scope.getState($ordersPage)).toMatchObject({ page: 2, pageCount: 2 });
    expect(scope.getState($ordersPage).orders.map((o) => o.uid)).toEqual(['ord-11', 'ord-12']);
    expect(scope.getState($latestOrders).map((o) => o.uid)).toEqual(['ord-1', 'ord-2', 'ord-3']);
    expect(scope.getState($openAmount)).toBe(openAmountOf(list));
  });

  it('says not found for an order that is not the customer’s, and error for another failure', async () => {
    const notFound = new ApiError('http', 'order', 404, null, 'nope');
    const broken = new ApiError('http', 'order', 500, null, 'down');
    const scope = fork({
      handlers: [
        [
          fetchAccountOrderFx,
          async (_api: unknown, uid: string) => {
            if (uid === 'gone') throw notFound;
            if (uid === 'broken') throw broken;
            return buildOrder({ uid });
          },
        ],
      ],
    });
    await allSettled(accountOrderStarted, { scope, params: { uid: 'gone' } });
    expect(scope.getState($accountOrderStatus)).toBe('notFound');
    await allSettled(accountOrderStarted, { scope, params: { uid: 'broken' } });
    expect(scope.getState($accountOrderStatus)).toBe('error');
    await allSettled(accountOrderStarted, { scope, params: { uid: 'ord-80001-paid' } });
    expect(scope.getState($accountOrderStatus)).toBe('ready');
    expect(scope.getState($accountOrder)?.uid).toBe('ord-80001-paid');
  });
});
