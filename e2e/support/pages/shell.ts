// The shop chrome around every page: the language switch and the main landmarks.
import { expect, type Locator, type Page } from '@playwright/test';

export class Shell {
  constructor(readonly page: Page) {}

  /** The language buttons, named in their own language (Nederlands, English). */
  get languageSwitch(): Locator {
    return this.page.getByRole('group', { name: /^(Taal|Language)$/ });
  }

  language(name: 'Nederlands' | 'English'): Locator {
    return this.languageSwitch.getByRole('button', { name, exact: true });
  }

  async chooseLanguage(name: 'Nederlands' | 'English') {
    await this.language(name).click();
    await expect(this.language(name)).toHaveAttribute('aria-pressed', 'true');
  }

  get skipLink(): Locator {
    return this.page.getByRole('link', { name: /^(Naar de inhoud|Skip to content)$/ });
  }
}
