// The cart calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type {
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
import { route, routeTable, type Params, type StatusReply } from '../shared';

export const cartRoutes = routeTable({
  cartState: route<{ body: typeof CartStateRequest; reply: typeof CartReply }>({
    method: 'POST',
    path: '/api/v2/account/cart/state',
    read: true,
    auth: 'optional',
  }),
  cartUpdate: route<{ body: typeof CartUpdateRequest; reply: typeof CartReply }>({
    method: 'POST',
    path: '/api/v2/cart',
    read: false,
    auth: 'optional',
  }),
  cartDelete: route<{ body: typeof CartDeleteRequest; reply: typeof StatusReply }>({
    method: 'DELETE',
    path: '/api/v2/cart',
    read: false,
    auth: 'optional',
  }),
  createLine: route<{ body: typeof CreateLineRequest; reply: typeof CreateLineReply }>({
    method: 'POST',
    path: '/api/v2/cart/lines',
    read: false,
    auth: 'optional',
  }),
  updateLine: route<{ params: Params<'lineUid'>; body: typeof UpdateLineRequest; reply: typeof UpdateLineReply }>({
    method: 'PUT',
    path: '/api/v2/cart/lines/{lineUid}',
    read: false,
    auth: 'optional',
  }),
  couponApply: route<{ body: typeof CouponRequest; reply: typeof StatusReply }>({
    method: 'POST',
    path: '/api/v2/cart/coupons',
    read: false,
    auth: 'optional',
  }),
  couponDelete: route<{ body: typeof CouponRequest; reply: typeof StatusReply }>({
    method: 'DELETE',
    path: '/api/v2/cart/coupons',
    read: false,
    auth: 'optional',
  }),
});
