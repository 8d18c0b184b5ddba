import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AdvancedSettings, OptionItem, RugShape } from './contract';
import {
  areaM2,
  canAddToCart,
  closesPanelOnSelect,
  customPrice,
  customSelection,
  deviationRange,
  sanitizeDimension,
  sizeUnitOf,
  selectOption,
  selectionDeliveryTimes,
  selectionOf,
  selectionSurcharge,
  shownArea,
  validateCustomSize,
  type ConfiguratorSelection,
  inlineChoices,
} from './lib';
import { depositSplit, fromCents, paymentDue, toCents } from '../pricing/lib';

const item = (id: string, overrides: Partial<OptionItem> = {}): OptionItem => ({
  id,
  name: id.toUpperCase(),
  state: true,
  price: 0,
  prices: null,
  deliveryTime: 0,
  cartable: true,
  image: null,
  advancedSettings: null,
  ...overrides,
});
const kleur = { id: 'kleur' };
const rand = { id: 'rand' };

describe('selectOption', () => {
  const start: ConfiguratorSelection[] = [selectionOf(kleur, item('rood')), selectionOf(rand, item('band'))];

  it('choosing the chosen option changes nothing (same array)', () => {
    expect(selectOption(start, kleur, item('rood'))).toBe(start);
  });

  it('replaces the option of its group in place', () => {
    const next = selectOption(start, kleur, item('blauw', { price: 12.5, deliveryTime: 4 }));
    expect(next.map((s) => [s.groupId, s.id])).toEqual([
      ['kleur', 'blauw'],
      ['rand', 'band'],
    ]);
    expect(next[0]).toEqual({
      id: 'blauw',
      groupId: 'kleur',
      name: 'BLAUW',
      price: 12.5,
      prices: null,
      cartable: true,
      deliveryTime: 4,
      custom: null,
    });
    expect(start[0]!.id).toBe('rood');
  });

  it('adds a choice for a new group last', () => {
    expect(selectOption(start, { id: 'maat' }, item('xl')).map((s) => s.groupId)).toEqual(['kleur', 'rand', 'maat']);
  });

  it.each([
    [null, item('x')],
    [kleur, null],
    [undefined, undefined],
  ])('needs both a group and an item (%j, %j)', (group, chosen) => {
    expect(selectOption(start, group, chosen)).toBe(start);
  });

  it('keeps one choice per group whatever the sequence', () => {
    const groups = ['a', 'b', 'c'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...groups), fc.constantFrom('x', 'y', 'z'))), (choices) => {
        let selection: readonly ConfiguratorSelection[] = [];
        for (const [groupId, itemId] of choices) selection = selectOption(selection, { id: groupId }, item(itemId));
        const ids = selection.map((s) => s.groupId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const groupId of ids) {
          const last = [...choices].reverse().find(([g]) => g === groupId);
          expect(selection.find((s) => s.groupId === groupId)?.id).toBe(last?.[1]);
        }
      }),
    );
  });
});

describe('closesPanelOnSelect', () => {
  it.each([
    ['text', true],
    ['image', true],
    ['custom', false],
  ] as const)('%s → %s', (displayType, expected) => {
    expect(closesPanelOnSelect({ displayType })).toBe(expected);
  });
});

describe('canAddToCart', () => {
  const cartable = selectionOf(kleur, item('rood'));
  const notCartable = selectionOf(rand, item('maat', { cartable: false }));

  it.each([
    ['nothing chosen', [], undefined, true],
    ['all cartable', [cartable], undefined, true],
    ['one not cartable', [cartable, notCartable], undefined, false],
    [
      'a required group without a choice',
      [cartable],
      [
        { id: 'kleur', required: true },
        { id: 'maat', required: true },
      ],
      false,
    ],
    [
      'an optional group without a choice',
      [cartable],
      [
        { id: 'kleur', required: true },
        { id: 'maat', required: false },
      ],
      true,
    ],
  ])('%s', (_, selection, groups, expected) => {
    expect(canAddToCart(selection, groups)).toBe(expected);
  });
});

describe('selectionSurcharge and selectionDeliveryTimes', () => {
  const selection = [
    selectionOf(kleur, item('a', { price: 0.1, deliveryTime: 2 })),
    selectionOf(rand, item('b', { price: 0.2, deliveryTime: 0 })),
  ];
  it('adds surcharges to the cent and lists delivery times', () => {
    expect(selectionSurcharge(selection)).toBe(0.3);
    expect(selectionSurcharge([])).toBe(0);
    expect(selectionDeliveryTimes(selection)).toEqual([2, 0]);
  });
});

