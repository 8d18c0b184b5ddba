// A quantity stepper (spec §2 cart line, §5 Number input, §9): minus, a number field and plus. Holding a
// button repeats after 600 ms, then every 100 ms; a typed value is sent after 300 ms or on blur/Enter.
// An empty field sends nothing (the line must not vanish while the shopper types).
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { MinusIcon, PlusIcon } from './icons';

export const REPEAT_DELAY_MS = 600;
export const REPEAT_EVERY_MS = 100;
export const TYPED_DEBOUNCE_MS = 300;

interface StepperProps {
  value: number;
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onTyped: (value: number) => void;
}

/** Calls `action` now, then keeps calling it while the pointer stays down. */
function useAutoRepeat(action: () => void) {
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; every?: ReturnType<typeof setInterval> }>({});
  const latest = useRef(action);
  latest.current = action;
  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.every);
    timers.current = {};
  };
  useEffect(() => stop, []);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0) return;
      stop();
      timers.current.delay = setTimeout(() => {
        timers.current.every = setInterval(() => latest.current(), REPEAT_EVERY_MS);
      }, REPEAT_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
  };
}

export function QuantityStepper({
  value,
  label,
  min = 0,
  max = 999,
  disabled,
  onIncrease,
  onDecrease,
  onTyped,
}: StepperProps) {
  const t = useT();
  // What the field shows while the shopper types; the store's value wins once the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const minus = useAutoRepeat(onDecrease);
  const plus = useAutoRepeat(onIncrease);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const commit = (text: string) => {
    clearTimeout(debounce.current);
    if (text.trim() === '') return;
    const parsed = Math.floor(Number(text));
    if (!Number.isFinite(parsed)) return;
    const clamped = Math.min(max, Math.max(min, parsed));
    if (clamped !== value) onTyped(clamped);
  };

  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={onDecrease}
        {...minus}
      >
        <MinusIcon size={16} />
      </button>
      <input
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        aria-label={t('cart.quantity.label')}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(debounce.current);
          debounce.current = setTimeout(() => commit(text), TYPED_DEBOUNCE_MS);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft);
          setDraft(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) {
            commit(draft);
            setDraft(null);
          }
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.quantity.increase')}
        disabled={disabled || value >= max}
        onClick={onIncrease}
        {...plus}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
