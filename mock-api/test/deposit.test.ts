// The deposit of made-to-measure lines (spec §1/§9; docs/product.md "Deposit"): with the setting on,
// the payment created at checkout is for what is due now (20 % of the rug, the rest in full) and the order keeps
// the rug's 80 % as its outstanding amount once it is paid, payable later as an open order; with it off, the
// whole amount is paid at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dataset, login, named, ok, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(async () => {
  await app.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

const setDeposit = async (state: boolean) => {
  const answer = await app.inject({
    method: 'PATCH',
    url: '/__mock/app-config',
    payload: { settings: { deposit: { state, customOrderLinePaymentPercentage: 20, partialPayment: false } } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

/** The known customer's cart with a 200 x 300 cm rug (6 m² × € 89,95 = € 539,70) and a cushion. */
const rugCart = async (token: string) => {
  const rug = dataset().products.find((r) => r.product.id === named.products.madeToMeasure.id)!.product;
  const size = rug.configurator.options.find((g) => g.displayType === 'custom')!;
  const rect = size.items.find((i) => i.advancedSettings?.shape === 'Rechthoek')!;
  const others = rug.configurator.options
    .filter((g) => g.required && g.id !== size.id)
    .map((g) => ({ groupId: g.id, id: g.items.find((i) => i.price === 0)!.id }));
  const { cUid } = (await ok(app, 'cartState', { body: {}, token })).data;
  await ok(app, 'createLine', {
    body: {
      cUid,
      item: {
        productId: rug.id,
        quantity: 1,
        options: [
          { groupId: size.id, id: rect.id, custom: { shape: 'Rechthoek', width: 200, length: 300 } },
          ...others,
        ],
      },
    },
    token,
  });
  await ok(app, 'createLine', { body: { cUid, item: { productId: named.products.simple.id, quantity: 1 } }, token });
  await ok(app, 'cartUpdate', {
    body: { cUid, shipping_option_id: 'nl-standard', payment_option_id: 'ideal' },
    token,
  });
  return cUid;
};

const payOnPage = (paymentUid: string) =>
  app.inject({ method: 'POST', url: `/__mock/pay/${paymentUid}`, payload: 'action=pay', headers: form });

describe('the deposit', () => {
  it('on: the checkout pays 20 % of the rug and the rest in full; the order keeps 80 % open until it is paid', async () => {
    await setDeposit(true);
    const token = await login(app);
    const cUid = await rugCart(token);
    const total = (await ok(app, 'cartState', { body: { cUid }, token })).data.totals.totalInclVat;
    const { paymentUid } = (await ok(app, 'pay', { body: { cUid }, token })).data;
    const outcome = (await ok(app, 'paymentOutcome', { params: { paymentUid } })).data;
    // 539,70 × 80 % = 431,76 on delivery; the rest now.
    expect(outcome.amount).toBeCloseTo(total - 431.76, 2);
    await payOnPage(paymentUid);
    const order = (await ok(app, 'order', { params: { orderUid: outcome.orderUid }, token })).data;
    expect(order.status).toBe('open');
    expect(order.totals.outstandingAmount).toBe(431.76);
    const rug = order.lines.find((l) => l.productId === named.products.madeToMeasure.id)!;
    expect(rug.returnable).toBe(false);
    // The area in the shop's number format, as on the page and the cart line.
    expect(rug.options[0]).toContain('200 x 300 cm (6,00 m²)');

    // The rest, paid later as an open order.
    const option = (await ok(app, 'paymentOptions', { body: { countryCode: 'NL' } })).data[0]!;
    const rest = (await ok(app, 'orderPay', { params: { orderUid: order.uid }, body: { payMethod: option }, token }))
      .data;
    expect((await ok(app, 'paymentOutcome', { params: { paymentUid: rest.paymentUid } })).data.amount).toBe(431.76);
    await payOnPage(rest.paymentUid);
    const paid = (await ok(app, 'order', { params: { orderUid: order.uid }, token })).data;
    expect(paid.status).toBe('paid');
    expect(paid.totals.outstandingAmount).toBe(0);
  });

  it('off (the default): the whole amount is paid at checkout', async () => {
    const token = await login(app);
    const cUid = await rugCart(token);
    const total = (await ok(app, 'cartState', { body: { cUid }, token })).data.totals.totalInclVat;
    const { paymentUid } = (await ok(app, 'pay', { body: { cUid }, token })).data;
    const outcome = (await ok(app, 'paymentOutcome', { params: { paymentUid } })).data;
    expect(outcome.amount).toBe(total);
    await payOnPage(paymentUid);
    const order = (await ok(app, 'order', { params: { orderUid: outcome.orderUid }, token })).data;
    expect(order.status).toBe('paid');
    expect(order.totals.outstandingAmount).toBe(0);
  });
});
