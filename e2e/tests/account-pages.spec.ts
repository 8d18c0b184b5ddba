// The account's invoices, tickets and information pages (spec §2 account routes and menu, §5 information form,
// §9 dates): the named customer's invoices with their status and order; the tickets (switched on in the worker's
// session) opening to their messages; a fresh customer changes their details (only the changed field is sent,
// nothing for no changes, a bad phone number refused at the field) and their invoice address in the modal.
import { test, expect, waitForHydration } from '../support/fixtures';

const ACCOUNT_MENU = {
  overview: true,
  orders: true,
  tickets: false,
  invoices: true,
  returns: false,
  information: true,
};

test.describe('the account pages', () => {
  test("the named customer's invoices and tickets", async ({
    page,
    named,
    shopApi,
    context,
    request,
    apiUrl,
    expectAccessible,
  }) => {
    await shopApi.signIn(context, await shopApi.login(named.customers.known));
    await page.goto('/account/overview');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Facturen' }).click();
    await expect(page).toHaveURL(/\/account\/invoices$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
    const table = main.getByRole('table', { name: 'Facturen' });
    const row = (number: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await expect(row('F2026-0001')).toContainText('Betaald');
    await expect(row('F2026-0002')).toContainText('Open');
    await expect(row('F2026-0002').getByRole('cell').first()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await expectAccessible();
    await row('F2026-0002').getByRole('link', { name: 'Bekijk bestelling' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/ord-80002-open$/);

    // Tickets are off by default (the page answers 404); switched on, the menu links to them.
    expect((await page.request.get('/account/tickets', { maxRedirects: 0 })).status()).toBe(404);
    try {
      const patched = await request.patch(`${apiUrl}/__mock/app-config`, {
        data: { settings: { accountMenu: { ...ACCOUNT_MENU, tickets: true } } },
      });
      expect(patched.status()).toBe(200);
      await page.goto('/account/tickets');
      await waitForHydration(page);
      await expect(main.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
      const ticket = main.getByRole('listitem').filter({ hasText: 'Wanneer wordt mijn vloerkleed bezorgd?' });
      await expect(ticket).toContainText('Beantwoord');
      await expect(ticket).toContainText('2 berichten');
      await ticket.getByText('Wanneer wordt mijn vloerkleed bezorgd?').click();
      await expect(ticket.getByText('Klantenservice', { exact: false }).first()).toBeVisible();
      await expect(ticket.getByRole('link', { name: 'Bekijk de bestelling' })).toHaveAttribute(
        'href',
        '/account/orders/ord-80002-open',
      );
      await expectAccessible();
    } finally {
      expect((await request.delete(`${apiUrl}/__mock/app-config`)).status()).toBe(200);
    }
  });

  test('a customer changes their details and their invoice address', async ({
    page,
    shopApi,
    context,
    notifications,
    expectAccessible,
  }) => {
    test.slow();
    const customer = await shopApi.register('information');
    await shopApi.signIn(context, await shopApi.login(customer));
    await page.goto('/account/information');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(customer.email);
    const firstName = main.getByRole('textbox', { name: 'Voornaam', exact: true });
    await expect(firstName).toHaveValue(customer.firstName);
    await expectAccessible();

    // No changes: nothing is sent.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/account')) posts += 1;
    });
    await main.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(notifications.withMessage('Er is niets gewijzigd.')).toBeVisible();
    expect(posts).toBe(0);

    // A bad phone number is refused at the field.
    const phone = main.getByRole('textbox', { name: 'Telefoonnummer' });
    await phone.fill('+31 6 1234');
    await main.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    expect(posts).toBe(0);
    await phone.fill('06-12345678');

    // Only the changed field goes out; the session and the overview follow.
    const post = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v2/account'),
    );
    await firstName.fill('Fenna');
    await main.getByRole('button', { name: 'Gegevens opslaan' }).click();
    expect((await post).postDataJSON()).toEqual({ firstName: 'Fenna' });
    await expect(notifications.toast('Gelukt', 'Je gegevens zijn opgeslagen.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Overzicht' }).click();
    await expect(main.getByText('Welkom, Fenna Visser.')).toBeVisible();

    // The invoice address changes in the address modal.
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Gegevens' }).click();
    await main.getByRole('button', { name: 'Factuuradres wijzigen' }).click();
    const modal = page.getByRole('dialog', { name: 'Adres wijzigen' });
    await modal.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Visser-Bos');
    await modal.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(notifications.toast('Gelukt', 'Het adres is gewijzigd.')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Factuuradres' })).toContainText('Visser-Bos');
  });

  test('the account panel: who is logged in, the menu items per settings, logout; logged out it is the login', async ({
    page,
    named,
    shopApi,
    context,
    expectAccessible,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Mijn account' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);

    await shopApi.signIn(context, await shopApi.login(named.customers.known));
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('banner').getByRole('button', { name: 'Mijn account' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Mijn account' });
    await expect(panel).toContainText('Sanne de Vries');
    await expect(panel).toContainText('De Vries Interieuradvies');
    await expect(panel).toContainText('100501');
    await expect(panel).toContainText('Actief');
    await expect(panel.getByRole('navigation').getByRole('listitem')).toHaveText([
      'Overzicht',
      'Bestellingen',
      'Facturen',
      'Gegevens',
    ]);
    await expect(panel.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await expectAccessible();

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // A menu item navigates and the panel closes with the route change.
    await button.click();
    await panel.getByRole('link', { name: 'Bestellingen' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(panel).toBeHidden();
  });
});
