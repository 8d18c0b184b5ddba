// The address book's own form (?address=new or ?address={id}): the same form as the modal without the panel, a
// 404 for an id the session does not have, and back to the list once saved or left without changes.
import { allSettled, createStore, fork, type Effect } from 'effector';
import { describe, expect, it } from 'vitest';
import { emptyAddressForm } from '../address';
import { fetchSessionFx, sessionStarted, type AccountSession, type SavedAddress } from '../session';
import { $openPanel, navigateFx } from '../shell';
import { createAddressFx, updateAddressFx } from './api';
import { $editingAddress, addressModalOpened, addressModalSubmitted, modalAddressForm } from './address-modal';
import { $addressFormInPage, $isAddressFormKnown, addressesPageStarted } from './address-page';

const saved: SavedAddress = {
  id: 'addr-1',
  uid: 'addr-1',
  type: 'delivery',
  companyName: '',
  firstName: 'Anna',
  lastName: 'de Vries',
  streetName: 'Julianastraat',
  houseNumber: '2',
  houseNumberAddition: '',
  zipCode: '2012 ES',
  city: 'Haarlem',
  countryCode: 'NL',
  phoneNumber: '',
};

const session: AccountSession = {
  id: 'a1',
  customerId: 'c1',
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: '',
  emailAddress: 'anna@example.nl',
  phoneNumber: '',
  status: true,
  addresses: { invoice: [], delivery: [saved] },
  defaultDeliveryAddressId: 'addr-1',
  isAuthenticated: true,
};

const $navigations = createStore<string[]>([]).on(navigateFx, (list, { to }) => [...list, to]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

const setup = async () => {
  const handlers: Handlers = [
    [fetchSessionFx, async () => session],
    [createAddressFx, async () => ({ ...saved, id: 'addr-new', uid: 'addr-new', houseNumber: '4' })],
    [updateAddressFx, async ({ id }: { id: string }) => ({ ...saved, id, firstName: 'Femke' })],
    [navigateFx, () => undefined],
  ];
  const scope = fork({ values: [[modalAddressForm.$debounceMs, 0]], handlers: handlers as never });
  await allSettled(sessionStarted, { scope, params: { token: 'tok' } });
  return scope;
};

describe("the address book's own form (?address=)", () => {
  it('shows an empty form for ?address=new, without opening the panel', async () => {
    const scope = await setup();
    await allSettled(addressesPageStarted, { scope, params: { address: 'new' } });
    expect(scope.getState($addressFormInPage)).toBe('new');
    expect(scope.getState($isAddressFormKnown)).toBe(true);
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($editingAddress)).toBeNull();
    expect(scope.getState(modalAddressForm.$values)).toEqual({
      ...emptyAddressForm('NL'),
      firstName: 'Anna',
      lastName: 'de Vries',
    });
  });

  it('fills the form with a saved address for its id, and knows no other id (the route answers 404)', async () => {
    const scope = await setup();
    await allSettled(addressesPageStarted, { scope, params: { address: 'addr-1' } });
    expect(scope.getState($editingAddress)?.id).toBe('addr-1');
    expect(scope.getState(modalAddressForm.$values).streetName).toBe('Julianastraat');
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($isAddressFormKnown)).toBe(true);
    await allSettled(addressesPageStarted, { scope, params: { address: 'addr-other' } });
    expect(scope.getState($isAddressFormKnown)).toBe(false);
    await allSettled(addressesPageStarted, { scope, params: { address: null } });
    expect(scope.getState($isAddressFormKnown)).toBe(true);
  });

  it('goes back to the list once a new address is saved', async () => {
    const scope = await setup();
    await allSettled(addressesPageStarted, { scope, params: { address: 'new' } });
    await allSettled(modalAddressForm.valuesFilled, {
      scope,
      params: { zipCode: '2012 ES', houseNumber: '4', streetName: 'Julianastraat', city: 'Haarlem' },
    });
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($addressFormInPage)).toBeNull();
    expect(scope.getState($navigations)).toEqual(['/account/addresses']);
  });

  it('goes back to the list once an edit is saved, or had nothing to save', async () => {
    const scope = await setup();
    await allSettled(addressesPageStarted, { scope, params: { address: 'addr-1' } });
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($navigations)).toEqual(['/account/addresses']);
    await allSettled(addressesPageStarted, { scope, params: { address: 'addr-1' } });
    await allSettled(modalAddressForm.fieldChanged, { scope, params: { field: 'firstName', value: 'Femke' } });
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($navigations)).toEqual(['/account/addresses', '/account/addresses']);
    expect(scope.getState($addressFormInPage)).toBeNull();
  });

  it('stays on the page while the form is wanting, and the modal does not navigate at all', async () => {
    const scope = await setup();
    await allSettled(addressesPageStarted, { scope, params: { address: 'new' } });
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($addressFormInPage)).toBe('new');
    await allSettled(addressesPageStarted, { scope, params: { address: null } });
    await allSettled(addressModalOpened, { scope });
    await allSettled(modalAddressForm.valuesFilled, {
      scope,
      params: { zipCode: '2012 ES', houseNumber: '4', streetName: 'Julianastraat', city: 'Haarlem' },
    });
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($navigations)).toEqual([]);
  });
});
