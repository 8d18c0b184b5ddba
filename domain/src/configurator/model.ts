// The configuration on a product page (spec §4 Product option choice, Custom size): the chosen options,
// the price and delivery they lead to, whether the configuration can go to the cart, and adding it.
// The rules are pure (./lib); the cart model owns what happens once a product is added.
import { combine, createEvent, createStore, sample } from 'effector';
import { $openPanel, message, panelClosed, panelOpened, type MessageRef } from '../shell';
import { $isOrderable, $product, productPageStarted, deliveryDays } from '../product';
import { productAdded } from '../cart/facts';
import { buildPrices } from '../pricing';
import { clampNumber } from '../forms';
import type { Prices } from '../pricing/contract';
import type { CustomDimensions } from './contract';
import {
  canAddToCart,
  closesPanelOnSelect,
  customSelection,
  selectOption,
  selectionDeliveryTimes,
  selectionSurcharge,
  validateCustomSize,
  type ConfiguratorSelection,
  type CustomSizeResult,
} from './lib';

export const optionChosen = createEvent<{ groupId: string; itemId: string }>();
/** The shopper typed dimensions (cm) for a made-to-measure option. */
export const customSizeChanged = createEvent<{ groupId: string; itemId: string; dimensions: CustomDimensions }>();
export const addQuantityChanged = createEvent<number>();
export const addToCartClicked = createEvent();
/**
 * The quantity as a form sends it, text (a product page sent before or without JavaScript): read as the quantity
 * field reads what is typed; text that is no number is refused with a reason at the field.
 */
export const addQuantityEntered = createEvent<string>();

/** Spec §5 number input: the quantity to add is a whole number from 1 to 999. */
export const ADD_QUANTITY_LIMITS = { min: 1, max: 999, step: 1 } as const;

export const $selection = createStore<readonly ConfiguratorSelection[]>([], { name: '$configuratorSelection' });
/** The dimensions entered per custom option item, kept while the shopper types. */
export const $customDimensions = createStore<Record<string, CustomDimensions>>({}, { name: '$customDimensions' });
export const $addQuantity = createStore(1, { name: '$addQuantity' });

$selection.reset(productPageStarted);
$customDimensions.reset(productPageStarted);
$addQuantity.reset(productPageStarted);
$addQuantity.on(addQuantityChanged, (_, quantity) => Math.max(1, Math.min(999, Math.floor(quantity) || 1)));

/** Why the quantity a form sent was not taken (it was no number); the next quantity or a new page clears it. */
export const $addQuantityError = createStore<MessageRef | null>(null, { name: '$addQuantityError' });
const quantityEntered = sample({
  clock: addQuantityEntered,
  fn: (text) => clampNumber(text, { ...ADD_QUANTITY_LIMITS, allowNull: true }),
});
// When a form sends a number, then it is the quantity; when it sends anything else, then that is the error.
sample({
  clock: quantityEntered,
  filter: (quantity): quantity is number => quantity !== null,
  target: addQuantityChanged,
});
sample({
  clock: quantityEntered,
  filter: (quantity) => quantity === null,
  fn: () => message('validation.quantity'),
  target: $addQuantityError,
});
$addQuantityError.reset(addQuantityChanged, productPageStarted);

// When an option is chosen, then it replaces its group's choice (the same choice changes nothing).
sample({
  clock: optionChosen,
  source: { selection: $selection, product: $product, dimensions: $customDimensions },
  fn: ({ selection, product, dimensions }, { groupId, itemId }) => {
    const group = product?.configurator.options.find((g) => g.id === groupId);
    const item = group?.items.find((i) => i.id === itemId && i.state);
    const next = selectOption(selection, group, item);
    if (next === selection || !group || !item || group.displayType !== 'custom' || !product) return [...next];
    // A custom option is priced from its dimensions (0 and not cartable until they are valid).
    const chosen = customSelection(group, item, dimensions[itemId] ?? {}, product.prices?.vatPercentage ?? 21);
    return next.map((s) => (s.groupId === groupId ? chosen : s));
  },
  target: $selection,
});

// When a choice is made in the configuration panel, then it closes, unless the option is custom.
sample({
  clock: optionChosen,
  source: { open: $openPanel, product: $product },
  filter: ({ open, product }, { groupId }) => {
    const group = product?.configurator.options.find((g) => g.id === groupId);
    return open?.name === 'configuration' && group !== undefined && closesPanelOnSelect(group);
  },
  target: panelClosed,
});

