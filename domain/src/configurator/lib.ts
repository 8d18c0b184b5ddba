// Option choice and made-to-measure rules (spec §4 Product option choice and Custom size, §5 Made-to-measure,
// §9 Made-to-measure): the selection, whether it can go to the cart, dimension input, area, minimum, price per m2,
// the 20/80 deposit split and the 3% deviation. Pure; the configurator model wires it to the page.
import type { Prices } from '../pricing/contract';
import { buildPrices, fromCents, roundTo, toCents } from '../pricing';
import { message, type MessageRef } from '../shell';
import type { AdvancedSettings, CustomDimensions, OptionGroup, OptionItem, RugShape } from './contract';

/** Spec §3 Configurator selection; custom (made-to-measure) options add `custom`. */
export interface ConfiguratorSelection {
  id: string;
  groupId: string;
  name: string;
  /** Surcharge incl VAT; 0 for a custom option whose size is not (yet) valid. */
  price: number;
  prices: Prices | null;
  cartable: boolean;
  /** Delivery days this choice needs (spec §9: the longest one wins). */
  deliveryTime: number;
  custom: CustomSelection | null;
}

export interface CustomSelection {
  /** The shape, e.g. 'Rechthoek'. */
  name: string;
  /** Area in m2, 2 decimals. */
  quantity: number;
  prices: Prices | null;
  dimensions: CustomDimensions;
}

/** A chosen option as spec §3 describes it, from its group and item. */
export const selectionOf = (group: Pick<OptionGroup, 'id'>, item: OptionItem): ConfiguratorSelection => ({
  id: item.id,
  groupId: group.id,
  name: item.name,
  price: item.price,
  prices: item.prices,
  cartable: item.cartable,
  deliveryTime: item.deliveryTime,
  custom: null,
});

/**
 * Spec §4 option choice: choosing the option already chosen changes nothing (the same array comes back);
 * otherwise it replaces the option of its group (other groups keep their order, a new group goes last).
 * Without both a group and an item nothing changes (spec §5).
 */
export const selectOption = (
  selection: readonly ConfiguratorSelection[],
  group: Pick<OptionGroup, 'id'> | null | undefined,
  item: OptionItem | null | undefined,
): readonly ConfiguratorSelection[] => {
  if (!group || !item) return selection;
  const current = selection.find((chosen) => chosen.groupId === group.id);
  if (current?.id === item.id) return selection;
  const next = selectionOf(group, item);
  return current ? selection.map((chosen) => (chosen === current ? next : chosen)) : [...selection, next];
};

/** Spec §4: the option panel closes after a choice, unless the option is custom (dimensions follow). */
export const closesPanelOnSelect = (group: Pick<OptionGroup, 'displayType'>): boolean => group.displayType !== 'custom';

/**
 * Spec §4: a configuration can go to the cart only if every chosen option is cartable. With the product's
 * groups given, every required group must have a choice too.
 */
export const canAddToCart = (
  selection: readonly ConfiguratorSelection[],
  groups?: readonly Pick<OptionGroup, 'id' | 'required'>[],
): boolean =>
  selection.every((chosen) => chosen.cartable) &&
  (groups ?? []).every((group) => !group.required || selection.some((chosen) => chosen.groupId === group.id));

/** The chosen options' surcharge incl VAT, to the cent. */
export const selectionSurcharge = (selection: readonly ConfiguratorSelection[]): number =>
  fromCents(selection.reduce((sum, chosen) => sum + toCents(chosen.price), 0));

/** The delivery times of the chosen options, for `deliveryDays` in the product lib. */
export const selectionDeliveryTimes = (selection: readonly ConfiguratorSelection[]): number[] =>
  selection.map((chosen) => chosen.deliveryTime);

// ---------------------------------------------------------------------------------------------------
// Made to measure

/** Spec §9: the made size may deviate 3%. (The 20 % deposit is money: pricing/lib.ts `paymentDue`.) */
export const DEVIATION_PERCENTAGE = 3;

export interface SanitizedDimension {
  /** The value in cm; null clears the field. */
  value: number | null;
  /** What the input shows: the value without leading zeros, or '' when cleared. */
  text: string;
  /** Set when the value was clamped to the maximum. */
  message: MessageRef | null;
}

const DIMENSION = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The unit a made-to-measure size is typed and shown in (spec §3 `advancedSettings.unitDisplay`): the option's own
 * label, or 'cm' when it names none. A label only: sizes, `maximum` and the area rules stay in cm (spec §5).
 */
export const sizeUnitOf = (settings: Pick<AdvancedSettings, 'unitDisplay'>): string =>
  settings.unitDisplay.trim() || 'cm';

/**
 * Spec §5 dimension input (cm): empty clears; negative or unreadable input clears; leading zeros are stripped;
 * above `max` it is clamped with 'De gekozen waarde is te groot. Maximaal {max} cm is mogelijk.' (in `unit`).
 */
export const sanitizeDimension = (
  raw: string | number | null | undefined,
  max: number,
  unit = 'cm',
): SanitizedDimension => {
  const text = typeof raw === 'number' ? String(raw) : (raw ?? '').trim();
  if (text === '' || !DIMENSION.test(text)) return { value: null, text: '', message: null };
  const value = Number(text.replace(',', '.')) + 0; // + 0 turns '-0' into 0
  if (!Number.isFinite(value) || value < 0) return { value: null, text: '', message: null };
  if (value > max) {
    return { value: max, text: String(max), message: message('configurator.dimensionTooLarge', { max, unit }) };
  }
  return { value, text: String(value), message: null };
};

