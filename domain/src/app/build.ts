// New-build detection (spec §4, §7 GET builds/latest.json): the browser polls the build id; when it
// changes, the next navigation reloads the page so the shopper gets the new code. The server render never
// polls. The web layer gives `fetchBuildIdFx` its handler (the file is served by the storefront, not the API)
// and keeps the clock: a plain timer that fires `buildPollTicked`. A timer inside the scope (an effect that
// waits) would keep the scope busy for minutes, and every client loader waits for the scope with allSettled.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx, routeChanged } from '../shell';

/** How often the browser asks for the build id. */
export const BUILD_POLL_MS = 5 * 60 * 1000;

/** The browser is running: the first poll, which learns the running build's id. */
export const buildPollStarted = createEvent();
/** The web layer's timer says the next poll is due (every BUILD_POLL_MS). */
export const buildPollTicked = createEvent();

/** Fetches `/builds/latest.json?timestamp=…` and answers its id. */
export const fetchBuildIdFx = createEffect<void, string>(() => {
  throw new Error('fetchBuildIdFx has no handler in this scope');
});

/** The id of the build this page runs. */
export const $buildId = createStore<string | null>(null, { serialize: 'ignore', name: '$buildId' });
export const $isNewBuildAvailable = createStore(false, { serialize: 'ignore', name: '$isNewBuildAvailable' });

sample({ clock: [buildPollStarted, buildPollTicked], target: fetchBuildIdFx });

// The first answer is the running build; a different later answer means a new deployment.
sample({
  clock: fetchBuildIdFx.doneData,
  source: $buildId,
  filter: (current, next) => current !== null && current !== next,
  fn: () => true,
  target: $isNewBuildAvailable,
});
$buildId.on(fetchBuildIdFx.doneData, (current, next) => current ?? next);

// When a new build is out and the shopper navigates, then load the destination fresh from the server.
sample({
  clock: routeChanged,
  filter: $isNewBuildAvailable,
  fn: ({ pathname, search }) => ({ to: `${pathname}${search}`, external: true }),
  target: navigateFx,
});
