import { describe, expect, it } from 'vitest';
import { testCart } from '../cart/testing';
import type { Cart } from '../cart/contract';
import type { AccountSession, SavedAddress } from '../session/contract';
import type { DeliveryOption, PaymentOption } from './contract';
import {
  CHECKOUT_NOTICE,
  cartHasDelivery,
  deliveryUpdate,
  pickDeliveryAddress,
  preselectDelivery,
  preselectPayment,
  registerRequest,
  stepNotice,
  type StepContext,
} from './rules';

const saved = (id: string, type: 'delivery' | 'invoice' = 'delivery'): SavedAddress => ({
  id,
  uid: `u-${id}`,
  type,
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
});

const session = (delivery: SavedAddress[], defaultId: string | null, invoice: SavedAddress[] = []): AccountSession => ({
  id: 'a1',
  customerId: 'c1',
  firstName: 'Anna',
  lastName: 'de Vries',
  companyName: null,
  emailAddress: 'anna@example.nl',
  phoneNumber: '',
  status: true,
  addresses: { invoice, delivery },
  defaultDeliveryAddressId: defaultId,
  isAuthenticated: true,
});

const option = (id: string, overrides: Partial<DeliveryOption> = {}): DeliveryOption => ({
  id,
  uid: id,
  type: 'shipping',
  label: id,
  description: '',
  prices: { exclVat: 0, inclVat: 0 },
  preselected: false,
  pickupLocations: [],
  ...overrides,
});
const pickup = option('pickup', {
  type: 'pickup',
  pickupLocations: [
    { id: 'loc-1', name: 'A', street: '', zipCode: '', city: '', openingHours: '' },
    { id: 'loc-2', name: 'B', street: '', zipCode: '', city: '', openingHours: '' },
  ],
});
const cartWith = (delivery: Cart['delivery'], paymentOptionId: string | null = null) =>
  testCart({ delivery, paymentOptionId });

describe('pickDeliveryAddress', () => {
  const a = saved('a');
  const b = saved('b');
  const inv = saved('i', 'invoice');
  const rows: [string, AccountSession | null, string | null, string | null, string | null][] = [
    ['no session', null, 'a', 'a', null],
    ['the chosen address first', session([a, b], 'a'), 'a', 'b', 'b'],
    ['then the cart address', session([a, b], 'a'), 'b', null, 'b'],
    ['then the default delivery address', session([a, b], 'b'), null, null, 'b'],
    ['then the first delivery address', session([a, b], null), null, null, 'a'],
    ['an unknown id falls through', session([a], null), 'zzz', 'yyy', 'a'],
    ['an invoice address may be chosen', session([a], null, [inv]), null, 'i', 'i'],
    ['no addresses', session([], null), null, null, null],
  ];
  it.each(rows)('%s', (_, s, cartId, chosen, expected) => {
    expect(pickDeliveryAddress(s, cartId, chosen)?.id ?? null).toBe(expected);
  });
});

describe('preselectDelivery and preselectPayment (spec §4)', () => {
  const options = [option('post'), option('express', { preselected: true }), pickup];
  const rows: [string, DeliveryOption[], Cart | null, unknown][] = [
    [
      'the cart shipping choice',
      options,
      cartWith({ shippingId: 'post', pickupLocationId: null }),
      { optionId: 'post', pickupLocationId: null },
    ],
    [
      'the cart pickup location',
      options,
      cartWith({ shippingId: null, pickupLocationId: 'loc-2' }),
      { optionId: 'pickup', pickupLocationId: 'loc-2' },
    ],
    [
      'a cart choice no longer offered → preselected',
      options,
      cartWith({ shippingId: 'gone', pickupLocationId: null }),
      { optionId: 'express', pickupLocationId: null },
    ],
    ['no cart → preselected', options, null, { optionId: 'express', pickupLocationId: null }],
    ['no preselected → first', [option('post'), pickup], null, { optionId: 'post', pickupLocationId: null }],
    ['a pickup first → its first location', [pickup], null, { optionId: 'pickup', pickupLocationId: 'loc-1' }],
    ['nothing offered', [], null, null],
  ];
  it.each(rows)('delivery: %s', (_, list, cart, expected) => {
    expect(preselectDelivery(list, cart)).toEqual(expected);
  });

  const payments: PaymentOption[] = [
    { id: 'ideal', icon: '', label: 'iDEAL', prices: { exclVat: 0, inclVat: 0 } },
    { id: 'card', icon: '', label: 'Card', prices: { exclVat: 0, inclVat: 0 } },
  ];
  it.each([
    ["the cart's choice", payments, 'card', 'card'],
    ['a choice no longer offered → first', payments, 'gone', 'ideal'],
    ['none in the cart → first', payments, null, 'ideal'],
    ['nothing offered', [], 'card', null],
  ] as const)('payment: %s', (_, list, inCart, expected) => {
    expect(preselectPayment(list, cartWith({ shippingId: null, pickupLocationId: null }, inCart))).toBe(expected);
  });
});

