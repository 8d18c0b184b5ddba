import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $openPanel, panelOpened } from '../shell/model';
import { fetchProductFx, productPageStarted } from '../product/model';
import { productAdded } from '../cart/model';
import { buildPrices } from '../pricing/lib';
import type { Product } from '../product/contract';
import type { OptionGroup } from './contract';
import {
  $addQuantity,
  $addQuantityError,
  $canAddToCart,
  $configuredDeliveryDays,
  $configuredPrices,
  $customSizes,
  $missingGroups,
  $selection,
  addQuantityChanged,
  addQuantityEntered,
  addToCartClicked,
  customSizeChanged,
  optionChosen,
} from './model';

const item = (id: string, overrides: Partial<OptionGroup['items'][number]> = {}): OptionGroup['items'][number] => ({
  id,
  name: `Option ${id}`,
  state: true,
  price: 0,
  prices: null,
  deliveryTime: 0,
  cartable: true,
  image: null,
  advancedSettings: null,
  ...overrides,
});

const product = (options: OptionGroup[], stock = 5): Product => ({
  id: 'p1',
  type: 'configurable',
  slug: 'vloerkleed',
  title: 'Vloerkleed',
  productTitle: 'Vloerkleed',
  descriptions: { meta: '', long: '', description: '' },
  prices: buildPrices({ base: 100, vatPercentage: 21, vatIncluded: true }),
  images: [],
  stock: { openQuantity: stock, isManaged: true, isPermanentlyOutOfStock: false },
  backorder: false,
  weight: 1000,
  breadcrumb: { list: [] },
  mpn: 'X',
  brand: null,
  specifications: [],
  delivery: { totalDays: 2 },
  configurator: { variations: [], options },
  seo: { titleTag: '', descriptionTag: '' },
});

const colour: OptionGroup = {
  id: 'g1',
  name: 'Kleur',
  label: 'Kies een kleur',
  displayType: 'text',
  required: true,
  items: [item('red', { price: 10, deliveryTime: 5 }), item('blue'), item('off', { state: false })],
};
const size: OptionGroup = {
  id: 'g2',
  name: 'Maat',
  label: 'Maat op maat',
  displayType: 'custom',
  required: false,
  items: [
    item('rect', {
      cartable: false,
      advancedSettings: { unitDisplay: 'cm', minimum: 20000, maximum: 400, defaultPrice: 50, shape: 'Rechthoek' },
    }),
  ],
};

const setup = async (options: OptionGroup[], stock = 5) => {
  const scope = fork({
    handlers: [[fetchProductFx, async () => ({ status: 'success', data: product(options, stock) })]],
  });
  await allSettled(productPageStarted, { scope, params: { id: 'p1', slug: 'vloerkleed' } });
  return { scope };
};

