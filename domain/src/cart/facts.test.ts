// The cart's model loads when a page has a cart to show or the shopper reaches for one (./facts): what happens
// before it is there waits for it, and nothing holds up the scope meanwhile.
import { allSettled, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as FactsModule from './facts';

type Facts = typeof FactsModule;

/** The facts module as a page starts: without the model, which each test loads (or not) itself. */
let facts: Facts;
beforeEach(async () => {
  vi.resetModules();
  facts = await import('./facts');
});

describe('the cart before its model is there', () => {
  it('a shopper without a cart: nothing loads, the header says the cart is empty, and nothing waits', async () => {
    const scope = fork();
    const heard = vi.fn();
    createWatch({ unit: facts.cartModelReady, fn: heard, scope });
    await allSettled(facts.cartHydrated, { scope, params: { cUid: null } });
    expect(scope.getState(facts.$cartBadge)).toEqual({ count: 0, isKnown: true });
    expect(heard).not.toHaveBeenCalled();

    // Whoever loads the model later (the cart panel, a page): it hears the start in this scope.
    facts.cartModelEvaluated();
    expect(heard).toHaveBeenCalledWith({ cUid: null });
  });

  it('a product added before the model is there reaches it once it is', async () => {
    const scope = fork();
    const arrived = vi.fn();
    createWatch({ unit: facts.cartProductArrived, fn: arrived, scope });
    const prices = {
      baseInclVat: 29.95,
      baseExclVat: 24.75,
      discountInclVat: null,
      discountExclVat: null,
      discountPercentage: null,
      vatIncluded: true,
      vatPercentage: 21,
    };
    const product = { productId: '1001', quantity: 1, title: 'Kussen', slug: 'kussen', prices };
    const added = allSettled(facts.productAdded, { scope, params: product });
    // The add loads the model (a chunk of its own in the browser); its evaluation hands the product over.
    await added;
    expect(arrived).toHaveBeenCalledWith(product);
  });

  it('a shopper with an order cookie: the model loads and hears the start', async () => {
    const scope = fork();
    const heard = vi.fn();
    createWatch({ unit: facts.cartModelReady, fn: heard, scope });
    await allSettled(facts.cartHydrated, { scope, params: { cUid: 'c-1' } });
    expect(heard).toHaveBeenCalledWith({ cUid: 'c-1' });
  });
});
