// The machine's pace at a benchmark run's start and end, each figure from a fresh Node process, so a reader can tell
// a slow spell of a shared machine from a slower build: `loopMs` for the CPU, `allocationMs` for memory a fresh
// process touches first, as each Lighthouse Chromium does (docs/performance.md "Running it").
import { execFileSync } from 'node:child_process';

export interface Pace {
  loopMs: number;
  allocationMs: number;
}

const PROBE = `
const loop = (n) => { let s = 0; for (let i = 0; i < n; i += 1) s = (s + i) | 0; return s; };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
loop(1e7);
const loops = [];
for (let k = 0; k < 200; k += 1) { const t = performance.now(); loop(1e6); loops.push(performance.now() - t); }
const allocations = [];
for (let k = 0; k < 3; k += 1) {
  const t = performance.now();
  const kept = [];
  for (let i = 0; i < 200000; i += 1) kept.push({ a: i, b: String(i) });
  allocations.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ loopMs: median(loops), allocationMs: median(allocations) }));
`;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export const measurePace = (): Pace => {
  const { loopMs, allocationMs } = JSON.parse(
    execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }),
  ) as Pace;
  return { loopMs: round(loopMs, 2), allocationMs: round(allocationMs, 0) };
};

/** The pace at the start and the end of a run, or at one moment. */
export const describePace = (start: Pace, end?: Pace): string =>
  end === undefined
    ? `machine pace: a loop of 10⁶ additions ${start.loopMs} ms, 200,000 objects in a fresh process ${start.allocationMs} ms`
    : `machine pace at start / end: a loop of 10⁶ additions ${start.loopMs} / ${end.loopMs} ms, 200,000 objects in ` +
      `a fresh process ${start.allocationMs} / ${end.allocationMs} ms`;
