import { allSettled, fork, scopeBind, serialize, type Effect, type StoreWritable } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { $notifications } from '../shell/model';
import type { AddressDetail, AddressLookupRequest, AddressMatch } from './contract';
import { addressDetailsFx, addressLookupFx, addressSuggestFx, type SuggestParams } from './api';
import { ADDRESS_NOT_FOUND, checkoutAddressForm, createAddressForm } from './model';
import { apiHandler } from '../api/testing';
import { modalAddressForm } from '../account/address-modal';
import { registerAddressForm } from '../account/register';

const form = checkoutAddressForm;
/** A second instance, as the address modal creates one. */
const otherForm = createAddressForm('otherAddressForm');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fork handlers mix effects of every type
type Handlers = [Effect<any, any, any>, (...args: never[]) => unknown][];

const setup = (handlers: Handlers = []) => {
  const lookups: AddressLookupRequest[] = [];
  const searches: SuggestParams[] = [];
  const scope = fork({
    values: [form, otherForm, registerAddressForm, modalAddressForm].map((each): [StoreWritable<number>, number] => [
      each.$debounceMs,
      0,
    ]),
    handlers: [
      [
        addressLookupFx,
        apiHandler(async (request: AddressLookupRequest) => {
          lookups.push(request);
          if (request.zipCode === '2012 ES' && request.houseNumber === '2')
            return { street: 'Julianastraat', city: 'Haarlem', postcode: '2012 ES', houseNumber: '2' };
          throw new ApiError('http', 'addressLookup', 404, { status: 'error', message: 'address_not_found' }, 'nf');
        }),
      ],
      [addressSuggestFx, apiHandler(async (params: SuggestParams) => (searches.push(params), matches))],
      ...handlers,
    ] as never,
  });
  return { scope, lookups, searches };
};

const matches: AddressMatch[] = [
  { value: 'Kerkstraat', label: 'Kerkstraat, Gent', description: 'Straat', context: 'street-1', precision: 'Street' },
  { value: 'Kerkstraat 5', label: 'Kerkstraat 5, 9000 Gent', description: '', context: 'addr-5', precision: 'Address' },
];

const detail: AddressDetail = {
  postcode: '9000',
  buildingNumber: '5',
  buildingNumberAddition: 'b',
  street: 'Kerkstraat',
  locality: 'Gent',
  countryCode: 'BE',
};

