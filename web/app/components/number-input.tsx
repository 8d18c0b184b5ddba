// The number input of spec §5 and §9 (docs/product.md "The number input"): quantities and made-to-measure sizes,
// minus, a number field and plus. In a form sent before or without JavaScript it has a name, and Enter, minus and
// plus send the form (docs/decisions/forms-before-javascript.md); a number typed before hydration is kept.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clampNumber } from '@etalage/domain/forms';
import { MinusIcon, PlusIcon } from './icons';
import { useEarlyValue } from './early-value';

export const REPEAT_DELAY_MS = 600;
export const REPEAT_EVERY_MS = 100;
export const TYPED_DEBOUNCE_MS = 300;

export interface NumberInputProps {
  value: number | null;
  /** The input's id, when a visible `<label htmlFor>` names it. */
  id?: string;
  /** The input's name when no visible label names it. */
  inputLabel?: string;
  /** Names the whole (buttons and field) as a group, e.g. 'Aantal van Vloerkleed Noor'. */
  groupLabel?: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max?: number;
  step?: number;
  /** What an emptied field becomes; without one it becomes null (or, with `required`, nothing is sent). */
  clearValue?: number | null;
  /** The value may not be empty: an emptied field sends nothing. */
  required?: boolean;
  disabled?: boolean;
  /** Sends every keystroke at once instead of after 300 ms. */
  immediate?: boolean;
  describedBy?: string;
  /** The field's name in the form as sent. */
  name?: string;
  /** The id of the form the field belongs to, when it is not inside it. */
  form?: string;
  /**
   * Minus and plus send the form, each with the value it leads to under this name (a cart line's form); without
   * it they are plain buttons.
   */
  stepName?: string;
  onStep: (direction: -1 | 1) => void;
  /** The typed value after the rules, and the text as typed (for a field that explains a clamp). */
  onTyped: (value: number | null, typed: string) => void;
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

export function NumberInput({
  value,
  id,
  inputLabel,
  groupLabel,
  decreaseLabel,
  increaseLabel,
  min = 0,
  max = 999,
  step = 1,
  clearValue = null,
  required = false,
  disabled,
  immediate = false,
  describedBy,
  name,
  form,
  stepName,
  onStep,
  onTyped,
}: NumberInputProps) {
  // What the field shows while the shopper types; the store's value wins once the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Typed and not sent yet: what the debounce will send. */
  const pending = useRef<string | null>(null);
  const minus = useAutoRepeat(() => onStep(-1));
  const plus = useAutoRepeat(() => onStep(1));

  const commit = (text: string) => {
    clearTimeout(debounce.current);
    pending.current = null;
    const next = clampNumber(text, { min, max, step, clearValue, allowNull: true });
    if (next === null && required) return;
    // A field that shows its result as one types hears every keystroke (a clamp explains itself each time).
    if (immediate || next !== value) onTyped(next, text);
  };
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });
  // A field taken away while a typed value waits sends it (a cart line the server has just given its id is drawn
  // anew, a panel closes): what a shopper typed is never lost.
  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      if (pending.current !== null) latestCommit.current(pending.current);
    },
    [],
  );
  const control = useRef<HTMLInputElement>(null);
  useEarlyValue(control, value === null ? '' : String(value), commit);
  /** A step button: one that sends its form with the value it leads to, or a plain one. */
  const stepProps = (direction: -1 | 1) => ({
    type: stepName ? ('submit' as const) : ('button' as const),
    form,
    name: stepName,
    value: stepName ? String(Math.min(max, Math.max(min, (value ?? min) + direction * step))) : undefined,
    // Hydrated, the button steps here and sends nothing.
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      onStep(direction);
    },
  });

  return (
    <div className="stepper" role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
      <button
        {...stepProps(-1)}
        className="stepper__button"
        aria-label={decreaseLabel}
        disabled={disabled || (value ?? min) <= min}
        {...minus}
      >
        <MinusIcon size={16} />
      </button>
      <input
        ref={control}
        id={id}
        name={name}
        form={form}
        className="stepper__input"
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        value={draft ?? (value === null ? '' : String(value))}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          if (immediate) {
            setDraft(null);
            commit(text);
            return;
          }
          setDraft(text);
          clearTimeout(debounce.current);
          pending.current = text;
          debounce.current = setTimeout(() => commit(text), TYPED_DEBOUNCE_MS);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft);
          setDraft(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter takes the typed value; the form the field is in is not sent (it is only without JavaScript).
          event.preventDefault();
          if (draft !== null) {
            commit(draft);
            setDraft(null);
          }
        }}
      />
      <button
        {...stepProps(1)}
        className="stepper__button"
        aria-label={increaseLabel}
        disabled={disabled || (value ?? min) >= max}
        {...plus}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
