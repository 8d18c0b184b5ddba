import { describe, expect, it } from 'vitest';
import { checkoutPageOf, checkoutTitleKey } from './page';

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
