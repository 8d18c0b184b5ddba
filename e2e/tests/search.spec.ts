// The search modal (spec §2 Search modal, §5 search, §7 POST /api/search, §8, §9; docs/search.md): opened by the
// header's button or `/`, searched 300 ms after typing stops with the trimmed query, results grouped by section
// with image, title (markup sanitized) and badges, the two empty messages, keyboard and mouse, both languages.
import type { Page, Request } from '@playwright/test';
import { expect, holdScripts, pauseClock, test, waitForHydration } from '../support/fixtures';

/** Every POST /api/search the page sends, with its body. */
const searchRequests = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/search') && request.method() === 'POST') {
      sent.push((request.postDataJSON() as { q: string }).q);
    }
  });
  return sent;
};

/**
 * Opens the search on home (`open`: a click on the button or `/`) with the modal's code held back, and types
 * `text` at once, so the letters certainly come before the modal's input is there. Returns what lets the code in.
 */
const typeBeforeTheModal = async (page: Page, open: 'button' | '/', text: string) => {
  await page.goto('/');
  await waitForHydration(page);
  const release = holdScripts(page, /\/assets\/search-modal-[^/]+\.js$/);
  if (open === '/') await page.keyboard.press('/');
  else await page.getByRole('button', { name: /^(Zoeken|Search)$/ }).click();
  await page.keyboard.type(text);
  return release;
};

const openSearch = async (page: Page) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const modal = page.getByRole('dialog', { name: 'Zoeken' });
  await expect(modal).toBeVisible();
  return modal;
};

