// Adding to the cart while the API fails (docs/cart.md "Sync: edits show at once, writes go one at a time"): no
// line shown that does not exist, nothing the shopper asked for dropped or undone, reconciled once the API answers;
// a first line whose answer is lost is found in the cart it was written to, not lost on a reload.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';

const addToCart = async (page: Page) => {
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
};

test('a line added while writes fail stays pending with a retry, and is saved once the API is back', async ({
  page,
  context,
  named,
  productPage,
  cartPanel,
  notifications,
  useScenario,
  expectAccessible,
}) => {
  const { id, slug, title } = named.products.simple;
  await productPage.open(`/product/${id}/${slug}`);
  await waitForHydration(page);
  await useScenario('status-503@createLine');
  await addToCart(page);
  await expect(cartPanel.dialog).toBeVisible();
  await expect(cartPanel.line(title)).toBeVisible();

  // Told in the panel (with a retry the keyboard reaches) and in a toast that stays until used.
  const notice = cartPanel.dialog.getByRole('alert').filter({ hasText: 'nog niet opgeslagen' });
  await expect(notice).toBeVisible();
  await expect(notifications.withMessage(/nog niet opgeslagen/)).toBeVisible();
  await expect(cartPanel.quantity(title)).toHaveValue('1');
  // What the shopper asked for stays, marked as still on its way.
  await expect(cartPanel.line(title)).toHaveAttribute('aria-busy', 'true');
  await expectAccessible();

  await context.clearCookies({ name: 'mock-scenario' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v2/cart/lines') && response.request().method() === 'POST',
  );
  await notice.getByRole('button', { name: 'Opnieuw proberen' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(cartPanel.line(title)).not.toHaveAttribute('aria-busy', 'true');
  await expect(notice).toHaveCount(0);
  await expect(notifications.withMessage(/nog niet opgeslagen/)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 1 product');
});

test('a first line whose answer is cut off is adopted from its cart, once, and survives a reload', async ({
  page,
  context,
  named,
  productPage,
  cartPanel,
  useScenario,
}) => {
  const { id, slug, title } = named.products.simple;
  await productPage.open(`/product/${id}/${slug}`);
  await waitForHydration(page);
  await useScenario('malformed-json@createLine');
  await addToCart(page);
  await expect(cartPanel.quantity(title)).toHaveValue('1');
  await expect(cartPanel.line(title)).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'cart_uid')).toBe(true);

  await context.clearCookies({ name: 'mock-scenario' });
  await page.reload();
  await waitForHydration(page);
  await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 1 product');
});
