// The layout shifts a page records (the browser's Layout Instability API, what CLS sums): started before the page
// loads, read when the test has done what might shift it.
import type { Page } from '@playwright/test';

/** Records every layout shift of the pages `page` opens from now on. */
export const recordLayoutShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

/** The shifts recorded on the current page so far, each its score. */
export const layoutShifts = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
