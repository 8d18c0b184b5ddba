import { describe, expect, it } from 'vitest';
import { isSameCouponCode, isSameLine, normalizeCouponCode, optionsSignature } from './lib';

const rug = (options: { groupId: string; id: string; custom?: { width?: number; length?: number } }[]) => ({
  productId: 'rug-1',
  options,
});

describe('isSameLine', () => {
  it.each([
    ['no options on both', rug([]), rug([]), true],
    [
      'the same options in another order',
      rug([
        { groupId: 'g1', id: 'a' },
        { groupId: 'g2', id: 'b' },
      ]),
      rug([
        { groupId: 'g2', id: 'b' },
        { groupId: 'g1', id: 'a' },
      ]),
      true,
    ],
    ['another item of a group', rug([{ groupId: 'g1', id: 'a' }]), rug([{ groupId: 'g1', id: 'c' }]), false],
    [
      'one option more',
      rug([{ groupId: 'g1', id: 'a' }]),
      rug([
        { groupId: 'g1', id: 'a' },
        { groupId: 'g2', id: 'b' },
      ]),
      false,
    ],
    [
      'the same custom size',
      rug([{ groupId: 's', id: 'c', custom: { width: 120, length: 170 } }]),
      rug([{ groupId: 's', id: 'c', custom: { length: 170, width: 120 } }]),
      true,
    ],
    [
      'another custom size',
      rug([{ groupId: 's', id: 'c', custom: { width: 120, length: 170 } }]),
      rug([{ groupId: 's', id: 'c', custom: { width: 120, length: 180 } }]),
      false,
    ],
    ['another product', rug([]), { productId: 'rug-2', options: [] }, false],
  ])('%s', (_, a, b, same) => {
    expect(isSameLine(a, b)).toBe(same);
    expect(isSameLine(b, a)).toBe(same);
  });

  it('signs a set of options independently of their order', () => {
    expect(
      optionsSignature([
        { groupId: 'b', id: '2' },
        { groupId: 'a', id: '1' },
      ]),
    ).toBe('a=1&b=2');
  });
});

describe('coupon codes', () => {
  it.each([
    [' SUM MER 10 ', 'SUMMER10'],
    ['zomer\t10', 'zomer10'],
    ['   ', ''],
  ])('%j is sent as %j', (typed, sent) => {
    expect(normalizeCouponCode(typed)).toBe(sent);
  });

  it.each([
    ['SUMMER10', ' summer 10 ', true],
    ['SUMMER10', 'SUMMER1', false],
  ])('%j and %j are the same code: %s', (a, b, same) => {
    expect(isSameCouponCode(a, b)).toBe(same);
  });
});
