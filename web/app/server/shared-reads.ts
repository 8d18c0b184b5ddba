// Anonymous reads shared between public renders for `READ_CACHE_TTL` seconds (docs/performance.md "The server"):
// a public render carries nothing of the shopper (app/server/http-policy.ts), so a read's answer depends only on
// the call. Answers are frozen, so code that changes one throws instead of leaking into other pages.
import type { ApiClient, ApiEndpoint, CallInput } from '@etalage/domain/api';
import { deepFreeze } from '~/lib/frozen';

export interface SharedReadsOptions {
  ttlMs: number;
  /** Answers kept, least recently used first out. */
  maxEntries?: number;
  now?: () => number;
}

export const readCacheTtlMsFromEnv = (env: Record<string, string | undefined> = process.env): number => {
  const seconds = Number(env.READ_CACHE_TTL ?? 5);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
};

export const createSharedReads = ({ ttlMs, maxEntries = 500, now = Date.now }: SharedReadsOptions) => {
  const answers = new Map<string, { value: unknown; expiresAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  const read = async (key: string, load: () => Promise<unknown>): Promise<unknown> => {
    const kept = answers.get(key);
    if (kept && kept.expiresAt > now()) {
      answers.delete(key);
      answers.set(key, kept);
      return kept.value;
    }
    answers.delete(key);
    const running = inFlight.get(key);
    if (running) return running;
    const loading = load().then((value) => {
      answers.set(key, { value: deepFreeze(value), expiresAt: now() + ttlMs });
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      return value;
    });
    inFlight.set(key, loading);
    try {
      return await loading;
    } finally {
      inFlight.delete(key);
    }
  };

  return {
    /** The client of a public render: its read calls answered from the shared answers when they can be. */
    share(api: ApiClient): ApiClient {
      if (ttlMs <= 0) return api;
      const call = <E extends ApiEndpoint>(endpoint: E, input: CallInput<E> = {}) => {
        if (!endpoint.read) return api.call(endpoint, input);
        const key = JSON.stringify([endpoint.name, input.params ?? null, input.body ?? null, input.token ?? null]);
        return read(key, () => api.call(endpoint, input)) as ReturnType<ApiClient['call']>;
      };
      return { ...api, call: call as ApiClient['call'] };
    },
    clear(): void {
      answers.clear();
    },
    size: () => answers.size,
  };
};

/** The storefront's shared reads (one per server process). */
export const sharedReads = createSharedReads({ ttlMs: readCacheTtlMsFromEnv() });
