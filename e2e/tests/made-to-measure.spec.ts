// A rug made to measure (spec §1, §5 Made-to-measure, §9; issue 10): the m² price until a size is chosen, the
// area with 2 decimals in the locale's format, the 3 % deviation of each entered size, the maximum clamp, the
// minimum area, and the area on the cart line.
import { expect, test, waitForHydration } from '../support/fixtures';

test('the size fields give the area, the deviation, the maximum and the minimum; the cart line keeps the area', async ({
  page,
  named,
  expectAccessible,
}) => {
  const { id, slug } = named.products.madeToMeasure;
  await page.goto(`/product/${id}/${slug}`);
  await waitForHydration(page);
  await page.getByText('Rechthoek', { exact: true }).click();
  const size = page.getByRole('group', { name: 'Afmeting (Rechthoek)' });
  await expect(size).toContainText('Prijs per m²: € 89,95');
  await size.getByLabel('Breedte (cm)').fill('200');
  await size.getByLabel('Lengte (cm)').fill('250');
  await expect(size).toContainText('Oppervlakte: 5,00 m²');
  await expect(size.getByRole('listitem')).toHaveText([
    'Afwijking tot 3 %: 194-206 cm',
    'Afwijking tot 3 %: 242,5-257,5 cm',
  ]);
  await expectAccessible({ include: '.options' });

  // Above the maximum: clamped, with the reason; below the minimum area: not cartable, with the reason.
  await size.getByLabel('Breedte (cm)').fill('500');
  await expect(size).toContainText('De gekozen waarde is te groot. Maximaal 400 cm is mogelijk.');
  await size.getByLabel('Breedte (cm)').fill('50');
  await size.getByLabel('Lengte (cm)').fill('50');
  await expect(size).toContainText('De minimale afname is: 0,50 m2. Kies een andere afmeting.');
  await expect(size.getByRole('listitem')).toHaveCount(0);

  // A valid size and the edge: the cart line names the area in the same format.
  await size.getByLabel('Breedte (cm)').fill('200');
  await size.getByLabel('Lengte (cm)').fill('250');
  await page.getByText('Gebandeerd', { exact: true }).click();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  const cart = page.getByRole('dialog', { name: /Winkelwagen/ });
  await expect(cart).toContainText('5,00 m²');
  await expect(cart).toContainText('Maatwerk: niet retourneerbaar');
});
