import { allSettled, createEffect, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { newestAnswer } from './latest';

const askFx = createEffect(async (_: { q: string; ms: number }): Promise<string> => '');
const answers = newestAnswer(askFx, 'test.ask');
/** What came through, per scope. */
const $seen = createStore<string[]>([])
  .on(answers.done, (list, { result }) => [...list, `done ${result}`])
  .on(answers.failed, (list, { params }) => [...list, `failed ${params.q}`]);
const seen = (scope: Scope) => scope.getState($seen);

type Timers = { setTimeout: (callback: (value?: unknown) => void, ms: number) => unknown };
const wait = (ms: number) => new Promise((resolve) => (globalThis as unknown as Timers).setTimeout(resolve, ms));

const setup = () =>
  fork({
    handlers: [
      [
        askFx,
        async ({ q, ms }: { q: string; ms: number }) => {
          await wait(ms);
          if (q === 'bad') throw new Error('refused');
          return q.toUpperCase();
        },
      ],
    ],
  });

describe('newestAnswer', () => {
  it('passes the answer of a single call', async () => {
    const scope = setup();
    await allSettled(answers.asked, { scope, params: { q: 'a', ms: 0 } });
    expect(seen(scope)).toEqual(['done A']);
  });

  it('drops an older answer that arrives after a newer call was made', async () => {
    const scope = setup();
    const slow = allSettled(answers.asked, { scope, params: { q: 'slow', ms: 30 } });
    const fast = allSettled(answers.asked, { scope, params: { q: 'fast', ms: 1 } });
    await Promise.all([slow, fast]);
    expect(seen(scope)).toEqual(['done FAST']);
  });

  it('drops an older failure, and passes the newest one', async () => {
    const scope = setup();
    const old = allSettled(answers.asked, { scope, params: { q: 'bad', ms: 20 } });
    const newest = allSettled(answers.asked, { scope, params: { q: 'bad', ms: 1 } });
    await Promise.all([old, newest]);
    expect(seen(scope)).toEqual(['failed bad']);
  });

  it('counts per scope: a call in another scope makes no answer stale', async () => {
    const one = setup();
    const other = setup();
    await Promise.all([
      allSettled(answers.asked, { scope: one, params: { q: 'y', ms: 20 } }),
      allSettled(answers.asked, { scope: other, params: { q: 'x', ms: 1 } }),
    ]);
    expect(seen(other)).toEqual(['done X']);
    expect(seen(one)).toEqual(['done Y']);
  });
});
