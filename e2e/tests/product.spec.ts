// The product page basics of the walking skeleton (spec §3 Product, §9 Prices): title, main image with its
// alt text, the price shown now (a discount shows the original struck through), and 'Prijs niet
// beschikbaar' without a price.
import { test, expect } from '../support/fixtures';

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
