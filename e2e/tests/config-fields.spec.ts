// App config fields the storefront reads (spec §3 App config; docs/decisions/app-config-fields.md):
// display.currency.state off shows prices without their currency sign outside the cart, and languages.html marks
// the shop's own texts with their language on a page in another one. The config is patched for this test's own
// QA session only.
import { test, expect, waitForHydration } from '../support/fixtures';

test('display.currency.state off: the product page shows its price without the euro sign', async ({
  page,
  named,
  appConfig,
}) => {
  const product = named.products.simple;
  await page.goto(`/product/${product.id}/${product.slug}`);
  const price = page.getByRole('main').locator('.price').first();
  await expect(price).toContainText('€');
  await appConfig.patch({ display: { currency: { state: false } } });
  await page.reload();
  await waitForHydration(page);
  await expect(price).toHaveText(/\d/);
  await expect(price).not.toContainText('€');
});

test('languages.html: on an English page the shop\'s Dutch texts are marked lang="nl", on a Dutch page not', async ({
  page,
  context,
  baseURL,
  named,
}) => {
  const product = named.products.simple;
  const path = `/product/${product.id}/${product.slug}`;
  await page.goto(path);
  const text = page.getByRole('main').locator('.rich-text').first();
  await expect(text).toBeAttached();
  await expect(text).not.toHaveAttribute('lang');
  await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(text).toHaveAttribute('lang', 'nl');
});
