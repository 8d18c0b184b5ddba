import { describe, expect, it } from 'vitest';
import {
  checkoutPageOf,
  checkoutTitleKey,
  nextStep,
  previousStep,
  stepNumber,
  stepOfSlug,
  stepPath,
  stepSlug,
  type CheckoutStep,
} from './steps';

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

describe('checkoutPageOf', () => {
  it.each([
    [undefined, { kind: 'start' }],
    ['', { kind: 'start' }],
    ['login', { kind: 'login' }],
    ['gegevens', { kind: 'step', step: 'information' }],
    ['information', { kind: 'step', step: 'information' }],
    ['bezorging', { kind: 'step', step: 'delivery' }],
    ['delivery', { kind: 'step', step: 'delivery' }],
    ['overzicht', { kind: 'step', step: 'overview' }],
    ['overview', { kind: 'step', step: 'overview' }],
    ['betalen', { kind: 'step', step: 'pay' }],
    ['pay', { kind: 'step', step: 'pay' }],
    ['pay_3f9a', { kind: 'payment', uid: 'pay_3f9a' }],
  ])('%s is %j', (slug, page) => {
    expect(checkoutPageOf(slug)).toEqual(page);
  });
});

describe('checkoutTitleKey', () => {
  it.each([
    [{ kind: 'start' } as const, null, 'checkout.start.title'],
    [{ kind: 'login' } as const, null, 'checkout.login.title'],
    [{ kind: 'step', step: 'delivery' } as const, null, 'checkout.delivery.title'],
    [{ kind: 'payment', uid: 'p' } as const, 'paid' as const, 'checkout.outcome.title.paid'],
    [{ kind: 'payment', uid: 'p' } as const, null, 'checkout.outcome.title.open'],
  ])('%j (%s) is %s', (page, status, key) => {
    expect(checkoutTitleKey(page, status)).toBe(key);
  });
});
