// Product options and variations (spec §4 Product configurator): contract, selection rules and model.
export { VariationGroup, RugShape, OptionItem, OptionGroup, CustomDimensions, OptionSelection } from './contract';
export {
  sanitizeDimension,
  sizeUnitOf,
  usesDiameter,
  shownArea,
  DEVIATION_PERCENTAGE,
  deviationRange,
  validateCustomSize,
  customPrice,
  INLINE_CHOICES_MAX,
  inlineChoices,
} from './lib';
export {
  optionChosen,
  customSizeChanged,
  addQuantityChanged,
  addToCartClicked,
  addQuantityEntered,
  ADD_QUANTITY_LIMITS,
  $addQuantityError,
  $selection,
  $customDimensions,
  $addQuantity,
  $customSizes,
  $configuredPrices,
  $configuredDeliveryDays,
  $missingGroups,
  $canAddToCart,
} from './model';
