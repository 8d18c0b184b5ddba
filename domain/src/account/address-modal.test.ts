import { allSettled, fork, type Effect } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { addressLookupFx, emptyAddressForm, type AddressFormField } from '../address';
import { $deliveryAddress } from '../checkout';
import { $session, fetchSessionFx, sessionStarted, type AccountSession, type SavedAddress } from '../session';
import { $notifications, $openPanel, routeChanged } from '../shell';
import { createAddressFx } from './api';
import type { AddressCreateRequest } from './contract';
import {
  $addressModalErrors,
  $showAddressModalErrors,
  addressCreateRequest,
  addressModalOpened,
  addressModalSubmitted,
  modalAddressForm,
} from './address-modal';
import { apiHandler } from '../api/testing';

const saved = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
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
  ...overrides,
});

const session: AccountSession = {
  id: 'a1',
  customerId: 'c1',
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: 'Studio Anna',
  emailAddress: 'anna@example.nl',
  phoneNumber: '0612345678',
  status: true,
  addresses: { invoice: [], delivery: [saved({ countryCode: 'BE', id: 'addr-be', uid: 'addr-be' })] },
  defaultDeliveryAddressId: 'addr-be',
  isAuthenticated: true,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

const setup = async (options: { fail?: boolean | ApiError; pathname?: string } = {}) => {
  const created: AddressCreateRequest[] = [];
  const handlers: Handlers = [
    [fetchSessionFx, apiHandler(async () => session)],
    [
      addressLookupFx,
      apiHandler(async () => ({ street: 'Frederiksplein', city: 'Amsterdam', postcode: '1017 XN', houseNumber: '42' })),
    ],
    [
      createAddressFx,
      apiHandler(async (body: AddressCreateRequest) => {
        created.push(body);
        if (options.fail instanceof ApiError) throw options.fail;
        if (options.fail) throw new ApiError('http', 'addressCreate', 400, null, 'bad');
        return saved({ ...body, id: 'addr-new', uid: 'adr-addr-new', companyName: body.companyName ?? '' });
      }),
    ],
  ];
  const scope = fork({ values: [[modalAddressForm.$debounceMs, 0]], handlers: handlers as never });
  await allSettled(routeChanged, { scope, params: { pathname: options.pathname ?? '/checkout/gegevens', search: '' } });
  await allSettled(sessionStarted, { scope, params: { token: 'tok' } });
  const type = async (field: AddressFormField, value: string) =>
    allSettled(modalAddressForm.fieldChanged, { scope, params: { field, value } });
  return { scope, created, type };
};

describe('addressCreateRequest', () => {
  it.each([
    [
      'leaves out empty optional fields and writes the postcode in its form',
      { firstName: 'Anna', lastName: 'Bos', zipCode: '1017xn', houseNumber: '42', streetName: 'F', city: 'A' },
      {
        type: 'delivery',
        countryCode: 'NL',
        firstName: 'Anna',
        lastName: 'Bos',
        zipCode: '1017 XN',
        houseNumber: '42',
        streetName: 'F',
        city: 'A',
      },
    ],
    [
      'keeps company, addition and phone when given',
      {
        countryCode: 'BE',
        companyName: 'Bos BV',
        firstName: 'Anna',
        lastName: 'Bos',
        zipCode: '2000',
        houseNumber: '50',
        houseNumberAddition: 'b',
        streetName: 'Meir',
        city: 'Antwerpen',
        phoneNumber: '0470-123456',
      },
      {
        type: 'delivery',
        countryCode: 'BE',
        companyName: 'Bos BV',
        firstName: 'Anna',
        lastName: 'Bos',
        zipCode: '2000',
        houseNumber: '50',
        houseNumberAddition: 'b',
        streetName: 'Meir',
        city: 'Antwerpen',
        phoneNumber: '0470-123456',
      },
    ],
  ])('%s', (_, values, expected) => {
    expect(addressCreateRequest({ ...emptyAddressForm(), ...values })).toEqual(expected);
  });
});

describe('address modal (spec §2 panel addresses)', () => {
  it("opens the panel with an empty form holding the customer's name and usual country", async () => {
    const { scope, type } = await setup();
    await type('zipCode', '9999 ZZ');
    await allSettled(addressModalOpened, { scope });
    expect(scope.getState($openPanel)?.name).toBe('addresses');
    expect(scope.getState(modalAddressForm.$values)).toEqual({
      ...emptyAddressForm('BE'),
      companyName: 'Studio Anna',
      firstName: 'Anna',
      lastName: 'de Vries',
    });
  });

  it('does not open for an anonymous visitor', async () => {
    const scope = fork();
    await allSettled(addressModalOpened, { scope });
    expect(scope.getState($openPanel)).toBeNull();
  });

  it('shows the field errors and a notice when saving an incomplete form, and sends nothing', async () => {
    const { scope, created } = await setup();
    await allSettled(addressModalOpened, { scope });
    expect(scope.getState($showAddressModalErrors)).toBe(false);
    await allSettled(addressModalSubmitted, { scope });
    expect(created).toEqual([]);
    expect(scope.getState($showAddressModalErrors)).toBe(true);
    expect(scope.getState($addressModalErrors)).toMatchObject({
      zipCode: 'validation.required',
      houseNumber: 'validation.required',
      streetName: 'validation.required',
      city: 'validation.required',
    });
    expect(scope.getState($notifications).map((n) => n.message.key)).toEqual(['address.modal.invalid']);
    await allSettled(addressModalOpened, { scope });
    expect(scope.getState($showAddressModalErrors)).toBe(false);
  });

  it('saves a valid address, adds it to the session, closes, confirms and makes it the checkout address', async () => {
    const { scope, created, type } = await setup();
    await allSettled(addressModalOpened, { scope });
    await allSettled(modalAddressForm.fieldChanged, { scope, params: { field: 'countryCode', value: 'NL' } });
    await type('zipCode', '1017 xn');
    await type('houseNumber', '42');
    expect(scope.getState(modalAddressForm.$values).streetName).toBe('Frederiksplein');
    await allSettled(addressModalSubmitted, { scope });
    expect(created).toEqual([
      {
        type: 'delivery',
        countryCode: 'NL',
        companyName: 'Studio Anna',
        firstName: 'Anna',
        lastName: 'de Vries',
        zipCode: '1017 XN',
        houseNumber: '42',
        streetName: 'Frederiksplein',
        city: 'Amsterdam',
      },
    ]);
    expect(scope.getState($session)?.addresses.delivery.map((a) => a.id)).toEqual(['addr-be', 'addr-new']);
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($notifications).map((n) => n.message.key)).toEqual(['phrases.accountAddressCreateSuccess']);
    expect(scope.getState($deliveryAddress)?.id).toBe('addr-new');
  });

  it('outside the checkout the new address is saved but not chosen for an order', async () => {
    const { scope, type } = await setup({ pathname: '/account/information' });
    await allSettled(addressModalOpened, { scope });
    await allSettled(modalAddressForm.fieldChanged, { scope, params: { field: 'countryCode', value: 'NL' } });
    await type('zipCode', '1017 XN');
    await type('houseNumber', '42');
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($session)?.addresses.delivery).toHaveLength(2);
    expect(scope.getState($deliveryAddress)?.id).toBe('addr-be');
  });

  it('keeps the modal open with what was typed when saving fails', async () => {
    const { scope, type } = await setup({ fail: true });
    await allSettled(addressModalOpened, { scope });
    await allSettled(modalAddressForm.fieldChanged, { scope, params: { field: 'countryCode', value: 'NL' } });
    await type('zipCode', '1017 XN');
    await type('houseNumber', '42');
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($openPanel)?.name).toBe('addresses');
    expect(scope.getState(modalAddressForm.$values).houseNumber).toBe('42');
    expect(scope.getState($session)?.addresses.delivery).toHaveLength(1);
    expect(scope.getState($notifications).map((n) => n.message.key)).toEqual(['phrases.accountAddressCreateFailed']);
  });

  it("says the server's reason as phrases.{message}, with the create-failed notice as fallback (spec §8)", async () => {
    const refused = new ApiError('http', 'addressCreate', 400, { status: 'error', message: 'validation_failed' }, 'x');
    const { scope, type } = await setup({ fail: refused });
    await allSettled(addressModalOpened, { scope });
    await type('countryCode', 'NL');
    await type('zipCode', '1017 XN');
    await type('houseNumber', '42');
    await allSettled(addressModalSubmitted, { scope });
    expect(scope.getState($notifications).map((n) => n.message)).toEqual([
      { key: 'phrases.validation_failed', fallback: { key: 'phrases.accountAddressCreateFailed' } },
    ]);
  });
});
