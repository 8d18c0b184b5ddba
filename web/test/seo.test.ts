// Structured data (spec §9): the return policy on a product's offer and on the shop's Organization (NL, a finite
// window of the config's days, by mail, free). The types themselves are checked against schema.org's vocabulary
// by the typecheck (schema-dts, app/lib/seo.ts).
import { describe, expect, it } from 'vitest';
import { organizationJsonLd, returnPolicyJsonLd } from '../app/lib/seo';

describe('returnPolicyJsonLd', () => {
  it('states the window of the config, in NL, by mail and free', () => {
    expect(returnPolicyJsonLd(14)).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'NL',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
  });

  it.each([undefined, 0, -3, 2.5, Number.NaN])('states no policy for a window of %s days', (days) => {
    expect(returnPolicyJsonLd(days)).toBeNull();
  });
});

describe('organizationJsonLd', () => {
  it('names the shop with its site, logo and return policy', () => {
    expect(
      organizationJsonLd('https://shop.example', { name: 'Etalage BV', logoUrl: '/media/logo.svg', returnDays: 14 }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Etalage BV',
      url: 'https://shop.example/',
      logo: 'https://shop.example/media/logo.svg',
      hasMerchantReturnPolicy: returnPolicyJsonLd(14),
    });
  });

  it('leaves out what the config does not give', () => {
    expect(organizationJsonLd('https://shop.example', { name: 'X', logoUrl: undefined, returnDays: 0 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'X',
      url: 'https://shop.example/',
    });
  });
});
