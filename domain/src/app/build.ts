// New-build detection (spec §4, §7 GET builds/latest.json): the browser polls the build id; when it
// changes, the next navigation reloads the page so the shopper gets the new code. The server render never
// polls. The web layer gives `fetchBuildIdFx` its handler (the file is served by the storefront, not the API).
import { createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { navigateFx, routeChanged } from '../shell/model';

/** How often the browser asks for the build id. */
export const BUILD_POLL_MS = 5 * 60 * 1000;

/** The browser is running: start polling. */
export const buildPollStarted = createEvent();
export const buildPollStopped = createEvent();

/** Fetches `/builds/latest.json?timestamp=…` and answers its id. */
export const fetchBuildIdFx = createEffect<void, string>(() => {
  throw new Error('fetchBuildIdFx has no handler in this scope');
});

export const $buildPollMs = createStore(BUILD_POLL_MS, { serialize: 'ignore', name: '$buildPollMs' });
/** The id of the build this page runs. */
export const $buildId = createStore<string | null>(null, { serialize: 'ignore', name: '$buildId' });
export const $isNewBuildAvailable = createStore(false, { serialize: 'ignore', name: '$isNewBuildAvailable' });

const { tick } = interval({ timeout: $buildPollMs, start: buildPollStarted, stop: buildPollStopped, leading: true });
sample({ clock: tick, target: fetchBuildIdFx });

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
