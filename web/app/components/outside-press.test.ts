import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_TOLERANCE_PX, closesOnRelease, createOutsidePress } from './outside-press';

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

describe('createOutsidePress', () => {
  // The window's pointer events, without a DOM: targets only need `closest`.
  const outside = { closest: () => null };
  const dialog = { closest: () => ({}) };
  let target: EventTarget;
  const pointer = (type: string, x: number, y: number, over: object = outside) => {
    const event = Object.assign(new Event(type), { clientX: x, clientY: y });
    Object.defineProperty(event, 'target', { value: over });
    target.dispatchEvent(event);
    return event;
  };
  const radixReport = (down: Event) => {
    const report = new CustomEvent('dismissableLayer.pointerDownOutside', {
      cancelable: true,
      detail: { originalEvent: down },
    });
    return report;
  };

  beforeEach(() => {
    target = new EventTarget();
    vi.stubGlobal('window', target);
  });
  afterEach(() => vi.unstubAllGlobals());

  const setup = () => {
    const close = vi.fn();
    const rule = createOutsidePress(close);
    const stop = rule.listen();
    return { close, rule, stop };
  };

  it('lets a click outside close the modal', () => {
    const { rule, close } = setup();
    const down = pointer('pointerdown', 10, 10);
    pointer('pointerup', 11, 10);
    const report = radixReport(down);
    rule.onOutsidePress(report);
    expect(report.defaultPrevented).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });

  it('keeps the modal open after a drag outside', () => {
    const { rule } = setup();
    const down = pointer('pointerdown', 10, 10);
    pointer('pointermove', 60, 40);
    pointer('pointermove', 12, 10);
    pointer('pointerup', 10, 10);
    const report = radixReport(down);
    rule.onOutsidePress(report);
    expect(report.defaultPrevented).toBe(true);
  });

  it('keeps the modal open when a press outside is let go over it', () => {
    const { rule } = setup();
    const down = pointer('pointerdown', 10, 10);
    pointer('pointerup', 10, 10, dialog);
    const report = radixReport(down);
    rule.onOutsidePress(report);
    expect(report.defaultPrevented).toBe(true);
  });

  it('decides at the release when the press is reported while the pointer is still down', () => {
    const { rule, close } = setup();
    const down = pointer('pointerdown', 10, 10);
    const report = radixReport(down);
    rule.onOutsidePress(report);
    expect(report.defaultPrevented).toBe(true);
    pointer('pointerup', 10, 11);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press reported early turns into a drag or is cancelled', () => {
    const { rule, close } = setup();
    const first = pointer('pointerdown', 10, 10);
    rule.onOutsidePress(radixReport(first));
    pointer('pointermove', 200, 10);
    pointer('pointerup', 200, 10);
    const second = pointer('pointerdown', 10, 10);
    rule.onOutsidePress(radixReport(second));
    pointer('pointercancel', 10, 10);
    pointer('pointerup', 10, 10);
    expect(close).not.toHaveBeenCalled();
  });

  it('stops watching once the modal closes', () => {
    const { rule, close, stop } = setup();
    stop();
    const down = pointer('pointerdown', 10, 10);
    const report = radixReport(down);
    rule.onOutsidePress(report);
    pointer('pointerup', 10, 10);
    expect(report.defaultPrevented).toBe(true);
    expect(close).not.toHaveBeenCalled();
  });
});
