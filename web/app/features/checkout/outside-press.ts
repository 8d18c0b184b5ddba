// Spec §2 panels: the addresses modal closes on an outside click only if the press did not start inside
// and no drag happened. Radix reports presses that start outside (a press that starts inside is never one);
// for a mouse or pen this waits for the release and closes only when the pointer stayed put and let go
// outside the dialog. Touch reaches us as the tap's click, which browsers do not fire after a drag.

/** How far a pointer may wander and still count as a click (a trembling hand is not a drag). */
export const DRAG_TOLERANCE_PX = 6;

export interface OutsideRelease {
  /** The farthest the pointer got from where it was pressed. */
  distance: number;
  /** The pointer was let go over the dialog. */
  endedInside: boolean;
}

export const closesOnRelease = ({ distance, endedInside }: OutsideRelease): boolean =>
  !endedInside && distance <= DRAG_TOLERANCE_PX;

type OutsidePressEvent = CustomEvent<{ originalEvent: PointerEvent }>;

/** The Panel's `onOutsidePress` handler that applies the rule and calls `close` when it holds. */
export const outsidePressHandler =
  (close: () => void) =>
  (event: Event): void => {
    const press = (event as OutsidePressEvent).detail.originalEvent;
    if (press.pointerType === 'touch') return; // a tap: Radix closes the dialog itself
    event.preventDefault();
    let distance = 0;
    const measure = (moved: PointerEvent) => {
      distance = Math.max(distance, Math.hypot(moved.clientX - press.clientX, moved.clientY - press.clientY));
    };
    const stop = () => {
      window.removeEventListener('pointermove', measure, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', stop, true);
    };
    function release(up: PointerEvent) {
      stop();
      measure(up);
      const endedInside = up.target instanceof Element && up.target.closest('[role="dialog"]') !== null;
      if (closesOnRelease({ distance, endedInside })) close();
    }
    window.addEventListener('pointermove', measure, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', stop, true);
  };
