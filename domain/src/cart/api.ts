// Cart calls (spec §7): cart state, line writes, coupons, choices and deletion. I/O only: each effect calls the
// API client of the scope and returns the decoded data; the cart model decides what the answers mean.
import { attach } from 'effector';
import { $api } from '../api';
import type { NonEmptyString } from '../shared';
import type { Cart, CartUpdateRequest } from './contract';
import type { SyncAnswer, SyncRequest } from './sync';
import { cartRoutes } from './routes';

/** The cart of `cUid`; without one (or with an unknown one) the server starts a new cart. */
export const fetchCartFx = attach({
  source: $api,
  effect: async (api, { cUid }: { cUid: string | null }): Promise<Cart> =>
    (await api.call(cartRoutes.cartState, { body: cUid ? { cUid } : {} })).data,
});

/**
 * A line write that failed after its cart was opened: the cart exists on the server, so the sync keeps its uid
 * (a create whose answer is lost never orphans the shopper's new cart).
 */
export class LineWriteFailed extends Error {
  constructor(
    readonly cartUid: string,
    readonly reason: unknown,
  ) {
    super(`A cart line write of cart ${cartUid} failed: ${String(reason)}`);
    this.name = 'LineWriteFailed';
  }
}

/**
 * One queued line write: create-line for a new line, update-line for a change (never retried). A shopper's first
 * line opens the cart first (cart state without a uid starts one), so its uid is known before the line is
 * written, whatever happens to the write's answer.
 */
export const syncLineFx = attach({
  source: $api,
  effect: async (api, { call }: SyncRequest): Promise<SyncAnswer> => {
    if (call.kind === 'create') {
      const cUid = call.cUid ?? (await api.call(cartRoutes.cartState, { body: {} })).data.cUid;
      try {
        const { data } = await api.call(cartRoutes.createLine, { body: { cUid, item: call.item } });
        return { kind: 'create', ...data };
      } catch (error) {
        throw new LineWriteFailed(cUid, error);
      }
    }
    const { data } = await api.call(cartRoutes.updateLine, {
      params: { lineUid: call.lUid as NonEmptyString },
      body: { id: call.cUid, quantity: call.quantity },
    });
    return { kind: 'update', updatedQuantity: data.updatedQuantity };
  },
});

/** Chooses delivery, pickup location, address or payment option; answers the updated cart. */
export const updateCartFx = attach({
  source: $api,
  effect: async (api, body: CartUpdateRequest): Promise<Cart> => (await api.call(cartRoutes.cartUpdate, { body })).data,
});

/** Applies a coupon code; true when the server answered success. */
export const applyCouponFx = attach({
  source: $api,
  effect: async (api, body: { cUid: string; couponCode: string }): Promise<boolean> =>
    (await api.call(cartRoutes.couponApply, { body })).status === 'success',
});

/** Removes a coupon by its title (spec §7: DELETE sends the title as couponCode). */
export const removeCouponFx = attach({
  source: $api,
  effect: async (api, body: { cUid: string; couponCode: string }): Promise<boolean> =>
    (await api.call(cartRoutes.couponDelete, { body })).status === 'success',
});

/** Forgets a cart on the server. */
export const deleteCartFx = attach({
  source: $api,
  effect: async (api, cUid: string): Promise<void> => {
    await api.call(cartRoutes.cartDelete, { body: { cUid } });
  },
});
