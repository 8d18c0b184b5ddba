// The full-screen filter panel of a phone (spec §2 Panels: category pages on small screens): opened with
// 'Filteren', a dialog named Filter over the whole screen, 'Alle filters wissen' only while a filter is
// active, a 'Toon N resultaten' button that follows the count and closes it, Escape closes it, and the
// page behind cannot scroll while it is open.
import { test, expect, waitForHydration } from '../support/fixtures';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('the mobile filter panel', () => {
  test('filters a category from a full-screen dialog', async ({ page, categoryPage, mobileFilters, named }) => {
    const slug = named.categories.large.slug;
    await categoryPage.open(slug);
    // The sidebar is hidden at this width; the panel is the way to filter.
    await expect(categoryPage.filters).toBeHidden();
    await expect(mobileFilters.dialog).toHaveCount(0);

    await mobileFilters.open();
    // Full screen once it has slid up.
    await expect.poll(() => mobileFilters.dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(mobileFilters.dialog.getByRole('heading', { name: 'Filter' })).toBeVisible();
    await expect(mobileFilters.clearAll).toHaveCount(0);
    await expect(mobileFilters.showButton).toHaveText('Toon 75 resultaten');

    // The page behind is locked: a wheel over the panel does not scroll the document.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(195, 700);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await categoryPage.check('Kleur', 'Blauw: petrol', mobileFilters.dialog);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/Kleur:Blauw%3A%20petrol`);
    // The panel stays open while filtering, and its button follows the new count.
    await expect(mobileFilters.dialog).toBeVisible();
    await expect(mobileFilters.showButton).toHaveText('Toon 3 resultaten');
    await expect(mobileFilters.showButton).toBeEnabled();
    await expect(mobileFilters.clearAll).toBeVisible();
    await expect(categoryPage.option('Blauw: petrol', mobileFilters.dialog)).toBeChecked();

    await mobileFilters.showButton.click();
    await expect(mobileFilters.dialog).toHaveCount(0);
    await expect(categoryPage.products).toHaveCount(3);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Escape closes it too; clearing all filters from the panel removes the link again.
    await mobileFilters.open();
    await page.keyboard.press('Escape');
    await expect(mobileFilters.dialog).toHaveCount(0);
    await expect(mobileFilters.openButton).toBeFocused();

    await mobileFilters.open();
    await mobileFilters.clearAll.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(slug);
    await expect(mobileFilters.clearAll).toHaveCount(0);
    await expect(mobileFilters.showButton).toHaveText('Toon 75 resultaten');
    await mobileFilters.closeButton.click();
    await expect(mobileFilters.dialog).toHaveCount(0);
  });
});

// docs/performance.md "The first paint": on a phone the cards below the fold and the footer are laid out when they
// come near the viewport. What must hold: the first paint skips them, each is there when scrolled to, and their
// placeholders move nothing on the way down and back.
test('cards below the fold are drawn as they come into view, and scrolling shifts nothing', async ({
  page,
  named,
  categoryPage,
}) => {
  await recordLayoutShifts(page);
  await page.goto(named.categories.large.slug);
  await waitForHydration(page);
  await expect(categoryPage.products).toHaveCount(24);
  const last = categoryPage.products.last();
  // What is inside a card whose layout was skipped is not visible to `checkVisibility` asked about that.
  const drawn = () =>
    last.evaluate((card) =>
      card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
    );
  expect(await drawn()).toBe(false);

  for (let step = 0; step < 40; step++) await page.mouse.wheel(0, 400);
  await expect.poll(drawn).toBe(true);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  for (let step = 0; step < 40; step++) await page.mouse.wheel(0, -400);
  await expect(categoryPage.heading).toBeInViewport();
  expect(await layoutShifts(page)).toEqual([]);
});
