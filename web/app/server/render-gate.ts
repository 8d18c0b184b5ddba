// How many page renders one storefront process works on at a time (`RENDER_CONCURRENCY`, docs/performance.md
// "Renders in turn"). A render alternates between the CPU (middleware, the React render, compression) and waiting
// (the API, the thread pool's deflate). With every request let in at once, twenty renders share the one thread
// and each waits behind the others' steps in no particular order: the same throughput, but a long tail (p95 about
// 1.6× the median at 20 connections). Let in a few at a time, in the order they came, the others wait before they
// start, and each render, once started, finishes without waiting behind a crowd: the median a little higher, the
// p95 and p99 a fifth lower, the same pages per second.
//
// A render holds its place from admission until it ends its response (or the shopper is gone). A request whose
// shopper leaves while it waits gives up its turn without rendering. Stored pages (the page cache) and static
// files never wait here: they cost no render.
import type { ServerResponse } from 'node:http';

/** Renders at a time when `RENDER_CONCURRENCY` is not set: enough to keep the thread busy while some wait. */
export const DEFAULT_RENDER_CONCURRENCY = 4;

/** `RENDER_CONCURRENCY`: a whole number of renders at a time; 0 lets every request in at once. */
export const renderConcurrencyFromEnv = (env: Record<string, string | undefined> = process.env): number => {
  const raw = env.RENDER_CONCURRENCY?.trim();
  if (raw === undefined || raw === '') return DEFAULT_RENDER_CONCURRENCY;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`RENDER_CONCURRENCY must be a whole number of renders at a time (0: no limit), not "${raw}"`);
  }
  return value;
};

export interface RenderGate {
  /** Runs `render` now when a place is free, else when one frees up (first come, first served); `render` holds its
   * place until it ends `res` or `res` closes. */
  admit(res: ServerResponse, render: () => void): void;
  /** Renders running and requests waiting for their turn. */
  stats(): { running: number; waiting: number };
}

export const createRenderGate = (concurrency: number): RenderGate => {
  let running = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };

  const start = (res: ServerResponse, render: () => void) => {
    running += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      res.off('close', release);
      next();
    };
    res.once('close', release);
    // The render's work is done once it has ended its response: a shopper who reads it slowly (or not at all)
    // must not hold the place while the last bytes wait in the socket.
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: Parameters<typeof end>) {
      const ended = end.apply(this, args);
      release();
      return ended;
    } as typeof end;
    render();
  };

  return {
    admit(res, render) {
      if (concurrency === 0) {
        render();
        return;
      }
      if (running < concurrency) {
        start(res, render);
        return;
      }
      const turn = () => {
        res.off('close', leave);
        start(res, render);
      };
      // The shopper left before their turn: nothing to render, and no place taken.
      const leave = () => {
        const index = waiting.indexOf(turn);
        if (index !== -1) waiting.splice(index, 1);
      };
      res.once('close', leave);
      waiting.push(turn);
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
};
