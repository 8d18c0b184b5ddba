// Lighthouse 12 (the npm package) on the system Chromium, with Lighthouse's default settings: the mobile preset
// (a Moto G Power screen, 4× CPU slowdown, simulated slow 4G). Each page is run RUNS times (LIGHTHOUSE_RUNS, 3),
// each run in a Chromium of its own with an empty profile and only the cookies given (without the consent cookie
// a first visit: the cookie wall opens). Every figure is the median of its own over the runs, as the budgets are
// read (docs/performance.md); the audits that lost points and the LCP element come from the run with the median
// performance score, the one Lighthouse's own `computeMedianRun` would pick.
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { median } from './stats';

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  /** 0-100 per category, each the median over the runs. */
  scores: Record<Category, number>;
  /** Every run's performance score, in run order. */
  performanceRuns: number[];
  /** The metrics, each the median over the runs. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The LCP element as Lighthouse names it, for reading a regression. */
  lcpElement: string;
  /** The audits that lost points in the median run (score below 1), outside the metrics. */
  failing: string[];
}

const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number =>
  Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);

/**
 * Puts cookies in the browser's own jar (Lighthouse keeps cookies between its preparation and the load), so the
 * page's scripts see them as the server does. Lighthouse's `extraHeaders` would send them to the server only:
 * the server would render for a visitor who chose on the cookie wall, the browser would open the wall.
 */
const setCookies = async (port: number, url: string, cookies: { name: string; value: string }[]) => {
  if (cookies.length === 0) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  } finally {
    await browser.close();
  }
};

/** One page, `RUNS` times, with `cookies` in the browser (the consent choice, a cart; none for a first visit). */
export const runLighthouse = async (
  url: string,
  cookies: { name: string; value: string }[],
): Promise<LighthouseFigures> => {
  const runs: Result[] = [];
  // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is run again, up
  // to twice in all for the page; a third such failure stops the benchmark.
  let failures = 0;
  while (runs.length < RUNS) {
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
    try {
      await setCookies(chrome.port, url, cookies);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) {
        failures += 1;
        const message = `Lighthouse on ${url}: ${result.lhr.runtimeError.message}`;
        if (failures > 2) throw new Error(message);
        console.log(`  ${message}; running it again`);
        continue;
      }
      runs.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }
  const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
  const medianRun = sorted[Math.floor(sorted.length / 2)]!;
  const lcpElement = medianRun.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const score = (id: Category) => Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id: string) => Math.round(median(runs.map((lhr) => numeric(lhr, id))));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<Category, number>,
    performanceRuns: runs.map((lhr) => Math.round(performance(lhr) * 100)),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    // To four places: the budget is 0.01, and 0.0104 rounded to 0.01 would read as met.
    cls:
      Math.round(median(runs.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)) * 10_000) / 10_000,
    speedIndexMs: metric('speed-index'),
    lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failing: Object.values(medianRun.categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && !METRIC_AUDITS.has(ref.id))
      .map((ref) => medianRun.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  };
};
