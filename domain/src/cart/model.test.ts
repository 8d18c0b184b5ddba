import { allSettled, createStore, fork, scopeBind, serialize, type Effect, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  $openPanel,
  navigateFx,
  notificationActed,
  panelClosed,
  writeCookieFx,
  type CookieWrite,
} from '../shell/model';
import { loginFx, logoutFx } from '../session/api';
import { logoutRequested } from '../session/model';
import { loginSubmitted } from '../session/login';
import type { Cart } from './contract';
import { applyCouponFx, deleteCartFx, fetchCartFx, removeCouponFx, syncLineFx } from './api';
import {
  $cart,
  $cartUid,
  $hasDeliveryChoice,
  $isEmpty,
  $isLoading,
  $isMerged,
  $lines,
  $productCount,
  $refusedCoupon,
  $sync,
  $syncDebounceMs,
  $totals,
  CART_SYNC_DEBOUNCE_MS,
  CART_SYNC_TOPIC,
  cartDeleted,
  cartSyncRetried,
  cartFlushRequested,
  cartHydrated,
  $isCartKnown,
  cartStarted,
  couponRemoved,
  couponSubmitted,
  lineEmptied,
  lineRemoved,
  productAdded,
  productAddedToCart,
  quantityDecreased,
  quantityIncreased,
  quantityTyped,
} from './model';
import type { SyncAnswer, SyncRequest } from './sync';
import { createFakeCartServer, testCart, testLine, testPrices, type FakeCartServer } from './testing';
import { apiHandler } from '../api/testing';

const products = [
  { productId: 'p1', title: 'Kleed', prices: testPrices(100), stock: 50 },
  { productId: 'p2', title: 'Loper', prices: testPrices(25), stock: 3 },
];

/** A server that already holds one line (l1: p1 × 1). */
const seededServer = async (): Promise<FakeCartServer> => {
  const server = createFakeCartServer(products);
  await server.create({ productId: 'p1', quantity: 1 });
  server.calls.length = 0;
  return server;
};

/** Handlers of effects attached to `$api` get the client first; the tests do not need it. */

const syncHandler =
  (server: FakeCartServer) =>
  async ({ call }: SyncRequest): Promise<SyncAnswer> =>
    call.kind === 'create'
      ? { kind: 'create', ...(await server.create(call.item)) }
      : { kind: 'update', ...(await server.update(call.lUid, call.quantity)) };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

const setup = (server: FakeCartServer, extra: { handlers?: Handlers } = {}) => {
  const cookies: CookieWrite[] = [];
  const handlers: Handlers = [
    [fetchCartFx, apiHandler(() => server.fetch())],
    [syncLineFx, apiHandler(syncHandler(server))],
    [writeCookieFx, (write: CookieWrite) => void cookies.push(write)],
    ...(extra.handlers ?? []),
  ];
  const scope = fork({ values: [[$syncDebounceMs, 0]], handlers: handlers as never });
  return { scope, cookies };
};

const started = async (server: FakeCartServer, cUid: string | null = 'cart-1') => {
  const ctx = setup(server);
  await allSettled(cartStarted, { scope: ctx.scope, params: { cUid } });
  server.calls.length = 0;
  ctx.cookies.length = 0;
  return ctx;
};

// Test-local stores record the facts the cart tells other models about, per scope.
const $emptied = createStore<unknown[]>([]).on(lineEmptied, (list, payload) => [...list, payload]);
const $added = createStore<unknown[]>([]).on(productAddedToCart, (list, payload) => [...list, payload]);

const shown = (scope: Scope) => scope.getState($lines).map((l) => [l.lUid, l.quantity]);
const writes = (server: FakeCartServer) => server.calls.filter((c) => c.kind !== 'fetch');

