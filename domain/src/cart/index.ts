// The cart (spec §4 Cart): its contract, calls, model and the line view of its sync state.
export { fetchCartFx, syncLineFx, updateCartFx, deleteCartFx } from './api';
export {
  VatLine,
  LineTotals,
  CartLineOption,
  CartLine,
  Coupon,
  CartTotals,
  Cart,
  CartReply,
  CartUpdateRequest,
} from './contract';
export { isSameLine, isSameCouponCode } from './lib';
export {
  CART_UID_COOKIE,
  cartStarted,
  cartHydrated,
  quantityIncreased,
  quantityDecreased,
  quantityTyped,
  lineRemoved,
  productAdded,
  couponSubmitted,
  couponRemoved,
  cartDeleted,
  cartFlushRequested,
  cartReloadRequested,
  productAddedToCart,
  lineEmptied,
  cartLoaded,
  $syncDebounceMs,
  $cart,
  $isMerged,
  $lines,
  $productCount,
  $isEmpty,
  $coupons,
  $hasDeliveryChoice,
  $totals,
  $isLoading,
  $isCartKnown,
} from './model';
export { type CartLineView } from './sync';
