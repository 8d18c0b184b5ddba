// A category page as a shopper sees it: facets, the price slider, active filters, sort and pagination.
import { expect, type Locator, type Page } from '@playwright/test';

export class CategoryPage {
  constructor(readonly page: Page) {}

  async open(slug: string) {
    await this.page.goto(slug);
    await expect(this.heading).toBeVisible();
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get filters(): Locator {
    return this.page.getByRole('complementary', { name: 'Filter' });
  }

  /**
   * The price slider's two handles, the browser's own range inputs (their role slider, value and bounds are
   * native), and the category's price bounds they run between.
   */
  async priceSlider(): Promise<{ low: Locator; high: Locator; floor: number; ceiling: number }> {
    const low = this.filters.getByRole('slider', { name: 'Minimumprijs' });
    const high = this.filters.getByRole('slider', { name: 'Maximumprijs' });
    return { low, high, floor: Number(await low.getAttribute('min')), ceiling: Number(await high.getAttribute('max')) };
  }

  get products(): Locator {
    return this.page.getByRole('list', { name: 'Producten' }).getByRole('listitem');
  }

  get resultCount(): Locator {
    return this.page.locator('.toolbar__count');
  }

  facet(name: string, within: Locator = this.filters): Locator {
    return within.getByRole('button', { name, exact: true });
  }

  async openFacet(name: string, within: Locator = this.filters) {
    const toggle = this.facet(name, within);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  option(value: string, within: Locator = this.filters): Locator {
    return within.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value)} \\(\\d+\\)$`) });
  }

  async check(facet: string, value: string, within: Locator = this.filters) {
    await this.openFacet(facet, within);
    const url = this.page.url();
    await this.option(value, within).check();
    await this.page.waitForURL((next) => next.toString() !== url);
  }

  activeFilter(label: string | RegExp): Locator {
    return this.page
      .getByRole('region', { name: 'Actieve filters' })
      .first()
      .getByRole('button', { name: typeof label === 'string' ? `Filter ${label} verwijderen` : label });
  }

  async sortBy(label: string) {
    const url = this.page.url();
    await this.page.getByLabel('Sorteren op').selectOption({ label });
    await this.page.waitForURL((next) => next.toString() !== url);
  }
}

export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