describe('cart start', () => {
  it('loads the cart of the order cookie', async () => {
    const server = await seededServer();
    const { scope } = setup(server);
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    expect(shown(scope)).toEqual([['l1', 1]]);
    expect(scope.getState($cartUid)).toBe('cart-1');
    expect(scope.getState($productCount)).toBe(1);
    expect(scope.getState($isEmpty)).toBe(false);
    expect(server.calls).toEqual([{ kind: 'fetch' }]);
  });

  it('creates no cart for an anonymous first visit: no cookie, no session, no request', async () => {
    const server = createFakeCartServer(products, 'fresh');
    const { scope, cookies } = setup(server);
    await allSettled(cartStarted, { scope, params: { cUid: null } });
    expect(scope.getState($cartUid)).toBeNull();
    expect(scope.getState($isEmpty)).toBe(true);
    expect(cookies).toEqual([]);
  });

  it('without a cookie but with a session, loads the cart and stores its uid in the order cookie', async () => {
    const server = createFakeCartServer(products, 'fresh');
    const { scope, cookies } = setup(server);
    await allSettled(cartStarted, { scope, params: { cUid: null, hasSession: true } });
    expect(scope.getState($cartUid)).toBe('fresh');
    expect(scope.getState($isEmpty)).toBe(true);
    expect(cookies).toContainEqual({ name: 'cart_uid', value: 'fresh', maxAgeSeconds: 30 * 24 * 60 * 60 });
  });

  it('writes the order cookie again once the browser scope is up', async () => {
    const server = await seededServer();
    const { scope, cookies } = await started(server);
    await allSettled(cartHydrated, { scope, params: { cUid: 'cart-1' } });
    expect(cookies).toEqual([{ name: 'cart_uid', value: 'cart-1', maxAgeSeconds: 30 * 24 * 60 * 60 }]);
    expect(server.calls).toEqual([]);
  });

  it("loads the order cookie's cart in the browser when the page was rendered without it", async () => {
    const server = await seededServer();
    const { scope, cookies } = setup(server);
    await allSettled(cartHydrated, { scope, params: { cUid: 'cart-1' } });
    expect(shown(scope)).toEqual([['l1', 1]]);
    expect(scope.getState($productCount)).toBe(1);
    expect(server.calls).toEqual([{ kind: 'fetch' }]);
    expect(cookies).toEqual([{ name: 'cart_uid', value: 'cart-1', maxAgeSeconds: 30 * 24 * 60 * 60 }]);
  });

  it('knows the cart only once a page has loaded it: never an empty count for a cart not loaded yet', async () => {
    const server = await seededServer();
    const { scope } = setup(server);
    expect(scope.getState($isCartKnown)).toBe(false);
    const hydrated = allSettled(cartHydrated, { scope, params: { cUid: 'cart-1' } });
    expect(scope.getState($isCartKnown)).toBe(false);
    await hydrated;
    expect(scope.getState($isCartKnown)).toBe(true);
    const fresh = setup(createFakeCartServer(products, 'fresh')).scope;
    await allSettled(cartHydrated, { scope: fresh, params: { cUid: null } });
    expect(fresh.getState($isCartKnown)).toBe(true);
  });

  it('loads nothing in the browser for an anonymous first visit rendered without the cart', async () => {
    const server = createFakeCartServer(products, 'fresh');
    const { scope, cookies } = setup(server);
    await allSettled(cartHydrated, { scope, params: { cUid: null } });
    expect(scope.getState($isEmpty)).toBe(true);
    expect(server.calls).toEqual([]);
    expect(cookies).toEqual([]);
  });

  it('serializes the cart state but not the debounce setting', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    const values = serialize(scope);
    expect(values[$sync.sid!]).toMatchObject({ cUid: 'cart-1' });
    expect(values[$cart.sid!]).toMatchObject({ cUid: 'cart-1' });
    expect($syncDebounceMs.sid! in values).toBe(false);
  });
});

describe('delivery choice', () => {
  it.each([
    ['no choice yet', { shippingId: null, pickupLocationId: null }, false],
    ['a shipping option', { shippingId: 'nl-standard', pickupLocationId: null }, true],
    ['a pickup location', { shippingId: null, pickupLocationId: 'loc-1' }, true],
  ])('is known with %s', async (_, delivery, known) => {
    const scope = fork({ values: [[$cart, testCart({ delivery })]] });
    expect(scope.getState($hasDeliveryChoice)).toBe(known);
  });

  it('is not known without a cart', () => {
    expect(fork().getState($hasDeliveryChoice)).toBe(false);
  });
});

/** A started cart whose edits wait for the browser's debounce, with the server's calls so far forgotten. */
const startedWithDebounce = async () => {
  const server = await seededServer();
  const scope = fork({
    values: [[$syncDebounceMs, CART_SYNC_DEBOUNCE_MS]],
    handlers: [
      [fetchCartFx, apiHandler(() => server.fetch())],
      [syncLineFx, apiHandler(syncHandler(server))],
    ] as never,
  });
  await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
  server.calls.length = 0;
  return { server, scope };
};

