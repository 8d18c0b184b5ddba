// Interactions as INP counts them, at the CPU slowdown of Lighthouse's mobile preset (docs/performance.md
// "Budgets"): the browser's Event Timing entries of each, recorded in the page; an interaction lasts as long as its
// longest entry, and one that no entry reports (under the least `durationThreshold`) counts as 0.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { consentCookie } from '@etalage/e2e/consent';
import { median } from './stats';

export const INTERACTION_RUNS = Number(process.env.INTERACTION_RUNS ?? 3);
export const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 60_000;

export interface InteractionFigures {
  name: string;
  /** The page it is done on (path). */
  path: string;
  /** Each run's interaction time in ms (0: under 16 ms), in run order. */
  runs: number[];
  medianMs: number;
}

interface EventRecord {
  id: number;
  name: string;
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    __benchEvents?: EventRecord[];
    __benchObserver?: PerformanceObserver;
  }
}

/**
 * Runs in the page before its own scripts: records every event entry that belongs to an interaction. A string,
 * not a function: tsx (esbuild's keepNames) would wrap the function's inner functions in a helper the page lacks.
 */
const OBSERVE_INTERACTIONS = `{
  const events = [];
  window.__benchEvents = events;
  const keep = (entries) => {
    for (const entry of entries) {
      if (entry.interactionId > 0) {
        events.push({ id: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
      }
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__benchObserver = observer;
}`;

/** `performance.now()` in the page: interactions are those that start after it. */
const pageNow = async (page: Page): Promise<number> => {
  const { now, observing } = await page.evaluate(() => ({
    now: performance.now(),
    observing: window.__benchObserver !== undefined,
  }));
  if (!observing) throw new Error(`${page.url()}: the Event Timing observer is not running`);
  return now;
};

/**
 * The longest interaction that started after `since`: each interaction's duration is its longest entry. The
 * entries of an interaction are queued after the paint that follows it: two frames and a moment later they are.
 */
const longestInteraction = async (page: Page, since: number): Promise<{ ms: number; count: number }> => {
  const events = await page.evaluate(async (from) => {
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
    );
    const pending = (window.__benchObserver?.takeRecords() ?? []) as PerformanceEventTiming[];
    const all = [
      ...(window.__benchEvents ?? []),
      ...pending
        .filter((entry) => entry.interactionId > 0)
        .map((entry) => ({
          id: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
        })),
    ];
    return all.filter((event) => event.startTime >= from);
  }, since);
  const byInteraction = new Map<number, number>();
  for (const event of events) byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return { ms: Math.max(0, ...byInteraction.values()), count: byInteraction.size };
};

/** A fresh context and page, the visitor's choice on the cookie wall stored, the CPU slowed, the page hydrated. */
const openSlowed = async (
  browser: Browser,
  url: string,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<number>,
): Promise<number> => {
  const context = await browser.newContext(options);
  try {
    await context.addCookies([consentCookie(new URL(url).origin)]);
    await context.addInitScript({ content: OBSERVE_INTERACTIONS });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const answer = await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: TIMEOUT_MS,
    });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    return await run(page);
  } finally {
    await context.close();
  }
};

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** The filter panel of a category at a phone's width: a tap on 'Filteren' until the dialog 'Filter' shows. */
const openFilters = async (page: Page): Promise<number> => {
  const button = page.getByRole('button', { name: 'Filteren', exact: true });
  await button.waitFor();
  const since = await pageNow(page);
  await button.tap();
  await page.getByRole('dialog', { name: 'Filter' }).waitFor();
  const { ms, count } = await longestInteraction(page, since);
  if (count > 1) throw new Error(`opening the filters made ${count} interactions`);
  return ms;
};

/** 'In winkelwagen' on a product page until the cart panel ('Winkelwagen (N)') shows. */
const addToCart = async (page: Page): Promise<number> => {
  const button = page.getByRole('button', { name: 'In winkelwagen' });
  await button.waitFor();
  const since = await pageNow(page);
  await button.click();
  await page.getByRole('dialog', { name: /^Winkelwagen \(\d+\)$/ }).waitFor();
  const { ms, count } = await longestInteraction(page, since);
  if (count > 1) throw new Error(`adding to the cart made ${count} interactions`);
  return ms;
};

const WORD = 'kussen';

/** Opens the search modal with the header's button, then types WORD into it; the slowest keystroke counts. */
const typeSearch = async (page: Page): Promise<number> => {
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const input = page.getByRole('dialog', { name: 'Zoeken' }).getByRole('combobox', { name: 'Zoek in de winkel' });
  await input.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
  const since = await pageNow(page);
  const searched = page.waitForResponse(
    (response) => response.url().endsWith('/api/search') && response.request().method() === 'POST',
    { timeout: TIMEOUT_MS },
  );
  await page.keyboard.type(WORD, { delay: 60 });
  await searched;
  const value = await input.inputValue();
  if (value !== WORD) throw new Error(`the search field holds '${value}' after typing '${WORD}'`);
  const { ms, count } = await longestInteraction(page, since);
  // Each key is one interaction (its keydown and keyup); fewer is fine, only those of 16 ms or more are reported.
  if (count > WORD.length) throw new Error(`typing '${WORD}' made ${count} interactions`);
  return ms;
};

/** The three interactions on `baseUrl`'s pages, each RUNS times. */
export const measureInteractions = async (
  browser: Browser,
  baseUrl: string,
  paths: { category: string; product: string; search: string },
  log: (line: string) => void = console.log,
): Promise<InteractionFigures[]> => {
  const cases = [
    { name: 'open the filter panel (390 px)', path: paths.category, options: PHONE, run: openFilters },
    { name: "add to cart ('In winkelwagen')", path: paths.product, options: DESKTOP, run: addToCart },
    { name: `type '${WORD}' in the search (slowest key)`, path: paths.search, options: DESKTOP, run: typeSearch },
  ];
  const results: InteractionFigures[] = [];
  for (const { name, path, options, run } of cases) {
    const runs: number[] = [];
    for (let i = 0; i < INTERACTION_RUNS; i += 1) {
      runs.push(Math.round(await openSlowed(browser, new URL(path, baseUrl).toString(), options, run)));
    }
    const figures = { name, path, runs, medianMs: Math.round(median(runs)) };
    log(`  ${name} on ${path}: ${runs.join(' / ')} ms, median ${figures.medianMs} ms`);
    results.push(figures);
  }
  return results;
};
