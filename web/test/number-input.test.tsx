// @vitest-environment jsdom
// The number field's typed debounce (spec §9 'typed-input debounce 300 ms'; a cart line's quantity): keystrokes
// send one value, the last, once typing rests for 300 ms; Enter and leaving the field send it at once.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, TYPED_DEBOUNCE_MS } from '../app/components/number-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let input: HTMLInputElement;
const onTyped = vi.fn();

/** Types `text` as the browser does: the native value setter, then an input event React hears. */
const type = (text: string): void =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const wait = (ms: number): void =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  onTyped.mockReset();
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root.render(
      <NumberInput
        value={1}
        inputLabel="Aantal"
        decreaseLabel="Minder"
        increaseLabel="Meer"
        required
        onStep={() => undefined}
        onTyped={onTyped}
      />,
    ),
  );
  input = container.querySelector('input') as HTMLInputElement;
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('a typed quantity', () => {
  it('is sent when the field is taken away before typing rested (a cart line drawn anew under its new id)', () => {
    type('40');
    expect(onTyped).not.toHaveBeenCalled();
    act(() => root.unmount());
    expect(onTyped).toHaveBeenCalledTimes(1);
    expect(onTyped).toHaveBeenCalledWith(40, '40');
    // Unmounting again (afterEach) sends nothing more.
    root = createRoot(document.body.appendChild(document.createElement('div')));
  });

  it('is not sent again when the field is taken away after it was sent', () => {
    type('4');
    wait(TYPED_DEBOUNCE_MS);
    expect(onTyped).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    expect(onTyped).toHaveBeenCalledTimes(1);
    root = createRoot(document.body.appendChild(document.createElement('div')));
  });

  it('is sent once typing rests for the debounce, and only the last value', () => {
    type('2');
    wait(TYPED_DEBOUNCE_MS - 1);
    type('25');
    wait(TYPED_DEBOUNCE_MS - 1);
    expect(onTyped).not.toHaveBeenCalled();
    // The field shows what is typed while it waits.
    expect(input.value).toBe('25');
    wait(1);
    expect(onTyped).toHaveBeenCalledTimes(1);
    expect(onTyped).toHaveBeenCalledWith(25, '25');
    wait(TYPED_DEBOUNCE_MS);
    expect(onTyped).toHaveBeenCalledTimes(1);
  });

  it('is sent at once on Enter, and not again when the debounce would have ended', () => {
    type('4');
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(onTyped).toHaveBeenCalledWith(4, '4');
    wait(TYPED_DEBOUNCE_MS);
    expect(onTyped).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an emptied field (a line does not vanish while the shopper types)', () => {
    type('');
    wait(TYPED_DEBOUNCE_MS);
    expect(onTyped).not.toHaveBeenCalled();
  });
});