describe('quantity edits', () => {
  it('sends exactly one update for ten quick clicks', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    const increase = scopeBind(quantityIncreased, { scope });
    for (let i = 0; i < 10; i++) increase('l1');
    expect(shown(scope)).toEqual([['l1', 11]]);
    await allSettled(scope);
    expect(writes(server)).toEqual([{ kind: 'update', lUid: 'l1', quantity: 11 }]);
    expect(shown(scope)).toEqual([['l1', 11]]);
  });

  it('sends waiting edits at once when the page is going away, and not again when the debounce ends', async () => {
    const { server, scope } = await startedWithDebounce();
    // The debounce's timer is faked from here on, so nothing is sent unless the flush sends it.
    vi.useFakeTimers();
    try {
      scopeBind(quantityIncreased, { scope })('l1');
      await vi.advanceTimersByTimeAsync(10);
      expect(writes(server)).toEqual([]);
      scopeBind(cartFlushRequested, { scope })();
      await vi.advanceTimersByTimeAsync(10);
      expect(writes(server)).toEqual([{ kind: 'update', lUid: 'l1', quantity: 2 }]);
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS);
      expect(writes(server)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('syncs a typed quantity only once typing has rested for the debounce, and only the last value', async () => {
    const { server, scope } = await startedWithDebounce();
    vi.useFakeTimers();
    try {
      const typed = scopeBind(quantityTyped, { scope });
      typed({ lUid: 'l1', quantity: 3 });
      // Shown at once, sent later (spec §4: changes apply locally at once).
      expect(shown(scope)).toEqual([['l1', 3]]);
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS - 1);
      expect(writes(server)).toEqual([]);
      // A second value before the debounce ends starts it again.
      typed({ lUid: 'l1', quantity: 4 });
      await vi.advanceTimersByTimeAsync(CART_SYNC_DEBOUNCE_MS - 1);
      expect(writes(server)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(writes(server)).toEqual([{ kind: 'update', lUid: 'l1', quantity: 4 }]);
      expect(shown(scope)).toEqual([['l1', 4]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a new cart's first product at once, without waiting for the debounce", async () => {
    const server = createFakeCartServer(products, 'fresh');
    const cookies: CookieWrite[] = [];
    const scope = fork({
      values: [[$syncDebounceMs, CART_SYNC_DEBOUNCE_MS]],
      handlers: [
        [fetchCartFx, apiHandler(() => server.fetch())],
        [syncLineFx, apiHandler(syncHandler(server))],
        [writeCookieFx, (write: CookieWrite) => void cookies.push(write)],
      ] as never,
    });
    await allSettled(cartStarted, { scope, params: { cUid: null } });
    vi.useFakeTimers();
    try {
      scopeBind(productAdded, { scope })({
        productId: 'p1',
        quantity: 1,
        title: 'Kleed',
        slug: 'kleed',
        prices: testPrices(100),
      });
      await vi.advanceTimersByTimeAsync(10);
      expect(writes(server).map((call) => call.kind)).toEqual(['create']);
      expect(cookies.map((cookie) => [cookie.name, cookie.value])).toContainEqual(['cart_uid', 'fresh']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-fetches the cart exactly once after the queue drains, so totals come from the server', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: 4 } });
    expect(server.calls.map((c) => c.kind)).toEqual(['update', 'fetch']);
    expect(scope.getState($totals)).toEqual(server.cart().totals);
  });

  it('computes totals locally while an edit is on its way', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    scopeBind(quantityTyped, { scope })({ lUid: 'l1', quantity: 3 });
    expect(scope.getState($totals)?.totalInclVat).toBe(300);
    await allSettled(scope);
    expect(scope.getState($totals)?.totalInclVat).toBe(300);
  });

  it('floors decreases and typed values at 0, and typed values to whole numbers', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: 3.7 } });
    expect(shown(scope)).toEqual([['l1', 3]]);
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: -4 } });
    expect(shown(scope)).toEqual([]);
    expect(server.cart().lines).toEqual([]);
  });

  it('removes a line with quantity 0 at once and tells analytics once', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    const remove = scopeBind(lineRemoved, { scope });
    remove('l1');
    expect(shown(scope)).toEqual([]);
    expect(scope.getState($isEmpty)).toBe(true);
    await allSettled(scope);
    await allSettled(quantityDecreased, { scope, params: 'l1' });
    const emptied = scope.getState($emptied);
    expect(emptied).toHaveLength(1);
    expect(emptied[0]).toMatchObject({ quantity: 1, line: { lUid: 'l1' } });
    expect(writes(server)).toEqual([{ kind: 'update', lUid: 'l1', quantity: 0 }]);
  });

  it('sets the line to what stock allowed and shows the stock toast', async () => {
    const server = createFakeCartServer(products);
    await server.create({ productId: 'p2', quantity: 1 });
    const { scope } = await started(server);
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: 5 } });
    expect(shown(scope)).toEqual([['l1', 3]]);
    expect(scope.getState($notifications)).toMatchObject([
      {
        title: { key: 'titles.failed' },
        message: { key: 'phrases.cartLineQuantityExceededAvailableStockQuantity', params: { quantity: 3 } },
        type: 'danger',
      },
    ]);
  });

  it('applies an answer only if no newer edit of that line is pending', async () => {
    const server = await seededServer();
    const gates = new Map<number, () => void>();
    const slow = async (request: SyncRequest) => {
      if (request.call.kind === 'update') {
        const { quantity } = request.call;
        await new Promise<void>((resolve) => gates.set(quantity, resolve));
      }
      return syncHandler(server)(request);
    };
    const { scope } = setup(server, { handlers: [[syncLineFx, apiHandler(slow)]] });
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    const typed = scopeBind(quantityTyped, { scope });
    const until = async (ready: () => boolean) => {
      while (!ready()) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    typed({ lUid: 'l1', quantity: 2 });
    await until(() => gates.has(2));
    typed({ lUid: 'l1', quantity: 7 });
    // The answer for 2 arrives while 7 waits: the shopper keeps seeing 7.
    gates.get(2)!();
    await until(() => gates.has(7));
    expect(shown(scope)).toEqual([['l1', 7]]);
    gates.get(7)!();
    await allSettled(scope);
    expect(shown(scope)).toEqual([['l1', 7]]);
    expect(server.calls.filter((c) => c.kind === 'update').map((c) => c.quantity)).toEqual([2, 7]);
  });

  it('creates a line again when it is wanted back while its removal was on its way', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    scopeBind(lineRemoved, { scope })('l1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    scopeBind(productAdded, { scope })({
      productId: 'p1',
      quantity: 2,
      title: 'Kleed',
      slug: 'kleed',
      prices: testPrices(100),
    });
    await allSettled(scope);
    expect(writes(server)).toEqual([
      { kind: 'update', lUid: 'l1', quantity: 0 },
      { kind: 'create', quantity: 2 },
    ]);
    expect(shown(scope)).toEqual([['l2', 2]]);
  });

  it('keeps an edit whose write fails: one retry when the cart answers, then a notice with a retry', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    server.failWhen((call) => (call.kind === 'update' ? 'before' : null));
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: 6 } });
    expect(server.calls.map((c) => c.kind)).toEqual(['update', 'fetch', 'update', 'fetch']);
    // Never silently undone: the shopper's 6 stays, marked as pending, and a notice offers a retry.
    expect(shown(scope)).toEqual([['l1', 6]]);
    expect(scope.getState($lines)[0]?.isLoading).toBe(true);
    const notice = scope.getState($notifications).find((n) => n.topic === CART_SYNC_TOPIC);
    expect(notice?.action).toEqual({ key: 'cart.syncRetry' });

    server.failWhen(() => null);
    await allSettled(notificationActed, { scope, params: notice! });
    expect(writes(server).at(-1)).toEqual({ kind: 'update', lUid: 'l1', quantity: 6 });
    expect(shown(scope)).toEqual([['l1', 6]]);
    expect(scope.getState($lines)[0]?.isLoading).toBe(false);
    expect(server.cart().lines.map((l) => l.quantity)).toEqual([6]);
    expect(scope.getState($notifications).some((n) => n.topic === CART_SYNC_TOPIC)).toBe(false);
  });

  it('a removal whose write fails is not undone: the line stays gone and is removed once the server answers', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    server.failWhen((call) => (call.kind === 'update' ? 'before' : null));
    await allSettled(lineRemoved, { scope, params: 'l1' });
    expect(shown(scope)).toEqual([]);
    server.failWhen(() => null);
    await allSettled(cartSyncRetried, { scope });
    expect(server.cart().lines).toEqual([]);
    expect(shown(scope)).toEqual([]);
  });

  it('a new line whose answer was lost is adopted from the cart, not created twice', async () => {
    const server = createFakeCartServer(products);
    const { scope } = await started(server, null);
    let creates = 0;
    server.failWhen((call) => (call.kind === 'create' && creates++ === 0 ? 'after' : null));
    await allSettled(productAdded, {
      scope,
      params: { productId: 'p1', quantity: 2, title: 'Kleed', slug: 'kleed', prices: testPrices(100) },
    });
    expect(writes(server).filter((c) => c.kind === 'create')).toHaveLength(1);
    expect(server.cart().lines.map((l) => [l.lUid, l.quantity])).toEqual([['l1', 2]]);
    expect(shown(scope)).toEqual([['l1', 2]]);
    expect(scope.getState($lines)[0]?.isLoading).toBe(false);
  });

  it('shows the server state when the answer of an applied write was lost', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    server.failWhen((call) => (call.kind === 'update' ? 'after' : null));
    await allSettled(quantityTyped, { scope, params: { lUid: 'l1', quantity: 6 } });
    expect(shown(scope)).toEqual([['l1', 6]]);
  });
});

