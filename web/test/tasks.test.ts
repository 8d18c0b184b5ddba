import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInTasks } from '../app/lib/tasks';

describe('runInTasks', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each step in a task of its own, in order, the first after the task that asked', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    runInTasks([() => ran.push(1), () => ran.push(2), () => ran.push(3)]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
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
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual([1]);
  });

  it('runs nothing when cancelled before the first task', () => {
    vi.useFakeTimers();
    const ran: number[] = [];
    runInTasks([() => ran.push(1)])();
    vi.runAllTimers();
    expect(ran).toEqual([]);
  });
});
