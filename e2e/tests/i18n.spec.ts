// Switching the language (spec §1, §9): Dutch (nl-NL) by default, English (en-US) on request. The choice
// changes the UI strings and `<html lang>` at once, lives in the `locale` cookie for 365 days, and a
// reload renders English on the server.
import { test, expect } from '../support/fixtures';

const DAY_S = 24 * 60 * 60;

test.describe('switching language', () => {
  test('English changes the UI, the html lang and the locale cookie, and survives a reload', async ({
    page,
    context,
    categoryPage,
    shell,
    named,
  }) => {
    await categoryPage.open(named.categories.large.slug);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(shell.language('Nederlands')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sorteren op')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined();

    await shell.chooseLanguage('English');
    const englishUi = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(shell.languageSwitch).toHaveAccessibleName('Language');
      await expect(shell.language('English')).toHaveAttribute('aria-pressed', 'true');
      await expect(shell.skipLink).toHaveText('Skip to content');
      await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
      await expect(page.getByRole('option', { name: 'Price low to high' })).toBeAttached();
      await expect(categoryPage.resultCount).toHaveText('75 products');
      await expect(
        page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
      await expect(page.getByText('Sorteren op')).toHaveCount(0);
      // The price facet is the shop's own word (the other facets' names are the catalogue's).
      await expect(page.getByRole('heading', { name: 'Price', exact: true })).toBeVisible();
    };
    await englishUi();

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en-US');
    expect(cookie?.path).toBe('/');
    const daysAhead = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
    expect(daysAhead).toBeGreaterThan(364);
    expect(daysAhead).toBeLessThan(366);

    // The server renders the next document in English from the cookie.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<html lang="en-US">');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await englishUi();

    // And back to Dutch.
    await shell.chooseLanguage('Nederlands');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect(categoryPage.resultCount).toHaveText('75 producten');
    await expect(page.getByRole('heading', { name: 'Prijs', exact: true })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('nl-NL');
  });
});

test("without a locale cookie the shop's default locale (display.locale) is used; a chosen one wins", async ({
  page,
  request,
  apiUrl,
  context,
  baseURL,
}) => {
  const patched = await request.patch(`${apiUrl}/__mock/app-config`, { data: { display: { locale: 'en-US' } } });
  expect(patched.status(), await patched.text()).toBe(200);
  try {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await context.addCookies([{ name: 'locale', value: 'nl-NL', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  } finally {
    expect((await request.delete(`${apiUrl}/__mock/app-config`)).status()).toBe(200);
  }
});