$customDimensions.on(customSizeChanged, (all, { itemId, dimensions }) => ({ ...all, [itemId]: dimensions }));

// When dimensions change, then the custom option is chosen with the price and cartability they give.
sample({
  clock: customSizeChanged,
  source: { selection: $selection, product: $product },
  fn: ({ selection, product }, { groupId, itemId, dimensions }) => {
    const group = product?.configurator.options.find((g) => g.id === groupId);
    const item = group?.items.find((i) => i.id === itemId && i.state);
    if (!group || !item || !product) return selection;
    const chosen = customSelection(group, item, dimensions, product.prices?.vatPercentage ?? 21);
    const rest = selection.filter((s) => s.groupId !== groupId);
    return [...rest, chosen];
  },
  target: $selection,
});

/** The outcome of each custom option's size, for its message ('De minimale afname is: …'). */
export const $customSizes = combine($product, $customDimensions, (product, dimensions) => {
  const results: Record<string, CustomSizeResult> = {};
  for (const group of product?.configurator.options ?? []) {
    for (const item of group.items) {
      if (group.displayType === 'custom' && item.advancedSettings && dimensions[item.id]) {
        results[item.id] = validateCustomSize(item.advancedSettings.shape, dimensions[item.id]!, item.advancedSettings);
      }
    }
  }
  return results;
});

/**
 * Spec §4: the price follows the options (their surcharges incl VAT, discounted like the product). For a
 * made-to-measure product the list price is the price per m2: a valid size's custom price replaces it.
 */
export const $configuredPrices = combine($product, $selection, (product, selection): Prices | null => {
  if (!product?.prices) return null;
  const { prices } = product;
  const custom = selection.find((chosen) => chosen.custom !== null);
  const replacesBase = product.type === 'made_to_measure' && custom !== undefined;
  const surcharge = selectionSurcharge(selection);
  if (surcharge === 0 && !replacesBase) return prices;
  const baseIncl = replacesBase ? surcharge : prices.baseInclVat + surcharge;
  return buildPrices({
    base: prices.vatIncluded ? baseIncl : baseIncl / (1 + prices.vatPercentage / 100),
    vatPercentage: prices.vatPercentage,
    vatIncluded: prices.vatIncluded,
    discountPercentage: prices.discountPercentage ?? undefined,
  });
});

/** Spec §9: the longest non-zero delivery time among the chosen options, else the product's days. */
export const $configuredDeliveryDays = combine($product, $selection, (product, selection) =>
  product === null ? null : deliveryDays(product.delivery.totalDays, selectionDeliveryTimes(selection)),
);

/** Required option groups without a choice yet. */
export const $missingGroups = combine($product, $selection, (product, selection) =>
  (product?.configurator.options ?? []).filter(
    (group) => group.required && !selection.some((chosen) => chosen.groupId === group.id),
  ),
);

/** Spec §4: orderable, priced, every required group chosen, every chosen option cartable and a quantity. */
export const $canAddToCart = combine(
  $product,
  $selection,
  $isOrderable,
  $configuredPrices,
  $addQuantityError,
  (product, selection, orderable, prices, quantityError) =>
    product !== null &&
    orderable &&
    prices !== null &&
    quantityError === null &&
    canAddToCart(selection, product.configurator.options),
);

// When the shopper adds the configuration, then the cart gets it and the cart panel shows it.
const added = sample({
  clock: addToCartClicked,
  source: { product: $product, selection: $selection, prices: $configuredPrices, quantity: $addQuantity },
  filter: $canAddToCart,
  fn: ({ product, selection, prices, quantity }) => ({
    productId: product!.id,
    quantity,
    title: product!.title,
    slug: product!.slug,
    prices: prices!,
    brand: product!.brand,
    image: product!.images[0]?.imageSrc.medium ?? null,
    imageAlt: product!.images[0]?.imageAlt ?? product!.title,
    weightPerUnit: product!.weight,
    options: selection.map((chosen) => ({
      groupId: chosen.groupId,
      id: chosen.id,
      name: chosen.name,
      groupName: product!.configurator.options.find((g) => g.id === chosen.groupId)?.name ?? '',
      ...(chosen.custom ? { custom: chosen.custom.dimensions } : {}),
    })),
  }),
});
sample({ clock: added, target: productAdded });
sample({ clock: added, fn: () => ({ name: 'cart' as const }), target: panelOpened });
