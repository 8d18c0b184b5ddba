import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { fetchSessionFx } from '../session/api';
import { $deliveryOptions, $selectedDelivery, deliveryOptionSelected } from './delivery';
import { deliveryAddressSelected } from './information';
import { nextClicked, prevClicked } from './navigation';
import { $facts, address, lastPath, notices, session, setup } from './testing';
import { apiHandler } from '../api/testing';

describe('step 2: delivery', () => {
  it("stores the delivery address in the cart and loads the options for that address's country", async () => {
    const belgian = address({ id: 'addr-be', uid: 'addr-be', countryCode: 'BE', zipCode: '9000', city: 'Gent' });
    const { scope, backend, start } = setup({
      handlers: [[fetchSessionFx, apiHandler(async () => session([address(), belgian]))]],
    });
    await allSettled(deliveryAddressSelected, { scope, params: 'addr-be' });
    await start('bezorging');
    expect(backend.updates[0]).toEqual({ cUid: 'cart-1', address_id: 'addr-be' });
    expect(backend.optionCalls).toEqual([{ kind: 'delivery', params: { countryCode: 'BE', cUid: 'cart-1' } }]);
    expect(scope.getState($deliveryOptions).map((o) => o.id)).toEqual(['post', 'express', 'pickup']);
  });

  it.each([
    ["the cart's shipping choice", { delivery: { shippingId: 'post', pickupLocationId: null } }, 'post', null, false],
    [
      "the cart's pickup location",
      { delivery: { shippingId: null, pickupLocationId: 'loc-1' } },
      'pickup',
      'loc-1',
      false,
    ],
    ['the preselected option when the cart has none', {}, 'express', null, true],
  ])('preselects %s', async (_, cart, optionId, pickupLocationId, updates) => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1', ...cart } });
    await start('bezorging');
    expect(scope.getState($selectedDelivery)).toEqual({ optionId, pickupLocationId });
    expect(backend.updates.length > 0).toBe(updates);
  });

  it('sends shipping without a pickup location, and pickup without a shipping option', async () => {
    const { scope, backend, start } = setup({
      cart: { addressId: 'addr-1', delivery: { shippingId: 'post', pickupLocationId: null } },
    });
    await start('bezorging');
    await allSettled(deliveryOptionSelected, { scope, params: { optionId: 'pickup' } });
    await allSettled(deliveryOptionSelected, { scope, params: { optionId: 'express' } });
    expect(backend.updates).toEqual([
      { cUid: 'cart-1', shipping_option_id: null, pickup_location_id: 'loc-1' },
      { cUid: 'cart-1', shipping_option_id: 'express', pickup_location_id: null },
    ]);
  });

  it('restores the previous choice when the cart update fails', async () => {
    const { scope, backend, start } = setup({
      cart: { addressId: 'addr-1', delivery: { shippingId: 'post', pickupLocationId: null } },
    });
    await start('bezorging');
    backend.failUpdates = true;
    await allSettled(deliveryOptionSelected, { scope, params: { optionId: 'express' } });
    expect(scope.getState($selectedDelivery)).toEqual({ optionId: 'post', pickupLocationId: null });
  });

  it("needs a delivery option to go on ('Geen bezorgoptie geselecteerd.')", async () => {
    const { scope, backend, start } = setup({ cart: { addressId: 'addr-1' } });
    backend.delivery = [];
    await start('bezorging');
    await allSettled(nextClicked, { scope });
    expect(notices(scope)).toEqual(['checkout.validation.noDelivery']);
  });

  it('confirms the delivery (add_shipping_info) and goes on to the overview; prev goes back without checks', async () => {
    const { scope, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('bezorging');
    await allSettled(nextClicked, { scope });
    expect(scope.getState($facts)).toContain('delivery:express');
    expect(lastPath(scope)).toBe('/checkout/overzicht');
    await allSettled(prevClicked, { scope });
    expect(lastPath(scope)).toBe('/checkout/gegevens');
  });
});
