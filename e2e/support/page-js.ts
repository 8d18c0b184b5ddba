// The JavaScript a page loads before interaction (issue 8, "Budgets that hold"): every script response of a
// fresh browser context, from the document request until the page has hydrated and the network is idle,
// summed raw and gzipped here with zlib (level 6, what the storefront's compression uses), so the figure is
// exact and does not depend on the transfer. Used by the budget test (tests/js-budget.spec.ts) and by
// `npm run bench` (web/bench/run.ts).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { consentCookie } from './consent';

export interface PageJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Each file's gzip size, largest first. */
  byFile: { file: string; gzipBytes: number }[];
}

/** The budgets of the developers' guide, in KiB of gzip: what a page may load before any interaction. */
export const JS_BUDGET_KIB = { home: 160, category: 160, product: 160, checkout: 200, account: 200 } as const;

export type BudgetPage = keyof typeof JS_BUDGET_KIB;

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Opens `url` in a new context (optionally with a stored state) and sums its scripts. `cookies` are the shopper's
 * own for the page's origin (a cart, a login), beside the consent choice every measure makes.
 */
export const measurePageJs = async (
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
  cookies: { name: string; value: string }[] = [],
): Promise<PageJs> => {
  const context = await browser.newContext(options);
  try {
    const origin = new URL(url).origin;
    // A visitor who has chosen (docs/performance.md): a first visit also loads the cookie wall's chunk.
    await context.addCookies([consentCookie(origin), ...cookies.map((cookie) => ({ ...cookie, url: origin }))]);
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.ok() && type.includes('javascript') && !bodies.has(response.url())) {
        const body = response.body();
        // A script that arrives after the measure (the context closing under its read) was not counted: its
        // failed read must not be an unhandled rejection. Those measured are awaited below, failures and all.
        body.catch(() => undefined);
        bodies.set(response.url(), body);
      }
    });
    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(
      [...bodies].map(async ([fileUrl, body]) => {
        const raw = await body;
        return { file: new URL(fileUrl).pathname, rawBytes: raw.length, gzipBytes: gzipSync(raw, { level: 6 }).length };
      }),
    );
    return {
      files: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      byFile: files.map(({ file, gzipBytes }) => ({ file, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
};

/** One line per chunk with its share, for a failing budget and for the benchmark's log. */
export const describePageJs = (js: PageJs): string =>
  js.byFile
    .map(
      ({ file, gzipBytes }) =>
        `  ${kib(gzipBytes).padStart(10)} ${((gzipBytes / js.gzipBytes) * 100).toFixed(0).padStart(3)}% ${file}`,
    )
    .join('\n');
