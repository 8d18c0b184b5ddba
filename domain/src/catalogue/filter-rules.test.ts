import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Filter } from './contract';
import { hasActiveFilters, type ActiveFilter } from './lib';
import {
  activeFilters,
  clearAllFilters,
  clearFilter,
  filterLabel,
  setPriceFilter,
  toggleFilterValue,
  visibleFacetOptions,
} from './filter-rules';

describe('toggleFilterValue / clearFilter / clearAllFilters', () => {
  const active: ActiveFilter[] = [
    { name: 'kleur', values: ['rood', 'blauw'] },
    { name: 'maat', values: ['L'] },
  ];

  it.each<[string, string, string, ActiveFilter[]]>([
    [
      'adds a value to its group',
      'kleur',
      'groen',
      [
        { name: 'kleur', values: ['rood', 'blauw', 'groen'] },
        { name: 'maat', values: ['L'] },
      ],
    ],
    [
      'removes a chosen value',
      'kleur',
      'rood',
      [
        { name: 'kleur', values: ['blauw'] },
        { name: 'maat', values: ['L'] },
      ],
    ],
    ['removes a group without values left', 'maat', 'L', [{ name: 'kleur', values: ['rood', 'blauw'] }]],
    ['adds a new group last', 'materiaal', 'wol', [...active, { name: 'materiaal', values: ['wol'] }]],
  ])('%s', (_, name, value, expected) => {
    expect(toggleFilterValue(active, name, value)).toEqual(expected);
  });

  it('does not change its input', () => {
    const copy = structuredClone(active);
    toggleFilterValue(active, 'kleur', 'rood');
    toggleFilterValue(active, 'maat', 'L');
    expect(active).toEqual(copy);
  });

  it('toggling twice gives the same filters back', () => {
    fc.assert(
      fc.property(fc.constantFrom('kleur', 'maat', 'nieuw'), fc.constantFrom('rood', 'L', 'x'), (name, value) => {
        const start = toggleFilterValue(active, name, value);
        const back = toggleFilterValue(start, name, value);
        expect(back.map((f) => [f.name, [...f.values].sort()])).toEqual(
          active.map((f) => [f.name, [...f.values].sort()]),
        );
      }),
    );
  });

  it.each<[string, ActiveFilter[]]>([
    ['kleur', [{ name: 'maat', values: ['L'] }]],
    ['maat', [{ name: 'kleur', values: ['rood', 'blauw'] }]],
    ['onbekend', active],
  ])('clearFilter(%s)', (name, expected) => {
    expect(clearFilter(active, name)).toEqual(expected);
  });

  it('clearAllFilters drops filters and price and goes to page 1, keeping the rest', () => {
    expect(
      clearAllFilters({ slug: '/a', filters: active, price: { min: 1, max: 2 }, page: 4, sort: 'lowest-price' }),
    ).toEqual({ slug: '/a', filters: [], price: null, page: 1, sort: 'lowest-price' });
  });

  it.each([
    [[], null, false],
    [active, null, true],
    [[], { min: 0, max: 1 }, true],
  ])('hasActiveFilters(%j, %j) = %s', (filters, price, expected) => {
    expect(hasActiveFilters({ filters, price })).toBe(expected);
  });
});

describe('setPriceFilter', () => {
  it.each([
    [{ min: 10, max: 50 }, undefined, { min: 10, max: 50 }],
    [{ min: 50, max: 10 }, undefined, { min: 10, max: 50 }],
    [{ min: -5, max: 10 }, undefined, { min: 0, max: 10 }],
    [
      { min: 10, max: 50 },
      { min: 0, max: 100 },
      { min: 10, max: 50 },
    ],
    [{ min: -10, max: 500 }, { min: 5, max: 100 }, null],
    [{ min: 5, max: 100 }, { min: 5, max: 100 }, null],
    [{ min: 5, max: 300 }, { min: 5, max: 100 }, null],
    [
      { min: 0, max: 60 },
      { min: 5, max: 100 },
      { min: 5, max: 60 },
    ],
    [
      { min: 200, max: 300 },
      { min: 5, max: 100 },
      { min: 100, max: 100 },
    ],
    [{ min: 10, max: 50 }, null, { min: 10, max: 50 }],
  ])('setPriceFilter(%j, %j) = %j', (range, bounds, expected) => {
    expect(setPriceFilter(range, bounds)).toEqual(expected);
  });
});

