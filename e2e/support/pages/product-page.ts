// A product page as a shopper sees it: the title, the price shown now and the main image.
import { expect, type Locator, type Page } from '@playwright/test';
import { currentPrice } from './product-grid';

export class ProductPage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  get heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** The main product image, named by its alt text. */
  image(alt: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('img', { name: alt });
  }

  /** The price shown now: the last amount in the product summary's price line. */
  async price(): Promise<number> {
    const text = await this.page
      .getByRole('main')
      .getByText(/€\s?[\d.,]+(?:,-)?\s+incl\. btw$/)
      .first()
      .innerText();
    const price = currentPrice(text);
    if (price === null) throw new Error(`No price in ${text}`);
    return price;
  }
}
