import { describe, expect, it } from 'vitest';
import { Sort } from '../app/contract';
import { CountryCode, Locale } from './codec';
import { COUNTRY_CODES, LOCALE_CODES, SORTS, isCountryCode, isLocale } from './guards';

describe('the guards of the closed sets', () => {
  it.each([
    ['NL', true],
    ['BE', true],
    ['DE', false],
    ['nl', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('say whether %j is a country the shop delivers to, as the codec does', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
    expect(CountryCode.is(value)).toBe(expected);
  });

  it.each([
    ['nl-NL', true],
    ['en-US', true],
    ['en', false],
    ['nl-BE', false],
    [null, false],
  ])('say whether %j is a locale of the shop, as the codec does', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
    expect(Locale.is(value)).toBe(expected);
  });

  it('are built from the same lists as the codecs', () => {
    expect(Object.keys(CountryCode.keys)).toEqual([...COUNTRY_CODES]);
    expect(Object.keys(Locale.keys)).toEqual([...LOCALE_CODES]);
    expect(Object.keys(Sort.keys)).toEqual([...SORTS]);
  });
});
