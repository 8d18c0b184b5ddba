// The product page (spec §4 Product): contract, stock and delivery rules, and the page model.
export { ProductType, Specification, Product } from './contract';
export {
  orderableQuantity,
  isOrderable,
  type StockStatus,
  stockStatus,
  deliveryDays,
  deliveryText,
  READ_MORE_FROM,
  DESCRIPTION_PANEL_FROM,
  textLength,
  isLongText,
} from './lib';
export {
  productPageStarted,
  fetchProductFx,
  $product,
  $productStatus,
  $productRedirect,
  $isOrderable,
  $stockStatus,
} from './model';
