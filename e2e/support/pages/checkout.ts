// The checkout as a shopper goes through it (spec §2 checkout routes, §4 Checkout, docs/checkout.md): the email
// check, the login for a known email, step 1 (the new visitor's information form with the address lookup, or a
// logged-in customer's saved addresses), delivery, overview with the payment methods, the pay step, the hosted
// payment page of the mock payment provider (another origin) and the outcome page.
import { expect, type Locator, type Page } from '@playwright/test';
import { definitionOf } from './cart-panel';
import { escapeRegExp } from './category-page';

export const CHECKOUT_PATHS = {
  start: '/checkout',
  login: '/checkout/login',
  information: '/checkout/gegevens',
  delivery: '/checkout/bezorging',
  overview: '/checkout/overzicht',
  pay: '/checkout/betalen',
} as const;

/** The path of a checkout page as a URL matcher for `toHaveURL` / `waitForURL` (any origin, no query). */
export const pathIs = (path: string): RegExp => new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`);

/** An outcome page: /checkout/{paymentUid}. */
export const OUTCOME_URL = /^https?:\/\/[^/]+\/checkout\/pay_[\w-]+$/;

export interface NlAddress {
  zipCode: string;
  houseNumber: string;
  street: string;
  city: string;
}

export interface Contact {
  phone: string;
  firstName: string;
  lastName: string;
}

export const CONTACT: Contact = { phone: '06-12345678', firstName: 'Eva', lastName: 'de Boer' };

export class Checkout {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** Waits until the shopper is on this checkout path with this page heading. */
  async expectPage(path: string, heading: string): Promise<void> {
    await expect(this.page).toHaveURL(pathIs(path));
    await expect(this.heading).toHaveText(heading);
  }

  textbox(name: string): Locator {
    return this.main.getByRole('textbox', { name, exact: true });
  }

  get next(): Locator {
    return this.main.getByRole('button', { name: 'Volgende', exact: true });
  }

  get prev(): Locator {
    return this.main.getByRole('button', { name: 'Vorige', exact: true });
  }

  // /checkout: the email check ----------------------------------------------------------------------------

  async submitEmail(email: string): Promise<void> {
    await expect(this.heading).toHaveText('Afrekenen');
    await this.textbox('E-mailadres').fill(email);
    await this.main.getByRole('button', { name: 'Verder', exact: true }).click();
  }

  // /checkout/login ----------------------------------------------------------------------------------------

  get password(): Locator {
    return this.textbox('Wachtwoord');
  }

  async logIn(password: string): Promise<void> {
    await this.password.fill(password);
    await this.main.getByRole('button', { name: 'Inloggen', exact: true }).click();
  }

  // Step 1 for a new visitor -------------------------------------------------------------------------------

  get country(): Locator {
    return this.main.getByRole('combobox', { name: 'Land' });
  }

  async fillContact(contact: Contact = CONTACT): Promise<void> {
    await this.textbox('Telefoonnummer').fill(contact.phone);
    await this.textbox('Voornaam').fill(contact.firstName);
    await this.textbox('Achternaam').fill(contact.lastName);
  }

  /** NL: postcode and house number; the lookup fills street and city (read-only until a lookup fails). */
  async lookUpNlAddress(address: NlAddress): Promise<void> {
    await this.textbox('Postcode').fill(address.zipCode);
    await this.textbox('Huisnummer').fill(address.houseNumber);
    await expect(this.textbox('Straat')).toHaveValue(address.street);
    await expect(this.textbox('Plaats')).toHaveValue(address.city);
  }

  get addressSearch(): Locator {
    return this.main.getByRole('combobox', { name: 'Zoek je adres' });
  }

  get suggestions(): Locator {
    return this.main.getByRole('listbox', { name: 'Adressuggesties' }).getByRole('option');
  }

  suggestion(name: RegExp): Locator {
    return this.main.getByRole('listbox', { name: 'Adressuggesties' }).getByRole('option', { name });
  }

  async choosePassword(password: string): Promise<void> {
    await this.textbox('Wachtwoord').fill(password);
    await this.textbox('Herhaal wachtwoord').fill(password);
  }

  // Step 1 for a logged-in customer ------------------------------------------------------------------------

  get savedAddresses(): Locator {
    return this.main.getByRole('group', { name: 'Kies je bezorgadres' });
  }

  // Step 2 -------------------------------------------------------------------------------------------------

  get deliveryOptions(): Locator {
    return this.main.getByRole('group', { name: 'Kies hoe je je bestelling ontvangt' }).getByRole('radio');
  }

  deliveryOption(name: RegExp): Locator {
    return this.main.getByRole('group', { name: 'Kies hoe je je bestelling ontvangt' }).getByRole('radio', { name });
  }

  get pickupLocations(): Locator {
    return this.main.getByRole('group', { name: 'Kies een afhaallocatie' }).getByRole('radio');
  }

  pickupLocation(name: RegExp): Locator {
    return this.main.getByRole('group', { name: 'Kies een afhaallocatie' }).getByRole('radio', { name });
  }

  /** The delivery address the delivery step shows. */
  get deliveryAddress(): Locator {
    return this.main.getByRole('region', { name: 'Bezorgadres' });
  }

  // Step 3 -------------------------------------------------------------------------------------------------

  get paymentGroup(): Locator {
    return this.main.getByRole('group', { name: 'Kies een betaalmethode' });
  }

  get paymentOptions(): Locator {
    return this.paymentGroup.getByRole('radio');
  }

  paymentOption(name: RegExp): Locator {
    return this.paymentGroup.getByRole('radio', { name });
  }

  get payButton(): Locator {
    return this.main.getByRole('button', { name: 'Bestellen en betalen', exact: true });
  }

  /** The order summary ('Je bestelling') of steps 1-3. */
  get summary(): Locator {
    return this.main.getByRole('region', { name: 'Je bestelling' });
  }

  summaryAmount(term: string): Locator {
    return definitionOf(this.summary, term);
  }

  // Any form of the checkout --------------------------------------------------------------------------------

  /** A notice at the form the server answered again (a page without JavaScript shows the toasts' words there). */
  formNotice(message: string): Locator {
    return this.main.getByRole('alert').filter({ hasText: message });
  }

  // The outcome page ---------------------------------------------------------------------------------------

  get orderNumber(): Locator {
    return this.main.getByText(/^Bestelnummer: \d{4}-\d+$/);
  }
}

/** The mock payment provider's hosted page (`MOCK_PUBLIC_URL/__mock/pay/{paymentUid}`), another origin. */
export class PaymentProviderPage {
  constructor(
    readonly page: Page,
    readonly apiUrl: string,
  ) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${escapeRegExp(this.apiUrl)}/__mock/pay/`));
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(/^Pay /);
  }

  /** Presses 'Pay', 'Cancel' or 'Fail'; the provider sends the shopper back to the outcome page. */
  async choose(button: 'Pay' | 'Cancel' | 'Fail'): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await expect(this.page).toHaveURL(OUTCOME_URL);
  }
}