test.describe('search', () => {
  test('the button opens the modal with the input focused; results are grouped with image, title and badges', async ({
    page,
    named,
    expectAccessible,
  }) => {
    const sent = searchRequests(page);
    const modal = await openSearch(page);
    const input = modal.getByRole('combobox', { name: 'Zoek in de winkel' });
    await expect(input).toBeFocused();
    await input.pressSequentially('  salontafel bo ');
    const results = modal.getByRole('listbox', { name: 'Zoekresultaten' });
    const products = results.getByRole('group', { name: 'Producten' });
    const discounted = products.getByRole('option', { name: new RegExp(named.products.discounted.title) });
    await expect(discounted).toBeVisible();
    // One request, with the trimmed text, after typing stopped.
    expect(sent).toEqual(['salontafel bo']);
    // The matched words are highlighted; the badges show the regular price struck through and the discount.
    await expect(discounted.locator('em').first()).toHaveText('Salontafel');
    await expect(discounted.locator('img').first()).toHaveAttribute('alt', '');
    await expect(discounted.locator('del')).toHaveText('€ 599,-');
    await expect(discounted.locator('.search-badge--price strong')).toHaveText('€ 449,25');
    await expect(discounted).toContainText('Op voorraad');
    await expect(modal.getByRole('status')).toHaveText(/^\d+ resulta(at|ten)$/);
    await expectAccessible({ include: '.search-modal' });
  });

  test('by keyboard: / opens it, arrows move, Enter opens the product and closes the modal', async ({
    page,
    named,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('/');
    const modal = page.getByRole('dialog', { name: 'Zoeken' });
    const input = modal.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('salontafel bo travertin');
    const option = modal.getByRole('option', { name: new RegExp(named.products.discounted.title) });
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/product/${named.products.discounted.id}/${named.products.discounted.slug}`);
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(named.products.discounted.title);
  });

  test('Escape closes it and gives focus back to the search button', async ({ page }) => {
    const modal = await openSearch(page);
    await modal.getByRole('combobox').fill('kussen');
    await expect(modal.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoeken' })).toBeFocused();
  });

  test('letters typed at once, before the modal has loaded, land in its input; focus goes back to the button', async ({
    page,
  }) => {
    // No waiting for the input: a shopper types on at once.
    const release = await typeBeforeTheModal(page, 'button', 'kussen');
    const button = page.getByRole('button', { name: 'Zoeken' });
    release();
    const modal = page.getByRole('dialog', { name: 'Zoeken' });
    const input = modal.getByRole('combobox', { name: 'Zoek in de winkel' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('kussen');
    await expect(modal.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('by keyboard: / and typing on at once keep every letter, in English too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    const release = await typeBeforeTheModal(page, '/', 'cushion');
    release();
    const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search the shop' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('cushion');
  });

  test('Escape while the modal is still loading closes it and forgets what was typed', async ({ page }) => {
    const release = await typeBeforeTheModal(page, 'button', 'vaas');
    const button = page.getByRole('button', { name: 'Zoeken' });
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    release();
    const modal = page.getByRole('dialog', { name: 'Zoeken' });
    await page.waitForResponse(/\/assets\/search-modal-[^/]+\.js$/);
    await expect(modal).toBeHidden();
    await button.click();
    await expect(modal.getByRole('combobox')).toBeFocused();
    await expect(modal.getByRole('combobox')).toHaveValue('');
  });

  test('a click on a result closes the modal and goes to the product', async ({ page, named }) => {
    const modal = await openSearch(page);
    await modal.getByRole('combobox').fill('lina op maat');
    const option = modal.getByRole('option', { name: new RegExp(named.products.madeToMeasure.title) });
    await expect(option.locator('.search-badge--price')).toContainText('vanaf');
    await option.click();
    await expect(page).toHaveURL(`/product/${named.products.madeToMeasure.id}/${named.products.madeToMeasure.slug}`);
    await expect(modal).toBeHidden();
  });

  test('empty or spaces send nothing; no match shows the two messages; clear empties it', async ({
    page,
    expectAccessible,
  }) => {
    const sent = searchRequests(page);
    // The page's timers run on a clock the test moves: the spaces rest past the 300 ms for certain, however slow
    // the machine is. A search they sent would come before the next one, which the end of the test counts.
    await page.clock.install();
    const modal = await openSearch(page);
    const input = modal.getByRole('combobox');
    await pauseClock(page);
    await input.fill('   ');
    await page.clock.runFor(301);
    await page.clock.resume();
    expect(sent).toEqual([]);
    await expect(modal.getByRole('option')).toHaveCount(0);
    await input.fill('qqqzzz');
    await expect(modal.getByText('Geen zoekresultaten gevonden')).toBeVisible();
    await expect(modal.getByText(/Zoek op iets anders/)).toBeVisible();
    await expectAccessible({ include: '.search-modal' });
    await modal.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(modal.getByText('Geen zoekresultaten gevonden')).toBeHidden();
    expect(sent).toEqual(['qqqzzz']);
  });

  test('a title with a script payload is shown as text, the payload never runs', async ({ page }) => {
    const modal = await openSearch(page);
    await modal.getByRole('combobox').fill('over ons');
    const option = modal.getByRole('group', { name: 'Inspiratie' }).getByRole('option').filter({ hasText: 'Over ons' });
    await expect(option.first()).toBeVisible();
    await expect(modal.locator('.search-result__title img')).toHaveCount(0);
    await expect(option.first().locator('em').first()).toHaveText(/over/i);
    // An image the payload put anywhere in the page has failed to load, and so fired its onerror, once the
    // browser calls it complete: the flag is read after that, not after a guessed while.
    await page.waitForFunction(() =>
      [...document.images].filter((image) => image.getAttribute('src') === 'x').every((image) => image.complete),
    );
    expect(await page.evaluate(() => (window as { __etalageXss?: string }).__etalageXss)).toBeUndefined();
  });

  test('a failing search is logged, not shown', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/search', (route) => route.fulfill({ status: 500, body: '{}' }));
    const modal = await openSearch(page);
    await modal.getByRole('combobox').fill('kussen');
    await expect.poll(() => warnings.some((text) => text.includes('Search for "kussen" failed'))).toBe(true);
    await expect(modal.getByRole('option')).toHaveCount(0);
    await expect(modal.getByText('Geen zoekresultaten gevonden')).toBeHidden();
    await expect(modal).toBeVisible();
  });

  test('in English, on a phone', async ({ page, context, baseURL, expectAccessible }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search' }).click();
    const modal = page.getByRole('dialog', { name: 'Search' });
    const input = modal.getByRole('combobox', { name: 'Search the shop' });
    await input.fill('qqqzzz');
    await expect(modal.getByText('No search results found')).toBeVisible();
    await expect(modal.getByText(/Search for something else/)).toBeVisible();
    await input.fill('vloerkleed');
    await expect(modal.getByRole('group', { name: 'Producten' }).getByRole('option')).toHaveCount(8);
    await expect(modal.getByRole('status')).toHaveText(/\d+ results/);
    const box = await modal.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expectAccessible({ include: '.search-modal' });
    // By keyboard in English too: the first result, then Enter opens it.
    await page.keyboard.press('ArrowDown');
    const first = modal.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+\//);
    await expect(modal).toBeHidden();
  });
});