describe('NL lookup by postcode and house number (spec §4)', () => {
  it('fills street and city once postcode and house number are there', async () => {
    const { scope, lookups } = setup();
    await allSettled(form.fieldChanged, { scope, params: { field: 'zipCode', value: '2012es' } });
    expect(lookups).toEqual([]);
    await allSettled(form.fieldChanged, { scope, params: { field: 'houseNumber', value: ' 2 ' } });
    expect(lookups).toEqual([{ countryCode: 'NL', zipCode: '2012 ES', houseNumber: '2', houseNumberAddition: '' }]);
    expect(scope.getState(form.$values)).toMatchObject({ streetName: 'Julianastraat', city: 'Haarlem' });
    expect(scope.getState(form.$isManual)).toBe(false);
    expect(scope.getState(form.$lookupError)).toBeNull();
  });

  it('makes one call for a burst of keystrokes', async () => {
    const { scope, lookups } = setup();
    await allSettled(form.fieldChanged, { scope, params: { field: 'houseNumber', value: '2' } });
    const type = scopeBind(form.fieldChanged, { scope });
    for (const value of ['2', '20', '201', '2012', '2012 E', '2012 ES']) type({ field: 'zipCode', value });
    await allSettled(scope);
    expect(lookups).toHaveLength(1);
  });

  it.each([
    ['an invalid postcode', '1234 SS', '2'],
    ['no house number', '2012 ES', ' '],
  ])('does not look up with %s', async (_, zipCode, houseNumber) => {
    const { scope, lookups } = setup();
    await allSettled(form.fieldChanged, { scope, params: { field: 'zipCode', value: zipCode } });
    await allSettled(form.fieldChanged, { scope, params: { field: 'houseNumber', value: houseNumber } });
    expect(lookups).toEqual([]);
  });

  it('clears street and city, opens manual entry and shows the toast when nothing is found', async () => {
    const { scope } = setup();
    await allSettled(form.valuesFilled, { scope, params: { streetName: 'Oud', city: 'Oud' } });
    await allSettled(form.fieldChanged, { scope, params: { field: 'zipCode', value: '1234 AB' } });
    await allSettled(form.fieldChanged, { scope, params: { field: 'houseNumber', value: '1' } });
    expect(scope.getState(form.$values)).toMatchObject({ streetName: '', city: '' });
    expect(scope.getState(form.$isManual)).toBe(true);
    expect(scope.getState(form.$lookupError)).toEqual({
      key: 'phrases.address_not_found',
      fallback: { key: ADDRESS_NOT_FOUND },
    });
    expect(scope.getState($notifications)).toMatchObject([{ message: { key: 'address.notFound' }, type: 'danger' }]);
  });

  it('ignores an answer for a postcode the shopper already changed', async () => {
    let release: () => void = () => undefined;
    const { scope } = setup([
      [
        addressLookupFx,
        apiHandler(async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { street: 'Julianastraat', city: 'Haarlem', postcode: '2012 ES', houseNumber: '2' };
        }),
      ],
    ]);
    await allSettled(form.fieldChanged, { scope, params: { field: 'zipCode', value: '2012 ES' } });
    const type = scopeBind(form.fieldChanged, { scope });
    type({ field: 'houseNumber', value: '2' });
    while (scope.getState(form.$isLookingUp) === false) await new Promise((resolve) => setTimeout(resolve, 0));
    type({ field: 'houseNumber', value: '' });
    release();
    await allSettled(scope);
    expect(scope.getState(form.$values).streetName).toBe('');
  });
});

describe('a house number addition the lookup does not know (spec §5: register asks for one)', () => {
  // The register, the address book's modal (also the account's invoice address) and the checkout's information
  // step each have a form of their own; the server's actions without JavaScript run the same forms.
  it.each([
    ['register', registerAddressForm],
    ['address book', modalAddressForm],
    ['checkout', checkoutAddressForm],
  ])('the %s form sends it, fills street and city from postcode and number, and keeps it as typed', async (_, each) => {
    // The lookup answers by postcode and number, whatever the addition, as the mock API does.
    const { scope, lookups } = setup();
    await allSettled(each.fieldChanged, { scope, params: { field: 'zipCode', value: '2012 ES' } });
    await allSettled(each.fieldChanged, { scope, params: { field: 'houseNumberAddition', value: 'A' } });
    await allSettled(each.fieldChanged, { scope, params: { field: 'houseNumber', value: '2' } });
    expect(lookups.at(-1)).toEqual({
      countryCode: 'NL',
      zipCode: '2012 ES',
      houseNumber: '2',
      houseNumberAddition: 'A',
    });
    expect(scope.getState(each.$values)).toMatchObject({
      streetName: 'Julianastraat',
      city: 'Haarlem',
      houseNumber: '2',
      houseNumberAddition: 'A',
    });
    expect(scope.getState(each.$isManual)).toBe(false);
    expect(scope.getState(each.$lookupError)).toBeNull();
  });
});

