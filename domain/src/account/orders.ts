// The customer's orders (spec §2 /account/orders, /account/orders/{id}, §3 Account order, §7 orders calls): the
// list a page at a time, newest first, and one order with its lines and totals. The overview shows the latest
// orders and what is still open. A failed read shows as an error on the page (the route answers 502).
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api, newestAnswer } from '../api';
import { loggedOut } from '../session';
import type { AccountOrder } from './contract';
import { accountRoutes } from './routes';

export type AccountLoadStatus = 'idle' | 'ready' | 'notFound' | 'error';

/** Orders on one page of the list. */
export const ORDERS_PER_PAGE = 10;
/** Orders the overview lists. */
export const LATEST_ORDERS = 3;

export const accountOrdersStarted = createEvent<{ page: number }>();
export const accountOrderStarted = createEvent<{ uid: string }>();

export const fetchAccountOrdersFx = attach({
  source: $api,
  effect: async (api): Promise<AccountOrder[]> => (await api.call(accountRoutes.orders)).data,
});
export const fetchAccountOrderFx = attach({
  source: $api,
  effect: async (api, orderUid: string): Promise<AccountOrder> =>
    (await api.call(accountRoutes.order, { params: { orderUid } })).data,
});

export const $accountOrders = createStore<AccountOrder[]>([], { name: '$accountOrders' });
export const $accountOrdersStatus = createStore<AccountLoadStatus>('idle', { name: '$accountOrdersStatus' });
/** The page of the list asked for (1-based, from `?page=`). */
export const $accountOrdersPage = createStore(1, { name: '$accountOrdersPage' });
export const $accountOrder = createStore<AccountOrder | null>(null, { name: '$accountOrder' });
export const $accountOrderStatus = createStore<AccountLoadStatus>('idle', { name: '$accountOrderStatus' });

export interface OrdersPage {
  orders: AccountOrder[];
  page: number;
  pageCount: number;
}

/** One page of the list; a page past the last is empty (the route answers 404 for it). */
export const ordersPageOf = (orders: AccountOrder[], page: number, perPage = ORDERS_PER_PAGE): OrdersPage => ({
  orders: orders.slice((page - 1) * perPage, page * perPage),
  page,
  pageCount: Math.max(1, Math.ceil(orders.length / perPage)),
});

/** What is still to be paid over all orders (spec §3 outstandingAmount), in euros, to the cent. */
export const openAmountOf = (orders: AccountOrder[]): number =>
  Math.round(orders.reduce((sum, order) => sum + Math.max(0, order.totals.outstandingAmount), 0) * 100) / 100;

/** Whether the customer can pay what is open on an order (spec §4 Pay an open order). */
export const isPayable = (order: AccountOrder): boolean =>
  order.totals.outstandingAmount > 0 && order.status !== 'cancelled';

export const $ordersPage = combine($accountOrders, $accountOrdersPage, (orders, page) => ordersPageOf(orders, page));
export const $latestOrders = $accountOrders.map((orders) => orders.slice(0, LATEST_ORDERS));
export const $openAmount = $accountOrders.map(openAmountOf);

const statusOf = (error: unknown): AccountLoadStatus =>
  (error as { status?: number }).status === 404 ? 'notFound' : 'error';

sample({ clock: accountOrdersStarted, fn: ({ page }) => page, target: $accountOrdersPage });
sample({ clock: accountOrdersStarted, target: fetchAccountOrdersFx });
$accountOrders.on(fetchAccountOrdersFx.doneData, (_, orders) => orders);
$accountOrdersStatus
  .on(fetchAccountOrdersFx.done, () => 'ready')
  .on(fetchAccountOrdersFx.failData, (_, e) => statusOf(e));

// Only the answer for the order asked for last counts (quick clicks through the list).
const orderAnswer = newestAnswer(fetchAccountOrderFx, 'account.order');
sample({ clock: accountOrderStarted, fn: ({ uid }) => uid, target: orderAnswer.asked });
$accountOrder.on(orderAnswer.done, (_, { result }) => result).on(orderAnswer.failed, () => null);
$accountOrderStatus.on(orderAnswer.done, () => 'ready').on(orderAnswer.failed, (_, { error }) => statusOf(error));

// Logout forgets the customer's orders.
$accountOrders.reset(loggedOut);
$accountOrdersStatus.reset(loggedOut);
$accountOrdersPage.reset(loggedOut);
$accountOrder.reset(loggedOut);
$accountOrderStatus.reset(loggedOut);
