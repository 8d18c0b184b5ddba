// The JavaScript each budgeted page loads before interaction, measured exactly in Chromium (support/page-js.ts),
// against the budgets (JS_BUDGET_KIB: 160 KiB gzip on home, category and product, 200 on the checkout and the
// account pages); docs/performance.md "Budgets" says where the bytes go.
import { test, expect } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';
import { AUTH_COOKIE } from '../support/shopper';
import { JS_BUDGET_KIB, describePageJs, kib, measurePageJs, type BudgetPage, type PageJs } from '../support/page-js';

const check = (name: BudgetPage, js: PageJs) => {
  const budget = JS_BUDGET_KIB[name];
  test.info().annotations.push({
    type: 'js',
    description: `${name}: ${kib(js.gzipBytes)} gzip in ${js.files} files (budget ${budget} KiB)`,
  });
  expect
    .soft(js.gzipBytes, `${name} loads ${kib(js.gzipBytes)}, over ${budget} KiB:\n${describePageJs(js)}`)
    .toBeLessThanOrEqual(budget * 1024);
};

test.describe('JavaScript loaded before interaction', () => {
  test('home, the largest category and a product page stay within their budget', async ({
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
