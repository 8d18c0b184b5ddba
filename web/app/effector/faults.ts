// What went wrong between the storefront and the API, so a fault page names the real condition (docs/shell.md
// "Errors"): too busy (429), temporarily unavailable (503), no answer in time (504, 408), or no connection at
// all (a dropped connection, 502), with the API's Retry-After passed on. Each server request records the faults
// of its own API calls; the browser keeps one recorder, cleared at every client navigation.
import type { FetchLike } from '@etalage/domain/api';

export type FaultCondition = 'busy' | 'unavailable' | 'timeout' | 'unreachable';

export interface Fault {
  condition: FaultCondition;
  /** Whole seconds to wait, from the API's Retry-After (seconds or an HTTP date); null when it named none. */
  retryAfter: number | null;
}

const CONDITIONS: Partial<Record<number, FaultCondition>> = {
  408: 'timeout',
  429: 'busy',
  502: 'unreachable',
  503: 'unavailable',
  504: 'timeout',
};

/** Retry-After as whole seconds (at most a day), or null when absent or unreadable. */
export const retryAfterSeconds = (value: string | null | undefined, now: number = Date.now()): number | null => {
  if (!value) return null;
  const trimmed = value.trim();
  // Whole seconds, or an HTTP date (which names a weekday and a month): nothing else counts.
  const seconds = /^\d+$/.test(trimmed)
    ? Number(trimmed)
    : /[a-z]{3}/i.test(trimmed)
      ? Math.ceil((Date.parse(trimmed) - now) / 1000)
      : Number.NaN;
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), 86_400) : null;
};

/** The fault an answer stands for (null: not a fault of the connection, e.g. 404 or 422); null status: no answer. */
export const faultOf = (status: number | null, retryAfter: string | null | undefined): Fault | null => {
  if (status === null) return { condition: 'unreachable', retryAfter: null };
  const condition = CONDITIONS[status];
  return condition ? { condition, retryAfter: retryAfterSeconds(retryAfter) } : null;
};

type HeaderedFetch = (
  url: string,
  init: Parameters<FetchLike>[1],
) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export interface FaultRecorder {
  /** The newest fault recorded, if any. */
  readonly last: Fault | null;
  clear(): void;
  /** The same fetch, recording each fault it meets. */
  watch(fetch: HeaderedFetch): FetchLike;
}

export const createFaultRecorder = (): FaultRecorder => {
  let last: Fault | null = null;
  return {
    get last() {
      return last;
    },
    clear() {
      last = null;
    },
    watch: (fetch) => async (url, init) => {
      try {
        const response = await fetch(url, init);
        last = faultOf(response.status, response.headers.get('retry-after')) ?? last;
        return response;
      } catch (error) {
        last = faultOf(null, null);
        throw error;
      }
    },
  };
};
