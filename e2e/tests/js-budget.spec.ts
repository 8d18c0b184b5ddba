// The JavaScript each budgeted page loads before interaction (issue 8), measured exactly in Chromium
// (support/page-js.ts). The guide's budgets (JS_BUDGET_KIB: 120 KiB gzip on home, category and product, 160 on
// the checkout) are not met yet: docs/performance.md "JavaScript budgets" says where the bytes go and what is
// left to do. Until they are, each page has a ceiling at what it loads today, so no change can add bytes
// unnoticed; lower a ceiling whenever a change saves bytes, and raise one only for a trade written down in
// docs/performance.md.
import { test, expect } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';
import { AUTH_COOKIE } from '../support/shopper';
import { JS_BUDGET_KIB, describePageJs, kib, measurePageJs, type BudgetPage, type PageJs } from '../support/page-js';

// Measured 2026-11-26: 181.6 / 195.4 / 186.9 / 197.9 KiB (230 / 230 / 225 / 225 on 2026-11-23), for a visitor
// who has chosen on the cookie wall (support/page-js.ts). The one rise (3.5 KiB, from 179.4 / 192.9 / 184.7 /
// 195.7) was traded for blocking time and is written down in docs/performance.md "Starting the page": the route
// manifest loaded whole (2.2 KiB) instead of a re-render of the page after hydration, and the evaluation breaks;
// the API table's documentation left out of the browser's build then took 1.4 KiB off again.
// The account pages (budget 160 KiB, like the checkout) are measured from 2026-11-26 on: 186.0 (addresses) to
// 192.0 KiB (overview) logged in, 180.2 (reset) to 191.0 (login) before; one ceiling holds them all. (The
// tickets are off in the default configuration, docs/fixtures.md.)
// Then the storefront's own link (web/app/components/link.tsx, 0.5 KiB on every page: home 182.1, category 196.0,
// product 187.5, checkout 198.5) was traded for server render time (about 15 % more pages per second) and
// hydration work: docs/performance.md "Server render".
// React Router's production build in the browser (web/vite/router-production.ts) then took 0.6 KiB off every
// page: 181.6 / 195.5 / 187.0 / 198.0, the account pages 180.2 to 192.1 KiB. The orders table, an order's path,
// status and money format in a module of their own, and the login page apart from the overview
// (web/app/features/account/orders-table.tsx, login-page.tsx) then took the orders pages out of the overview,
// the invoices and the login page: 192.1 → 180.7, 189.8 → 179.3, 191.1 → 179.6 KiB; the orders page 189.6.
// The timings of spec §9 for the price slider (applied as it rests, its value tips) and the facet search (its
// options follow once typing rests, a status says how many) then put home and category at 182.0 / 196.0 KiB
// (ceilings 182.5 / 196.5): the catalogue model, which home carries too, and two words in the core messages.
const CEILING_KIB: Record<BudgetPage, number> = {
  home: 182.5,
  category: 196.5,
  product: 187.5,
  checkout: 198.5,
  account: 190,
};

const check = (name: BudgetPage, js: PageJs) => {
  const budget = JS_BUDGET_KIB[name];
  const ceiling = CEILING_KIB[name];
  test.info().annotations.push({
    type: 'js',
    description: `${name}: ${kib(js.gzipBytes)} gzip in ${js.files} files (ceiling ${ceiling} KiB, budget ${budget} KiB)`,
  });
  expect(js.gzipBytes, `${name} loads ${kib(js.gzipBytes)}:\n${describePageJs(js)}`).toBeLessThanOrEqual(
    ceiling * 1024,
  );
};

test.describe('JavaScript loaded before interaction', () => {
  test('home, the largest category and a product page stay within their ceilings', async ({
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

  test('the first checkout step stays within its ceiling', async ({
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

  test('the account pages, logged in and the login page, stay within their ceiling', async ({
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