describe('sanitizeDimension', () => {
  const tooLarge = { key: 'configurator.dimensionTooLarge', params: { max: 400, unit: 'cm' } };
  it.each([
    ['200', { value: 200, text: '200', message: null }],
    [' 200 ', { value: 200, text: '200', message: null }],
    ['0200', { value: 200, text: '200', message: null }],
    ['000', { value: 0, text: '0', message: null }],
    ['-0', { value: 0, text: '0', message: null }],
    ['150,5', { value: 150.5, text: '150.5', message: null }],
    ['400', { value: 400, text: '400', message: null }],
    ['401', { value: 400, text: '400', message: tooLarge }],
    ['99999', { value: 400, text: '400', message: tooLarge }],
    ['-5', { value: null, text: '', message: null }],
    ['', { value: null, text: '', message: null }],
    ['  ', { value: null, text: '', message: null }],
    [null, { value: null, text: '', message: null }],
    ['abc', { value: null, text: '', message: null }],
    ['1e3', { value: null, text: '', message: null }],
    [250, { value: 250, text: '250', message: null }],
    [-1, { value: null, text: '', message: null }],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeDimension(raw, 400)).toEqual(expected);
  });
});

describe('the size unit (spec §3 advancedSettings.unitDisplay)', () => {
  it("is the option's own, or cm when it names none", () => {
    expect(sizeUnitOf({ unitDisplay: 'cm' })).toBe('cm');
    expect(sizeUnitOf({ unitDisplay: ' inch ' })).toBe('inch');
    expect(sizeUnitOf({ unitDisplay: '' })).toBe('cm');
  });

  it('names the maximum in that unit', () => {
    expect(sanitizeDimension('500', 400, 'inch').message).toEqual({
      key: 'configurator.dimensionTooLarge',
      params: { max: 400, unit: 'inch' },
    });
    expect(
      validateCustomSize('Rond', { diameter: 500 }, { minimum: 100, maximum: 400, unitDisplay: 'inch' }).message,
    ).toEqual({ key: 'configurator.dimensionTooLarge', params: { max: 400, unit: 'inch' } });
  });
});

describe('areaM2 and shownArea', () => {
  it.each<[RugShape, { width?: number; length?: number; diameter?: number }, number]>([
    ['Rechthoek', { width: 200, length: 300 }, 6],
    ['Vierkant', { width: 150, length: 150 }, 2.25],
    ['Ovaal', { width: 160, length: 230 }, 3.68],
    ['Organisch', { width: 123, length: 77 }, 0.9471],
    ['Rond', { diameter: 200 }, 4],
    ['Rond', { diameter: 150, width: 10, length: 10 }, 2.25],
    ['Rechthoek', { diameter: 200 }, 0],
    ['Rechthoek', { width: 200 }, 0],
    ['Rechthoek', { width: 0.1, length: 0.3 }, 0.000003],
  ])('%s %j → %s m2', (shape, dims, expected) => {
    expect(areaM2(shape, dims)).toBe(expected);
  });

  it.each([
    [0.9471, 0.95],
    [2.245, 2.25],
    [6, 6],
  ])('shownArea(%s) = %s', (area, expected) => {
    expect(shownArea(area)).toBe(expected);
  });
});

describe('validateCustomSize', () => {
  const settings = { minimum: 10000, maximum: 400, unitDisplay: 'cm' }; // 1 m2 minimum, 400 cm maximum
  const minimumMessage = { key: 'configurator.minimumArea', params: { min: 1 } };
  it.each<[string, RugShape, { width?: number; length?: number; diameter?: number }, object]>([
    ['valid rectangle', 'Rechthoek', { width: 200, length: 300 }, { valid: true, area: 6, message: null }],
    ['exactly the minimum', 'Vierkant', { width: 100, length: 100 }, { valid: true, area: 1, message: null }],
    [
      'below the minimum',
      'Rechthoek',
      { width: 50, length: 100 },
      { valid: false, area: 0.5, message: minimumMessage },
    ],
    ['valid round', 'Rond', { diameter: 120 }, { valid: true, area: 1.44, message: null }],
    ['round below the minimum', 'Rond', { diameter: 90 }, { valid: false, area: 0.81, message: minimumMessage }],
    ['incomplete: no length', 'Rechthoek', { width: 200 }, { valid: false, area: 0, message: null }],
    ['incomplete: zero width', 'Ovaal', { width: 0, length: 200 }, { valid: false, area: 0, message: null }],
    ['round without a diameter', 'Rond', { width: 200, length: 200 }, { valid: false, area: 0, message: null }],
    [
      'above the maximum',
      'Rechthoek',
      { width: 500, length: 200 },
      { valid: false, area: 10, message: { key: 'configurator.dimensionTooLarge', params: { max: 400, unit: 'cm' } } },
    ],
  ])('%s', (_, shape, dims, expected) => {
    expect(validateCustomSize(shape, dims, settings)).toEqual(expected);
  });

  it('shows a fractional minimum in m2 with 2 decimals', () => {
    expect(
      validateCustomSize('Rechthoek', { width: 10, length: 10 }, { minimum: 12345, maximum: 400, unitDisplay: 'cm' })
        .message,
    ).toEqual({
      key: 'configurator.minimumArea',
      params: { min: 1.23 },
    });
  });
});

