// Variation and option groups of a product (spec §3 Variation group, Option group, Configurator selection).
import * as t from 'io-ts';
import { nullable } from '../shared';
import { Prices } from '../pricing/contract';

export const VariationItem = t.type(
  {
    id: t.string,
    name: t.string,
    /** false: shown, but disabled (spec §3). */
    state: t.boolean,
    productId: t.string,
    productSlug: t.string,
    productImage: nullable(t.type({ url: t.type({ medium: t.string }), alt: t.string })),
    isSelected: t.boolean,
  },
  'VariationItem',
);
export type VariationItem = t.TypeOf<typeof VariationItem>;

export const VariationGroup = t.type(
  {
    id: t.string,
    name: t.string,
    displayType: t.keyof({ image: null, text: null }),
    items: t.array(VariationItem),
  },
  'VariationGroup',
);
export type VariationGroup = t.TypeOf<typeof VariationGroup>;

export const RugShape = t.keyof(
  { Vierkant: null, Rechthoek: null, Rond: null, Ovaal: null, Organisch: null },
  'RugShape',
);
export type RugShape = t.TypeOf<typeof RugShape>;

/**
 * Made-to-measure settings of a custom option (spec §3 advancedSettings, §5 Made-to-measure):
 * `minimum` is the smallest area in cm2, `maximum` the largest width or length in cm,
 * `defaultPrice` the price per m2 including VAT.
 */
export const AdvancedSettings = t.type(
  {
    unitDisplay: t.string,
    minimum: t.number,
    maximum: t.number,
    defaultPrice: t.number,
    shape: RugShape,
  },
  'AdvancedSettings',
);
export type AdvancedSettings = t.TypeOf<typeof AdvancedSettings>;

export const OptionItem = t.type(
  {
    id: t.string,
    name: t.string,
    state: t.boolean,
    /** The surcharge including VAT; 0 for a free choice. */
    price: t.number,
    prices: nullable(Prices),
    /** Extra delivery days this choice needs. */
    deliveryTime: t.number,
    cartable: t.boolean,
    image: nullable(t.type({ url: t.type({ medium: t.string }), alt: t.string })),
    advancedSettings: nullable(AdvancedSettings),
  },
  'OptionItem',
);
export type OptionItem = t.TypeOf<typeof OptionItem>;

export const OptionGroup = t.type(
  {
    id: t.string,
    name: t.string,
    label: t.string,
    displayType: t.keyof({ image: null, text: null, custom: null }),
    required: t.boolean,
    items: t.array(OptionItem),
  },
  'OptionGroup',
);
export type OptionGroup = t.TypeOf<typeof OptionGroup>;

/** The dimensions a shopper enters for a made-to-measure option, in cm. */
export const CustomDimensions = t.exact(
  t.partial({ shape: RugShape, width: t.number, length: t.number, diameter: t.number }),
  'CustomDimensions',
);
export type CustomDimensions = t.TypeOf<typeof CustomDimensions>;

/** A chosen option as sent to the cart: group and item, plus the dimensions of a custom option. */
export const OptionSelection = t.exact(
  t.intersection([t.type({ groupId: t.string, id: t.string }), t.partial({ custom: CustomDimensions })]),
  'OptionSelection',
);
export type OptionSelection = t.TypeOf<typeof OptionSelection>;
