// The full-screen filter panel of small screens (spec §2): opened with 'Filteren', a dialog named Filter
// with 'Alle filters wissen' while a filter is active and a 'Toon N resultaten' button that closes it.
import { expect, type Locator, type Page } from '@playwright/test';

export class MobileFilterPanel {
  constructor(readonly page: Page) {}

  get openButton(): Locator {
    return this.page.getByRole('button', { name: 'Filteren', exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Filter' });
  }

  get showButton(): Locator {
    return this.dialog.getByRole('button', { name: /^Toon \d+ resultat(en)?$/ });
  }

  /** The header's 'Alle filters wissen' (the active-filter chips in the body repeat it after the header). */
  get clearAll(): Locator {
    return this.dialog.getByRole('button', { name: 'Alle filters wissen' }).first();
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Filters sluiten' });
  }

  async open() {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** The result count the Show button announces. */
  async shownCount(): Promise<number> {
    const name = (await this.showButton.textContent()) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
  }
}
