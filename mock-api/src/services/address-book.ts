// Address lookup (spec §3 Address lookup, §4): NL by postcode and house number; suggestions narrowed by the
// context of a previous match (Locality → Street → Address) and the details of an Address match. The context is
// an opaque string to clients; here it reads `{cc}~{postcode}[~{street}[~{number}]]`.
import type { AddressDetail, AddressLookupResult, AddressMatch } from '@etalage/domain/address';
import type { CountryCode } from '@etalage/domain/shared';
import type { Dataset } from '@etalage/fixtures';
import { fail } from '../lib/http-error';
import { fold } from './search';
import { normalizePostcode } from './validate';

interface Place {
  countryCode: CountryCode;
  postcode: string;
  city: string;
  street: string;
  numbers: { number: string; additions: string[] }[];
}

const key = (text: string) => fold(text).replace(/[^a-z0-9]+/g, '-');

export class AddressBook {
  private readonly places: Place[] = [];

  constructor(book: Dataset['addressBook']) {
    const byStreet = new Map<string, Place>();
    for (const a of book.nl) {
      const id = `NL~${normalizePostcode(a.postcode)}~${key(a.street)}`;
      const place = byStreet.get(id) ?? {
        countryCode: 'NL' as const,
        postcode: a.postcode,
        city: a.city,
        street: a.street,
        numbers: [],
      };
      place.numbers.push({ number: a.houseNumber, additions: a.houseNumberAdditions });
      byStreet.set(id, place);
    }
    for (const a of book.be) {
      byStreet.set(`BE~${a.postcode}~${key(a.street)}`, {
        countryCode: 'BE',
        postcode: a.postcode,
        city: a.city,
        street: a.street,
        numbers: a.houseNumbers.map((number) => ({ number, additions: [] })),
      });
    }
    this.places = [...byStreet.values()];
  }

  /**
   * NL (and BE) by postcode and house number: they decide the street and the city (spec §4). The addition is not
   * part of the search (the client keeps it as typed): an addition the register does not list (a new flat, a
   * letter the shopper uses) still finds the street.
   */
  lookup(countryCode: CountryCode, zipCode: string, houseNumber: string): AddressLookupResult {
    const postcode = normalizePostcode(zipCode);
    for (const place of this.places) {
      if (place.countryCode !== countryCode || normalizePostcode(place.postcode) !== postcode) continue;
      const found = place.numbers.find((n) => n.number === houseNumber.trim());
      if (!found) continue;
      return { street: place.street, city: place.city, postcode: place.postcode, houseNumber: found.number };
    }
    throw fail(404, 'address_not_found');
  }

  private locality(place: Place): AddressMatch {
    return {
      value: `${place.postcode} ${place.city}`,
      label: place.city,
      description: place.postcode,
      context: `${place.countryCode}~${normalizePostcode(place.postcode)}`,
      precision: 'Locality',
    };
  }

  private street(place: Place): AddressMatch {
    const n = place.numbers.length;
    return {
      value: `${place.street}, ${place.postcode} ${place.city}`,
      label: place.street,
      description: `${place.postcode} ${place.city} · ${n} ${n === 1 ? 'adres' : 'adressen'}`,
      context: `${place.countryCode}~${normalizePostcode(place.postcode)}~${key(place.street)}`,
      precision: 'Street',
    };
  }

  private address(place: Place, number: string): AddressMatch {
    return {
      value: `${place.street} ${number}, ${place.postcode} ${place.city}`,
      label: `${place.street} ${number}`,
      description: `${place.postcode} ${place.city}`,
      context: `${place.countryCode}~${normalizePostcode(place.postcode)}~${key(place.street)}~${number}`,
      precision: 'Address',
    };
  }

  /** Suggestions for `query` in a country, within `context` when given. At most 10. */
  suggest(countryCode: CountryCode, query: string, context = ''): AddressMatch[] {
    const [, postcode, street] = context.split('~');
    const tokens = fold(query)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const numberTokens = tokens.filter((t) => /^\d/.test(t));
    const textTokens = tokens.filter((t) => !/^\d/.test(t));
    const inContext = this.places.filter(
      (p) =>
        p.countryCode === countryCode &&
        (postcode === undefined || normalizePostcode(p.postcode) === postcode) &&
        (street === undefined || key(p.street) === street),
    );
    const matches: AddressMatch[] = [];
    const textMatches = (p: Place) => {
      const hay = fold(`${p.street} ${p.city} ${p.postcode}`).split(/[^a-z0-9]+/);
      return textTokens.every((t) => hay.some((w) => w.startsWith(t)));
    };
    if (street !== undefined || numberTokens.some((t) => t.length <= 3)) {
      for (const place of inContext.filter(textMatches))
        for (const { number } of place.numbers)
          if (
            numberTokens.length === 0 ||
            numberTokens.some((t) => number.toLowerCase().startsWith(t) || fold(place.postcode).startsWith(t))
          )
            matches.push(this.address(place, number));
    }
    if (street === undefined) {
      const postcodeMatch = (p: Place) =>
        numberTokens.every(
          (t) =>
            normalizePostcode(p.postcode).toLowerCase().startsWith(t) || p.numbers.some((n) => n.number.startsWith(t)),
        );
      for (const place of inContext.filter((p) => textMatches(p) && postcodeMatch(p))) matches.push(this.street(place));
      if (postcode === undefined) {
        const seen = new Set<string>();
        for (const place of inContext.filter((p) => textMatches(p) && postcodeMatch(p))) {
          const locality = this.locality(place);
          if (!seen.has(locality.context)) matches.push(locality);
          seen.add(locality.context);
        }
      }
    }
    const unique = new Map(matches.map((m) => [m.context, m]));
    return [...unique.values()].slice(0, 10);
  }

  /** The address behind an Address match's context. */
  details(countryCode: CountryCode, context: string): AddressDetail {
    const [cc, postcode, street, number] = context.split('~');
    if (cc !== countryCode || number === undefined) throw fail(404, 'address_not_found');
    const place = this.places.find(
      (p) => p.countryCode === countryCode && normalizePostcode(p.postcode) === postcode && key(p.street) === street,
    );
    const found = place?.numbers.find((n) => n.number === number);
    if (!place || !found) throw fail(404, 'address_not_found');
    return {
      postcode: place.postcode,
      buildingNumber: found.number,
      buildingNumberAddition: '',
      street: place.street,
      locality: place.city,
      countryCode,
    };
  }
}
