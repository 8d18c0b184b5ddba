// Spec §2 panels: the addresses modal closes on an outside click only if the press did not start inside
// and no drag happened. Radix reports only presses that start outside (one that starts inside never
// counts), usually at the click that ends the press; a tracker that watches every press while the modal is
// open tells how far the pointer travelled and where it was let go, and the rule below decides.

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

const CAPTURE = { capture: true } as const;

interface Press extends OutsideRelease {
  down: PointerEvent;
  released: boolean;
  /** Radix asked before the release: decide when it comes. */
  pending: boolean;
}

const isInsideDialog = (target: EventTarget | null): boolean => {
  const element = target as Element | null;
  return typeof element?.closest === 'function' && element.closest('[role="dialog"]') !== null;
};

/**
 * `listen()` watches presses (call it while the modal is open; it answers its cleanup); `onOutsidePress` is
 * the Panel's handler: it lets Radix close the modal only when the rule holds, and calls `close` itself when
 * Radix reported the press before it ended.
 */
export const createOutsidePress = (close: () => void) => {
  let press: Press | null = null;
  const measure = (event: PointerEvent) => {
    if (press === null || press.released) return;
    const { clientX, clientY } = press.down;
    press.distance = Math.max(press.distance, Math.hypot(event.clientX - clientX, event.clientY - clientY));
  };
  const down = (event: PointerEvent) => {
    press = { down: event, distance: 0, endedInside: false, released: false, pending: false };
  };
  const up = (event: PointerEvent) => {
    if (press === null || press.released) return;
    measure(event);
    press.released = true;
    press.endedInside = isInsideDialog(event.target);
    if (press.pending && closesOnRelease(press)) close();
  };
  // A cancelled press (the browser took over to scroll) is a drag.
  const cancel = () => {
    if (press !== null) press.distance = Number.POSITIVE_INFINITY;
  };
  return {
    listen(): () => void {
      window.addEventListener('pointerdown', down, CAPTURE);
      window.addEventListener('pointermove', measure, CAPTURE);
      window.addEventListener('pointerup', up, CAPTURE);
      window.addEventListener('pointercancel', cancel, CAPTURE);
      return () => {
        window.removeEventListener('pointerdown', down, CAPTURE);
        window.removeEventListener('pointermove', measure, CAPTURE);
        window.removeEventListener('pointerup', up, CAPTURE);
        window.removeEventListener('pointercancel', cancel, CAPTURE);
      };
    },
    onOutsidePress(event: Event): void {
      const original = (event as CustomEvent<{ originalEvent: PointerEvent }>).detail.originalEvent;
      const tracked = press !== null && press.down === original ? press : null;
      if (tracked?.released) {
        if (!closesOnRelease(tracked)) event.preventDefault();
        return;
      }
      event.preventDefault();
      if (tracked) tracked.pending = true;
    },
  };
};
