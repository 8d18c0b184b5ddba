// The preload queue (at most 4 at a time, each chunk once) and the reload guard after a chunk error (spec §9).
import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, createPreloadQueue, reloadAfterChunkError } from '../app/lib/chunks';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('the preload queue', () => {
  it('runs at most 4 loads at a time and starts the next when one ends', async () => {
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 6 }, () => deferred());
    const calls = loads.map((load) => vi.fn(() => load.promise));
    const done = calls.map((call) => queue.enqueue(call));
    expect(calls.filter((call) => call.mock.calls.length > 0)).toHaveLength(4);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);
    loads[0]!.resolve();
    await done[0];
    await Promise.resolve();
    expect(calls[4]).toHaveBeenCalledTimes(1);
    expect(calls[5]).not.toHaveBeenCalled();
    loads.forEach((load) => load.resolve());
    await Promise.all(done);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.running).toBe(0);
  });

  it('loads a chunk once however often it is asked for, and again after a failure', async () => {
    const queue = createPreloadQueue();
    const first = deferred();
    const load = vi.fn(() => first.promise);
    const asked = [queue.enqueue(load), queue.enqueue(load)];
    expect(load).toHaveBeenCalledTimes(1);
    first.reject(new Error('offline'));
    await expect(asked[0]).rejects.toThrow('offline');
    await expect(asked[1]).rejects.toThrow('offline');
    await Promise.resolve();
    load.mockImplementation(() => Promise.resolve());
    await queue.enqueue(load);
    expect(load).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.running).toBe(0);
  });
});

describe('the reload guard after a chunk error', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('reloads once, not again within 10 s, and again after', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ now: 1_000_000, storage, reload })).toBe(true);
    expect(reloadAfterChunkError({ now: 1_000_000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ now: 1_000_000 + RELOAD_GUARD_MS, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads without storage, and when storage refuses to write', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ now: 5, storage: null, reload })).toBe(true);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadAfterChunkError({ now: 5, storage: full, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