/** Spec §5: Rond uses the diameter; Vierkant, Rechthoek, Ovaal and Organisch use width and length. */
export const usesDiameter = (shape: RugShape): boolean => shape === 'Rond';

/**
 * Spec §5: area in m2 = width × length / 10000, or diameter² / 10000 for Rond (the spec's rule: the rug is cut
 * from a square of that size). Missing dimensions count as 0.
 */
export const areaM2 = (shape: RugShape, { width, length, diameter }: CustomDimensions): number => {
  const area = usesDiameter(shape) ? (diameter ?? 0) ** 2 / 10000 : ((width ?? 0) * (length ?? 0)) / 10000;
  return roundTo(area, 6);
};

/** Spec §9: the area as shown, 2 decimals. */
export const shownArea = (area: number): number => roundTo(area, 2);

export interface CustomSizeResult {
  valid: boolean;
  /** Exact area in m2 (0 until every dimension the shape needs is entered). */
  area: number;
  /** Why it is not valid, once every dimension is entered; null otherwise. */
  message: MessageRef | null;
}

/**
 * Spec §4/§5: a custom size is valid when every dimension the shape needs is above 0, none exceeds the
 * maximum (cm) and the area reaches the minimum (`minimum` is cm2; shown as m2: cm2 / 10000). Until the
 * dimensions are complete it is invalid without a message; below the minimum the message is
 * 'De minimale afname is: {min} m2. Kies een andere afmeting.'.
 */
export const validateCustomSize = (
  shape: RugShape,
  dimensions: CustomDimensions,
  settings: Pick<AdvancedSettings, 'minimum' | 'maximum' | 'unitDisplay'>,
): CustomSizeResult => {
  const needed = usesDiameter(shape) ? [dimensions.diameter] : [dimensions.width, dimensions.length];
  if (!needed.every((value) => value !== undefined && Number.isFinite(value) && value > 0)) {
    return { valid: false, area: 0, message: null };
  }
  const area = areaM2(shape, dimensions);
  if (needed.some((value) => (value ?? 0) > settings.maximum)) {
    const tooLarge = { max: settings.maximum, unit: sizeUnitOf(settings) };
    return { valid: false, area, message: message('configurator.dimensionTooLarge', tooLarge) };
  }
  const minimum = settings.minimum / 10000;
  if (area < minimum) {
    return { valid: false, area, message: message('configurator.minimumArea', { min: shownArea(minimum) }) };
  }
  return { valid: true, area, message: null };
};

/**
 * Spec §9: custom price = default price per m2 × area, with the area as shown (2 decimals) so the shopper can
 * check the sum; to the cent.
 */
export const customPrice = (defaultPrice: number, area: number): number => {
  const cents = toCents(defaultPrice) * Math.round(shownArea(area) * 100);
  return roundTo(cents / 10000, 2);
};

/**
 * Spec §4 custom size: with a valid size the option becomes cartable at the custom price (incl VAT at the
 * product's rate) and carries the custom object; otherwise its price is 0 and it is not cartable.
 */
export const customSelection = (
  group: Pick<OptionGroup, 'id'>,
  item: OptionItem,
  dimensions: CustomDimensions,
  vatPercentage: number,
): ConfiguratorSelection => {
  const base = selectionOf(group, item);
  const settings = item.advancedSettings;
  if (!settings) return { ...base, price: 0, prices: null, cartable: false };
  const result = validateCustomSize(settings.shape, dimensions, settings);
  if (!result.valid) return { ...base, price: 0, prices: null, cartable: false };
  const price = customPrice(settings.defaultPrice, result.area);
  const prices = buildPrices({ base: price, vatPercentage, vatIncluded: true });
  return {
    ...base,
    price,
    prices,
    cartable: true,
    custom: {
      name: settings.shape,
      quantity: shownArea(result.area),
      prices,
      dimensions: { ...dimensions, shape: settings.shape },
    },
  };
};

/** Spec §1/§9: the delivered size may deviate 3% either way; the bounds in cm, 1 decimal. */
export const deviationRange = (value: number): { min: number; max: number } => ({
  min: roundTo((value * (100 - DEVIATION_PERCENTAGE)) / 100, 1),
  max: roundTo((value * (100 + DEVIATION_PERCENTAGE)) / 100, 1),
});

// ---------------------------------------------------------------------------------------------------
// Long groups (spec §2 configuration panel: "for groups with many items").

/** A group with more items than this is long: the page shows a few, the configuration panel all. */
export const INLINE_CHOICES_MAX = 4;
/** How many of a long group's items the page shows (and the chosen one, wherever it is). */
export const INLINE_CHOICES_SHOWN = 3;

/** The items the page shows of a group: all of a short one; of a long one the first few and the chosen one. */
export const inlineChoices = <T extends { id: string }>(items: readonly T[], chosenId: string | null): T[] => {
  if (items.length <= INLINE_CHOICES_MAX) return [...items];
  const shown = items.slice(0, INLINE_CHOICES_SHOWN);
  const chosen = items.find((item) => item.id === chosenId);
  return chosen && !shown.includes(chosen) ? [...shown, chosen] : shown;
};