describe('adding products', () => {
  const rug = { productId: 'p1', quantity: 2, title: 'Kleed', slug: 'kleed', prices: testPrices(100) };

  it('shows a new line at once and creates it on the server', async () => {
    const server = createFakeCartServer(products);
    const { scope } = await started(server);
    scopeBind(productAdded, { scope })(rug);
    expect(shown(scope)).toEqual([['new-1', 2]]);
    expect(scope.getState($lines)[0]?.isLoading).toBe(true);
    await allSettled(scope);
    expect(writes(server)).toEqual([{ kind: 'create', quantity: 2 }]);
    expect(shown(scope)).toEqual([['l1', 2]]);
    expect(scope.getState($lines)[0]?.isLoading).toBe(false);
    expect(scope.getState($added)).toMatchObject([{ quantity: 2, line: { productId: 'p1', title: 'Kleed' } }]);
  });

  it('grows an existing line of the same product and options with update-line', async () => {
    const server = await seededServer();
    const { scope } = await started(server);
    await allSettled(productAdded, { scope, params: rug });
    expect(writes(server)).toEqual([{ kind: 'update', lUid: 'l1', quantity: 3 }]);
    expect(shown(scope)).toEqual([['l1', 3]]);
  });

  it('keeps edits made while the create was on its way, addressed by the draft key', async () => {
    const server = createFakeCartServer(products);
    const { scope } = await started(server);
    scopeBind(productAdded, { scope })(rug);
    await new Promise((resolve) => setTimeout(resolve, 1));
    scopeBind(quantityIncreased, { scope })('new-1');
    await allSettled(scope);
    expect(writes(server)).toEqual([
      { kind: 'create', quantity: 2 },
      { kind: 'update', lUid: 'l1', quantity: 3 },
    ]);
    expect(shown(scope)).toEqual([['l1', 3]]);
  });

  it("keeps a new cart's lines shown while its first fetch follows create-line, so what is typed reaches the line", async () => {
    const server = createFakeCartServer(products);
    let fetching = false;
    let answerFetch!: () => void;
    const held = new Promise<void>((resolve) => (answerFetch = resolve));
    const heldFetch = apiHandler(async () => {
      fetching = true;
      await held;
      return server.fetch();
    });
    const { scope } = setup(server, { handlers: [[fetchCartFx, heldFetch]] });
    await allSettled(cartStarted, { scope, params: { cUid: null } });
    const settled = allSettled(productAdded, { scope, params: { ...rug, productId: 'p2', quantity: 1 } });
    await vi.waitFor(() => expect(fetching).toBe(true));
    // Created, and the cart (never fetched yet) is on its way: the line stays, so its field and focus do too.
    expect(shown(scope)).toEqual([['l1', 1]]);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($isCartKnown)).toBe(true);
    scopeBind(quantityTyped, { scope })({ lUid: 'new-1', quantity: 40 });
    answerFetch();
    await settled;
    expect(writes(server).at(-1)).toEqual({ kind: 'update', lUid: 'l1', quantity: 40 });
    expect(shown(scope)).toEqual([['l1', 3]]);
  });

  it('sends nothing for a product added and removed before the debounce', async () => {
    const server = createFakeCartServer(products);
    const { scope } = await started(server);
    scopeBind(productAdded, { scope })(rug);
    scopeBind(lineRemoved, { scope })('new-1');
    await allSettled(scope);
    expect(server.calls).toEqual([]);
    expect(shown(scope)).toEqual([]);
  });

  it('removes a line the server answers with quantity 0 (out of stock)', async () => {
    const server = createFakeCartServer([{ ...products[1]!, stock: 0 }]);
    const { scope } = await started(server);
    await allSettled(productAdded, { scope, params: { ...rug, productId: 'p2' } });
    expect(shown(scope)).toEqual([]);
    expect(scope.getState($notifications)[0]?.message).toEqual({
      key: 'phrases.cartLineQuantityExceededAvailableStockQuantity',
      params: { quantity: 0 },
    });
  });
});

