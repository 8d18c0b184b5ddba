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

test.describe('nothing a shopper must read or press is ever under the contact bar', () => {
  /** Whether two boxes share any area. */
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const width of [1280, 800, 390, 320]) {
    test(`at ${width} px: a made-to-measure product, a category's cards and the end of the page`, async ({
      page,
      named,
    }) => {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 740 });
      const { id, slug } = named.products.madeToMeasure;
      await page.goto(`/product/${id}/${slug}`);
      await waitForHydration(page);
      const bar = page.getByRole('navigation', { name: 'Contact' });
      await expect(bar).toBeVisible();
      const check = async (what: string, target: ReturnType<typeof page.locator>, scroll = true) => {
        // Scrolled to as the browser does for focus or a link to it: the element's end at the window's end.
        if (scroll) await target.evaluate((element) => element.scrollIntoView({ block: 'end', inline: 'nearest' }));
        const [box, barBox] = [await target.boundingBox(), await bar.boundingBox()];
        expect(box, what).not.toBeNull();
        expect(overlap(box!, barBox!), `${what} is under the contact bar at ${width} px`).toBe(false);
      };
      const finish = page.getByText('Kies de afwerking van de rand', { exact: false }).first();
      // Where the page opens, as well as scrolled to.
      if (await finish.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight)) {
        await check('the finish heading where the page opens', finish, false);
      }
      await check('the finish heading', finish);
      await check('add to cart', page.getByRole('button', { name: 'In winkelwagen' }).first());
      await page.goto(named.categories.large.slug);
      await waitForHydration(page);
      const cards = page.getByRole('list', { name: 'Producten' }).getByRole('link');
      for (let index = 0; index < 4; index += 1) await check(`card link ${index + 1}`, cards.nth(index));
      await check('the last link of the footer', page.getByRole('contentinfo').getByRole('link').last());
    });
  }
});
