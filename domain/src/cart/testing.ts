// Builders of contract carts and lines for the domain's own tests (cart, checkout, analytics). Not used by the
// app; kept beside the cart so the shapes follow the contract when it changes.
import { lineTotals } from '../pricing';
import type { Prices } from '../pricing/contract';
import type { Cart, CartLine } from './contract';

export const testPrices = (inclVat: number, vatPercentage = 21): Prices => ({
  baseInclVat: inclVat,
  baseExclVat: Math.round((inclVat / (1 + vatPercentage / 100)) * 100) / 100,
  discountInclVat: null,
  discountExclVat: null,
  discountPercentage: null,
  vatIncluded: true,
  vatPercentage,
});

export const testLine = (overrides: Partial<CartLine> & { lUid: string }): CartLine => {
  const prices = overrides.prices ?? testPrices(10);
  const quantity = overrides.quantity ?? 1;
  return {
    id: overrides.lUid,
    uid: overrides.lUid,
    productId: `p-${overrides.lUid}`,
    originalQuantity: quantity,
    slug: `product-${overrides.lUid}`,
    title: `Product ${overrides.lUid}`,
    brand: null,
    options: [],
    image: null,
    imageAlt: '',
    stock: { openQuantity: 100, isManaged: true, isPermanentlyOutOfStock: false },
    backorder: false,
    weight: { perUnit: 0 },
    totals: lineTotals({ prices, quantity, weightPerUnit: overrides.weight?.perUnit ?? 0 }),
    ...overrides,
    prices,
    quantity,
  };
};

export const testCart = (overrides: Partial<Cart> = {}): Cart => {
  const lines = overrides.lines ?? [];
  const total = lines.reduce((sum, line) => sum + line.totals.totalInclVat, 0);
  return {
    cUid: 'cart-1',
    lines,
    isMerged: false,
    delivery: { shippingId: null, pickupLocationId: null },
    paymentOptionId: null,
    addressId: null,
    coupons: [],
    itemsQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      subtotalExclVat: 0,
      subtotalInclVat: total,
      discountExclVat: 0,
      discountInclVat: 0,
      shippingExclVat: 0,
      shippingInclVat: 0,
      totalExclVat: 0,
      totalInclVat: total,
      totalVat: [],
      productsQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalWeight: 0,
    },
    revision: 1,
    ...overrides,
  };
};

// ---------------------------------------------------------------------------------------------------
// An in-memory cart server with a stock limit per product, for sync tests. It answers like the contract says:
// create-line and update-line give the quantity stock allowed, 0 removes the line; unknown lines are a 404.

export interface FakeProduct {
  productId: string;
  title: string;
  prices: Prices;
  stock: number;
}

/** `before`: the request fails and nothing changes; `after`: the server applied it but the answer is lost. */
export type FakeFailure = 'before' | 'after' | null;

export interface FakeCartCall {
  kind: 'fetch' | 'create' | 'update';
  lUid?: string;
  quantity?: number;
}

export class FakeRequestError extends Error {}

export const createFakeCartServer = (products: FakeProduct[], cUid = 'cart-1') => {
  const byId = new Map(products.map((p) => [p.productId, p]));
  let lines: CartLine[] = [];
  let seq = 0;
  let revision = 1;
  const calls: FakeCartCall[] = [];
  let failure: (call: FakeCartCall) => FakeFailure = () => null;
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  const cart = (): Cart => testCart({ cUid, lines: lines.map((l) => ({ ...l })), revision });
  const allowed = (productId: string, quantity: number) => Math.min(quantity, byId.get(productId)?.stock ?? 0);
  const setQuantity = (lUid: string, quantity: number) => {
    revision += 1;
    lines =
      quantity === 0
        ? lines.filter((l) => l.lUid !== lUid)
        : lines.map((l) => {
            if (l.lUid !== lUid) return l;
            const { totals: _stale, ...rest } = l;
            return testLine({ ...rest, quantity });
          });
  };
  const run = async <T>(call: FakeCartCall, apply: () => T): Promise<T> => {
    calls.push(call);
    await tick();
    const outcome = failure(call);
    if (outcome === 'before') throw new FakeRequestError(`${call.kind} failed`);
    const result = apply();
    if (outcome === 'after') throw new FakeRequestError(`${call.kind} answer lost`);
    return result;
  };

  return {
    calls,
    cart,
    /** Chooses, per request, whether and how it fails. */
    failWhen(rule: (call: FakeCartCall) => FakeFailure) {
      failure = rule;
    },
    fetch: (): Promise<Cart> => run({ kind: 'fetch' }, cart),
    create: (item: { productId: string; quantity: number }) =>
      run({ kind: 'create', quantity: item.quantity }, () => {
        const product = byId.get(item.productId);
        if (!product) throw new FakeRequestError('unknown product');
        const quantity = allowed(item.productId, item.quantity);
        seq += 1;
        const lUid = `l${seq}`;
        if (quantity > 0) {
          revision += 1;
          lines = [
            ...lines,
            testLine({ lUid, productId: product.productId, title: product.title, prices: product.prices, quantity }),
          ];
        }
        return { cUid, lUid, updatedQuantity: quantity };
      }),
    update: (lUid: string, quantity: number) =>
      run({ kind: 'update', lUid, quantity }, () => {
        const line = lines.find((l) => l.lUid === lUid);
        if (!line) throw new FakeRequestError('unknown line');
        const next = allowed(line.productId, quantity);
        setQuantity(lUid, next);
        return { updatedQuantity: next };
      }),
  };
};
export type FakeCartServer = ReturnType<typeof createFakeCartServer>;
