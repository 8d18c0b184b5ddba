// The address book (spec §2, §4, §5 only changed fields, §6, §8 notices): a fresh customer adds a delivery
// address in the modal, changes it (only the changed field is sent; no changes send nothing), makes it the
// default delivery address, and deletes another after confirming; each says so in a toast. axe on the page and
// the modal, English labels.
import { test, expect, waitForHydration } from '../support/fixtures';

test.describe('the address book', () => {
  test('a customer adds, changes, makes default and deletes addresses', async ({
    page,
    shopApi,
    context,
    named,
    notifications,
    expectAccessible,
  }) => {
    test.slow();
    const customer = await shopApi.register('addresses');
    await shopApi.signIn(context, await shopApi.login(customer));
    await page.goto('/account/overview');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Adressen beheren' }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Adresboek' })).toBeVisible();
    const delivery = main.getByRole('region', { name: 'Bezorgadressen' });
    const cards = delivery.getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Julianastraat 2');
    await expect(cards.first()).toContainText('Standaard');
    await expectAccessible();

    // Add a delivery address in the modal.
    await delivery.getByRole('button', { name: 'Nieuw adres toevoegen' }).click();
    const modal = page.getByRole('dialog', { name: 'Nieuw adres' });
    await expect(modal).toBeVisible();
    const nl = named.addresses.nlWithAddition;
    await modal.getByRole('textbox', { name: 'Postcode', exact: true }).fill(nl.zipCode);
    await modal.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill(nl.houseNumber);
    await modal.getByRole('textbox', { name: /^Toevoeging/ }).fill(nl.houseNumberAddition);
    await expect(modal.getByRole('textbox', { name: 'Straat', exact: true })).toHaveValue(nl.street);
    await modal.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(notifications.toast('Gelukt', 'Het adres is opgeslagen.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(cards).toHaveCount(2);
    const added = cards.filter({ hasText: nl.street });
    await expect(added).not.toContainText('Standaard');

    // Change it: only the changed field goes out; the page shows the saved address.
    const name = `${nl.street} ${nl.houseNumber} ${nl.houseNumberAddition}, ${nl.city}`;
    await added.getByRole('button', { name: `${name} wijzigen` }).click();
    const edit = page.getByRole('dialog', { name: 'Adres wijzigen' });
    await expect(edit.getByRole('textbox', { name: 'Voornaam', exact: true })).toHaveValue(customer.firstName);
    await expectAccessible();
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/api\/v2\/account\/addresses\//.test(request.url()),
    );
    await edit.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Femke');
    await edit.getByRole('button', { name: 'Adres opslaan' }).click();
    expect((await put).postDataJSON()).toEqual({ firstName: 'Femke' });
    await expect(notifications.toast('Gelukt', 'Het adres is gewijzigd.')).toBeVisible();
    await expect(added).toContainText('Femke');

    // No changes: nothing is sent, the modal closes.
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts += 1;
    });
    await added.getByRole('button', { name: `${name} wijzigen` }).click();
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(edit).toBeHidden();
    expect(puts).toBe(0);

    // Make it the default delivery address.
    await added.getByRole('button', { name: `Maak ${name} je standaard bezorgadres` }).click();
    await expect(notifications.toast('Gelukt', 'Je standaard bezorgadres is gewijzigd.')).toBeVisible();
    await expect(added).toContainText('Standaard');
    const first = cards.filter({ hasText: 'Julianastraat 2' });
    await expect(first).not.toContainText('Standaard');

    // Delete the first, after confirming; 'Annuleren' keeps it.
    await first.getByRole('button', { name: /Julianastraat 2, Haarlem verwijderen/ }).click();
    await first.getByRole('button', { name: 'Annuleren' }).click();
    await expect(cards).toHaveCount(2);
    await first.getByRole('button', { name: /Julianastraat 2, Haarlem verwijderen/ }).click();
    await expect(first.getByText('Weet je zeker dat je dit adres wilt verwijderen?')).toBeVisible();
    await expectAccessible();
    await first.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(notifications.toast('Gelukt', 'Het adres is verwijderd.')).toBeVisible();
    await expect(cards).toHaveCount(1);

    // After a reload the server agrees.
    await page.reload();
    await waitForHydration(page);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Femke');
    await expect(cards.first()).toContainText('Standaard');
  });

  test("another tab's change shows when the address book is shown again, without a reload (GET /api/v2/account/addresses)", async ({
    page,
    shopApi,
    context,
    apiUrl,
    named,
  }) => {
    const customer = await shopApi.register('addresses-elsewhere');
    const token = await shopApi.login(customer);
    await shopApi.signIn(context, token);
    await page.goto('/account/overview');
    await waitForHydration(page);
    // A client navigation to the address book reads the list.
    const opened = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().endsWith('/api/v2/account/addresses'),
    );
    await page.getByRole('link', { name: 'Adressen beheren' }).click();
    await opened;
    const cards = page.getByRole('main').getByRole('region', { name: 'Bezorgadressen' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);

    // Another tab adds a delivery address.
    const nl = named.addresses.nlWithAddition;
    const created = await page.request.post(`${apiUrl}/api/v2/account/addresses`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'delivery',
        firstName: customer.firstName,
        lastName: customer.lastName,
        streetName: nl.street,
        houseNumber: nl.houseNumber,
        houseNumberAddition: nl.houseNumberAddition,
        zipCode: nl.zipCode,
        city: nl.city,
        countryCode: 'NL',
      },
    });
    expect(created.status()).toBe(200);

    // Coming back to this tab shows it.
    const reread = page.waitForResponse(
      (response) => response.request().method() === 'GET' && response.url().endsWith('/api/v2/account/addresses'),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await reread;
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: nl.street })).toBeVisible();
  });
});
