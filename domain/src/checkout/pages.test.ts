import { allSettled, createEvent, fork, sample, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { cartStarted } from '../cart/model';
import { fetchSessionFx } from '../session/api';
import { loggedOut, sessionStarted } from '../session/model';
import { $deliveryOptions, $selectedDelivery } from './delivery';
import { $accountFields, accountFieldChanged } from './information';
import { checkoutPageStarted } from './pages';
import { $facts, address, session, setup } from './testing';
import { apiHandler } from '../api/testing';

describe('begin_checkout and logout', () => {
  it('begins the checkout once, with a cart that has lines', async () => {
    const { scope, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('gegevens');
    await allSettled(checkoutPageStarted, { scope, params: { slug: 'bezorging' } });
    expect(scope.getState($facts).filter((f) => f === 'begin')).toHaveLength(1);
  });

  it('clears the checkout state on logout', async () => {
    const { scope, start } = setup({ cart: { addressId: 'addr-1' } });
    await start('bezorging');
    await allSettled(accountFieldChanged, { scope, params: { field: 'reference', value: 'PO-1' } });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($deliveryOptions)).toEqual([]);
    expect(scope.getState($selectedDelivery)).toBeNull();
    expect(scope.getState($accountFields).reference).toBe('');
  });
});

describe('server render', () => {
  it('starts session, cart and step together; options load once both are known; the token stays out of the page', async () => {
    const appStarted = createEvent<{ token: string; cUid: string; slug: string }>();
    sample({ clock: appStarted, fn: ({ token }) => ({ token }), target: sessionStarted });
    sample({ clock: appStarted, fn: ({ cUid }) => ({ cUid }), target: cartStarted });
    sample({ clock: appStarted, fn: ({ slug }) => ({ slug }), target: checkoutPageStarted });

    const belgian = address({ id: 'addr-be', uid: 'addr-be', countryCode: 'BE' });
    const { scope, backend } = setup({
      cart: { addressId: 'addr-be' },
      handlers: [
        // The session answers after the cart, as it may on a real server.
        [fetchSessionFx, apiHandler(() => new Promise((resolve) => setTimeout(() => resolve(session([belgian])), 5)))],
      ],
    });
    await allSettled(appStarted, { scope, params: { token: 'secret-token', cUid: 'cart-1', slug: 'bezorging' } });
    expect(backend.optionCalls).toEqual([{ kind: 'delivery', params: { countryCode: 'BE', cUid: 'cart-1' } }]);
    const values = serialize(scope);
    expect(JSON.stringify(values)).not.toContain('secret-token');

    const browser = fork({ values });
    expect(browser.getState($deliveryOptions).map((o) => o.id)).toEqual(['post', 'express', 'pickup']);
    expect(browser.getState($selectedDelivery)).toEqual({ optionId: 'express', pickupLocationId: null });
  });
});
