// "Only the newest answer counts" (quick filter clicks, quick variant clicks, a postcode typed on): the calls
// of an effect made through `asked` are numbered, and an answer passes only while no newer call was made.
// One helper for every model that asks again before the last answer came.
import { createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type Event } from 'effector';

export interface NewestAnswer<Params, Done, Fail> {
  /** Ask: calls the effect and makes every earlier call's answer stale. */
  asked: EventCallable<Params>;
  /** The answer to the newest call. */
  done: Event<{ params: Params; result: Done }>;
  /** The failure of the newest call. */
  failed: Event<{ params: Params; error: Fail }>;
}

/**
 * Wraps `effect` so that only the newest call's answer counts. `name` names the call counter's sid: call it
 * once per effect, at module level. The effect itself stays the one unit tests give a fork handler and `pending` reads.
 */
export const newestAnswer = <Params, Done, Fail>(
  effect: Effect<Params, Done, Fail>,
  name: string,
): NewestAnswer<Params, Done, Fail> => {
  const asked = createEvent<Params>();
  /** How many calls were made; never serialized, so the browser counts its own calls. */
  const $calls = createStore(0, { sid: `${name}.$calls`, name: `${name}.$calls`, serialize: 'ignore' });
  const numberedFx = createEffect(({ params }: { params: Params; call: number }) => effect(params));

  $calls.on(asked, (calls) => calls + 1);
  sample({ clock: asked, source: $calls, fn: (call, params) => ({ params, call }), target: numberedFx });

  const done = sample({
    clock: numberedFx.done,
    source: $calls,
    filter: (calls, { params }) => params.call === calls,
    fn: (_, { params, result }) => ({ params: params.params, result }),
  });
  const failed = sample({
    clock: numberedFx.fail,
    source: $calls,
    filter: (calls, { params }) => params.call === calls,
    fn: (_, { params, error }) => ({ params: params.params, error: error as Fail }),
  });
  return { asked, done, failed };
};
