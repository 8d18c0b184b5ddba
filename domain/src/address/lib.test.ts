import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canLookUpAddress,
  isValidPostcode,
  normalizeBePostcode,
  normalizeNlPostcode,
  normalizePostcode,
  usesPostcodeLookup,
  withCountry,
} from './lib';

describe('normalizeNlPostcode', () => {
  it.each([
    ['2012 ES', '2012 ES'],
    ['2012ES', '2012 ES'],
    ['6545 ca', '6545 CA'],
    ['1017xn', '1017 XN'],
    ['  1011 ab  ', '1011 AB'],
    ['1011  AB', '1011 AB'],
    ['9999 ZZ', '9999 ZZ'],
    ['1000 AA', '1000 AA'],
    ['1234 SB', '1234 SB'],
    ['1234 AS', '1234 AS'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeNlPostcode(raw)).toBe(expected);
  });

  it.each([
    ['0234 AB', 'starts with 0'],
    ['1234 SS', 'SS is never issued'],
    ['1234 SA', 'SA is never issued'],
    ['1234 sd', 'SD is never issued, whatever the case'],
    ['1234A', 'one letter'],
    ['123 AB', 'three digits'],
    ['12345 AB', 'five digits'],
    ['1234 ABC', 'three letters'],
    ['1234-AB', 'a hyphen'],
    ['', 'empty'],
    ['ABCD 12', 'reversed'],
    ['1234 ÄB', 'a non-ASCII letter'],
  ])('%j is invalid (%s)', (raw) => {
    expect(normalizeNlPostcode(raw)).toBeNull();
  });

  it('a normalized postcode is valid and normalizes to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{3} ?[A-Za-z]{2}$/), (raw) => {
        const once = normalizeNlPostcode(raw);
        if (once === null) return /(SA|SD|SS)$/i.test(raw);
        return normalizeNlPostcode(once) === once && /^\d{4} [A-Z]{2}$/.test(once);
      }),
    );
  });
});

describe('normalizeBePostcode', () => {
  it.each([
    ['1000', '1000'],
    ['8500', '8500'],
    [' 9000 ', '9000'],
    ['9999', '9999'],
    ['0999', null],
    ['999', null],
    ['10000', null],
    ['B-8500', null],
    ['85 00', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeBePostcode(raw)).toBe(expected);
  });
});

describe('normalizePostcode / isValidPostcode', () => {
  it.each([
    ['NL', '2012es', '2012 ES'],
    ['NL', '8500', null],
    ['BE', '8500', '8500'],
    ['BE', '2012 ES', null],
  ] as const)('%s %j → %j', (country, raw, expected) => {
    expect(normalizePostcode(country, raw)).toBe(expected);
    expect(isValidPostcode(country, raw)).toBe(expected !== null);
  });
});

describe('postcode lookup', () => {
  it.each([
    ['NL', true],
    ['BE', false],
    [null, false],
    [undefined, false],
  ] as const)('usesPostcodeLookup(%s) = %s', (country, expected) => {
    expect(usesPostcodeLookup(country)).toBe(expected);
  });

  it.each([
    [{ countryCode: 'NL', zipCode: '2012 ES', houseNumber: '2' }, true],
    [{ countryCode: 'NL', zipCode: '2012es', houseNumber: ' 2 ' }, true],
    [{ countryCode: 'NL', zipCode: '2012 E', houseNumber: '2' }, false],
    [{ countryCode: 'NL', zipCode: '2012 ES', houseNumber: '  ' }, false],
    [{ countryCode: 'NL', zipCode: null, houseNumber: '2' }, false],
    [{ countryCode: 'BE', zipCode: '8500', houseNumber: '2' }, false],
    [{ countryCode: null, zipCode: '2012 ES', houseNumber: '2' }, false],
  ] as const)('canLookUpAddress(%j) = %s', (input, expected) => {
    expect(canLookUpAddress(input)).toBe(expected);
  });
});

describe('withCountry', () => {
  const form = {
    countryCode: 'NL' as const,
    firstName: 'Anna',
    zipCode: '2012 ES',
    houseNumber: '2',
    houseNumberAddition: 'a',
    streetName: 'Julianastraat',
    city: 'Haarlem',
    address: 'Julianastraat 2a',
  };

  it('clears zip, house number, addition, street, city and address, keeps the rest', () => {
    expect(withCountry(form, 'BE')).toEqual({
      countryCode: 'BE',
      firstName: 'Anna',
      zipCode: '',
      houseNumber: '',
      houseNumberAddition: '',
      streetName: '',
      city: '',
      address: '',
    });
  });

  it('the same country changes nothing', () => {
    expect(withCountry(form, 'NL')).toBe(form);
  });

  it('does not add fields the form does not have', () => {
    expect(withCountry({ countryCode: 'NL', zipCode: '2012 ES' }, 'BE')).toEqual({ countryCode: 'BE', zipCode: '' });
  });
});
