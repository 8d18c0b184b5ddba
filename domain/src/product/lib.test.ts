import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Stock } from '../shared/entities';
import {
  DESCRIPTION_PANEL_FROM,
  READ_MORE_FROM,
  deliveryDays,
  deliveryText,
  isLongText,
  isOrderable,
  orderableQuantity,
  stockStatus,
  textLength,
  type StockStatus,
} from './lib';

const stock = (openQuantity: number, isManaged = true, isPermanentlyOutOfStock = false): Stock => ({
  openQuantity,
  isManaged,
  isPermanentlyOutOfStock,
});

describe('orderableQuantity', () => {
  it.each<[string, Stock, boolean, number]>([
    ['unmanaged stock sets no limit', stock(0, false), false, Infinity],
    ['unmanaged, flagged permanently out', stock(0, false, true), false, Infinity],
    ['managed: the open quantity', stock(7), false, 7],
    ['negative quantity counts as none', stock(-3), false, 0],
    ['backorder sets no limit', stock(0), true, Infinity],
    ['permanently out cannot be backordered', stock(0, true, true), true, 0],
    ['permanently out: what is left', stock(2, true, true), true, 2],
  ])('%s', (_, s, backorder, quantity) => {
    expect(orderableQuantity(s, backorder)).toBe(quantity);
    expect(isOrderable(s, backorder)).toBe(quantity > 0);
  });
});

describe('isOrderable and stockStatus', () => {
  it.each<[string, Stock, boolean, boolean, StockStatus]>([
    ['unmanaged stock', stock(0, false), false, true, 'inStock'],
    ['unmanaged, negative quantity', stock(-4, false), false, true, 'inStock'],
    ['unmanaged, flagged permanently out', stock(0, false, true), false, true, 'inStock'],
    ['plenty in stock', stock(50), false, true, 'inStock'],
    ['just above the threshold', stock(6), false, true, 'inStock'],
    ['at the threshold', stock(5), false, true, 'lowStock'],
    ['one left', stock(1), false, true, 'lowStock'],
    ['none left, backorder', stock(0), true, true, 'backorder'],
    ['negative quantity, backorder', stock(-3), true, true, 'backorder'],
    ['none left, no backorder', stock(0), false, false, 'outOfStock'],
    ['permanently out, no backorder', stock(0, true, true), false, false, 'permanentlyOutOfStock'],
    ['permanently out cannot be backordered', stock(0, true, true), true, false, 'permanentlyOutOfStock'],
    ['permanently out but some left: sell what is left', stock(2, true, true), false, true, 'lowStock'],
  ])('%s', (_, s, backorder, orderable, status) => {
    expect(isOrderable(s, backorder)).toBe(orderable);
    expect(stockStatus(s, backorder, { lowStockThreshold: 5 })).toBe(status);
  });

  it.each([
    [0, 1, 'inStock'],
    [0, 0, 'outOfStock'],
    [10, 10, 'lowStock'],
  ] as const)('threshold %s with quantity %s → %s', (lowStockThreshold, quantity, expected) => {
    expect(stockStatus(stock(quantity), false, { lowStockThreshold })).toBe(expected);
  });

  it('a status is orderable exactly when it is not out of stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.nat(10),
        (quantity, managed, permanent, backorder, threshold) => {
          const s = stock(quantity, managed, permanent);
          const status = stockStatus(s, backorder, { lowStockThreshold: threshold });
          expect(isOrderable(s, backorder)).toBe(status !== 'outOfStock' && status !== 'permanentlyOutOfStock');
        },
      ),
    );
  });
});

describe('deliveryDays', () => {
  it.each([
    [3, [], 3],
    [3, [0, 0], 3],
    [3, [5], 5],
    [3, [1], 1],
    [3, [2, 10, 4], 10],
    [3, [0, 7], 7],
    [3, [-2, Number.NaN], 3],
    [0, [], 0],
  ])('totalDays %s with options %j → %s', (total, options, expected) => {
    expect(deliveryDays(total, options)).toBe(expected);
  });
});

describe('deliveryText', () => {
  it.each([
    [1, { key: 'delivery.tomorrow' }],
    [0.5, { key: 'delivery.tomorrow' }],
    [2, { key: 'delivery.withinDays', params: { days: 2 } }],
    [6, { key: 'delivery.withinDays', params: { days: 6 } }],
    [5.2, { key: 'delivery.withinDays', params: { days: 6 } }],
    [7, { key: 'delivery.withinWeeks', params: { weeks: 1 } }],
    [8, { key: 'delivery.withinWeeks', params: { weeks: 2 } }],
    [14, { key: 'delivery.withinWeeks', params: { weeks: 2 } }],
    [21, { key: 'delivery.withinWeeks', params: { weeks: 3 } }],
    [0, { key: 'delivery.unknown' }],
    [-1, { key: 'delivery.unknown' }],
    [Number.NaN, { key: 'delivery.unknown' }],
    [null, { key: 'delivery.unknown' }],
    [undefined, { key: 'delivery.unknown' }],
  ])('%s days → %j', (days, expected) => {
    expect(deliveryText(days)).toEqual(expected);
  });
});

describe('long texts (spec §2 readMore and description panels)', () => {
  it('counts the text, not the markup', () => {
    expect(textLength('<p>Wol &amp; katoen</p>\n<ul><li>Zacht</li></ul>')).toBe('Wol _ katoen Zacht'.length);
  });
  it('is long from the limit on, and never for no text', () => {
    expect(isLongText(`<p>${'x'.repeat(READ_MORE_FROM - 1)}</p>`, READ_MORE_FROM)).toBe(false);
    expect(isLongText(`<p>${'x'.repeat(READ_MORE_FROM)}</p>`, READ_MORE_FROM)).toBe(true);
    expect(isLongText(null, READ_MORE_FROM)).toBe(false);
    expect(isLongText(`<p>${'x'.repeat(DESCRIPTION_PANEL_FROM)}</p>`, DESCRIPTION_PANEL_FROM)).toBe(true);
  });
});
