// The account's forms as a shopper fills them, with or without JavaScript: the register form (business details,
// the address, contact and password) and the address form (the address book's modal or its form in the page).
// Only fills: what a test presses and expects is the test's.
import type { Locator, Page } from '@playwright/test';

export interface Registration {
  companyName: string;
  cocNumber: string;
  vatNumber: string;
  reference: string;
  firstName: string;
  lastName: string;
  zipCode: string;
  houseNumber: string;
  houseNumberAddition: string;
  /** Typed by hand: without JavaScript, or where the lookup finds nothing. */
  streetName?: string;
  city?: string;
  email: string;
  phone: string;
  password: string;
}

/** The Dutch labels of the address fields (spec §3 address form fields). */
export const ADDRESS_LABELS = {
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  zipCode: 'Postcode',
  houseNumber: 'Huisnummer',
  houseNumberAddition: 'Toevoeging',
  streetName: 'Straat',
  city: 'Plaats',
} as const;

/** A text field of `scope` by its label (an optional field's label ends in '(optioneel)'). */
export const textbox = (scope: Locator, label: string): Locator =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\(optioneel\\))?$`) });

export class RegisterForm {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  field(label: string): Locator {
    return textbox(this.main, label);
  }

  get password(): Locator {
    return this.main.getByLabel('Wachtwoord', { exact: true });
  }

  get submit(): Locator {
    return this.main.getByRole('button', { name: 'Account aanmaken' });
  }

  /** Fills every field given; street and city only when given (the lookup fills them where it can). */
  async fill(details: Partial<Registration>) {
    const labels: [keyof Registration, string][] = [
      ['companyName', 'Bedrijfsnaam'],
      ['cocNumber', 'KvK-nummer'],
      ['vatNumber', 'Btw-nummer'],
      ['reference', 'Referentie'],
      ['firstName', ADDRESS_LABELS.firstName],
      ['lastName', ADDRESS_LABELS.lastName],
      ['zipCode', ADDRESS_LABELS.zipCode],
      ['houseNumber', ADDRESS_LABELS.houseNumber],
      ['houseNumberAddition', ADDRESS_LABELS.houseNumberAddition],
      ['streetName', ADDRESS_LABELS.streetName],
      ['city', ADDRESS_LABELS.city],
      ['email', 'E-mailadres'],
      ['phone', 'Telefoonnummer'],
    ];
    for (const [key, label] of labels) {
      const value = details[key];
      if (value !== undefined) await this.field(label).fill(value);
    }
    if (details.password !== undefined) await this.password.fill(details.password);
  }
}

/** The address form: the address book's form in the page (`?address=`), or the modal's. */
export class AddressForm {
  constructor(readonly root: Locator) {}

  field(name: keyof typeof ADDRESS_LABELS): Locator {
    return textbox(this.root, ADDRESS_LABELS[name]);
  }

  get save(): Locator {
    return this.root.getByRole('button', { name: 'Adres opslaan' });
  }

  async fill(values: Partial<Record<keyof typeof ADDRESS_LABELS, string>>) {
    for (const [name, value] of Object.entries(values) as [keyof typeof ADDRESS_LABELS, string][]) {
      await this.field(name).fill(value);
    }
  }
}
