// The server sanitizer must not accumulate state (issue: a long-lived jsdom window grew with every call, and
// every call got slower). Counted, not timed: the event listeners jsdom's selector engine leaves on the windows
// the sanitizer still holds, and the answers it caches.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createServerSanitizer, type PurifyWindow } from '../app/lib/purify.node';
import type { Policy } from '../app/lib/purify';

const POLICY: Policy = { name: 'test', config: { ALLOWED_TAGS: ['p', 'strong', 'a'], ALLOWED_ATTR: ['href'] } };

/** Windows that count the listeners added to them and not removed, until they are closed. */
const countingWindows = () => {
  const live = new Map<PurifyWindow, number>();
  const createWindow = (): PurifyWindow => {
    const window = new JSDOM('<!DOCTYPE html>').window;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    const close = window.close.bind(window);
    const counted = window as unknown as PurifyWindow;
    window.addEventListener = (...args: Parameters<typeof add>) => {
      live.set(counted, (live.get(counted) ?? 0) + 1);
      add(...args);
    };
    window.removeEventListener = (...args: Parameters<typeof remove>) => {
      live.set(counted, (live.get(counted) ?? 0) - 1);
      remove(...args);
    };
    window.close = () => {
      live.delete(counted);
      close();
    };
    live.set(counted, 0);
    return counted;
  };
  const listeners = () => [...live.values()].reduce((sum, count) => sum + count, 0);
  return { createWindow, listeners };
};

const distinctInputs = (count: number) =>
  Array.from({ length: count }, (_, i) => `<p>Beschrijving <strong>${i}</strong> <a href="/p/${i}">meer</a></p>`);

describe('the server sanitizer', () => {
  it('holds no more than one window generation of listeners, however many inputs it sanitizes', () => {
    const windows = countingWindows();
    const sanitizer = createServerSanitizer(() => undefined, {
      renewAfter: 50,
      cacheEntries: 0,
      createWindow: windows.createWindow,
    });
    for (const html of distinctInputs(50)) sanitizer.sanitize(html, POLICY);
    const afterOneGeneration = windows.listeners();
    for (const html of distinctInputs(400)) sanitizer.sanitize(html, POLICY);
    expect(afterOneGeneration).toBeGreaterThan(0);
    expect(windows.listeners()).toBeLessThanOrEqual(afterOneGeneration);
    expect(sanitizer.stats().windowsCreated).toBe(9);
  });

  it('shows the growth the renewal prevents: one window keeps a listener per call', () => {
    const windows = countingWindows();
    const sanitizer = createServerSanitizer(() => undefined, {
      renewAfter: Number.POSITIVE_INFINITY,
      cacheEntries: 0,
      createWindow: windows.createWindow,
    });
    for (const html of distinctInputs(50)) sanitizer.sanitize(html, POLICY);
    const after50 = windows.listeners();
    for (const html of distinctInputs(150)) sanitizer.sanitize(html, POLICY);
    expect(windows.listeners()).toBeGreaterThanOrEqual(after50 * 3);
  });

  it('sanitizes an input once and keeps at most `cacheEntries` answers', () => {
    const sanitizer = createServerSanitizer(() => undefined, { cacheEntries: 10 });
    for (let i = 0; i < 100; i += 1) sanitizer.sanitize('<p onclick="x()">Hoi</p>', POLICY);
    expect(sanitizer.stats()).toMatchObject({ windowCalls: 1, cached: 1 });
    for (const html of distinctInputs(100)) sanitizer.sanitize(html, POLICY);
    expect(sanitizer.stats().cached).toBe(10);
  });

  it('answers from the cache what the sanitizer answered, per policy', () => {
    const sanitizer = createServerSanitizer(() => undefined);
    const html = '<p>Een <strong>wollen</strong> kleed</p><img src=x onerror=alert(1)>';
    const inline: Policy = { name: 'inline', config: { ALLOWED_TAGS: ['strong'], ALLOWED_ATTR: [] } };
    expect(sanitizer.sanitize(html, POLICY)).toBe('<p>Een <strong>wollen</strong> kleed</p>');
    expect(sanitizer.sanitize(html, POLICY)).toBe('<p>Een <strong>wollen</strong> kleed</p>');
    expect(sanitizer.sanitize(html, inline)).toBe('Een <strong>wollen</strong> kleed');
  });

  it('adds the hooks again to every new window', () => {
    const sanitizer = createServerSanitizer(
      (purify) =>
        purify.addHook('uponSanitizeAttribute', (_node, data) => {
          if (data.attrName === 'href') data.keepAttr = false;
        }),
      { renewAfter: 2, cacheEntries: 0 },
    );
    for (const html of distinctInputs(5)) expect(sanitizer.sanitize(html, POLICY)).not.toContain('href');
    expect(sanitizer.stats().windowsCreated).toBe(3);
  });
});
