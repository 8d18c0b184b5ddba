import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInTasks } from '../app/lib/tasks';

describe('runInTasks', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the first step now and each later one in a task of its own, in order', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    runInTasks([() => ran.push(1), () => ran.push(2), () => ran.push(3)]);
    expect(ran).toEqual([1]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2, 3]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the steps not run yet', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    const cancel = runInTasks([() => ran.push(1), () => ran.push(2)]);
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual([1]);
  });
});
