// The account's invoices, tickets and information pages (spec §2 account routes and menu, §5 information form,
// §9 dates): the named customer's invoices with their status and order; the tickets (switched on in the worker's
// session) opening to their messages; a fresh customer changes their details (only the changed field is sent,
// nothing for no changes, a bad phone number refused at the field) and their invoice address in the modal.
import { readFile } from 'node:fs/promises';
import { pdfText } from '@etalage/fixtures';
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
    mockSession,
    named,
    shopApi,
    context,
    expectAccessible,
    appConfig,
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

    // Each invoice downloads as a PDF drawn from its order; another customer's is not found. The browser's
    // download manager sends no extra headers: the worker's mock session goes by its cookie, as in QA's browsers.
    await context.addCookies([{ name: 'mock-session', value: mockSession, url: page.url() }]);
    const downloading = page.waitForEvent('download');
    await row('F2026-0004').getByRole('link', { name: 'Pdf downloaden F2026-0004' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('factuur-F2026-0004.pdf');
    const text = pdfText(await readFile((await download.path())!));
    for (const expected of ['F2026-0004', '2026-10004', 'Wollen vloerkleed op maat Lina', '€ 431,76'])
      expect(text).toContain(expected);
    expect((await page.request.get('/account/invoices/90021/pdf', { maxRedirects: 0 })).status()).toBe(404);
    await row('F2026-0002').getByRole('link', { name: 'Bekijk bestelling' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/ord-80002-open$/);

    // Tickets are off by default (the page answers 404); switched on, the menu links to them.
    expect((await page.request.get('/account/tickets', { maxRedirects: 0 })).status()).toBe(404);
    await appConfig.patch({ settings: { accountMenu: { ...ACCOUNT_MENU, tickets: true } } });
    await page.goto('/account/tickets');
    await waitForHydration(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const ticket = main.getByRole('listitem').filter({ hasText: 'Wanneer wordt mijn vloerkleed bezorgd?' });
    await expect(ticket).toContainText('Beantwoord');
    await expect(ticket).toContainText('2 berichten');
    await expectAccessible();
    await ticket.getByRole('link', { name: 'Wanneer wordt mijn vloerkleed bezorgd?' }).click();
    await expect(page).toHaveURL(/\/account\/tickets\/T-3001$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Wanneer wordt mijn vloerkleed bezorgd?' })).toBeVisible();
    const messages = main.getByRole('region', { name: 'Berichten' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText(/^Jij · \d{2}-\d{2}-\d{4}/);
    await expect(messages.nth(1)).toContainText('Klantenservice');
    await expect(main.getByRole('link', { name: 'Bekijk de bestelling' })).toHaveAttribute(
      'href',
      '/account/orders/ord-80002-open',
    );
    await expectAccessible();
    // Another customer's ticket, or none, is not found.
    expect((await page.request.get('/account/tickets/T-9999', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a customer asks a question about an order: the form, its counter and errors, a failed send, the ticket', async ({
    page,
    named,
    shopApi,
    context,
    notifications,
    expectAccessible,
    appConfig,
  }) => {
    test.slow();
    const token = await shopApi.login(await shopApi.register('ticket'));
    const cUid = await shopApi.fillCart(token, {
      lines: [{ productId: named.products.simple.id, quantity: 1 }],
      shippingOptionId: 'nl-standard',
      paymentOptionId: 'ideal',
    });
    await shopApi.pay(token, cUid);
    await shopApi.signIn(context, token);
    await appConfig.patch({ settings: { accountMenu: { ...ACCOUNT_MENU, tickets: true } } });
    await page.goto('/account/orders');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('table', { name: 'Bestellingen' }).getByRole('link').first().click();
    await expect(main.getByRole('heading', { level: 1, name: /^Bestelling / })).toBeVisible();
    const orderUid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await main.getByRole('link', { name: 'Een vraag over deze bestelling' }).click();
    await expect(page).toHaveURL(/\/account\/tickets\?order=/);
    await expect(main.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(main.getByText('Je hebt nog geen tickets.')).toBeVisible();
    const form = main.getByRole('region', { name: 'Een vraag stellen' });
    await expect(form.getByRole('combobox', { name: 'Over bestelling' })).toHaveValue(orderUid);

    // Nothing typed: each field says so, the first gets the focus, nothing is sent.
    const subject = form.getByRole('textbox', { name: 'Onderwerp' });
    const body = form.getByRole('textbox', { name: 'Bericht' });
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(subject).toBeFocused();
    await expect(form.getByText('Dit veld is verplicht.')).toHaveCount(2);
    await expectAccessible();

    // The counter counts; too long is refused at the field.
    await subject.fill('Mijn <b>kleed</b>');
    await expect(form.getByText('17 van 100 tekens')).toBeVisible();
    await body.fill('x'.repeat(2001));
    await expect(form.getByText('2001 van 2000 tekens')).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Deze tekst is te lang.')).toBeVisible();
    await body.fill('Mijn kleed is nog niet bezorgd.\nKunt u kijken?');
    await expect(body).not.toHaveAttribute('aria-invalid');

    // A failed send keeps what was typed.
    await page.route('**/api/v2/account/tickets', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    await expect(notifications.withMessage('Je vraag kon niet worden verstuurd. Probeer het opnieuw.')).toBeVisible();
    await expect(subject).toHaveValue('Mijn <b>kleed</b>');
    await expect(body).toHaveValue('Mijn kleed is nog niet bezorgd.\nKunt u kijken?');
    await page.unroute('**/api/v2/account/tickets');

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v2/account/tickets'));
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    expect((await sent).postDataJSON()).toEqual({
      subject: 'Mijn <b>kleed</b>',
      message: 'Mijn kleed is nog niet bezorgd.\nKunt u kijken?',
      orderUid,
    });
    await expect(page).toHaveURL(/\/account\/tickets\/T-\d+$/);
    await expect(notifications.toast('Gelukt', 'Je vraag is verstuurd. We antwoorden zo snel mogelijk.')).toBeVisible();
    // Markup stays text.
    await expect(main.getByRole('heading', { level: 1, name: 'Mijn <b>kleed</b>' })).toBeVisible();
    await expect(main.getByText('Open', { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Berichten' })).toContainText('Kunt u kijken?');
    await expect(main.getByRole('link', { name: 'Bekijk de bestelling' })).toHaveAttribute(
      'href',
      `/account/orders/${encodeURIComponent(orderUid)}`,
    );
    await expectAccessible();

    await main.getByRole('link', { name: 'Terug naar tickets' }).click();
    await expect(main.getByRole('listitem').filter({ hasText: 'Mijn <b>kleed</b>' })).toContainText('1 bericht');
    await expect(form.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('');

    // In English.
    await context.addCookies([{ name: 'locale', value: 'en-US', url: page.url() }]);
    await page.reload();
    await waitForHydration(page);
    await expect(main.getByRole('heading', { level: 2, name: 'Ask a question' })).toBeVisible();
    await expect(main.getByText('0 of 2000 characters')).toBeVisible();
    await expectAccessible();
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

    // 'Uitloggen' in the panel logs out: the header's account entry is the login link again.
    await button.click();
    await panel.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(panel).toBeHidden();
    const login = page.getByRole('banner').getByRole('link', { name: 'Mijn account' });
    await expect(login).toHaveAttribute('href', '/account/login');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mijn account' })).toHaveCount(0);
    // The server has forgotten the login too: a fresh load is a logged-out shopper's.
    await page.reload();
    await waitForHydration(page);
    await expect(login).toHaveAttribute('href', '/account/login');
  });
});
