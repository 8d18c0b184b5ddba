// Spec §1: the floating contact bar — phone, WhatsApp when a number exists, and the review link with the fixed
// score 9.7 and three stars — shows only when the customer-care and app-content settings are both on. The
// settings are switched with PATCH /__mock/app-config in the worker's own QA session.
import { test, expect, waitForHydration } from '../support/fixtures';

test('the contact bar links to phone, WhatsApp and the reviews, and follows both settings', async ({
  page,
  request,
  apiUrl,
  baseURL,
  context,
  expectAccessible,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('navigation', { name: 'Contact' });
  await expect(bar.getByRole('link', { name: 'Bel ons: +31 20 123 45 67' })).toHaveAttribute(
    'href',
    'tel:+31201234567',
  );
  await expect(bar.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/31612345678');
  const reviews = bar.getByRole('link', { name: /Klanten geven ons een 9,7/ });
  await expect(reviews).toHaveAttribute('href', 'https://reviews.etalage.example/');
  await expect(reviews).toHaveAttribute('target', '_blank');
  await expect(reviews).toContainText('9,7');
  await expect(reviews.locator('svg')).toHaveCount(3);
  await expectAccessible();

  try {
    for (const settings of [{ customerCare: false }, { customerCare: true, appContent: false }]) {
      const patched = await request.patch(`${apiUrl}/__mock/app-config`, { data: { settings } });
      expect(patched.status()).toBe(200);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(bar).toHaveCount(0);
    }
  } finally {
    expect((await request.delete(`${apiUrl}/__mock/app-config`)).status()).toBe(200);
  }

  await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
  await page.reload();
  await expect(bar.getByRole('link', { name: /Customers rate us 9\.7/ })).toContainText('9.7');
});
