import { describe, expect, it } from 'vitest';
import { testCart, testLine, testPrices } from '../cart/testing';
import type { CartLine } from '../cart/contract';
import type { DeliveryOption, PaymentOption, PaymentOutcome } from '../checkout/contract';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  beginCheckoutEvent,
  itemFromLine,
  itemsValue,
  purchaseEvent,
  removeFromCartEvent,
  viewCartEvent,
  type Ga4Item,
} from './lib';

const discounted: CartLine = testLine({
  lUid: 'l1',
  productId: 'rug-1',
  title: 'Vloerkleed Nomad',
  brand: 'Etalage',
  quantity: 2,
  prices: { ...testPrices(100), discountInclVat: 79.99, discountExclVat: 66.11, discountPercentage: 20 },
  options: [
    {
      id: 'o1',
      lineOptionId: 'lo1',
      groupId: 'g1',
      groupName: 'Maat',
      name: '200 x 300 cm',
      displayType: 'text',
      custom: null,
      prices: null,
    },
  ],
});
const plain: CartLine = testLine({
  lUid: 'l2',
  productId: 'plaid-1',
  title: 'Plaid',
  quantity: 3,
  prices: testPrices(0.1),
});

describe('itemFromLine', () => {
  it('maps a discounted line with options and brand', () => {
    expect(itemFromLine(discounted, 0, 'ZOMER')).toEqual({
      item_id: 'rug-1',
      item_name: 'Vloerkleed Nomad',
      price: 79.99,
      quantity: 2,
      index: 0,
      item_variant: 'Maat: 200 x 300 cm',
      item_brand: 'Etalage',
      discount: 20.01,
      coupon: 'ZOMER',
    });
  });

  it('leaves out what a plain line does not have', () => {
    expect(itemFromLine(plain, 4)).toEqual({
      item_id: 'plaid-1',
      item_name: 'Plaid',
      price: 0.1,
      quantity: 3,
      index: 4,
    });
  });
});

describe('itemsValue', () => {
  const item = (price: number, quantity: number): Ga4Item => ({
    item_id: 'x',
    item_name: 'x',
    price,
    quantity,
    index: 0,
  });
  it.each([
    [[item(0.1, 3)], 0.3],
    [[item(79.99, 2), item(0.1, 3)], 160.28],
    [[item(19.99, 7), item(0.01, 1)], 139.94],
    [[], 0],
  ])('%j → %d (exact cents)', (items, expected) => expect(itemsValue(items)).toBe(expected));
});

describe('GA4 events (currency EUR, value without shipping and tax)', () => {
  it('add_to_cart counts the added quantity only', () => {
    expect(addToCartEvent(discounted, 1)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 79.99, items: [expect.objectContaining({ item_id: 'rug-1', quantity: 1 })] },
    });
  });

  it('remove_from_cart reports what the line held', () => {
    expect(removeFromCartEvent(plain, 3).ecommerce).toMatchObject({ value: 0.3, items: [{ quantity: 3 }] });
  });

  it('view_cart lists every line with its index and the coupons', () => {
    const event = viewCartEvent([discounted, plain], [{ title: 'ZOMER', amount: 10, type: 'percentage' }]);
    expect(event.event).toBe('view_cart');
    expect(event.ecommerce.value).toBe(160.28);
    expect(event.ecommerce.items.map((i) => [i.index, i.coupon])).toEqual([
      [0, 'ZOMER'],
      [1, 'ZOMER'],
    ]);
  });

  const cart = testCart({
    lines: [discounted, plain],
    coupons: [
      { title: 'ZOMER', amount: 10, type: 'percentage' },
      { title: 'WELKOM', amount: 5, type: 'fixedAmount' },
    ],
  });

  it('begin_checkout carries the coupon', () => {
    expect(beginCheckoutEvent(cart).ecommerce).toMatchObject({ coupon: 'ZOMER,WELKOM', value: 160.28 });
    expect(beginCheckoutEvent(testCart({ lines: [plain] })).ecommerce).not.toHaveProperty('coupon');
  });

  it('add_shipping_info carries the shipping tier, add_payment_info the payment type', () => {
    const delivery = { label: 'PostNL' } as DeliveryOption;
    const payment = { label: 'iDEAL' } as PaymentOption;
    expect(addShippingInfoEvent(cart, delivery)).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { shipping_tier: 'PostNL', value: 160.28 },
    });
    expect(addPaymentInfoEvent(cart, payment)).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'iDEAL' },
    });
  });

  it('purchase carries transaction id, shipping and tax; value is the items only', () => {
    const outcome: PaymentOutcome = {
      paymentUid: 'pay-1',
      status: 'paid',
      orderUid: 'o1',
      orderNumber: '2026-0042',
      method: 'ideal',
      amount: 165.28,
      order: {
        lines: [
          {
            productId: 'rug-1',
            title: 'Nomad',
            slug: 'nomad',
            quantity: 2,
            priceInclVat: 79.99,
            totalInclVat: 159.98,
            options: ['Maat: 200 x 300 cm'],
            returnable: false,
          },
          {
            productId: 'plaid-1',
            title: 'Plaid',
            slug: 'plaid',
            quantity: 3,
            priceInclVat: 0.1,
            totalInclVat: 0.3,
            options: [],
            returnable: true,
          },
        ],
        totalInclVat: 165.28,
        totalVat: 28.68,
        shippingInclVat: 5,
        coupon: null,
      },
    };
    expect(purchaseEvent(outcome)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        transaction_id: '2026-0042',
        value: 160.28,
        shipping: 5,
        tax: 28.68,
        items: [
          {
            item_id: 'rug-1',
            item_name: 'Nomad',
            price: 79.99,
            quantity: 2,
            index: 0,
            item_variant: 'Maat: 200 x 300 cm',
          },
          { item_id: 'plaid-1', item_name: 'Plaid', price: 0.1, quantity: 3, index: 1 },
        ],
      },
    });
  });
});
