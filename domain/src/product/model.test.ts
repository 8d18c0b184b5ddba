// The product page model in forked scopes: the canonical slug, 404s, stale answers, orderable state and
// the logged-in shopper's own price.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { buildPrices } from '../pricing/lib';
import { $isAuthenticated } from '../session/model';
import type { Product } from './contract';
import {
  $isOrderable,
  $product,
  $productRedirect,
  $productStatus,
  fetchProductFx,
  fetchProductPriceFx,
  productPageStarted,
} from './model';

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  id,
  type: 'simple',
  slug: `product-${id}`,
  title: `Product ${id}`,
  productTitle: `Product ${id}`,
  descriptions: { meta: '', long: '', description: '' },
  prices: buildPrices({ base: 100, vatPercentage: 21, vatIncluded: true }),
  images: [],
  stock: { openQuantity: 0, isManaged: true, isPermanentlyOutOfStock: false },
  backorder: false,
  weight: 100,
  breadcrumb: { list: [] },
  mpn: 'M',
  brand: null,
  specifications: [],
  delivery: { totalDays: 1 },
  configurator: { variations: [], options: [] },
  seo: { titleTag: '', descriptionTag: '' },
  ...overrides,
});

const setup = (answer: (id: string) => Promise<Product>, authenticated = false) => {
  const priced: string[] = [];
  const scope = fork({
    values: [[$isAuthenticated, authenticated]],
    handlers: [
      [
        fetchProductFx,
        async (_api: unknown, { id }: { id: string }) => ({ status: 'success', data: await answer(id) }),
      ],
      [
        fetchProductPriceFx,
        async (_api: unknown, id: string) => {
          priced.push(id);
          return {
            status: 'success',
            data: { prices: buildPrices({ base: 80, vatPercentage: 21, vatIncluded: true }) },
          };
        },
      ],
    ],
  });
  return { scope, priced };
};

describe('the product page', () => {
  it('asks for a 301 to the canonical path when the slug is wrong or missing, not when it is right', async () => {
    const { scope } = setup(async (id) => product(id));
    await allSettled(productPageStarted, { scope, params: { id: '7', slug: 'wrong' } });
    expect(scope.getState($productRedirect)).toBe('/product/7/product-7');
    await allSettled(productPageStarted, { scope, params: { id: '7', slug: '' } });
    expect(scope.getState($productRedirect)).toBe('/product/7/product-7');
    await allSettled(productPageStarted, { scope, params: { id: '7', slug: 'product-7' } });
    expect(scope.getState($productRedirect)).toBeNull();
  });

  it('marks an unknown product notFound', async () => {
    const { scope } = setup(() => Promise.reject(Object.assign(new Error('404'), { status: 404 })));
    await allSettled(productPageStarted, { scope, params: { id: 'x', slug: '' } });
    expect(scope.getState($productStatus)).toBe('notFound');
    expect(scope.getState($product)).toBeNull();
  });

  it('keeps the product asked for last when answers cross', async () => {
    const { scope } = setup(
      (id) => new Promise((resolve) => setTimeout(() => resolve(product(id)), id === '1' ? 20 : 1)),
    );
    await Promise.all([
      allSettled(productPageStarted, { scope, params: { id: '1', slug: 'product-1' } }),
      allSettled(productPageStarted, { scope, params: { id: '2', slug: 'product-2' } }),
    ]);
    expect(scope.getState($product)?.id).toBe('2');
  });

  it.each<[string, Partial<Product>, boolean]>([
    ['managed stock of 0 without backorder', {}, false],
    ['open quantity above 0', { stock: { openQuantity: 2, isManaged: true, isPermanentlyOutOfStock: false } }, true],
    ['backorder allowed', { backorder: true }, true],
    ['unmanaged stock', { stock: { openQuantity: 0, isManaged: false, isPermanentlyOutOfStock: false } }, true],
  ])('is orderable per spec §4: %s', async (_, overrides, orderable) => {
    const { scope } = setup(async (id) => product(id, overrides));
    await allSettled(productPageStarted, { scope, params: { id: '1', slug: 'product-1' } });
    expect(scope.getState($isOrderable)).toBe(orderable);
  });

  it('shows a logged-in shopper their own price, and an anonymous one the list price', async () => {
    const anonymous = setup(async (id) => product(id));
    await allSettled(productPageStarted, { scope: anonymous.scope, params: { id: '1', slug: 'product-1' } });
    expect(anonymous.priced).toEqual([]);
    expect(anonymous.scope.getState($product)?.prices?.baseInclVat).toBe(100);

    const customer = setup(async (id) => product(id), true);
    await allSettled(productPageStarted, { scope: customer.scope, params: { id: '1', slug: 'product-1' } });
    expect(customer.priced).toEqual(['1']);
    expect(customer.scope.getState($product)?.prices?.baseInclVat).toBe(80);
  });

  it('reprices the open product when the shopper logs in on its page', async () => {
    const { scope, priced } = setup(async (id) => product(id));
    await allSettled(productPageStarted, { scope, params: { id: '1', slug: 'product-1' } });
    await allSettled($isAuthenticated, { scope, params: true });
    expect(priced).toEqual(['1']);
    expect(scope.getState($product)?.prices?.baseInclVat).toBe(80);
  });
});
