// The cart calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, param, notFound, unprocessable, StatusReply, contractTable } from '../shared';
import {
  CartDeleteRequest,
  CartReply,
  CartStateRequest,
  CartUpdateRequest,
  CouponRequest,
  CreateLineReply,
  CreateLineRequest,
  UpdateLineReply,
  UpdateLineRequest,
} from './contract';
import { cartRoutes } from './routes';

export const cartEndpoints = contractTable(cartRoutes, {
  cartState: {
    summary:
      "The cart of cUid (a new one when absent or unknown); with a bearer, the customer's cart with cUid merged in.",
    tag: 'cart',
    params: NoParams,
    body: CartStateRequest,
    reply: CartReply,
    errors: [],
  },
  cartUpdate: {
    summary: 'Chooses the delivery option, pickup location, address or payment option of a cart.',
    tag: 'cart',
    params: NoParams,
    body: CartUpdateRequest,
    reply: CartReply,
    errors: [notFound('no cart has this cUid'), unprocessable('the chosen option or address does not exist')],
  },
  cartDelete: {
    summary: 'Forgets a cart.',
    tag: 'cart',
    params: NoParams,
    body: CartDeleteRequest,
    reply: StatusReply,
    errors: [notFound('no cart has this cUid')],
  },
  createLine: {
    summary: 'Adds a product (with options) to a cart; updatedQuantity is what stock allowed.',
    tag: 'cart',
    params: NoParams,
    body: CreateLineRequest,
    reply: CreateLineReply,
    errors: [
      notFound('no cart has this cUid, or no product this productId'),
      unprocessable('the product cannot be ordered, or an option is missing or not cartable'),
    ],
  },
  updateLine: {
    summary: 'Sets the quantity of a cart line (0 removes it); updatedQuantity is what stock allowed.',
    tag: 'cart',
    params: param('lineUid'),
    body: UpdateLineRequest,
    reply: UpdateLineReply,
    errors: [notFound('no cart has this id, or the cart no line with this uid')],
  },
  couponApply: {
    summary: 'Applies a discount coupon to a cart.',
    tag: 'cart',
    params: NoParams,
    body: CouponRequest,
    reply: StatusReply,
    errors: [notFound('no cart has this cUid'), unprocessable('the coupon is unknown, expired or already applied')],
  },
  couponDelete: {
    summary: 'Removes a coupon (by its title) from a cart.',
    tag: 'cart',
    params: NoParams,
    body: CouponRequest,
    reply: StatusReply,
    errors: [notFound('no cart has this cUid, or the cart no such coupon')],
  },
});
