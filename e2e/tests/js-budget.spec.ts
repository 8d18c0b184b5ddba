// The JavaScript each budgeted page loads before interaction (issue 8), measured exactly in Chromium
// (support/page-js.ts), against the guide's budgets (JS_BUDGET_KIB: 120 KiB gzip on home, category and product,
// 160 on the checkout and the account pages). The checkout and the account pages keep their budgets since the
// browser renders with Preact (2026-11-26), home since the shop's core is one chunk (2026-11-27). The largest
// category and a product page do not yet: docs/performance.md "JavaScript budgets" says where the bytes go
// and what is left to do. Until they do, each of them has a ceiling at what it loads today, so no change can add
// bytes unnoticed; lower a ceiling whenever a change saves bytes, and raise one only for a trade written down in
// docs/performance.md. (The history of the figures is there too.)
import { test, expect } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';
import { AUTH_COOKIE } from '../support/shopper';
import { JS_BUDGET_KIB, describePageJs, kib, measurePageJs, type BudgetPage, type PageJs } from '../support/page-js';

// Measured 2026-11-26 with Preact in the browser: 125.5 / 139.3 / 130.4 KiB (182.0 / 196.0 / 187.0 with React
// DOM; 230 / 230 / 225 on 2026-11-23), for a visitor who has chosen on the cookie wall (support/page-js.ts); then
// hydration in turns added 0.9 KiB. The shop's core in one chunk (web/vite/shop-core.ts, 2026-11-27) then put
// home within its budget: 117.0 / 130.7 / 121.8 KiB, the checkout 136.4, the account pages 118.5 to 127.2.
const CEILING_KIB: Partial<Record<BudgetPage, number>> = {
  category: 131,
  product: 122,
};

const check = (name: BudgetPage, js: PageJs) => {
  const budget = JS_BUDGET_KIB[name];
  // A page over its budget is held at its ceiling; the others at the budget itself.
  const limit = CEILING_KIB[name] ?? budget;
  test.info().annotations.push({
    type: 'js',
    description: `${name}: ${kib(js.gzipBytes)} gzip in ${js.files} files (limit ${limit} KiB, budget ${budget} KiB)`,
  });
  expect(js.gzipBytes, `${name} loads ${kib(js.gzipBytes)}:\n${describePageJs(js)}`).toBeLessThanOrEqual(limit * 1024);
};

test.describe('JavaScript loaded before interaction', () => {
  test('home, the largest category and a product page stay within their limits', async ({
    browser,
    baseURL,
    named,
    extraHTTPHeaders,
  }) => {
    const product = named.products.simple;
    const pages: [BudgetPage, string][] = [
      ['home', '/'],
      ['category', named.categories.large.slug],
      ['product', `/product/${product.id}/${product.slug}`],
    ];
    for (const [name, path] of pages) {
      check(name, await measurePageJs(browser, new URL(path, baseURL).toString(), { extraHTTPHeaders }));
    }
  });

  test('the first checkout step stays within its budget', async ({
    page,
    browser,
    baseURL,
    named,
    productPage,
    cartPanel,
    extraHTTPHeaders,
  }) => {
    const product = named.products.simple;
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (1)');
    const storageState = await page.context().storageState();
    const url = new URL(CHECKOUT_PATHS.start, baseURL).toString();
    check('checkout', await measurePageJs(browser, url, { extraHTTPHeaders, storageState }));
  });

  test('the account pages, logged in and the login page, stay within their budget', async ({
    browser,
    baseURL,
    named,
    shopApi,
    extraHTTPHeaders,
  }) => {
    const token = await shopApi.login(named.customers.known);
    const loggedIn = [{ name: AUTH_COOKIE, value: token }];
    for (const path of [
      '/account/overview',
      '/account/orders',
      '/account/addresses',
      '/account/information',
      '/account/invoices',
    ]) {
      const url = new URL(path, baseURL).toString();
      const js = await measurePageJs(browser, url, { extraHTTPHeaders }, loggedIn);
      test.info().annotations.push({ type: 'page', description: path });
      check('account', js);
    }
    for (const path of ['/account/login', '/account/register', '/account/reset']) {
      const js = await measurePageJs(browser, new URL(path, baseURL).toString(), { extraHTTPHeaders });
      test.info().annotations.push({ type: 'page', description: path });
      check('account', js);
    }
  });
});
