// Evaluation breaks (issue 8, Lighthouse's blocking time; docs/performance.md "Starting the page"). A page's
// modules are evaluated in one task of the main thread: React Router's runtime, Effector, the contracts and every
// model the page's routes import, some 50 ms on a fast laptop and 200 ms on a throttled phone, during which the
// page answers no tap. Most of it is the domain's models building their Effector units. In the client build each
// module named below ends the task before its own body runs (a top-level await of `scheduler.yield()`, or of a
// zero timeout where the browser has none), so the evaluation is cut into tasks of a few milliseconds each and
// the browser can paint and take input in between. The order of evaluation does not change, and neither does
// anything the server runs: the server build and the development server keep the modules as they are.
// A long module gets more breaks inside its body, between its top-level statements: the catalogue's model alone
// (some 160 Effector units) was one task of 60-80 ms at a 4x slower CPU.
import { parseAst, type Plugin } from 'vite';
import { clientBuildRewrite } from './client-build.ts';

/**
 * The domain's models, API bindings and the cart's sync (their bodies create Effector units), its contracts and
 * endpoint tables (io-ts codecs): the modules whose bodies cost (docs/performance.md "Starting the page").
 */
const BREAK_BEFORE = /\/domain\/src\/[a-z-]+\/(?:model|api|contract|endpoints|sync)\.ts$/;

/** On the module's first line, so every line keeps its number. */
export const BREAK = 'await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0)));';

/** The code (in characters of the transformed module) after which the next top-level statement starts a task. */
export const PART_SIZE = 6_000;

/** The module with a break on its first line and one before the first statement after every `PART_SIZE`. */
export const withBreaks = (code: string): string => {
  let out = BREAK;
  let partStart = 0;
  for (const statement of parseAst(code).body) {
    // Imports are linked before any of the body runs: a break among them would cut nothing.
    if (statement.type === 'ImportDeclaration' || statement.start - partStart < PART_SIZE) continue;
    out += `${code.slice(partStart, statement.start)}${BREAK}`;
    partStart = statement.start;
  }
  return out + code.slice(partStart);
};

export const evaluationBreaks = (): Plugin => clientBuildRewrite('etalage:evaluation-breaks', BREAK_BEFORE, withBreaks);
