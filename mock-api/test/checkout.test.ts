// Checkout and accounts: the pay checks in their order, the hosted payment page and its redirect, the order and
// payment status that follow, retries, paying an open order, and the account calls (login, register, passwords,
// addresses, session) with their address lookups.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PayErrorReply } from '@etalage/domain/checkout';
import { call, cartWith, decodeWith, login, named, ok, payableCart, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp({
    publicUrl: 'http://mock.test:4000',
    storefrontUrl: 'http://shop.test',
    storefrontOrigins: ['https://www.shop.test'],
  });
});
afterEach(async () => {
  await app.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const payError = async (token: string, cUid: string, revision?: number) => {
  const response = await call(app, 'pay', { body: revision === undefined ? { cUid } : { cUid, revision }, token });
  expect(response.statusCode).toBe(422);
  return decodeWith(PayErrorReply, response.json()).message;
};

describe('pay: the checks, in order', () => {
  it('cart → delivery → payment → inactive customer', async () => {
    const token = await login(app, named.customers.inactive);
    const empty = (await ok(app, 'cartState', { body: {}, token })).data.cUid;
    expect(await payError(token, empty)).toMatchObject({ step: 'cart', code: null });
    const { cUid } = await cartWith(app, token, named.products.simple.id);
    expect(await payError(token, cUid)).toMatchObject({ step: 'bezorging', code: null });
    await ok(app, 'cartUpdate', { body: { cUid, shipping_option_id: 'nl-standard' }, token });
    expect(await payError(token, cUid)).toMatchObject({ step: 'overzicht', code: null });
    await ok(app, 'cartUpdate', { body: { cUid, payment_option_id: 'ideal' }, token });
    expect(await payError(token, cUid)).toMatchObject({ step: null, code: 'icr' });
  });

  it('a delivery or payment option of another country gives isoi or ipoi', async () => {
    const token = await login(app);
    const { cUid } = await cartWith(app, token, named.products.simple.id);
    await ok(app, 'cartUpdate', {
      body: { cUid, shipping_option_id: 'be-standard', payment_option_id: 'bancontact' },
      token,
    });
    expect(await payError(token, cUid)).toMatchObject({ step: 'bezorging', code: 'isoi' });
    await ok(app, 'cartUpdate', { body: { cUid, shipping_option_id: 'nl-standard' }, token });
    expect(await payError(token, cUid)).toMatchObject({ step: 'overzicht', code: 'ipoi' });
  });

  it('a cart changed since the revision the shopper saw gives step cart, and nothing is ordered', async () => {
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const seen = (await ok(app, 'cartState', { body: { cUid }, token })).data.revision;
    // Another tab adds a product.
    await ok(app, 'createLine', { body: { cUid, item: { productId: named.products.simple.id, quantity: 1 } }, token });
    expect(await payError(token, cUid, seen)).toEqual({ step: 'cart', code: null, text: 'cart_changed' });
    const still = (await ok(app, 'cartState', { body: { cUid }, token })).data;
    expect(still.cUid).toBe(cUid);
    expect(still.lines).toHaveLength(1);
    // Paying the revision the shopper has now seen works.
    const { data } = await ok(app, 'pay', { body: { cUid, revision: still.revision }, token });
    expect(data.paymentUid).toMatch(/^pay/);
  });

  it('refuses a revision that is not a whole number, naming the field', async () => {
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const response = await call(app, 'pay', { body: { cUid, revision: -1 as never }, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'validation_failed', errors: [{ path: 'revision' }] });
  });

  it('a coupon whose minimum is no longer met gives icc', async () => {
    const token = await login(app);
    const { cUid, lUid } = await cartWith(app, token, named.products.backorder.id, 1);
    await ok(app, 'couponApply', { body: { cUid, couponCode: named.coupons.minimumSubtotal.code }, token });
    await ok(app, 'cartUpdate', {
      body: { cUid, shipping_option_id: 'nl-standard', payment_option_id: 'ideal' },
      token,
    });
    await ok(app, 'createLine', { body: { cUid, item: { productId: named.products.simple.id, quantity: 1 } }, token });
    await ok(app, 'updateLine', { params: { lineUid: lUid }, body: { id: cUid, quantity: 0 }, token });
    expect(await payError(token, cUid)).toMatchObject({ step: null, code: 'icc' });
  });
});

describe('the hosted payment page', () => {
  it('creates the order, shows the page, and follows the shopper to the storefront', async () => {
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const { data } = await ok(app, 'pay', { body: { cUid }, token });
    expect(data.paymentUrl).toBe(`http://mock.test:4000/__mock/pay/${data.paymentUid}`);
    // The customer gets a fresh cart; the paid one is gone.
    const next = (await ok(app, 'cartState', { body: { cUid }, token })).data;
    expect(next.cUid).not.toBe(cUid);
    expect(next.lines).toEqual([]);

    const page = await app.inject({ url: `/__mock/pay/${data.paymentUid}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<h1>Pay .+<\/h1>/);
    for (const action of ['pay', 'cancel', 'fail'])
      expect(page.body).toContain(`<button type="submit" name="action" value="${action}"`);
    expect(page.body).toContain(named.products.simple.title);

    const outcome = (await ok(app, 'paymentOutcome', { params: { paymentUid: data.paymentUid } })).data;
    expect(outcome.status).toBe('open');

    const paid = await app.inject({
      method: 'POST',
      url: `/__mock/pay/${data.paymentUid}`,
      payload: 'action=pay',
      headers: form,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test/checkout/${data.paymentUid}`);
    expect((await ok(app, 'paymentOutcome', { params: { paymentUid: data.paymentUid } })).data.status).toBe('paid');
    const order = (await ok(app, 'orders', { token })).data.find((o) => o.uid === outcome.orderUid)!;
    expect(order.status).toBe('paid');
    expect(order.totals.outstandingAmount).toBe(0);
    // Where it goes and how it was paid, as the order page shows them.
    expect(order.paymentMethod).toBe('iDEAL');
    expect(order.delivery).toMatchObject({
      type: 'shipping',
      label: 'Standaard bezorging (PostNL)',
      pickupLocation: null,
    });
    expect(order.delivery.address).toMatchObject({ streetName: 'Julianastraat', houseNumber: '2', city: 'Haarlem' });
    expect(order.invoiceAddress.companyName).toBe('De Vries Interieuradvies');
    expect(order.lines.map((l) => l.returnable)).toEqual([true]);
    expect((await ok(app, 'invoices', { token })).data.some((i) => i.orderUid === order.uid && i.isPaid)).toBe(true);
    // A second choice changes nothing.
    await app.inject({ method: 'POST', url: `/__mock/pay/${data.paymentUid}`, payload: 'action=fail', headers: form });
    expect((await ok(app, 'paymentOutcome', { params: { paymentUid: data.paymentUid } })).data.status).toBe('paid');
  });

  it.each([
    ['cancel', 'cancelled'],
    ['fail', 'failed'],
  ] as const)('%s marks payment and order %s; a retry makes a new payment', async (action, status) => {
    const token = await login(app);
    const cUid = await payableCart(app, token);
    const { data } = await ok(app, 'pay', { body: { cUid, returnUrl: 'https://www.shop.test/bedankt' }, token });
    const answer = await app.inject({
      method: 'POST',
      url: `/__mock/pay/${data.paymentUid}`,
      payload: `action=${action}`,
      headers: form,
    });
    expect(answer.headers.location).toBe(`https://www.shop.test/bedankt/${data.paymentUid}`);
    const outcome = (await ok(app, 'paymentOutcome', { params: { paymentUid: data.paymentUid } })).data;
    expect(outcome.status).toBe(status);
    expect((await ok(app, 'order', { params: { orderUid: outcome.orderUid }, token })).data.status).toBe(status);
    const retry = (await ok(app, 'paymentRetry', { params: { paymentUid: data.paymentUid }, body: {} })).data;
    expect(retry.paymentUid).not.toBe(data.paymentUid);
    expect((await ok(app, 'order', { params: { orderUid: outcome.orderUid }, token })).data.status).toBe('open');
  });

  it('keeps copies of the addresses and the pickup location: a later change to the address book leaves them', async () => {
    const token = await login(app);
    const { cUid } = await cartWith(app, token, named.products.simple.id);
    await ok(app, 'cartUpdate', {
      body: { cUid, pickup_location_id: 'winkel-amsterdam', payment_option_id: 'banktransfer' },
      token,
    });
    await ok(app, 'pay', { body: { cUid }, token });
    await ok(app, 'addressUpdate', { params: { id: '7001' }, body: { streetName: 'Grote Markt' }, token });
    const [order] = (await ok(app, 'orders', { token })).data;
    expect(order!.paymentMethod).toBe('Overboeking');
    expect(order!.delivery).toMatchObject({ type: 'pickup', label: 'Afhalen in de winkel', address: null });
    expect(order!.delivery.pickupLocation).toMatchObject({ id: 'winkel-amsterdam', city: 'Amsterdam' });
    expect(order!.invoiceAddress.streetName).toBe('Julianastraat');
  });

  it('answers a 400 for an unknown action and an HTML 404 for an unknown payment', async () => {
    expect((await app.inject({ url: '/__mock/pay/nope' })).statusCode).toBe(404);
    const token = await login(app);
    const { data } = await ok(app, 'pay', { body: { cUid: await payableCart(app, token) }, token });
    const bad = await app.inject({
      method: 'POST',
      url: `/__mock/pay/${data.paymentUid}`,
      payload: 'action=steal',
      headers: form,
    });
    expect(bad.json()).toMatchObject({ errors: [{ path: 'action' }] });
  });

  it('pays what is open on an order, and only an open one', async () => {
    const token = await login(app);
    const payMethod = (
      await ok(app, 'orderPayments', {
        params: { orderUid: 'ord-80004-made-to-measure' },
        body: { countryCode: 'NL' },
        token,
      })
    ).data[0]!;
    const before = (await ok(app, 'order', { params: { orderUid: 'ord-80004-made-to-measure' }, token })).data;
    expect(before.totals.outstandingAmount).toBeGreaterThan(0);
    const { data } = await ok(app, 'orderPay', { params: { orderUid: before.uid }, body: { payMethod }, token });
    expect((await ok(app, 'paymentOutcome', { params: { paymentUid: data.paymentUid } })).data.amount).toBe(
      before.totals.outstandingAmount,
    );
    await app.inject({
      method: 'POST',
      url: `/__mock/pay/${data.paymentUid}`,
      payload: 'action=cancel',
      headers: form,
    });
    expect((await ok(app, 'order', { params: { orderUid: before.uid }, token })).data.status).toBe('open');
    const unknownMethod = await call(app, 'orderPay', {
      params: { orderUid: before.uid },
      body: { payMethod: { ...payMethod, id: 'cash' } },
      token,
    });
    expect(decodeWith(PayErrorReply, unknownMethod.json()).message.code).toBe('ipoi');
    const other = await call(app, 'order', { params: { orderUid: 'ord-80011-open' }, token });
    expect(other.statusCode).toBe(404);
  });
});

describe('accounts', () => {
  it('registers, logs in, answers the session and logs out', async () => {
    const body = {
      countryCode: 'NL',
      firstName: 'Eva',
      lastName: "van 't Hof",
      zipCode: '2012 ES',
      houseNumber: '2',
      streetName: 'Julianastraat',
      city: 'Haarlem',
      emailAddress: 'Eva@Example.com',
      phoneNumber: '06-11112222',
      password: 'Welkom2026',
    };
    await ok(app, 'register', { body });
    expect((await ok(app, 'presession', { body: { email: 'eva@example.com' } })).status).toBe('success');
    const token = await login(app, { email: 'eva@example.com', password: 'Welkom2026' });
    const session = (await ok(app, 'session', { body: { token }, token })).data;
    expect(session).toMatchObject({ firstName: 'Eva', status: true, isAuthenticated: true });
    expect(session.addresses.invoice).toHaveLength(1);
    expect(session.defaultDeliveryAddressId).toBe(session.addresses.delivery[0]!.id);
    await ok(app, 'logout', { body: {}, token });
    expect((await call(app, 'session', { body: {}, token })).statusCode).toBe(401);
  });

  it('names the fields that break the rules of spec §5', async () => {
    const response = await call(app, 'register', {
      body: {
        countryCode: 'BE',
        firstName: 'Eva1',
        lastName: 'Boer',
        zipCode: '12345',
        houseNumber: '2',
        streetName: 'Meir',
        city: 'Antwerpen',
        emailAddress: 'eva@example',
        phoneNumber: '+32 3',
        password: 'Welkom2026',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['emailAddress', 'firstName', 'phoneNumber', 'zipCode']);
    const weak = await call(app, 'newPassword', { body: { token: 'x', password: 'weak' } });
    expect(weak.json().errors[0].path).toBe('token');
  });

  it('resets a password with the token of the reset link, once', async () => {
    await ok(app, 'reset', { body: { emailAddress: named.customers.known.email } });
    const token = (await app.inject({ url: '/__mock/events?type=PasswordResetRequested' })).json().events[0].data.token;
    const weak = await call(app, 'newPassword', { body: { token, password: 'zwak' } });
    expect(weak.json()).toMatchObject({ message: 'password_invalid', errors: [{ path: 'password' }] });
    await ok(app, 'newPassword', { body: { token, password: 'Nieuw2026x' } });
    expect((await call(app, 'newPassword', { body: { token, password: 'Nieuw2026y' } })).statusCode).toBe(422);
    expect((await call(app, 'login', { body: named.customers.known })).statusCode).toBe(401);
    await login(app, { email: named.customers.known.email, password: 'Nieuw2026x' });
  });

  it('creates, updates, makes default and deletes addresses', async () => {
    const token = await login(app);
    const created = await ok(app, 'addressCreate', {
      body: {
        type: 'delivery',
        firstName: 'Sanne',
        lastName: 'de Vries',
        streetName: 'Meir',
        houseNumber: '50',
        zipCode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
      },
      token,
    });
    const { uid } = created.data;
    const updated = await ok(app, 'addressUpdate', {
      params: { id: uid },
      body: { houseNumber: '78', isDefault: true },
      token,
    });
    expect(updated.data).toMatchObject({ houseNumber: '78', streetName: 'Meir' });
    expect((await ok(app, 'session', { body: {}, token })).data.defaultDeliveryAddressId).toBe(updated.data.id);
    await ok(app, 'accountUpdate', { body: { defaultAddressId: '7002' }, token });
    await ok(app, 'addressDelete', { params: { id: uid }, token });
    expect((await ok(app, 'addresses', { token })).data.some((a) => a.uid === uid)).toBe(false);
    expect((await call(app, 'addressUpdate', { params: { id: uid }, body: { city: 'X' }, token })).statusCode).toBe(
      404,
    );
  });

  it('lists orders newest first, invoices and tickets of the customer only', async () => {
    const token = await login(app);
    const orders = (await ok(app, 'orders', { token })).data;
    expect(orders.length).toBeGreaterThan(1);
    expect(orders.map((o) => o.createdAt)).toEqual([...orders.map((o) => o.createdAt)].sort().reverse());
    expect((await ok(app, 'tickets', { token })).data.length).toBeGreaterThan(0);
    const other = await login(app, named.customers.business);
    expect((await ok(app, 'tickets', { token: other })).data).toEqual([]);
  });
});

describe('address lookups', () => {
  it('finds a Dutch address by postcode and house number, with or without a space', async () => {
    const nl = named.addresses.nl;
    const found = (
      await ok(app, 'addressLookup', {
        body: { countryCode: 'NL', zipCode: nl.zipCode.replace(' ', '').toLowerCase(), houseNumber: nl.houseNumber },
      })
    ).data;
    expect(found).toMatchObject({ street: nl.street, city: nl.city });
    const addition = named.addresses.nlWithAddition;
    expect(
      (
        await ok(app, 'addressLookupLegacy', {
          body: {
            countryCode: 'NL',
            zipCode: addition.zipCode,
            houseNumber: addition.houseNumber,
            houseNumberAddition: addition.houseNumberAddition,
          },
        })
      ).data.street,
    ).toBe(addition.street);
    const wrong = await call(app, 'addressLookup', {
      body: { countryCode: 'NL', zipCode: addition.zipCode, houseNumber: '999' },
    });
    expect(wrong.json().message).toBe('address_not_found');
  });

  it('finds the street and city of a postcode and house number whatever addition is typed (spec §4)', async () => {
    // Julianastraat 2 lists no additions, number 4 lists A and B: an addition decides neither street nor city.
    const nl = named.addresses.nl;
    for (const houseNumberAddition of ['A', 'zz', '']) {
      const found = (
        await ok(app, 'addressLookup', {
          body: { countryCode: 'NL', zipCode: nl.zipCode, houseNumber: nl.houseNumber, houseNumberAddition },
        })
      ).data;
      expect(found, houseNumberAddition).toMatchObject({ street: nl.street, city: nl.city });
    }
    const addition = named.addresses.nlWithAddition;
    expect(
      (
        await ok(app, 'addressLookup', {
          body: {
            countryCode: 'NL',
            zipCode: addition.zipCode,
            houseNumber: addition.houseNumber,
            houseNumberAddition: 'ZZ',
          },
        })
      ).data.street,
    ).toBe(addition.street);
  });

  it('narrows Belgian suggestions from locality to street to address, then answers the details', async () => {
    const be = named.addresses.be;
    const first = (await ok(app, 'addressSuggest', { params: { countryCode: 'BE' }, body: { query: be.query } })).data
      .matches;
    const street = first.find((m) => m.precision === 'Street')!;
    expect(street.label).toBe(be.street);
    const numbers = (
      await ok(app, 'addressSuggest', {
        params: { countryCode: 'BE' },
        body: { query: be.query, context: street.context },
      })
    ).data.matches;
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((m) => m.precision === 'Address')).toBe(true);
    const details = (
      await ok(app, 'addressDetails', { params: { countryCode: 'BE', context: numbers[0]!.context }, body: {} })
    ).data.address;
    expect(details).toMatchObject({ street: be.street, locality: be.city, postcode: be.zipCode, countryCode: 'BE' });
    const city = (await ok(app, 'addressSuggest', { params: { countryCode: 'BE' }, body: { query: be.city } })).data
      .matches;
    expect(city.some((m) => m.precision === 'Locality' && m.label === be.city)).toBe(true);
  });
});
