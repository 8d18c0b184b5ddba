// /api/v2/account/cart/state and /api/v2/cart/*: the cart calls (spec §4 Cart). Thin: the rules are in
// services/cart.ts; the `stock-limit` scenario caps what a line accepts at 1.
import * as cart from '../../../services/cart';
import type { Handlers } from '../../../plugins/contract';

type CartHandlers = Pick<
  Handlers,
  'cartState' | 'cartUpdate' | 'cartDelete' | 'createLine' | 'updateLine' | 'couponApply' | 'couponDelete'
>;

export const cartHandlers = (): CartHandlers => ({
  cartState: ({ deps, body, customerId }) => ({ status: 'success', data: cart.cartState(deps, body.cUid, customerId) }),
  cartUpdate: ({ deps, body, customerId }) => ({ status: 'success', data: cart.updateChoices(deps, body, customerId) }),
  cartDelete: ({ deps, body, customerId }) => {
    cart.deleteCart(deps, body.cUid, customerId);
    return { status: 'success', message: 'cart_deleted' };
  },
  createLine: ({ deps, body, customerId, flag }) => {
    const item = { productId: body.item.productId, quantity: body.item.quantity, options: body.item.options ?? [] };
    const cap = flag('stock-limit') ? 1 : Number.POSITIVE_INFINITY;
    return { status: 'success', data: cart.createLine(deps, { cUid: body.cUid, item }, customerId, cap) };
  },
  updateLine: ({ deps, params, body, customerId, flag }) => {
    const cap = flag('stock-limit') ? 1 : Number.POSITIVE_INFINITY;
    const data = cart.updateLine(
      deps,
      { cUid: body.id, lUid: params.lineUid, quantity: body.quantity },
      customerId,
      cap,
    );
    return { status: 'success', data };
  },
  couponApply: ({ deps, body, customerId }) => {
    cart.applyCoupon(deps, body, customerId);
    return { status: 'success', message: 'coupon_applied' };
  },
  couponDelete: ({ deps, body, customerId }) => {
    cart.removeCoupon(deps, body, customerId);
    return { status: 'success', message: 'coupon_removed' };
  },
});
