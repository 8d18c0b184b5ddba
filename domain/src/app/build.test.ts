import { allSettled, fork, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateFx, routeChanged } from '../shell/model';
import { $buildId, $isNewBuildAvailable, buildPollStarted, buildPollStopped, fetchBuildIdFx } from './build';

describe('new build detection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (ids: string[]) => {
    const navigations: { to: string; external?: boolean }[] = [];
    let call = 0;
    const scope = fork({
      handlers: [
        [fetchBuildIdFx, async () => ids[Math.min(call++, ids.length - 1)]!],
        [navigateFx, (request: { to: string; external?: boolean }) => void navigations.push(request)],
      ],
    });
    return { scope, navigations, calls: () => call };
  };

  it('remembers the running build and notices a new one on a later poll', async () => {
    const { scope, calls } = setup(['a', 'a', 'b']);
    // allSettled waits for the running interval, so it settles only once polling stops.
    const polling = allSettled(buildPollStarted, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($buildId)).toBe('a');
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(scope.getState($isNewBuildAvailable)).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(calls()).toBe(3);
    expect(scope.getState($isNewBuildAvailable)).toBe(true);
    expect(scope.getState($buildId)).toBe('a');
    await allSettled(buildPollStopped, { scope });
    await vi.runAllTimersAsync();
    await polling;
  });

  it('reloads at the next navigation only when a new build is out', async () => {
    const { scope, navigations } = setup(['a', 'b']);
    const polling = allSettled(buildPollStarted, { scope });
    await vi.advanceTimersByTimeAsync(0);
    // While polling runs, allSettled would wait for it: fire route changes bound to the scope instead.
    const changeRoute = scopeBind(routeChanged, { scope });
    changeRoute({ pathname: '/x', search: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
    changeRoute({ pathname: '/vloerkleden', search: '?page=2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations).toEqual([{ to: '/vloerkleden?page=2', external: true }]);
    await allSettled(buildPollStopped, { scope });
    await vi.runAllTimersAsync();
    await polling;
  });
});
