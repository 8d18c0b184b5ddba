// The sanitizer on the server: DOMPurify on a private jsdom window renewed every `renewAfter` calls, since a
// long-lived window grows with every parse, and a cache of answers, since rich text from the API is immutable per
// input (docs/shell.md "Untrusted markup").
import DOMPurify, { type DOMPurify as Purify } from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Sanitizer } from './purify';

/** The part of a jsdom window the sanitizer uses: DOMPurify binds to it, and it is closed when renewed. */
export type PurifyWindow = Parameters<typeof DOMPurify>[0] & { close(): void };

export interface ServerSanitizerOptions {
  /** Calls one window serves before it is closed and replaced (default 200). */
  renewAfter?: number;
  /** Answers kept, least recently used first out (default 2,000; 0 turns the cache off). */
  cacheEntries?: number;
  /** A fresh window (tests count what it holds). */
  createWindow?: () => PurifyWindow;
}

export interface ServerSanitizer extends Sanitizer {
  /** The server always answers a string. */
  sanitize(html: string, policy: Parameters<Sanitizer['sanitize']>[1]): string;
  /** What the sanitizer holds now: the calls served by the current window, cached answers, windows created. */
  stats(): { windowCalls: number; cached: number; windowsCreated: number };
}

// jsdom's window is typed apart from the DOM lib's Window that DOMPurify's types ask for; it is one at runtime.
const jsdomWindow = (): PurifyWindow => new JSDOM('<!DOCTYPE html>').window as unknown as PurifyWindow;

export const createServerSanitizer = (
  setup: (purify: Purify) => void,
  { renewAfter = 200, cacheEntries = 2_000, createWindow = jsdomWindow }: ServerSanitizerOptions = {},
): ServerSanitizer => {
  let window: PurifyWindow | null = null;
  let purify: Purify | null = null;
  let windowCalls = 0;
  let windowsCreated = 0;
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const cache = new Map<string, string>();

  const current = (): Purify => {
    if (purify === null || window === null || windowCalls >= renewAfter) {
      window?.close();
      window = createWindow();
      purify = DOMPurify(window);
      setup(purify);
      windowCalls = 0;
      windowsCreated += 1;
    }
    return purify;
  };

  return {
    sanitize(html, policy) {
      const key = `${policy.name}\u0000${html}`;
      const hit = cache.get(key);
      if (hit !== undefined) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const clean = current().sanitize(html, policy.config);
      windowCalls += 1;
      if (cacheEntries > 0) {
        cache.set(key, clean);
        if (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
      }
      return clean;
    },
    ready: () => Promise.resolve(),
    stats: () => ({ windowCalls, cached: cache.size, windowsCreated }),
  };
};

/** The storefront's server sanitizer, under the same name as the browser's. */
export const createSanitizer = (setup: (purify: Purify) => void): Sanitizer => createServerSanitizer(setup);
