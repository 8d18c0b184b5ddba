// The product page basics of the walking skeleton (spec §3 Product, §9 Prices): title, main image with its
// alt text, the price shown now (a discount shows the original struck through), and 'Prijs niet
// beschikbaar' without a price.
import { test, expect, waitForHydration } from '../support/fixtures';

test.describe('a product page', () => {
  test('shows a discounted product with its title, image and both prices', async ({ page, productPage, named }) => {
    const product = named.products.discounted;
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await expect(productPage.heading).toHaveText(product.title);
    await expect(page).toHaveTitle(`${product.title} | Etalage`);
    const image = productPage.image(new RegExp(`^${product.title}`));
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    // 25% off € 599,-: the original is struck through, the current price comes last.
    expect(await productPage.price()).toBe(449.25);
    await expect(page.getByRole('main').getByRole('deletion')).toHaveText('€ 599,-');
  });

  test("shows 'Prijs niet beschikbaar' for a product without a price", async ({ productPage, named }) => {
    const product = named.products.noPrice;
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await expect(productPage.heading).toHaveText(product.title);
    await expect(productPage.page.getByRole('main').getByText('Prijs niet beschikbaar')).toBeVisible();
  });
});

test.describe('stock and delivery on the product page (spec §4, §9)', () => {
  test('an out-of-stock product promises no delivery; the stock shows as the config says', async ({
    page,
    named,
    appConfig,
  }) => {
    const at = (product: { id: string; slug: string }) => `/product/${product.id}/${product.slug}`;
    const delivery = page.locator('.product__delivery');
    const stock = page.locator('.product__summary .stock');
    await page.goto(at(named.products.simple));
    await expect(delivery).toBeVisible();
    await page.goto(at(named.products.outOfStock));
    await expect(stock).toContainText('Tijdelijk uitverkocht');
    await expect(delivery).toHaveCount(0);

    // 'exact' names the open quantity; with the stock state off there is no stock line.
    await page.goto(at(named.products.lowStock));
    await expect(stock).toHaveText('Nog maar een paar op voorraad');
    await appConfig.patch({ stock: { displayType: 'exact' } });
    await page.goto(at(named.products.lowStock));
    await expect(stock).toHaveText(/^Nog \d+ op voorraad$/);
    await appConfig.patch({ stock: { state: false } });
    await page.goto(at(named.products.lowStock));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(stock).toHaveCount(0);
  });
});

test('a disabled add button says why: a group to choose, an option that cannot be ordered online, a size to enter', async ({
  page,
  named,
}) => {
  const button = page.getByRole('button', { name: 'In winkelwagen' });
  await page.goto(`/product/${named.products.options.id}/${named.products.options.slug}`);
  await waitForHydration(page);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('Kies eerst: Kies de afwerking van de rand');
  await page.getByText('Gebandeerd', { exact: true }).click();
  await expect(button).toBeEnabled();
  await page.getByText('Antislip op maat (op aanvraag)', { exact: true }).click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(
    'Antislip op maat (op aanvraag) kan niet online worden besteld. Kies een andere optie.',
  );

  await page.goto(`/product/${named.products.madeToMeasure.id}/${named.products.madeToMeasure.slug}`);
  await waitForHydration(page);
  await page.getByText('Gebandeerd', { exact: true }).click();
  await page.getByText('Rechthoek', { exact: true }).click();
  await expect(button).toHaveAccessibleDescription('Geef eerst een geldige maat op.');
});