describe('deliveryUpdate and cartHasDelivery', () => {
  it('sends shipping with no pickup location, pickup with no shipping option', () => {
    expect(deliveryUpdate('c1', option('post'), null)).toEqual({
      cUid: 'c1',
      shipping_option_id: 'post',
      pickup_location_id: null,
    });
    expect(deliveryUpdate('c1', pickup, 'loc-2')).toEqual({
      cUid: 'c1',
      shipping_option_id: null,
      pickup_location_id: 'loc-2',
    });
    expect(deliveryUpdate('c1', pickup, null).pickup_location_id).toBe('loc-1');
  });

  it('knows when the cart already holds a choice', () => {
    const cart = cartWith({ shippingId: 'post', pickupLocationId: null });
    expect(cartHasDelivery(cart, { optionId: 'post', pickupLocationId: null }, option('post'))).toBe(true);
    expect(cartHasDelivery(cart, { optionId: 'pickup', pickupLocationId: 'loc-1' }, pickup)).toBe(false);
    expect(cartHasDelivery(null, { optionId: 'post', pickupLocationId: null }, option('post'))).toBe(false);
  });
});

describe('stepNotice (spec §4 Next validation, §8 notices)', () => {
  const validForm = {
    countryCode: 'NL',
    firstName: 'Bram',
    lastName: 'Hof',
    zipCode: '2012 ES',
    houseNumber: '2',
    streetName: 'Julianastraat',
    city: 'Haarlem',
    emailAddress: 'bram@example.nl',
    phoneNumber: '0612345678',
    password: 'Geheim123',
    password_confirm: 'Geheim123',
  };
  const base: StepContext = {
    isAuthenticated: false,
    deliveryAddress: null,
    information: validForm,
    deliveryOptions: [option('post')],
    selectedDelivery: { optionId: 'post', pickupLocationId: null },
    paymentOptions: [{ id: 'ideal', icon: '', label: '', prices: { exclVat: 0, inclVat: 0 } }],
    selectedPayment: 'ideal',
  };
  const rows: [string, Parameters<typeof stepNotice>[0], Partial<StepContext>, string | null][] = [
    ['new visitor, valid form', 'information', {}, null],
    [
      'new visitor, empty field',
      'information',
      { information: { ...validForm, city: '  ' } },
      CHECKOUT_NOTICE.incomplete,
    ],
    [
      'new visitor, bad email',
      'information',
      { information: { ...validForm, emailAddress: 'x@y' } },
      CHECKOUT_NOTICE.information,
    ],
    [
      'new visitor, passwords differ',
      'information',
      { information: { ...validForm, password_confirm: 'y' } },
      CHECKOUT_NOTICE.information,
    ],
    ['logged in with an address', 'information', { isAuthenticated: true, deliveryAddress: saved('a') }, null],
    [
      'logged in without an address',
      'information',
      { isAuthenticated: true, information: {} },
      CHECKOUT_NOTICE.information,
    ],
    ['delivery chosen', 'delivery', {}, null],
    ['no delivery chosen', 'delivery', { selectedDelivery: null }, CHECKOUT_NOTICE.noDelivery],
    ['a delivery no longer offered', 'delivery', { deliveryOptions: [] }, CHECKOUT_NOTICE.noDelivery],
    ['payment chosen', 'overview', {}, null],
    ['no payment chosen', 'overview', { selectedPayment: null }, CHECKOUT_NOTICE.noPayment],
    ['pay needs nothing', 'pay', {}, null],
  ];
  it.each(rows)('%s', (_, step, overrides, expected) => {
    expect(stepNotice(step, { ...base, ...overrides })).toBe(expected);
  });
});

describe('registerRequest', () => {
  it('trims, normalizes the postcode, drops empty optional fields and keeps the password as typed', () => {
    expect(
      registerRequest({
        countryCode: 'NL',
        firstName: ' Bram ',
        lastName: 'Hof',
        zipCode: '2012es',
        houseNumber: '2',
        houseNumberAddition: ' ',
        streetName: 'Julianastraat',
        city: 'Haarlem',
        emailAddress: 'bram@example.nl ',
        phoneNumber: '0612345678',
        companyName: 'Hof BV',
        reference: '',
        password: ' Geheim123',
      }),
    ).toEqual({
      countryCode: 'NL',
      firstName: 'Bram',
      lastName: 'Hof',
      zipCode: '2012 ES',
      houseNumber: '2',
      streetName: 'Julianastraat',
      city: 'Haarlem',
      emailAddress: 'bram@example.nl',
      phoneNumber: '0612345678',
      companyName: 'Hof BV',
      password: ' Geheim123',
    });
  });
});
