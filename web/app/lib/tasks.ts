// Work split into tasks of the main thread (issue 8, blocking time; docs/performance.md "Starting the page").

/**
 * Runs the first step now and each later step in a task of its own, in order, so a phone's main thread can paint
 * and take a tap between them. Returns a function that cancels the steps not run yet (an effect's clean-up).
 */
export const runInTasks = (steps: readonly (() => void)[]): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const run = (index: number) => {
    if (cancelled) return;
    steps[index]!();
    if (index + 1 < steps.length) timer = setTimeout(() => run(index + 1), 0);
  };
  if (steps.length > 0) run(0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
};