describe('coupons', () => {
  const withCoupons = (server: FakeCartServer, apply: (body: { couponCode: string }) => Promise<boolean>) => {
    const bodies: unknown[] = [];
    const ctx = setup(server, {
      handlers: [
        [applyCouponFx, apiHandler((body: { couponCode: string }) => (bodies.push(body), apply(body)))],
        [removeCouponFx, apiHandler((body: { couponCode: string }) => (bodies.push(body), apply(body)))],
      ],
    });
    return { ...ctx, bodies };
  };

  it('removes spaces, applies the code, says so and reloads the cart', async () => {
    const server = await seededServer();
    const { scope, bodies } = withCoupons(server, async () => true);
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    server.calls.length = 0;
    await allSettled(couponSubmitted, { scope, params: ' SUM MER 10 ' });
    expect(bodies).toEqual([{ cUid: 'cart-1', couponCode: 'SUMMER10' }]);
    expect(server.calls).toEqual([{ kind: 'fetch' }]);
    expect(scope.getState($notifications)).toMatchObject([
      { title: { key: 'titles.success' }, message: { key: 'phrases.applyDiscountSuccess' }, type: 'success' },
    ]);
  });

  it('does nothing for an empty code', async () => {
    const server = await seededServer();
    const { scope, bodies } = withCoupons(server, async () => true);
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    await allSettled(couponSubmitted, { scope, params: '   ' });
    expect(bodies).toEqual([]);
    expect(scope.getState($notifications)).toEqual([]);
  });

  it.each([
    ['an error answer', async () => false],
    ['a failed call', async () => Promise.reject(new Error('422'))],
  ])('shows the failed notice on %s', async (_, apply) => {
    const server = await seededServer();
    const { scope } = withCoupons(server, apply);
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    await allSettled(couponSubmitted, { scope, params: 'NOPE' });
    expect(scope.getState($notifications)).toMatchObject([
      { title: { key: 'titles.failed' }, message: { key: 'phrases.applyDiscountFailed' }, type: 'danger' },
    ]);
  });

  it.each([
    ['an error answer', async () => false],
    ['a failed call', async () => Promise.reject(new Error('422'))],
  ])('remembers the code refused with %s until the next code, a success or a new page', async (_, refuse) => {
    const server = await seededServer();
    let answer = refuse;
    const { scope } = withCoupons(server, () => answer());
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    await allSettled(couponSubmitted, { scope, params: ' NO PE ' });
    expect(scope.getState($refusedCoupon)).toBe('NOPE');
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    expect(scope.getState($refusedCoupon)).toBeNull();
    await allSettled(couponSubmitted, { scope, params: 'NOPE' });
    answer = async () => true;
    await allSettled(couponSubmitted, { scope, params: 'SUMMER10' });
    expect(scope.getState($refusedCoupon)).toBeNull();
  });

  it('removes a coupon by its title and reloads; errors are swallowed', async () => {
    const server = await seededServer();
    const ok = withCoupons(server, async () => true);
    await allSettled(cartStarted, { scope: ok.scope, params: { cUid: 'cart-1' } });
    server.calls.length = 0;
    await allSettled(couponRemoved, { scope: ok.scope, params: 'Zomer 10%' });
    expect(ok.bodies).toEqual([{ cUid: 'cart-1', couponCode: 'Zomer 10%' }]);
    expect(server.calls).toEqual([{ kind: 'fetch' }]);

    const failing = withCoupons(server, async () => Promise.reject(new Error('404')));
    await allSettled(cartStarted, { scope: failing.scope, params: { cUid: 'cart-1' } });
    await allSettled(couponRemoved, { scope: failing.scope, params: 'Zomer 10%' });
    expect(failing.scope.getState($notifications)).toEqual([]);
  });
});

