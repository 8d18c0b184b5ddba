// Evaluation breaks (issue 8, Lighthouse's blocking time; docs/performance.md "Starting the page"). A page's
// modules are evaluated in one task of the main thread: React Router's runtime, Effector, the contracts and every
// model the page's routes import, some 50 ms on a fast laptop and 200 ms on a throttled phone, during which the
// page answers no tap. Most of it is the domain's models building their Effector units. In the client build each
// module named below ends the task before its own body runs (a top-level await of `scheduler.yield()`, or of a
// zero timeout where the browser has none), so the evaluation is cut into tasks of a few milliseconds each and
// the browser can paint and take input in between. The order of evaluation does not change, and neither does
// anything the server runs: the server build and the development server keep the modules as they are.
import type { Plugin } from 'vite';
import { clientBuildRewrite } from './client-build.ts';

/**
 * The domain's models, API bindings and the cart's sync (their bodies create Effector units), its contracts and
 * endpoint tables (io-ts codecs): the modules whose bodies cost (docs/performance.md "Starting the page").
 */
const BREAK_BEFORE = /\/domain\/src\/[a-z-]+\/(?:model|api|contract|endpoints|sync)\.ts$/;

/** On the module's first line, so every line keeps its number. */
export const BREAK = 'await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0)));';

export const evaluationBreaks = (): Plugin =>
  clientBuildRewrite('etalage:evaluation-breaks', BREAK_BEFORE, (code) => `${BREAK}${code}`);
