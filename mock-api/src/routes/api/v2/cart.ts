// /api/v2/account/cart/state and /api/v2/cart/*: the cart calls (spec §4 Cart). Thin: the rules are in
// services/cart.ts; the `stock-limit` scenario caps what a line accepts at 1.
import type { FastifyInstance } from 'fastify';
import * as cart from '../../../services/cart';
import type { Handlers } from '../../../plugins/contract';

type CartHandlers = Pick<
  Handlers,
  'cartState' | 'cartUpdate' | 'cartDelete' | 'createLine' | 'updateLine' | 'couponApply' | 'couponDelete'
>;

export const cartHandlers = (app: FastifyInstance): CartHandlers => ({
  cartState: ({ body, customerId }) => ({ status: 'success', data: cart.cartState(app, body.cUid, customerId) }),
  cartUpdate: ({ body, customerId }) => ({ status: 'success', data: cart.updateChoices(app, body, customerId) }),
  cartDelete: ({ body, customerId }) => {
    cart.deleteCart(app, body.cUid, customerId);
    return { status: 'success', message: 'cart_deleted' };
  },
  createLine: ({ body, customerId, flag }) => {
    const item = { productId: body.item.productId, quantity: body.item.quantity, options: body.item.options ?? [] };
    const cap = flag('stock-limit') ? 1 : Number.POSITIVE_INFINITY;
    return { status: 'success', data: cart.createLine(app, { cUid: body.cUid, item }, customerId, cap) };
  },
  updateLine: ({ params, body, customerId, flag }) => {
    const cap = flag('stock-limit') ? 1 : Number.POSITIVE_INFINITY;
    const data = cart.updateLine(
      app,
      { cUid: body.id, lUid: params.lineUid, quantity: body.quantity },
      customerId,
      cap,
    );
    return { status: 'success', data };
  },
  couponApply: ({ body, customerId }) => {
    cart.applyCoupon(app, body, customerId);
    return { status: 'success', message: 'coupon_applied' };
  },
  couponDelete: ({ body, customerId }) => {
    cart.removeCoupon(app, body, customerId);
    return { status: 'success', message: 'coupon_removed' };
  },
});
