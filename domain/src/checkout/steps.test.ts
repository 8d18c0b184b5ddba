import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, stepNumber, stepOfSlug, stepPath, stepSlug, type CheckoutStep } from './steps';

describe('checkout steps', () => {
  const rows: [CheckoutStep, string, string, number][] = [
    ['information', 'gegevens', 'information', 1],
    ['delivery', 'bezorging', 'delivery', 2],
    ['overview', 'overzicht', 'overview', 3],
    ['pay', 'betalen', 'pay', 4],
  ];
  it.each(rows)('%s is %s / %s, number %i', (step, nl, en, number) => {
    expect(stepSlug(step, 'nl-NL')).toBe(nl);
    expect(stepSlug(step, 'en-US')).toBe(en);
    expect(stepOfSlug(nl)).toBe(step);
    expect(stepOfSlug(en)).toBe(step);
    expect(stepNumber(step)).toBe(number);
    expect(stepPath(step, 'nl-NL')).toBe(`/checkout/${nl}`);
  });

  it('treats other slugs (payment uids, cart, login) as no step', () => {
    expect(stepOfSlug('pay_8f3a')).toBeNull();
    expect(stepOfSlug('cart')).toBeNull();
    expect(stepOfSlug('login')).toBeNull();
    expect(stepOfSlug(' Bezorging ')).toBe('delivery');
  });

  it('walks forward and back', () => {
    expect(nextStep('information')).toBe('delivery');
    expect(nextStep('pay')).toBeNull();
    expect(previousStep('delivery')).toBe('information');
    expect(previousStep('information')).toBeNull();
  });
});
