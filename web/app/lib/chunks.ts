// Code loaded when first needed (spec §9; docs/performance.md "The browser"): a queue that preloads a few chunks
// at a time on a shopper's intent (hover, focus), and the reload guard for a chunk a deploy replaced: the page
// reloads once to get the new build, never twice within `RELOAD_GUARD_MS` (the second failure is shown).
export const PRELOAD_CONCURRENCY = 4;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'etalage:chunk-reload-at';

export type Load<T> = () => Promise<T>;

/** Runs loads at most `limit` at a time, each load once: later calls get the first call's promise. */
export const createPreloadQueue = (limit = PRELOAD_CONCURRENCY) => {
  const started = new Map<Load<unknown>, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let running = 0;
  const next = () => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (start) start();
  };
  return {
    /** Loads now if fewer than `limit` loads run, otherwise once one has finished. */
    enqueue<T>(load: Load<T>): Promise<T> {
      const known = started.get(load);
      if (known) return known as Promise<T>;
      const promise = new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          running += 1;
          load()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
      });
      // A failed load may be asked for again (a flaky network), so it is forgotten.
      promise.catch(() => started.delete(load));
      started.set(load, promise);
      next();
      return promise;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
};

export const preloadQueue = createPreloadQueue();

interface GuardEnv {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/** Reloads the page unless it was reloaded for a chunk error less than 10 s ago; answers whether it did. */
export const reloadAfterChunkError = ({ now, storage, reload }: GuardEnv): boolean => {
  const recorded = storage?.getItem(RELOAD_KEY);
  const last = recorded ? Number(recorded) : Number.NaN;
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(RELOAD_KEY, String(now));
  } catch {
    // Storage full or denied: reload anyway; without a record the guard cannot hold, but one reload is right.
  }
  reload();
  return true;
};

const browserGuardEnv = (): GuardEnv => {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { now: Date.now(), storage, reload: () => window.location.reload() };
};

/** Vite's event for a module preload that failed: reload (guarded) instead of failing the import. */
export const installChunkReloadGuard = (): void => {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError(browserGuardEnv())) event.preventDefault();
  });
};

/** A load that, when its chunk cannot be fetched, reloads the page (guarded) and otherwise fails as it was. */
export const guardedLoad =
  <T>(load: Load<T>): Load<T> =>
  () =>
    load().catch((error: unknown) => {
      if (typeof window !== 'undefined') reloadAfterChunkError(browserGuardEnv());
      throw error;
    });

/**
 * Chunks the page being hydrated needs before it can hydrate (a route's lazy view, `lazyView`): route modules run
 * before the client entry, so they name them here and `entry.client.tsx` waits for them beside the messages.
 * A chunk that cannot load does not stop the hydration: its view suspends and its error slot shows the failure.
 */
const hydrationNeeds: Promise<unknown>[] = [];

export const needForHydration = (load: Promise<unknown>): void => {
  hydrationNeeds.push(load.catch(() => undefined));
};

export const hydrationNeedsSettled = (): Promise<unknown> => Promise.all(hydrationNeeds);
