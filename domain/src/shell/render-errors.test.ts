// Render errors (spec §4 Misc UI): each failure is counted and recorded once as an error event.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $renderFailures, recordErrorFx, renderFailed, type RenderFailure } from './model';

describe('a render failure', () => {
  it('is recorded as an error event, once each', async () => {
    const recorded: RenderFailure[] = [];
    const scope = fork({ handlers: [[recordErrorFx, (failure: RenderFailure) => void recorded.push(failure)]] });
    await allSettled(renderFailed, { scope, params: { message: 'kapot', path: '/product/1001/sahara' } });
    await allSettled(renderFailed, { scope, params: { message: 'weer', path: '/' } });
    expect(recorded).toEqual([
      { message: 'kapot', path: '/product/1001/sahara' },
      { message: 'weer', path: '/' },
    ]);
    expect(scope.getState($renderFailures)).toBe(2);
  });
});
