// One customer's token never reads or changes another customer's addresses, orders, invoices, tickets or cart:
// the mock answers 404 for them (or leaves them out of lists), one case per resource. Customer A is the known
// customer (seeded addresses, orders, invoices and tickets); customer B registers fresh.
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type EndpointName } from '@etalage/domain/api';
import { ErrorReply } from '@etalage/domain/shared';
import { call, cartWith, decodeWith, login, named, ok, registration, testApp, type CallOptions } from './helpers';

let app: FastifyInstance;
let a: string;
let b: string;
beforeEach(async () => {
  app = await testApp();
  await ok(app, 'register', {
    body: registration('bea.buur@example.com'),
  });
  a = await login(app);
  b = await login(app, { email: 'bea.buur@example.com', password: 'Welkom2026' });
});
afterEach(async () => {
  await app.close();
});

const refused = async (name: EndpointName, options: CallOptions, status = 404) => {
  const response = await call(app, name, options);
  expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(status);
  return decodeWith(ErrorReply, response.json());
};

const ownAddress = async () => (await ok(app, 'addresses', { token: a })).data[0]!;
const ownOrder = async () => (await ok(app, 'orders', { token: a })).data.find((o) => o.status === 'open')!;

describe("another customer's", () => {
  it('addresses: not listed, not changed, not deleted, not made default, not put on a cart', async () => {
    const address = await ownAddress();
    const listed = (await ok(app, 'addresses', { token: b })).data.map((x) => x.id);
    expect(listed).not.toContain(address.id);
    expect(
      (await refused('addressUpdate', { params: { id: address.id }, body: { city: 'X' }, token: b })).message,
    ).toBe('address_not_found');
    await refused('addressUpdate', { params: { id: address.uid }, body: { city: 'X' }, token: b });
    await refused('addressDelete', { params: { id: address.id }, token: b });
    await refused('accountUpdate', { body: { defaultAddressId: address.id }, token: b });
    const cart = await ok(app, 'cartState', { body: {}, token: b });
    await refused('cartUpdate', { body: { cUid: cart.data.cUid, address_id: address.id }, token: b }, 422);
    expect((await ok(app, 'addresses', { token: a })).data.find((x) => x.id === address.id)).toEqual(address);
  });

  it('orders: not listed, not read, not offered payment options, not paid', async () => {
    const order = await ownOrder();
    expect((await ok(app, 'orders', { token: b })).data.map((o) => o.uid)).not.toContain(order.uid);
    for (const id of [order.uid, order.id]) {
      expect((await refused('order', { params: { orderUid: id }, token: b })).message).toBe('order_not_found');
      await refused('orderPayments', { params: { orderUid: id }, body: { countryCode: 'NL' }, token: b });
    }
    const option = (await ok(app, 'paymentOptions', { body: { countryCode: 'NL' } })).data[0]!;
    await refused('orderPay', { params: { orderUid: order.uid }, body: { payMethod: option }, token: b });
    expect((await ok(app, 'order', { params: { orderUid: order.uid }, token: a })).data.status).toBe('open');
  });

  it('invoices: never in the list, no PDF', async () => {
    const own = (await ok(app, 'invoices', { token: a })).data;
    expect(own.length).toBeGreaterThan(0);
    const theirs = (await ok(app, 'invoices', { token: b })).data.map((i) => i.id);
    for (const invoice of own) {
      expect(theirs).not.toContain(invoice.id);
      expect((await refused('invoicePdf', { params: { id: invoice.id }, token: b })).message).toBe('invoice_not_found');
    }
  });

  it('tickets: never in the list, not read, and no ticket of B is about an order of A', async () => {
    const opened = (await ok(app, 'ticketCreate', { body: { subject: 'Vraag van A', message: 'Hoi' }, token: a })).data;
    const own = (await ok(app, 'tickets', { token: a })).data;
    expect(own.map((t) => t.id)).toContain(opened.id);
    const theirs = (await ok(app, 'tickets', { token: b })).data.map((t) => t.id);
    for (const ticket of own) {
      expect(theirs).not.toContain(ticket.id);
      expect((await refused('ticket', { params: { id: ticket.id }, token: b })).message).toBe('ticket_not_found');
    }
    const order = await ownOrder();
    const about = await refused(
      'ticketCreate',
      {
        body: { subject: 'Vraag', message: 'Hoi', orderUid: order.uid },
        token: b,
      },
      400,
    );
    expect(about.errors?.map((e) => e.path)).toEqual(['orderUid']);
  });

  it('cart: not read, not added to, not changed, not paid, not deleted', async () => {
    const { cUid, lUid } = await cartWith(app, a, named.products.simple.id, 2);
    const seen = await ok(app, 'cartState', { body: { cUid }, token: b });
    expect(seen.data.cUid).not.toBe(cUid);
    await refused('createLine', {
      body: { cUid, item: { productId: named.products.simple.id, quantity: 1 } },
      token: b,
    });
    await refused('updateLine', { params: { lineUid: lUid }, body: { id: cUid, quantity: 9 }, token: b });
    await refused('cartUpdate', { body: { cUid, shipping_option_id: 'nl-standard' }, token: b });
    await refused('couponApply', { body: { cUid, couponCode: named.coupons.fixed.code }, token: b });
    await refused('pay', { body: { cUid }, token: b });
    await refused('cartDelete', { body: { cUid }, token: b });
    // Without any token neither.
    await refused('updateLine', { params: { lineUid: lUid }, body: { id: cUid, quantity: 9 } });
    const own = await ok(app, 'cartState', { body: {}, token: a });
    expect(own.data.lines.map((l) => l.quantity)).toEqual([2]);
  });
});