describe('changing the country (spec §4)', () => {
  it('clears zip, house number, addition, street, city and address', async () => {
    const { scope } = setup();
    await allSettled(form.valuesFilled, {
      scope,
      params: {
        firstName: 'Anna',
        zipCode: '2012 ES',
        houseNumber: '2',
        houseNumberAddition: 'a',
        streetName: 'Julianastraat',
        city: 'Haarlem',
        address: 'x',
      },
    });
    await allSettled(form.manualEntryChosen, { scope });
    await allSettled(form.fieldChanged, { scope, params: { field: 'countryCode', value: 'BE' } });
    expect(scope.getState(form.$values)).toMatchObject({
      countryCode: 'BE',
      firstName: 'Anna',
      zipCode: '',
      houseNumber: '',
      houseNumberAddition: '',
      streetName: '',
      city: '',
      address: '',
    });
    expect(scope.getState(form.$isManual)).toBe(false);
  });
});

describe('other countries: suggestions (spec §4)', () => {
  const belgian = async (handlers: Handlers = []) => {
    const ctx = setup(handlers);
    await allSettled(form.countryChanged, { scope: ctx.scope, params: 'BE' });
    return ctx;
  };

  it('searches what is typed and lists the matches; no postcode lookup', async () => {
    const { scope, searches, lookups } = await belgian();
    await allSettled(form.fieldChanged, { scope, params: { field: 'zipCode', value: '9000' } });
    await allSettled(form.fieldChanged, { scope, params: { field: 'houseNumber', value: '5' } });
    await allSettled(form.fieldChanged, { scope, params: { field: 'address', value: ' Kerkstr ' } });
    expect(lookups).toEqual([]);
    expect(searches).toEqual([{ countryCode: 'BE', query: 'Kerkstr', context: null }]);
    expect(scope.getState(form.$suggestions)).toEqual(matches);
  });

  it('narrows the search with the context of a match that is not a full address', async () => {
    const { scope, searches } = await belgian();
    await allSettled(form.fieldChanged, { scope, params: { field: 'address', value: 'Kerk' } });
    await allSettled(form.suggestionChosen, { scope, params: matches[0]! });
    expect(searches.at(-1)).toEqual({ countryCode: 'BE', query: 'Kerkstraat', context: 'street-1' });
    expect(scope.getState(form.$values).address).toBe('Kerkstraat');
  });

  it('fills the fields from a full match and leaves manual mode', async () => {
    const asked: unknown[] = [];
    const { scope } = await belgian([
      [addressDetailsFx, apiHandler(async (params: unknown) => (asked.push(params), detail))],
    ]);
    await allSettled(form.manualEntryChosen, { scope });
    await allSettled(form.fieldChanged, { scope, params: { field: 'address', value: 'Kerkstraat 5' } });
    await allSettled(form.suggestionChosen, { scope, params: matches[1]! });
    expect(asked).toEqual([{ countryCode: 'BE', context: 'addr-5' }]);
    expect(scope.getState(form.$values)).toMatchObject({
      zipCode: '9000',
      houseNumber: '5',
      houseNumberAddition: 'b',
      streetName: 'Kerkstraat',
      city: 'Gent',
    });
    expect(scope.getState(form.$isManual)).toBe(false);
    expect(scope.getState(form.$suggestions)).toEqual([]);
  });

  it("enters manual mode with 'Change'", async () => {
    const { scope } = await belgian();
    await allSettled(form.manualEntryChosen, { scope });
    expect(scope.getState(form.$isManual)).toBe(true);
  });
});

describe('form instances', () => {
  it('keep their own state and serialize side by side under their own sids', async () => {
    const { scope } = setup();
    await allSettled(form.fieldChanged, { scope, params: { field: 'firstName', value: ' Anna ' } });
    await allSettled(otherForm.fieldChanged, { scope, params: { field: 'firstName', value: 'Bram' } });
    expect(scope.getState(form.$trimmedValues).firstName).toBe('Anna');
    expect(form.$values.sid).toBe('checkoutAddressForm.$values');
    expect(otherForm.$values.sid).toBe('otherAddressForm.$values');
    const restored = fork({ values: serialize(scope) });
    expect(restored.getState(form.$values).firstName).toBe(' Anna ');
    expect(restored.getState(otherForm.$values).firstName).toBe('Bram');
  });
});
