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

  it.each([
    ['by size, its largest', { max: '/media/logo.svg?size=max' }, 'https://shop.example/media/logo.svg?size=max'],
    ['as one URL, that URL', '/media/logo.svg', 'https://shop.example/media/logo.svg'],
    ['on another host, as given', { max: 'https://cdn.example/logo.png' }, 'https://cdn.example/logo.png'],
  ])('shows the logo the site settings give %s (spec §3 logoUrl.max)', (_, logoUrl, logo) => {
    expect(organizationJsonLd('https://shop.example', { name: 'X', logoUrl, returnDays: 0 })).toMatchObject({ logo });
  });

  it.each([undefined, '', { max: '' }, { max: 'http://' }])(
    'leaves out what the config does not give (logo %j)',
    (logoUrl) => {
      expect(organizationJsonLd('https://shop.example', { name: 'X', logoUrl, returnDays: 0 })).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'X',
        url: 'https://shop.example/',
      });
    },
  );
});
