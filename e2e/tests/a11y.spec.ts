// Accessibility: axe with the WCAG 2.2 AA tags finds no violation on the walking skeleton's pages, each
// scanned after hydration in the state a shopper sees (a category with a facet open).
import { test, expect, waitForHydration } from '../support/fixtures';

test.describe('axe finds no WCAG 2.2 AA violations', () => {
  test('on the home page', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expectAccessible();
  });

  test('on a category page with a facet open', async ({ page, categoryPage, expectAccessible, named }) => {
    await categoryPage.open(named.categories.large.slug);
    await categoryPage.openFacet('Kleur');
    await expect(page.getByRole('searchbox', { name: 'Zoek in Kleur' })).toBeVisible();
    await expectAccessible();
  });

  test('on a category page with filters active', async ({ page, categoryPage, expectAccessible, named }) => {
    await categoryPage.open(`${named.categories.large.slug}/Kleur:Rood%2C%20donker/price:100-900`);
    await expect(page.getByRole('region', { name: 'Actieve filters' })).toBeVisible();
    await expectAccessible();
  });

  test('on a product page', async ({ productPage, expectAccessible, named }) => {
    const product = named.products.manyImages;
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await expect(productPage.heading).toHaveText(product.title);
    await expectAccessible();
  });

  test('on a blog post', async ({ page, expectAccessible }) => {
    await page.goto('/blogs');
    await waitForHydration(page);
    const posts = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link');
    await expect(posts.first()).toBeVisible();
    const title = await posts.first().innerText();
    await posts.first().click();
    await expect(page).toHaveURL(/\/blogs\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible();
  });

  test('on the 404 page', async ({ page, expectAccessible }) => {
    const answer = await page.goto('/bestaat-niet');
    expect(answer?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden: /bestaat-niet');
    await expectAccessible();
  });

  test('on the mobile filter panel', async ({ page, categoryPage, mobileFilters, expectAccessible, named }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await categoryPage.open(named.categories.large.slug);
    await mobileFilters.open();
    await categoryPage.openFacet('Kleur', mobileFilters.dialog);
    await expect.poll(() => mobileFilters.dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expectAccessible();
  });
});
