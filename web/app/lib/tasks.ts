// Work split into tasks of the main thread, so none is a long one (docs/performance.md "The browser").

/** Settles in a task of its own, after the current one (a zero timeout): the browser may paint and take input. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs each step in a task of its own, in order, the first one after the task that asks (a hydrated page's
 * effects run together in one task after its first paint; a step run there made that task longer), so a
 * phone's main thread can paint and take a tap between them. Returns a function that cancels the steps not run
 * yet (an effect's clean-up).
 */
export const runInTasks = (steps: readonly (() => void)[]): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const schedule = (index: number) => {
    if (index >= steps.length) return;
    timer = setTimeout(() => {
      if (cancelled) return;
      steps[index]!();
      schedule(index + 1);
    }, 0);
  };
  schedule(0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
};
