// The account login page (/account/login) as a visitor uses it: open it (with a ?redirect to come back to),
// then log in with a customer's email and password.
import type { Page } from '@playwright/test';

export class AccountLoginPage {
  constructor(readonly page: Page) {}

  /** Opens the login page, optionally naming the page to come back to, and waits for hydration. */
  async open(redirect?: string) {
    await this.page.goto(
      redirect === undefined ? '/account/login' : `/account/login?redirect=${encodeURIComponent(redirect)}`,
    );
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  /** Fills the form on the page that shows it now. */
  async fill(customer: { email: string; password: string }) {
    await this.page.getByRole('textbox', { name: 'E-mailadres' }).fill(customer.email);
    await this.page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  }

  /** Fills the form on the page that shows it now and sends it. */
  async logIn(customer: { email: string; password: string }) {
    await this.fill(customer);
    await this.page.getByRole('button', { name: 'Inloggen' }).click();
  }
}
