// The cart panel and the discount coupons panel (spec §2 Panels, §4 Cart) as a shopper uses them: the header's
// cart button, the dialog 'Winkelwagen (N)' with its lines, quantity steppers, totals and the order button, and
// the dialog 'Kortingscodes' with the code field and the applied coupons.
import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './category-page';

/** The definition (`dd`) that follows a term (`dt`) with exactly this text, in a totals list. */
export const definitionOf = (scope: Locator, term: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');

export class CartPanel {
  constructor(readonly page: Page) {}

  /**
   * The header's cart link, named by the product count ('Winkelwagen, 2 producten', 'Winkelwagen, leeg'): it
   * leads to the cart page, and opens the cart panel once the page has hydrated.
   */
  get headerButton(): Locator {
    return this.page.getByRole('link', { name: /^Winkelwagen, / });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Winkelwagen \(\d+\)$/ });
  }

  /**
   * Presses 'In winkelwagen' on a product page and waits until the server holds the line and the order cookie
   * names the cart (the sync is debounced, spec §4: a page load before it would not know the cart yet).
   */
  async addFromProductPage(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/cart/lines') && response.request().method() === 'POST',
    );
    await this.page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(this.dialog).toBeVisible();
    expect((await saved).ok()).toBe(true);
    await expect
      .poll(async () => (await this.page.context().cookies()).some((cookie) => cookie.name === 'cart_uid'))
      .toBe(true);
  }

  /** Resolves once the server answered a change of a line to this quantity (the debounced sync). */
  lineSaved(quantity: number): Promise<unknown> {
    return this.page.waitForResponse(
      (response) =>
        /\/api\/v2\/cart\/lines\/[^/]+$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'PUT' &&
        (response.request().postDataJSON() as { quantity?: number } | null)?.quantity === quantity &&
        response.ok(),
    );
  }

  async open(): Promise<void> {
    await this.headerButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(this.dialog).toBeHidden();
  }

  get lines(): Locator {
    return this.dialog.getByRole('list', { name: 'Producten in je winkelwagen' }).getByRole('listitem');
  }

  /** The line of a product, found by its title link. */
  line(title: string): Locator {
    return this.lines.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  quantity(title: string): Locator {
    return this.line(title).getByRole('spinbutton', { name: 'Aantal' });
  }

  increase(title: string): Locator {
    return this.line(title).getByRole('button', { name: 'Eén meer' });
  }

  decrease(title: string): Locator {
    return this.line(title).getByRole('button', { name: 'Eén minder' });
  }

  remove(title: string): Locator {
    return this.line(title).getByRole('button', { name: `${title} verwijderen` });
  }

  /** Types a quantity into the line's field and confirms it with Enter. */
  async typeQuantity(title: string, quantity: number): Promise<void> {
    const field = this.quantity(title);
    await field.fill(String(quantity));
    await field.press('Enter');
  }

  /** An amount of the totals in the panel's footer ('Subtotaal', 'Korting', 'Totaal', ...). */
  total(term: string): Locator {
    return definitionOf(this.dialog.getByRole('contentinfo'), term);
  }

  get couponsButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Kortingscode toevoegen' });
  }

  get readyToOrder(): Locator {
    return this.dialog.getByRole('button', { name: 'Ik ben klaar om te bestellen' });
  }

  get empty(): Locator {
    return this.dialog.getByText('Je winkelwagen is leeg.', { exact: true });
  }

  get loginButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Log in om je winkelwagen te bekijken' });
  }

  get mergedMessage(): Locator {
    return this.dialog
      .getByRole('status')
      .filter({ hasText: 'De producten uit je vorige bezoek zijn samengevoegd met je winkelwagen.' });
  }
}

export class CouponPanel {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Kortingscodes' });
  }

  get code(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Kortingscode' });
  }

  get applied(): Locator {
    return this.dialog.getByRole('list', { name: 'Toegepaste kortingscodes' }).getByRole('listitem');
  }

  async apply(code: string): Promise<void> {
    await this.code.fill(code);
    await this.dialog.getByRole('button', { name: 'Kortingscode toepassen' }).click();
  }

  removeButton(code: string): Locator {
    return this.dialog.getByRole('button', { name: `Kortingscode ${code} verwijderen` });
  }

  /** Back to the cart panel. */
  async back(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Terug naar je winkelwagen' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
