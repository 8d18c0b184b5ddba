// @vitest-environment jsdom
// The error slot (spec §4 Misc UI): a part that fails to render after hydration is replaced by the slot, the
// failure is reported once, the clear action renders the part again, and a new page (reset key) clears it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorSlot } from '../app/components/error-slot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let broken = false;
function Part() {
  if (broken) throw new Error('kapot');
  return <p>het onderdeel</p>;
}

let container: HTMLDivElement;
let root: Root;
const onError = vi.fn();
const render = (resetKey: string, tick = 0) =>
  act(() =>
    root.render(
      <ErrorSlot
        resetKey={resetKey}
        onError={onError}
        fallback={(clear) => (
          <div role="alert">
            mislukt
            <button type="button" onClick={clear}>
              opnieuw
            </button>
          </div>
        )}
      >
        <Part key={tick} />
      </ErrorSlot>,
    ),
  );

beforeEach(() => {
  broken = false;
  onError.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // React reports caught errors to the console; the test checks the slot instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('the error slot', () => {
  it('shows the part while it renders', async () => {
    await render('/a');
    expect(container.textContent).toBe('het onderdeel');
    expect(onError).not.toHaveBeenCalled();
  });

  it('replaces a part that fails after it rendered, reports once, and renders it again on clear', async () => {
    await render('/a');
    broken = true;
    await render('/a', 1);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('mislukt');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('kapot');

    broken = false;
    await act(() => container.querySelector('button')!.click());
    expect(container.textContent).toBe('het onderdeel');
  });

  it('is cleared by a new page', async () => {
    broken = true;
    await render('/a');
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    broken = false;
    await render('/b');
    expect(container.textContent).toBe('het onderdeel');
  });
});
