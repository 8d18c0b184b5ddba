import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { navigateFx, routeChanged } from '../shell/model';
import { $buildId, $isNewBuildAvailable, buildPollStarted, buildPollTicked, fetchBuildIdFx } from './build';

describe('new build detection', () => {
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
    await allSettled(buildPollStarted, { scope });
    expect(scope.getState($buildId)).toBe('a');
    await allSettled(buildPollTicked, { scope });
    expect(scope.getState($isNewBuildAvailable)).toBe(false);
    await allSettled(buildPollTicked, { scope });
    expect(calls()).toBe(3);
    expect(scope.getState($isNewBuildAvailable)).toBe(true);
    expect(scope.getState($buildId)).toBe('a');
  });

  it('reloads at the next navigation only when a new build is out', async () => {
    const { scope, navigations } = setup(['a', 'b']);
    await allSettled(buildPollStarted, { scope });
    await allSettled(routeChanged, { scope, params: { pathname: '/x', search: '' } });
    expect(navigations).toEqual([]);
    await allSettled(buildPollTicked, { scope });
    await allSettled(routeChanged, { scope, params: { pathname: '/vloerkleden', search: '?page=2' } });
    expect(navigations).toEqual([{ to: '/vloerkleden?page=2', external: true }]);
  });

  it('keeps no effect running between polls, so client loaders waiting for the scope are not held up', async () => {
    const { scope } = setup(['a']);
    await allSettled(buildPollStarted, { scope });
    // allSettled of the scope itself resolves at once: nothing is left pending.
    await expect(allSettled(scope)).resolves.toBeUndefined();
  });
});
