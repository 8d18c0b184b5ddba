// The return policy on a product's offer (spec §9): NL, a finite window of the config's days, by mail, free.
import { describe, expect, it } from 'vitest';
import { returnPolicyJsonLd } from '../app/lib/seo';

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
