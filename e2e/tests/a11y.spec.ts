// Accessibility: axe with the WCAG 2.2 AA tags finds no violation on the walking skeleton's pages, each
// scanned after hydration in the state a shopper sees (a category with a facet open).
import type { Page } from '@playwright/test';
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

  test('the check itself lists every element of a violation', async ({ page, expectAccessible }) => {
    // It asks axe for the details of violations only: each failing element must still be named.
    await page.setContent(
      '<!doctype html><html lang="nl"><head><title>Proef</title></head><body><main><h1>Proef</h1>' +
        '<img id="eerste" src="data:,"><img id="tweede" src="data:,"></main></body></html>',
    );
    await expect(expectAccessible()).rejects.toThrow(/image-alt \(critical\)[^]*#eerste[^]*#tweede/);
  });
});

/**
 * Where the focused element's ring is cut off by an ancestor that clips its overflow (a rounded stepper), or
 * null: the ring is the outline, drawn `outline-offset + outline-width` outside the element's box.
 */
const clippedFocusRing = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const style = getComputedStyle(focused);
    const grow = (parseFloat(style.outlineOffset) || 0) + (parseFloat(style.outlineWidth) || 0);
    const box = focused.getBoundingClientRect();
    // A fixed box (a panel) escapes the clip of what is above it: the walk ends there.
    for (let at: HTMLElement | null = focused; at && getComputedStyle(at).position !== 'fixed';) {
      const parent: HTMLElement | null = at.parentElement;
      at = parent;
      if (!parent) break;
      const clip = getComputedStyle(parent);
      const area = parent.getBoundingClientRect();
      const cutX =
        clip.overflowX !== 'visible' && (box.left - grow < area.left - 0.5 || box.right + grow > area.right + 0.5);
      const cutY =
        clip.overflowY !== 'visible' && (box.top - grow < area.top - 0.5 || box.bottom + grow > area.bottom + 0.5);
      if (cutX || cutY)
        return `${focused.getAttribute('aria-label') ?? focused.outerHTML.slice(0, 60)} in .${parent.className}`;
    }
    return null;
  });

test.describe('a keyboard shows where it is (WCAG 2.4.7)', () => {
  test('no focus ring is cut off on a product page and in the cart panel', async ({
    page,
    named,
    productPage,
    cartPanel,
  }) => {
    const { id, slug } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    const clipped = new Set<string>();
    const tabThrough = async (stops: number) => {
      for (let stop = 0; stop < stops; stop += 1) {
        await page.keyboard.press('Tab');
        const where = await clippedFocusRing(page);
        if (where) clipped.add(where);
      }
    };
    await tabThrough(40);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (1)');
    await cartPanel.dialog.evaluate((panel) =>
      Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await tabThrough(8);
    expect([...clipped]).toEqual([]);
  });
});
