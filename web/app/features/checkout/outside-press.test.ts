import { describe, expect, it } from 'vitest';
import { DRAG_TOLERANCE_PX, closesOnRelease } from './outside-press';

describe('closesOnRelease (spec §2: the addresses modal)', () => {
  it.each([
    ['a click outside', { distance: 0, endedInside: false }, true],
    ['a click with a trembling hand', { distance: DRAG_TOLERANCE_PX, endedInside: false }, true],
    ['a drag outside', { distance: DRAG_TOLERANCE_PX + 1, endedInside: false }, false],
    ['a long drag that returns to where it started', { distance: 300, endedInside: false }, false],
    ['a press outside let go inside', { distance: 0, endedInside: true }, false],
  ])('%s → %s', (_, release, closes) => {
    expect(closesOnRelease(release)).toBe(closes);
  });
});
