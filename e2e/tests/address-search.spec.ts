// The Belgian address search (spec §4 Address lookup) is a combobox used with the keyboard alone, here in the
// address modal of the checkout: arrow keys move through the suggestions, Enter on a street keeps the list
// open with its addresses, Enter on an address fills the form, and Escape closes the list keeping the text.
import type { Locator } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';

/** Presses ArrowDown until the option with this name is the active one (its place in the list), then Enter. */
const chooseWithKeyboard = async (search: Locator, list: Locator, name: RegExp): Promise<void> => {
  const option = list.getByRole('option', { name });
  await expect(option).toHaveCount(1);
  const options = await list.getByRole('option').evaluateAll((elements) => elements.map((element) => element.id));
  const index = options.indexOf((await option.getAttribute('id'))!);
  for (let i = 0; i <= index; i++) await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', options[index]!);
  await search.press('Enter');
};

test('the address search works with the keyboard alone in the address modal', async ({
  page,
  context,
  named,
  shopApi,
  checkout,
}) => {
  const be = named.addresses.be;
  const token = await shopApi.login(await shopApi.register('address-search'));
  await shopApi.fillCart(token, { lines: [{ productId: named.products.simple.id, quantity: 1 }] });
  await shopApi.signIn(context, token);
  await page.goto(CHECKOUT_PATHS.information);
  await waitForHydration(page);
  await checkout.savedAddresses.getByRole('button', { name: 'Nieuw adres toevoegen' }).click();
  const modal = page.getByRole('dialog', { name: 'Nieuw adres' });
  await modal.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'België' });

  const search = modal.getByRole('combobox', { name: 'Zoek je adres' });
  const list = modal.getByRole('listbox', { name: 'Adressuggesties' });
  const options = list.getByRole('option');
  await search.fill(be.query);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toBeVisible();

  // Escape closes the list and keeps what was typed; typing opens it again.
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue(be.query);
  await search.fill('');
  await search.fill(be.query);
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  // A street narrows the search: the list stays open with its addresses.
  await chooseWithKeyboard(search, list, new RegExp(`^${be.street} ${be.zipCode} ${be.city}`));
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const full = new RegExp(`^${be.street} ${be.houseNumber} ${be.zipCode} ${be.city}$`);
  await chooseWithKeyboard(search, list, full);

  await expect(modal.getByRole('status').filter({ hasText: 'Gekozen adres:' })).toHaveText(
    `Gekozen adres: ${be.street} ${be.houseNumber}, ${be.zipCode} ${be.city}`,
  );
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});