describe('filterLabel', () => {
  it.each([
    [[], ''],
    [['rood'], 'rood'],
    [['rood', 'blauw'], 'rood en blauw'],
    [['rood', 'blauw', 'groen'], 'rood, blauw, en groen'],
    [['a', 'b', 'c', 'd'], 'a, b, c, en d'],
  ])('%j → %s', (values, expected) => {
    expect(filterLabel(values, 'en')).toBe(expected);
  });

  it('uses the given and-word', () => {
    expect(filterLabel(['red', 'blue', 'green'], 'and')).toBe('red, blue, and green');
  });
});

describe('activeFilters', () => {
  const filters: Filter[] = [
    {
      name: 'kleur',
      label: 'Kleur',
      displayType: 'checkbox',
      visible: true,
      expand: false,
      options: [],
    },
    {
      name: 'price',
      label: 'Prijs',
      displayType: 'priceRange',
      visible: true,
      expand: false,
      range: { min: 0, max: 500 },
      marks: { min: 10, max: 200 },
    },
  ];
  const labels = { andWord: 'en', priceName: 'Prijs' };

  it.each([
    ['nothing active', { filters: [], price: null }, []],
    [
      'checkbox groups in their order, named by the facet label, then the price',
      {
        filters: [
          { name: 'kleur', values: ['rood', 'blauw', 'groen'] },
          { name: 'merk', values: ['Acme'] },
        ],
        price: { min: 10, max: 200 },
      },
      [
        { key: 'kleur', name: 'Kleur', label: 'rood, blauw, en groen' },
        { key: 'merk', name: 'merk', label: 'Acme' },
        { key: 'price', name: 'Prijs', label: '10 - 200', range: { min: 10, max: 200 } },
      ],
    ],
    ['an empty group is not shown', { filters: [{ name: 'kleur', values: [] }], price: null }, []],
  ])('%s', (_, active, expected) => {
    expect(activeFilters(filters, active, labels)).toEqual(expected);
  });

  it('names the price filter with the given name', () => {
    expect(
      activeFilters([], { filters: [], price: { min: 1, max: 2 } }, { andWord: 'and', priceName: 'Price' }),
    ).toEqual([{ key: 'price', name: 'Price', label: '1 - 2', range: { min: 1, max: 2 } }]);
  });
});

describe('visibleFacetOptions', () => {
  const options = ['Rood', 'Blauw', 'Groen', 'Donkerrood', 'Geel', 'Wit', 'Zwart'].map((value) => ({
    value,
    amount: 1,
    isChecked: false,
  }));
  const values = (list: { value: string }[]) => list.map((o) => o.value);

  it.each<[string, { threshold: number; showAll: boolean; query: string }, string[]]>([
    [
      'above the threshold: the first options',
      { threshold: 5, showAll: false, query: '' },
      values(options).slice(0, 5),
    ],
    ['show more: all options', { threshold: 5, showAll: true, query: '' }, values(options)],
    ['search: case-insensitive substring', { threshold: 5, showAll: false, query: 'ROOD' }, ['Rood', 'Donkerrood']],
    ['search ignores show-more slicing', { threshold: 2, showAll: false, query: 'e' }, ['Groen', 'Donkerrood', 'Geel']],
    ['search is trimmed', { threshold: 5, showAll: false, query: '  wit ' }, ['Wit']],
    ['blank search is no search', { threshold: 5, showAll: false, query: '   ' }, values(options).slice(0, 5)],
    ['search without matches', { threshold: 5, showAll: true, query: 'paars' }, []],
    ['at the threshold: all, no search', { threshold: 7, showAll: false, query: 'rood' }, values(options)],
    ['below the threshold: all', { threshold: 10, showAll: false, query: '' }, values(options)],
  ])('%s', (_, settings, expected) => {
    expect(values(visibleFacetOptions(options, settings))).toEqual(expected);
  });

  it('keeps a checked option past the threshold in view, in its place', () => {
    const checked = options.map((option) => ({ ...option, isChecked: option.value === 'Zwart' }));
    expect(values(visibleFacetOptions(checked, { threshold: 5, showAll: false, query: '' }))).toEqual([
      'Rood',
      'Blauw',
      'Groen',
      'Donkerrood',
      'Geel',
      'Zwart',
    ]);
  });
});
