// A browser loads ICU's data with the page's first Intl format, a long task of hydration (docs/i18n.md,
// docs/performance.md "The browser"): a page without dates builds no Intl object, a page with one loads it in a
// task of its own before hydrating. Counted exactly: every Intl object the page builds, through an init script.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { consentCookie } from '../support/consent';

const countIntl = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const) {
      const original = Intl[name];
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct(target, args, newTarget) {
            built.push(name);
            return Reflect.construct(target, args, newTarget) as object;
          },
        }),
      });
    }
  });
};

const intlBuilt = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);

for (const locale of ['nl-NL', 'en-US'] as const) {
  test(`${locale}: pages without dates build no Intl format; a page with dates builds only date formats`, async ({
    page,
    context,
    baseURL,
    named,
  }) => {
    await context.addCookies([consentCookie(baseURL!), { name: 'locale', value: locale, url: baseURL! }]);
    await countIntl(page);
    const product = named.products.simple;
    for (const path of [named.categories.large.slug, `/product/${product.id}/${product.slug}`, '/checkout']) {
      await page.goto(path);
      await waitForHydration(page);
      // Prices and plurals are on the page, written by the same code as on the server.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await intlBuilt(page), path).toEqual([]);
    }
    await page.goto('/blogs');
    await waitForHydration(page);
    await expect(page.locator('.post-date time').first()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    const built = await intlBuilt(page);
    expect(built.length).toBeGreaterThan(0);
    expect(new Set(built)).toEqual(new Set(['DateTimeFormat']));
  });
}