describe('deleting the cart', () => {
  it('forgets the cart here and on the server, clears the order cookie and starts a new, empty cart', async () => {
    const server = await seededServer();
    const deleted: string[] = [];
    // The server hands out a new cart (cart-2) for any fetch after the deletion.
    let current = server;
    const { scope, cookies } = setup(server, {
      handlers: [
        [fetchCartFx, apiHandler(() => current.fetch())],
        [deleteCartFx, apiHandler(async (cUid: string) => void deleted.push(cUid))],
      ],
    });
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    cookies.length = 0;
    current = createFakeCartServer(products, 'cart-2');
    await allSettled(cartDeleted, { scope });
    expect(deleted).toEqual(['cart-1']);
    // The new cart exists only here until a product is added: no request, no cookie.
    expect(cookies.map((c) => c.value)).toEqual([null]);
    expect(scope.getState($cartUid)).toBeNull();
    expect(scope.getState($isEmpty)).toBe(true);
    expect(current.calls).toEqual([]);
  });
});

describe('login and logout', () => {
  const session = {
    id: 'a1',
    customerId: 'c1',
    firstName: 'Anna',
    lastName: 'de Vries',
    companyName: null,
    emailAddress: 'anna@example.nl',
    phoneNumber: '0612345678',
    status: true,
    addresses: { invoice: [], delivery: [] },
    defaultDeliveryAddressId: null,
    isAuthenticated: true,
  };

  it('re-fetches the cart after login, then navigates, then opens the panel with the merged message', async () => {
    const merged: Cart = testCart({ cUid: 'customer-cart', isMerged: true, lines: [testLine({ lUid: 'l9' })] });
    const order: string[] = [];
    const scope = fork({
      values: [[$syncDebounceMs, 0]],
      handlers: [
        [fetchCartFx, apiHandler(async ({ cUid }: { cUid: string | null }) => (order.push(`fetch ${cUid}`), merged))],
        [loginFx, apiHandler(async () => ({ id: 'a1', authToken: 'token-1', session }))],
        [navigateFx, async ({ to }: { to: string }) => void order.push(`navigate ${to}`)],
        [writeCookieFx, () => undefined],
      ],
    });
    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.nl', password: 'Geheim123' } });
    expect(order).toEqual(['fetch null', 'navigate /account/overview']);
    expect(scope.getState($cartUid)).toBe('customer-cart');
    expect(scope.getState($isMerged)).toBe(true);
    expect(scope.getState($openPanel)).toEqual({ name: 'cart', data: null });
    await allSettled(panelClosed, { scope });
    expect(scope.getState($isMerged)).toBe(false);
  });

  it('clears the cart and its cookie on logout and starts a new, empty anonymous cart', async () => {
    const server = await seededServer();
    const { scope, cookies } = setup(server, { handlers: [[logoutFx, apiHandler(async () => undefined)]] });
    await allSettled(cartStarted, { scope, params: { cUid: 'cart-1' } });
    cookies.length = 0;
    const anonymous = createFakeCartServer(products, 'anon');
    const next = fork({
      values: serialize(scope),
      handlers: [
        [fetchCartFx, apiHandler(() => anonymous.fetch())],
        [logoutFx, apiHandler(async () => undefined)],
        [writeCookieFx, (write: CookieWrite) => void cookies.push(write)],
      ],
    });
    await allSettled(logoutRequested, { scope: next });
    expect(next.getState($cartUid)).toBeNull();
    expect(next.getState($isEmpty)).toBe(true);
    expect(cookies.filter((c) => c.name === 'cart_uid').map((c) => c.value)).toEqual([null]);
    expect(anonymous.calls).toEqual([]);
  });
});
