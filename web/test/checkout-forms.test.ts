// The checkout's forms as its action takes them (forms/checkout.ts), in a scope of their own with the API stubbed:
// a form of another page or a choice the page does not offer is a 400 naming the field; step 1's postcode lookup
// runs on the server and keeps what was typed where it finds nothing; a pickup option sent without its locations
// is chosen and shown again, not passed.
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { checkoutAddressForm } from '@etalage/domain/address';
import { type Cart } from '@etalage/domain/cart';
import { $deliveryOptions, $passwordFields, $selectedDelivery, type DeliveryOption } from '@etalage/domain/checkout';
import { navigationRequested, type NavigateRequest } from '@etalage/domain/shell';
// The cart and the API's effects, which the package's index does not name: set and stubbed where the models use them.
import { addressLookupFx } from '@etalage/domain/address';
import { $cart, updateCartFx } from '@etalage/domain/cart';
import { fieldsOf, type Intent, type RouteArgs } from '../app/effector/route';
import { deliveryIntent, informationIntent, retryIntent } from '../app/forms/checkout';

const cart: Cart = {
  cUid: 'c1',
  lines: [],
  isMerged: false,
  delivery: { shippingId: 'standard', pickupLocationId: null },
  paymentOptionId: null,
  addressId: null,
  coupons: [],
  itemsQuantity: 1,
  totals: {
    subtotalExclVat: 0,
    subtotalInclVat: 0,
    discountExclVat: 0,
    discountInclVat: 0,
    shippingExclVat: 0,
    shippingInclVat: 0,
    totalExclVat: 0,
    totalInclVat: 0,
    totalVat: [],
    productsQuantity: 1,
    totalWeight: 0,
  },
  revision: 1,
};

const prices = { exclVat: 0, inclVat: 0 } as DeliveryOption['prices'];
const location = (id: string) => ({ id, name: id, street: 's', zipCode: 'z', city: 'c', openingHours: '' });
const options: DeliveryOption[] = [
  {
    id: 'standard',
    uid: 'u1',
    type: 'shipping',
    label: 'Standaard',
    description: '',
    prices,
    preselected: true,
    pickupLocations: [],
  },
  {
    id: 'pickup',
    uid: 'u2',
    type: 'pickup',
    label: 'Afhalen',
    description: '',
    prices,
    preselected: false,
    pickupLocations: [location('haarlem'), location('utrecht')],
  },
];

const argsOf = (slug: string): RouteArgs => ({
  url: new URL(`https://shop.example/checkout/${slug}`),
  params: { slug },
  cookie: () => null,
});
const fields = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return fieldsOf(form);
};

/** What a form's run answered: the 400's status and text, or the navigations the models asked for. */
const send = async (intent: Intent, scope: Scope, slug: string, values: Record<string, string>) => {
  const asked: NavigateRequest[] = [];
  const unwatch = createWatch({ unit: navigationRequested, scope, fn: (request) => void asked.push(request) });
  try {
    await intent.run(scope, fields(values), argsOf(slug));
    return { asked };
  } catch (error) {
    const answer = error as { init?: { status?: number }; data?: unknown };
    return { asked, status: answer.init?.status, text: String(answer.data) };
  } finally {
    unwatch();
  }
};

describe('a form sent to another checkout page, or with a choice the page does not offer', () => {
  it('is a 400 naming the field', async () => {
    const scope = fork({
      values: [
        [$deliveryOptions, options],
        [$cart, cart],
      ],
    });
    expect(await send(deliveryIntent, scope, 'gegevens', { 'delivery-option': 'standard' })).toMatchObject({
      status: 400,
      text: expect.stringContaining("'intent'"),
    });
    expect(await send(retryIntent, scope, 'bezorging', {})).toMatchObject({ status: 400 });
    expect(await send(deliveryIntent, scope, 'bezorging', { 'delivery-option': 'nope' })).toMatchObject({
      status: 400,
      text: expect.stringContaining("'delivery-option'"),
    });
    expect(
      await send(deliveryIntent, scope, 'bezorging', { 'delivery-option': 'pickup', 'pickup-pickup': 'nowhere' }),
    ).toMatchObject({ status: 400, text: expect.stringContaining("'pickup-pickup'") });
    expect(scope.getState($selectedDelivery)).toBeNull();
  });
});

