// How many page renders one storefront process works on at a time, in the order they came, so a started render
// does not wait behind a crowd (`RENDER_CONCURRENCY`; why: docs/operations.md "Renders in turn"). A render holds
// its place until it ends its response or the shopper is gone; one whose shopper leaves while it waits never runs.
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