describe('customPrice', () => {
  it.each([
    [89.95, 6, 539.7],
    [89.95, 0.9471, 85.45], // area shown as 0.95
    [100, 2.245, 225], // 2.25 m2
    [49.99, 1.44, 71.99], // 71.9856
    [0, 5, 0],
  ])('%s per m2 × %s m2 = %s', (perM2, area, expected) => {
    expect(customPrice(perM2, area)).toBe(expected);
  });
});

describe('customSelection', () => {
  const settings: AdvancedSettings = {
    unitDisplay: 'cm',
    minimum: 10000,
    maximum: 400,
    defaultPrice: 100,
    shape: 'Rechthoek',
  };
  const custom = item('maat-rechthoek', { name: 'Rechthoek', cartable: false, advancedSettings: settings });
  const group = { id: 'maat' };

  it('a valid size makes the option cartable at the custom price', () => {
    const chosen = customSelection(group, custom, { width: 200, length: 150 }, 21);
    expect(chosen).toMatchObject({ id: 'maat-rechthoek', groupId: 'maat', price: 300, cartable: true });
    expect(chosen.prices).toMatchObject({ baseInclVat: 300, baseExclVat: 247.93, vatPercentage: 21 });
    expect(chosen.custom).toEqual({
      name: 'Rechthoek',
      quantity: 3,
      prices: chosen.prices,
      dimensions: { width: 200, length: 150, shape: 'Rechthoek' },
    });
  });

  it.each([
    ['too small', { width: 50, length: 50 }],
    ['incomplete', { width: 200 }],
  ])('%s: price 0, not cartable', (_, dims) => {
    expect(customSelection(group, custom, dims, 21)).toMatchObject({
      price: 0,
      prices: null,
      cartable: false,
      custom: null,
    });
  });

  it('an option without settings is never cartable', () => {
    expect(customSelection(group, item('x', { price: 10 }), { width: 200, length: 200 }, 21)).toMatchObject({
      price: 0,
      cartable: false,
    });
  });
});

describe('depositSplit and deviationRange', () => {
  it.each([
    [100, 20, 80],
    [539.7, 107.94, 431.76],
    [0.05, 0.01, 0.04], // 0.01 rounds half away from zero
    [0.01, 0, 0.01],
    [0, 0, 0],
  ])('depositSplit(%s) = %s up front + %s on delivery', (total, upfront, onDelivery) => {
    expect(depositSplit(total)).toEqual({ upfront, onDelivery });
  });

  it('the parts always add up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const { upfront, onDelivery } = depositSplit(fromCents(cents));
        expect(toCents(upfront) + toCents(onDelivery)).toBe(cents);
        expect(Math.abs(toCents(upfront) - cents * 0.2)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it.each([
    [200, { min: 194, max: 206 }],
    [155, { min: 150.4, max: 159.7 }], // 150.35 and 159.65
    [0, { min: 0, max: 0 }],
  ])('deviationRange(%s) = %j', (value, expected) => {
    expect(deviationRange(value)).toEqual(expected);
  });
});

describe('inlineChoices (spec §2 configuration panel: groups with many items)', () => {
  const items = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `i${i + 1}` }));
  const ids = (list: { id: string }[]) => list.map((item) => item.id);
  it.each([
    [4, null, ['i1', 'i2', 'i3', 'i4']],
    [5, null, ['i1', 'i2', 'i3']],
    [5, 'i2', ['i1', 'i2', 'i3']],
    [5, 'i5', ['i1', 'i2', 'i3', 'i5']],
    [9, 'unknown', ['i1', 'i2', 'i3']],
  ] as const)('of %i items with %s chosen shows %j', (count, chosen, shown) => {
    expect(ids(inlineChoices(items(count), chosen))).toEqual(shown);
  });
});

describe('paymentDue (spec §1/§9 deposit)', () => {
  const on = { state: true, customOrderLinePaymentPercentage: 20 };
  it.each([
    ['off: all now', 539.7, 539.7, { ...on, state: false }, { now: 539.7, onDelivery: 0 }],
    ['no setting: all now', 100, 50, null, { now: 100, onDelivery: 0 }],
    ['on, no made-to-measure: all now', 100, 0, on, { now: 100, onDelivery: 0 }],
    ['on, only made to measure', 539.7, 539.7, on, { now: 107.94, onDelivery: 431.76 }],
    ['on, with other lines and shipping', 600.05, 539.7, on, { now: 168.29, onDelivery: 431.76 }],
    ['on, 50 %', 200, 200, { ...on, customOrderLinePaymentPercentage: 50 }, { now: 100, onDelivery: 100 }],
  ] as const)('%s', (_, total, madeToMeasure, deposit, due) => {
    expect(paymentDue(total, madeToMeasure, deposit)).toEqual(due);
  });
  it('adds up to the total to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const total = fromCents(a + b);
        const { now, onDelivery } = paymentDue(total, fromCents(b), on);
        return toCents(now) + toCents(onDelivery) === a + b;
      }),
    );
  });
});