describe('the delivery step', () => {
  it('chooses a pickup option sent without its locations with the first one, and shows the step again', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [
        [$deliveryOptions, options],
        [$cart, cart],
      ],
      handlers: [[updateCartFx, (_api: unknown, body: unknown) => (sent.push(body), cart)]],
    });
    const { asked, status } = await send(deliveryIntent, scope, 'bezorging', { 'delivery-option': 'pickup' });
    expect(status).toBeUndefined();
    expect(scope.getState($selectedDelivery)).toEqual({ optionId: 'pickup', pickupLocationId: 'haarlem' });
    expect(sent).toEqual([{ cUid: 'c1', shipping_option_id: null, pickup_location_id: 'haarlem' }]);
    // 'Next' was not pressed: the shopper picks the location first.
    expect(asked).toEqual([]);
  });
});

describe('step 1 of a new visitor, sent without JavaScript', () => {
  const typed = {
    countryCode: 'NL',
    firstName: 'Eva',
    lastName: 'de Boer',
    zipCode: '2012 ES',
    houseNumber: '2',
    phoneNumber: '06-12345678',
    emailAddress: 'eva@example.com',
    password: 'Etalage2026!x',
    password_confirm: 'Etalage2026!x',
  };

  it('looks the address up on the server, and never shows the passwords again', async () => {
    const lookups: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          addressLookupFx,
          (_api: unknown, request: unknown) => (
            lookups.push(request),
            { street: 'Julianastraat', city: 'Haarlem', postcode: '2012 ES', houseNumber: '2' }
          ),
        ],
      ],
    });
    await send(informationIntent, scope, 'gegevens', { ...typed, streetName: '', city: '' });
    expect(lookups).toHaveLength(1);
    expect(scope.getState(checkoutAddressForm.$values)).toMatchObject({
      zipCode: '2012 ES',
      streetName: 'Julianastraat',
      city: 'Haarlem',
    });
    expect(scope.getState($passwordFields)).toEqual({ password: '', password_confirm: '' });
  });

  it('keeps street and city as typed where the lookup finds nothing, and in manual entry looks nothing up', async () => {
    const lookups: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          addressLookupFx,
          (_api: unknown, request: unknown) => {
            lookups.push(request);
            throw new Error('not found');
          },
        ],
      ],
    });
    await send(informationIntent, scope, 'gegevens', { ...typed, streetName: 'Dorpsstraat', city: 'Ergens' });
    expect(lookups).toHaveLength(1);
    expect(scope.getState(checkoutAddressForm.$isManual)).toBe(true);
    expect(scope.getState(checkoutAddressForm.$values)).toMatchObject({ streetName: 'Dorpsstraat', city: 'Ergens' });

    const manual = fork({
      handlers: [[addressLookupFx, (_api: unknown, request: unknown) => void lookups.push(request)]],
    });
    await send(informationIntent, manual, 'gegevens', {
      ...typed,
      addressManual: 'true',
      streetName: 'Dorpsstraat',
      city: 'Ergens',
    });
    expect(lookups).toHaveLength(1);
    expect(manual.getState(checkoutAddressForm.$values)).toMatchObject({ streetName: 'Dorpsstraat', city: 'Ergens' });
  });

  it('waits for no typing pause on the server (the browser waits 300 ms)', async () => {
    const scope = fork({
      handlers: [[addressLookupFx, () => ({ street: 's', city: 'c', postcode: 'p', houseNumber: '2' })]],
    });
    await allSettled(checkoutAddressForm.$debounceMs, { scope, params: 300 });
    const started = Date.now();
    await send(informationIntent, scope, 'gegevens', typed);
    expect(Date.now() - started).toBeLessThan(250);
    expect(scope.getState(checkoutAddressForm.$debounceMs)).toBe(0);
  });
});