describe('configurator', () => {
  it('a required group must be chosen before adding; the choice prices and delays the product', async () => {
    const { scope } = await setup([colour]);
    expect(scope.getState($canAddToCart)).toBe(false);
    expect(scope.getState($missingGroups).map((g) => g.id)).toEqual(['g1']);
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'red' } });
    expect(scope.getState($canAddToCart)).toBe(true);
    expect(scope.getState($configuredPrices)?.baseInclVat).toBe(110);
    expect(scope.getState($configuredDeliveryDays)).toBe(5);
  });

  it('choosing the chosen option changes nothing; another replaces it; a disabled one is ignored', async () => {
    const { scope } = await setup([colour]);
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'red' } });
    const before = scope.getState($selection);
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'red' } });
    expect(scope.getState($selection)).toEqual(before);
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'off' } });
    expect(scope.getState($selection).map((s) => s.id)).toEqual(['red']);
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'blue' } });
    expect(scope.getState($selection).map((s) => s.id)).toEqual(['blue']);
    expect(scope.getState($configuredPrices)?.baseInclVat).toBe(100);
  });

  it('a made-to-measure size below the minimum cannot go to the cart; a valid size is priced per m2', async () => {
    const { scope } = await setup([size]);
    await allSettled(customSizeChanged, {
      scope,
      params: { groupId: 'g2', itemId: 'rect', dimensions: { width: 100, length: 100 } },
    });
    expect(scope.getState($canAddToCart)).toBe(false);
    expect(scope.getState($customSizes).rect?.message?.key).toBe('configurator.minimumArea');
    await allSettled(customSizeChanged, {
      scope,
      params: { groupId: 'g2', itemId: 'rect', dimensions: { width: 200, length: 150 } },
    });
    expect(scope.getState($canAddToCart)).toBe(true);
    // a custom option of a configurable product: 3 m2 x 50 = 150 on top of 100
    expect(scope.getState($configuredPrices)?.baseInclVat).toBe(250);
  });

  it('for a made-to-measure product the price of the size replaces the per-m2 list price', async () => {
    const scope = fork({
      handlers: [
        [fetchProductFx, async () => ({ status: 'success', data: { ...product([size]), type: 'made_to_measure' } })],
      ],
    });
    await allSettled(productPageStarted, { scope, params: { id: 'p1', slug: 'vloerkleed' } });
    await allSettled(customSizeChanged, {
      scope,
      params: { groupId: 'g2', itemId: 'rect', dimensions: { width: 200, length: 150 } },
    });
    expect(scope.getState($configuredPrices)?.baseInclVat).toBe(150);
  });

  it('adding sends the product with its options to the cart and opens the cart panel', async () => {
    const { scope } = await setup([colour]);
    const sent: unknown[] = [];
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'red' } });
    const unwatch = createWatch({ unit: productAdded, fn: (payload) => void sent.push(payload), scope });
    await allSettled(addToCartClicked, { scope });
    unwatch();
    expect(sent).toEqual([
      expect.objectContaining({
        productId: 'p1',
        quantity: 1,
        options: [{ groupId: 'g1', id: 'red', name: 'Option red', groupName: 'Kleur' }],
      }),
    ]);
    expect(scope.getState($openPanel)?.name).toBe('cart');
  });

  it('a choice in the configuration panel closes it, unless the option is custom', async () => {
    const { scope } = await setup([colour, size]);
    await allSettled(panelOpened, { scope, params: { name: 'configuration', data: { type: 'options', id: 'g2' } } });
    await allSettled(optionChosen, { scope, params: { groupId: 'g2', itemId: 'rect' } });
    expect(scope.getState($openPanel)?.name).toBe('configuration');
    await allSettled(panelOpened, { scope, params: { name: 'configuration', data: { type: 'options', id: 'g1' } } });
    await allSettled(optionChosen, { scope, params: { groupId: 'g1', itemId: 'blue' } });
    expect(scope.getState($openPanel)).toBeNull();
  });

  it.each([
    ['3', 3],
    ['2,6', 3],
    ['0', 1],
    ['1200', 999],
  ])('a quantity a form sends as %s is taken as the field takes it: %i', async (text, quantity) => {
    const { scope } = await setup([]);
    await allSettled(addQuantityEntered, { scope, params: text });
    expect(scope.getState($addQuantity)).toBe(quantity);
    expect(scope.getState($addQuantityError)).toBeNull();
    expect(scope.getState($canAddToCart)).toBe(true);
  });

  it.each(['', 'twee', '1e3', '0x10'])(
    'a quantity a form sends as %j is refused with its reason, and nothing is added',
    async (text) => {
      const { scope } = await setup([]);
      await allSettled(addQuantityChanged, { scope, params: 4 });
      const sent: unknown[] = [];
      const unwatch = createWatch({ unit: productAdded, fn: (payload) => void sent.push(payload), scope });
      await allSettled(addQuantityEntered, { scope, params: text });
      await allSettled(addToCartClicked, { scope });
      unwatch();
      expect(scope.getState($addQuantityError)).toEqual({ key: 'validation.quantity' });
      expect(scope.getState($addQuantity)).toBe(4);
      expect(scope.getState($canAddToCart)).toBe(false);
      expect(sent).toEqual([]);
      // The next quantity (the field, or a form) clears the reason.
      await allSettled(addQuantityChanged, { scope, params: 2 });
      expect(scope.getState($addQuantityError)).toBeNull();
      expect(scope.getState($canAddToCart)).toBe(true);
    },
  );

  it('an out-of-stock product cannot be added', async () => {
    const { scope } = await setup([], 0);
    expect(scope.getState($canAddToCart)).toBe(false);
    await allSettled(panelOpened, { scope, params: { name: 'search' } });
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($openPanel)?.name).toBe('search');
  });
});
