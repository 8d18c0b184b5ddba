// The customer account (spec §2 account routes, account menu, layouts and guards; §3 Account order; §5 register
// form; §8 accountCreateError): registering from the login page with the postcode lookup, the password meter, the
// show and clear buttons, landing logged in on the overview; a taken email keeps the form; the account menu
// follows the settings flags (an item switched off answers 404); the overview, the order list and an order page
// of the named customer; the business layout; both languages; axe on every page.
import { consentCookie, test, expect, waitForHydration } from '../support/fixtures';
import { uniqueEmail } from '../support/shopper';

const PASSWORD = 'Registreer2026';
const ACCOUNT_MENU = {
  overview: true,
  orders: true,
  tickets: false,
  invoices: true,
  returns: false,
  information: true,
};

test.describe('the customer account', () => {
  test('a visitor registers from the login page and lands logged in on the overview', async ({
    page,
    named,
    notifications,
    expectAccessible,
  }) => {
    // Two registrations and four axe runs: longer than the default on 2 cores.
    test.slow();
    await page.goto('/account/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Nog geen account? Registreer je' }).click();
    await expect(page).toHaveURL(/\/account\/register$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
    await expectAccessible();

    // An empty form: every required field says so, and focus goes to the first of them.
    await main.getByRole('button', { name: 'Account aanmaken' }).click();
    const company = main.getByRole('textbox', { name: 'Bedrijfsnaam', exact: true });
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toBeFocused();
    for (const name of ['KvK-nummer', 'Btw-nummer', 'Referentie', 'Voornaam', 'Postcode', 'Toevoeging', 'Wachtwoord']) {
      await expect(main.getByRole('textbox', { name, exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expectAccessible();

    const address = named.addresses.nlWithAddition;
    const email = uniqueEmail('register');
    await company.fill('Studio Vos');
    await main.getByRole('textbox', { name: 'KvK-nummer', exact: true }).fill('12345678');
    await main.getByRole('textbox', { name: 'Btw-nummer', exact: true }).fill('NL001234567B01');
    await main.getByRole('textbox', { name: 'Referentie', exact: true }).fill('Inkoop');
    await main.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Eva');
    await main.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Vos');
    await main.getByRole('textbox', { name: 'Postcode', exact: true }).fill(address.zipCode);
    await main.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill(address.houseNumber);
    await main.getByRole('textbox', { name: 'Toevoeging', exact: true }).fill(address.houseNumberAddition);
    await expect(main.getByRole('textbox', { name: 'Straat', exact: true })).toHaveValue(address.street);
    await expect(main.getByRole('textbox', { name: 'Plaats', exact: true })).toHaveValue(address.city);
    await main.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email);
    await main.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('020-1234567');

    // The password: the rules met so far, the character count, shown on request, cleared with one button.
    const password = main.getByLabel('Wachtwoord', { exact: true });
    await password.fill('kort');
    await expect(main.getByText('4 tekens')).toBeVisible();
    await main.getByRole('button', { name: 'Wachtwoord tonen' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Wachtwoord wissen' }).click();
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    await password.fill(PASSWORD);
    await expect(main.getByText('14 tekens')).toBeVisible();
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    await main.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    await expect(main.getByText('Welkom, Eva Vos.')).toBeVisible();
    await expect(main.getByText('Studio Vos').first()).toBeVisible();
    await expect(main.getByText('Je hebt nog geen bestellingen.')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Factuuradres' })).toContainText(
      `${address.street} ${address.houseNumber}`,
    );
    await expectAccessible();

    // The same email again: the API refuses, the shopper reads why and keeps every field.
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goto('/account/register');
    await waitForHydration(page);
    await company.fill('Studio Vos');
    await main.getByRole('textbox', { name: 'KvK-nummer', exact: true }).fill('12345678');
    await main.getByRole('textbox', { name: 'Btw-nummer', exact: true }).fill('NL001234567B01');
    await main.getByRole('textbox', { name: 'Referentie', exact: true }).fill('Inkoop');
    await main.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Eva');
    await main.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Vos');
    await main.getByRole('textbox', { name: 'Postcode', exact: true }).fill(address.zipCode);
    await main.getByRole('textbox', { name: 'Huisnummer', exact: true }).fill(address.houseNumber);
    await main.getByRole('textbox', { name: 'Toevoeging', exact: true }).fill(address.houseNumberAddition);
    await expect(main.getByRole('textbox', { name: 'Plaats', exact: true })).toHaveValue(address.city);
    await main.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email);
    await main.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('020-1234567');
    await password.fill(PASSWORD);
    await main.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(
      notifications.toast('Mislukt', 'Er bestaat al een account met dit e-mailadres. Log in om verder te gaan.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/register$/);
    await expect(main.getByRole('textbox', { name: 'E-mailadres', exact: true })).toHaveValue(email);
    await expect(company).toHaveValue('Studio Vos');
    await expect(password).toHaveValue(PASSWORD);
  });

  test('a logged-in visitor opening register is sent to the overview', async ({ page, shopApi, context }) => {
    const customer = await shopApi.register('register-guard');
    await shopApi.signIn(context, await shopApi.login(customer));
    const response = await page.request.get('/account/register', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/account/overview');
  });

  test("the named customer's overview, orders and an order page, in Dutch and English", async ({
    page,
    named,
    shopApi,
    context,
    baseURL,
    expectAccessible,
  }) => {
    await shopApi.signIn(context, await shopApi.login(named.customers.known));
    await page.goto('/account/overview');
    await waitForHydration(page);
    const main = page.getByRole('main');
    const menu = page.getByRole('navigation', { name: 'Mijn account' });
    // The default menu: overview, orders, invoices and information; tickets and returns off.
    await expect(menu.getByRole('listitem')).toHaveText(['Overzicht', 'Bestellingen', 'Facturen', 'Gegevens']);
    await expect(menu.getByRole('link', { name: 'Overzicht' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByText('Klantnummer')).toBeVisible();
    await expect(main.getByText('100501')).toBeVisible();
    await expect(main.getByText('Actief', { exact: true })).toBeVisible();
    // What is open: € 349,00 on 2026-10002 and € 431,76 on 2026-10004.
    await expect(main.locator('.account-page__open')).toHaveText(/€\s?780,76/);
    await expect(main.getByRole('table', { name: 'Laatste bestellingen' }).getByRole('row')).toHaveCount(4);
    await expect(main.getByRole('region', { name: 'Bezorgadres' })).toContainText('Julianastraat 2');
    await expectAccessible();

    await main.getByRole('link', { name: 'Alle bestellingen bekijken' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute('aria-current', 'page');
    const table = main.getByRole('table', { name: 'Bestellingen' });
    const row = (number: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await expect(row('2026-10001')).toContainText('Betaald');
    await expect(row('2026-10002')).toContainText('Open');
    await expect(row('2026-10002')).toContainText(/€\s?349,00.*€\s?349,00/);
    await expect(row('2026-10003')).toContainText('Geannuleerd');
    await expect(row('2026-10005')).toContainText('Verzonden');
    await expect(row('2026-10001').getByRole('cell').first()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await expectAccessible();

    await row('2026-10004').getByRole('link', { name: '2026-10004' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/ord-80004-made-to-measure$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Bestelling 2026-10004' })).toBeVisible();
    await expect(main.getByRole('link', { name: /Wollen vloerkleed op maat Lina/ })).toBeVisible();
    await expect(main.getByText('200 x 300 cm', { exact: false }).first()).toBeVisible();
    const totals = main.getByRole('region', { name: 'Totalen' });
    await expect(totals).toContainText(/Totaal incl\. btw\s*€\s?539,70/);
    await expect(totals).toContainText(/Openstaand\s*€\s?431,76/);
    // Made to measure cannot be returned; the order keeps its addresses, delivery and payment method.
    await expect(main.getByRole('table').getByText('Maatwerk: niet retourneerbaar')).toBeVisible();
    const place = main.getByRole('region', { name: 'Adressen, bezorging en betaling' });
    await expect(place.getByRole('region', { name: 'Factuuradres' })).toContainText('De Vries Interieuradvies');
    await expect(place.getByRole('region', { name: 'Bezorging' })).toContainText(
      /Standaard bezorging \(PostNL\).*Frederiksplein 44 H.*1017 XN Amsterdam/,
    );
    await expect(place.getByRole('region', { name: 'Betaalmethode' })).toHaveText(/iDEAL/);
    await expectAccessible();

    // Another customer's order, or none, is not found.
    const foreign = await page.request.get('/account/orders/ord-unknown', { maxRedirects: 0 });
    expect(foreign.status()).toBe(404);
    for (const bad of ['?page=0', '?page=x', '?page=99']) {
      expect((await page.request.get(`/account/orders${bad}`, { maxRedirects: 0 })).status()).toBe(404);
    }

    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    await page.goto('/account/orders');
    await waitForHydration(page);
    await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('listitem')).toHaveText([
      'Overview',
      'Orders',
      'Invoices',
      'Information',
    ]);
    await expect(main.getByRole('table', { name: 'Orders' })).toContainText('Shipped');
    await expectAccessible();

    // An order picked up at a store names the store instead of a delivery address.
    await page.goto('/account/orders/ord-80002-open');
    await waitForHydration(page);
    const placed = main.getByRole('region', { name: 'Addresses, delivery and payment' });
    await expect(placed.getByRole('region', { name: 'Delivery' })).toContainText(
      /Afhalen in de winkel.*Pick up at.*Etalage Haarlem.*Julianastraat 2/,
    );
    await expect(placed.getByRole('region', { name: 'Payment method' })).toHaveText(/Overboeking/);
    await expectAccessible();
  });

  test('the account menu follows the settings flags, and a page switched off answers 404', async ({
    page,
    named,
    shopApi,
    context,
    expectAccessible,
    appConfig,
  }) => {
    await shopApi.signIn(context, await shopApi.login(named.customers.known));
    await appConfig.patch({
      settings: { accountMenu: { ...ACCOUNT_MENU, orders: false, tickets: true, returns: true } },
    });
    await page.goto('/account/overview');
    await waitForHydration(page);
    const menu = page.getByRole('navigation', { name: 'Mijn account' });
    await expect(menu.getByRole('listitem')).toHaveText(['Overzicht', 'Tickets', 'Facturen', 'Retouren', 'Gegevens']);
    // Returns is shown without a link.
    await expect(menu.getByRole('link', { name: 'Retouren' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Laatste bestellingen' })).toHaveCount(0);
    await expectAccessible();
    expect((await page.request.get('/account/orders', { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get('/account/orders/ord-80001-paid', { maxRedirects: 0 })).status()).toBe(404);
    await appConfig.reset();
    expect((await page.request.get('/account/orders', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an anonymous visitor is sent to login and comes back to the orders', async ({ page, shopApi }) => {
    const customer = await shopApi.register('account-guard');
    const response = await page.request.get('/account/orders', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/account/login?redirect=%2Faccount%2Forders');
    // An invoice's PDF is behind the same guard.
    const pdf = await page.request.get('/account/invoices/90001/pdf', { maxRedirects: 0 });
    expect(pdf.status()).toBe(303);
    expect(pdf.headers().location).toBe('/account/login?redirect=%2Faccount%2Finvoices%2F90001%2Fpdf');
    await page.goto('/account/orders');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/account\/login\?redirect=/);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(customer.email);
    await main.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
    await main.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(main.getByText('Je hebt nog geen bestellingen.')).toBeVisible();
  });

  test('a business customer gets the business layout: the menu at most 320 px, two items per column', async ({
    page,
    named,
    shopApi,
    context,
    baseURL,
    appConfig,
  }) => {
    await shopApi.signIn(context, await shopApi.login(named.customers.business));
    await page.goto('/account/overview');
    await waitForHydration(page);
    const menu = page.getByRole('navigation', { name: 'Mijn account' });
    const box = await menu.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    // Columns of two: the first two items stacked, the third at the top of the next column.
    const boxes = await menu.getByRole('listitem').evaluateAll((elements) =>
      elements.map((element) => {
        const { top, left } = element.getBoundingClientRect();
        return { top: Math.round(top), left: Math.round(left) };
      }),
    );
    expect(boxes).toHaveLength(4);
    expect(boxes[1]!.left).toBe(boxes[0]!.left);
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.top);
    expect(boxes[2]!.top).toBe(boxes[0]!.top);
    expect(boxes[2]!.left).toBeGreaterThan(boxes[0]!.left);

    // Every item on (six, in three columns): each still fits in the menu, on a phone as on a desktop.
    const all = { overview: true, orders: true, tickets: true, invoices: true, returns: true, information: true };
    await appConfig.patch({ settings: { accountMenu: all } });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/account/overview');
      await waitForHydration(page);
      const items = menu.getByRole('listitem');
      await expect(items).toHaveCount(6);
      const menuBox = (await menu.boundingBox())!;
      expect(menuBox.width).toBeLessThanOrEqual(320);
      for (const item of await items.all()) {
        const itemBox = (await item.boundingBox())!;
        expect(itemBox.x + itemBox.width, await item.innerText()).toBeLessThanOrEqual(menuBox.x + menuBox.width);
        expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    }
    await appConfig.reset();
    await page.setViewportSize({ width: 1280, height: 800 });

    // A customer without a company keeps the one-column menu.
    const customer = await shopApi.register('no-company');
    await context.clearCookies();
    await context.addCookies([consentCookie(baseURL!)]);
    await shopApi.signIn(context, await shopApi.login(customer));
    await page.goto('/account/overview');
    await waitForHydration(page);
    const tops = await menu
      .getByRole('listitem')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(tops[1]).toBeGreaterThan(tops[0]!);
  });
});
