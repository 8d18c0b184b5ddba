// Cart behaviour (spec §4 Cart): identity and access, merging at login, the stock rule, options and
// made-to-measure lines, coupons, choices and totals computed with the domain's pricing lib.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cartTotals, lineTotals } from '@etalage/domain/pricing';
import { call, cartWith, dataset, login, named, ok, testApp } from './helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(async () => {
  await app.close();
});

const p = named.products;
const cart = async (cUid: string, token: string | null = null) =>
  (await ok(app, 'cartState', { body: { cUid }, token })).data;

describe('cart identity', () => {
  it('starts a new cart without a cUid or with an unknown one, and keeps a known one', async () => {
    const a = (await ok(app, 'cartState', { body: {} })).data;
    const b = (await ok(app, 'cartState', { body: { cUid: 'onbekend' } })).data;
    expect(a.cUid).not.toBe(b.cUid);
    expect((await cart(a.cUid)).cUid).toBe(a.cUid);
    expect(a.revision).toBe(0);
  });

  it("keeps a customer's cart from anonymous callers and other customers", async () => {
    const token = await login(app);
    const { cUid } = await cartWith(app, token, p.simple.id);
    expect((await ok(app, 'cartState', { body: { cUid } })).data.cUid).not.toBe(cUid);
    const line = await call(app, 'createLine', { body: { cUid, item: { productId: p.simple.id, quantity: 1 } } });
    expect(line.statusCode).toBe(404);
    const other = await login(app, named.customers.business);
    expect((await ok(app, 'cartState', { body: { cUid }, token: other })).data.cUid).not.toBe(cUid);
  });

  it('merges an anonymous cart into the customer cart at login, with isMerged once', async () => {
    const token = await login(app);
    const own = await cartWith(app, token, p.simple.id, 1);
    const anonymous = await cartWith(app, null, p.simple.id, 2);
    await ok(app, 'createLine', { body: { cUid: anonymous.cUid, item: { productId: p.backorder.id, quantity: 1 } } });
    const merged = (await ok(app, 'cartState', { body: { cUid: anonymous.cUid }, token })).data;
    expect(merged.cUid).toBe(own.cUid);
    expect(merged.isMerged).toBe(true);
    expect(merged.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [p.simple.id, 3],
      [p.backorder.id, 1],
    ]);
    const again = (await ok(app, 'cartState', { body: { cUid: anonymous.cUid }, token })).data;
    expect(again.isMerged).toBe(false);
    expect((await ok(app, 'cartState', { body: { cUid: anonymous.cUid } })).data.cUid).not.toBe(anonymous.cUid);
  });

  it('gives a customer without a cart the anonymous lines in a new cart, without a merge message', async () => {
    const anonymous = await cartWith(app, null, p.simple.id, 2);
    const token = await login(app, named.customers.business);
    const merged = (await ok(app, 'cartState', { body: { cUid: anonymous.cUid }, token })).data;
    expect(merged.isMerged).toBe(false);
    expect(merged.lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('grows the revision with every change and forgets a deleted cart', async () => {
    const { cUid, lUid } = await cartWith(app, null, p.simple.id);
    await ok(app, 'updateLine', { params: { lineUid: lUid }, body: { id: cUid, quantity: 2 } });
    expect((await cart(cUid)).revision).toBe(2);
    await ok(app, 'cartDelete', { body: { cUid } });
    expect((await cart(cUid)).cUid).not.toBe(cUid);
  });
});

describe('the stock rule', () => {
  it('gives back the open quantity when more is asked, on create and update', async () => {
    const open = dataset().products.find((r) => r.product.id === p.lowStock.id)!.product.stock.openQuantity;
    const created = await ok(app, 'createLine', { body: { item: { productId: p.lowStock.id, quantity: open + 5 } } });
    expect(created.data.updatedQuantity).toBe(open);
    const { cUid, lUid } = created.data;
    const updated = await ok(app, 'updateLine', { params: { lineUid: lUid }, body: { id: cUid, quantity: open + 1 } });
    expect(updated.data.updatedQuantity).toBe(open);
    const line = (await cart(cUid)).lines[0]!;
    expect([line.quantity, line.originalQuantity]).toEqual([open, open + 1]);
    const more = await ok(app, 'createLine', { body: { cUid, item: { productId: p.lowStock.id, quantity: 1 } } });
    expect(more.data.updatedQuantity).toBe(0);
  });

  it('allows any quantity on backorder and refuses a product out of stock', async () => {
    expect(
      (await ok(app, 'createLine', { body: { item: { productId: p.backorder.id, quantity: 500 } } })).data
        .updatedQuantity,
    ).toBe(500);
    const refused = await call(app, 'createLine', { body: { item: { productId: p.outOfStock.id, quantity: 1 } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('product_not_orderable');
  });

  it('removes a line at quantity 0', async () => {
    const { cUid, lUid } = await cartWith(app, null, p.simple.id, 2);
    expect(
      (await ok(app, 'updateLine', { params: { lineUid: lUid }, body: { id: cUid, quantity: 0 } })).data
        .updatedQuantity,
    ).toBe(0);
    expect((await cart(cUid)).lines).toEqual([]);
  });

  it('adds to the same line for the same product and options', async () => {
    const { cUid, lUid } = await cartWith(app, null, p.simple.id, 1);
    const again = await ok(app, 'createLine', { body: { cUid, item: { productId: p.simple.id, quantity: 2 } } });
    expect(again.data.lUid).toBe(lUid);
    expect((await cart(cUid)).lines.map((l) => l.quantity)).toEqual([3]);
  });
});

describe('options and made to measure', () => {
  const optionGroups = (id: string) =>
    dataset().products.find((r) => r.product.id === id)!.product.configurator.options;

  it('needs every required group and refuses options that cannot be ordered', async () => {
    const groups = optionGroups(p.options.id);
    const required = groups.find((g) => g.required)!;
    const missing = await call(app, 'createLine', { body: { item: { productId: p.options.id, quantity: 1 } } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].path).toBe('item.options');
    const notCartable = groups.flatMap((g) =>
      g.items.filter((i) => !i.cartable).map((i) => ({ groupId: g.id, id: i.id })),
    )[0]!;
    const refused = await call(app, 'createLine', {
      body: {
        item: {
          productId: p.options.id,
          quantity: 1,
          options: [{ groupId: required.id, id: required.items[0]!.id }, notCartable],
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].path).toBe('item.options.1');
  });

  it('prices a line as the product plus its option surcharges', async () => {
    const groups = optionGroups(p.options.id);
    const required = groups.find((g) => g.required)!;
    const item = required.items.find((i) => i.state && i.cartable && i.price > 0)!;
    const created = await ok(app, 'createLine', {
      body: { item: { productId: p.options.id, quantity: 1, options: [{ groupId: required.id, id: item.id }] } },
    });
    const line = (await cart(created.data.cUid)).lines[0]!;
    const base = dataset().products.find((r) => r.product.id === p.options.id)!.product.prices!.baseInclVat;
    expect(line.prices.baseInclVat).toBeCloseTo(base + item.price, 2);
    expect(line.options[0]!.name).toBe(item.name);
  });

  it('prices a made-to-measure size per m2 and refuses one below the minimum', async () => {
    const groups = optionGroups(p.madeToMeasure.id);
    const size = groups.find((g) => g.displayType === 'custom')!;
    const rect = size.items.find((i) => i.advancedSettings?.shape === 'Rechthoek')!;
    const others = groups
      .filter((g) => g.required && g.id !== size.id)
      .map((g) => ({ groupId: g.id, id: g.items.find((i) => i.price === 0)!.id }));
    const options = [
      { groupId: size.id, id: rect.id, custom: { shape: 'Rechthoek', width: 200, length: 300 } },
      ...others,
    ];
    const created = await ok(app, 'createLine', {
      body: { item: { productId: p.madeToMeasure.id, quantity: 1, options } },
    });
    const line = (await cart(created.data.cUid)).lines[0]!;
    expect(line.prices.baseInclVat).toBeCloseTo(6 * rect.advancedSettings!.defaultPrice, 2);
    expect(line.options[0]!.custom).toMatchObject({ name: 'Rechthoek', label: '200 x 300 cm', quantity: 6 });
    const tooSmall = await call(app, 'createLine', {
      body: {
        item: {
          productId: p.madeToMeasure.id,
          quantity: 1,
          options: [{ ...options[0]!, custom: { width: 10, length: 10 } }, ...others],
        },
      },
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().errors[0].message).toMatch(/smaller/);
  });
});

describe('coupons, choices and totals', () => {
  it('applies a coupon once, case and spaces aside, and removes it by its title', async () => {
    const { cUid } = await cartWith(app, null, p.simple.id, 2);
    const code = named.coupons.percentage.code;
    await ok(app, 'couponApply', { body: { cUid, couponCode: ` ${code.toLowerCase().split('').join(' ')} ` } });
    const twice = await call(app, 'couponApply', { body: { cUid, couponCode: code } });
    expect(twice.statusCode).toBe(422);
    const expired = await call(app, 'couponApply', { body: { cUid, couponCode: named.coupons.expired.code } });
    expect(expired.json()).toMatchObject({ message: 'coupon_invalid', errors: [{ path: 'couponCode' }] });
    const withCoupon = await cart(cUid);
    expect(withCoupon.coupons).toEqual([
      { title: code, amount: named.coupons.percentage.percentage, type: 'percentage' },
    ]);
    await ok(app, 'couponDelete', { body: { cUid, couponCode: code } });
    expect((await cart(cUid)).coupons).toEqual([]);
  });

  it('refuses a coupon below its minimum subtotal', async () => {
    const { cUid } = await cartWith(app, null, p.simple.id, 1);
    const refused = await call(app, 'couponApply', { body: { cUid, couponCode: named.coupons.minimumSubtotal.code } });
    expect(refused.statusCode).toBe(422);
  });

  it('computes totals with the pricing lib: lines, coupons and shipping, free from 50 euro', async () => {
    const { cUid } = await cartWith(app, null, p.simple.id, 1);
    await ok(app, 'couponApply', { body: { cUid, couponCode: named.coupons.fixed.code } });
    const shipping = dataset().deliveryOptions.NL.find((o) => o.id === 'nl-standard')!;
    const chosen = (await ok(app, 'cartUpdate', { body: { cUid, shipping_option_id: 'nl-standard' } })).data;
    const expected = cartTotals({
      lines: chosen.lines.map((l) => ({
        quantity: l.quantity,
        totals: lineTotals({ prices: l.prices, quantity: l.quantity, weightPerUnit: l.weight.perUnit }),
      })),
      coupons: chosen.coupons,
      shipping: shipping.prices,
    });
    expect(chosen.totals).toEqual(expected);
    expect(chosen.totals.shippingInclVat).toBe(shipping.prices.inclVat);
    const big = (
      await ok(app, 'updateLine', { params: { lineUid: chosen.lines[0]!.lUid }, body: { id: cUid, quantity: 4 } })
    ).data;
    expect(big.updatedQuantity).toBe(4);
    expect((await cart(cUid)).totals.shippingInclVat).toBe(0);
    const options = (await ok(app, 'deliveryOptions', { body: { countryCode: 'NL', cUid } })).data;
    expect(options.find((o) => o.id === 'nl-standard')!.prices.inclVat).toBe(0);
    expect(options.find((o) => o.id === 'nl-express')!.prices.inclVat).toBeGreaterThan(0);
  });

  it('switches between a shipping option and a pickup location', async () => {
    const { cUid } = await cartWith(app, null, p.simple.id);
    await ok(app, 'cartUpdate', { body: { cUid, shipping_option_id: 'nl-standard' } });
    const pickup = dataset().deliveryOptions.NL.find((o) => o.type === 'pickup')!.pickupLocations[0]!;
    const picked = (await ok(app, 'cartUpdate', { body: { cUid, pickup_location_id: pickup.id } })).data;
    expect(picked.delivery).toEqual({ shippingId: null, pickupLocationId: pickup.id });
    const refused = await call(app, 'cartUpdate', { body: { cUid, payment_option_id: 'cash' } });
    expect(refused.json()).toMatchObject({ message: 'choice_invalid', errors: [{ path: 'payment_option_id' }] });
  });

  it("accepts only the customer's own address as the cart address", async () => {
    const token = await login(app);
    const { cUid } = await cartWith(app, token, p.simple.id);
    expect((await ok(app, 'cartUpdate', { body: { cUid, address_id: 'adr-7003' }, token })).data.addressId).toBe(
      '7003',
    );
    expect((await call(app, 'cartUpdate', { body: { cUid, address_id: '7011' }, token })).statusCode).toBe(422);
  });
});
