// The account's forms before and without JavaScript (docs/decisions/forms-before-javascript.md; spec §4 Session,
// §5): with JavaScript off, and with the page's scripts held back until its answer, each form goes through its page's action;
// bad input is a 400 or a 404 naming what is wrong, never a crash.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, holdScriptsUntilAnswer, waitForHydration } from '../support/fixtures';
import { uniqueEmail, type NewCustomer, type ShopperApi } from '../support/shopper';
import { AddressForm, RegisterForm, textbox, type Registration } from '../support/pages/account-forms';

// The mock's reason (phrases.invalid_credentials), and the §5 messages.
const LOGIN_REFUSED = 'Het e-mailadres of wachtwoord klopt niet.';
const REQUIRED = 'Dit veld is verplicht.';
const PASSWORD_RULES =
  'Het wachtwoord moet minimaal 8 tekens, een hoofdletter, een kleine letter en een cijfer bevatten.';
const NOT_FOUND = 'Geen adres gevonden.';
const PASSWORD = 'Registreer2026';

const registration = (label: string, overrides: Partial<Registration> = {}): Registration => ({
  companyName: 'Studio Vos',
  cocNumber: '12345678',
  vatNumber: 'NL001234567B01',
  reference: 'Inkoop',
  firstName: 'Eva',
  lastName: 'Vos',
  // Spec §5 requires an addition; the register lists none for Julianastraat 2 (the spec defect).
  zipCode: '2012 ES',
  houseNumber: '2',
  houseNumberAddition: 'A',
  email: uniqueEmail(label),
  phone: '020-1234567',
  password: PASSWORD,
  ...overrides,
});

/** The next answer of a form sent to the page's action (a POST). */
const formAnswer = (page: Page) => page.waitForResponse((response) => response.request().method() === 'POST');

/** The page has not hydrated: what the shopper does now goes to the server's form. */
const expectNotHydrated = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no')).toBe('no');
};

/** A fresh customer, logged in in the browser context. */
const signedIn = async (shopApi: ShopperApi, context: BrowserContext, label: string): Promise<NewCustomer> => {
  const customer = await shopApi.register(label);
  await shopApi.signIn(context, await shopApi.login(customer));
  return customer;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('login: a 303 to the overview whose session holds on the next page; a wrong password is refused at the field', async ({
    page,
    shopApi,
    accountLogin,
  }) => {
    const customer = await shopApi.register('nojs-login');
    await page.goto('/account/login');
    await accountLogin.fill({ email: customer.email, password: 'NietHetWachtwoord1' });
    const refused = formAnswer(page);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(/\/account\/login$/);
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await expect(email).toHaveValue(customer.email);
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription(LOGIN_REFUSED);

    await accountLogin.logIn(customer);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    await page.goto('/account/information');
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(customer.email);
  });

  test('login: an incomplete one is refused at the fields and never sends the password back into the page', async ({
    page,
  }) => {
    await page.goto('/account/login');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('Geheim2026');
    const answer = formAnswer(page);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    expect((await answer).status()).toBe(400);
    expect(await (await answer).text()).not.toContain('Geheim2026');
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription(REQUIRED);
  });

  test('login: the ?redirect= return still works, and an off-site redirectTo field is ignored', async ({
    page,
    playwright,
    baseURL,
    mockSession,
    shopApi,
    accountLogin,
  }) => {
    const customer = await shopApi.register('nojs-redirect');
    await page.goto(`/account/login?redirect=${encodeURIComponent('/account/information')}`);
    await accountLogin.logIn(customer);
    await expect(page).toHaveURL(/\/account\/information$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();

    // The form's redirectTo field (the checkout's login page sends one) is followed on this site only. Each login
    // from an anonymous client of its own, so the login guard does not answer in its place.
    const other = await shopApi.register('nojs-offsite');
    for (const [redirectTo, location] of [
      ['/blogs', '/blogs'],
      ['https://evil.example/account', '/account/overview'],
      ['//evil.example', '/account/overview'],
      ['/\\evil.example', '/account/overview'],
    ]) {
      const anonymous = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-mock-session': mockSession },
      });
      const answer = await anonymous.post('/account/login', {
        form: { intent: 'login', email: other.email, password: other.password, redirectTo: redirectTo! },
        maxRedirects: 0,
      });
      expect(answer.status(), redirectTo).toBe(303);
      expect(answer.headers()['location'], redirectTo).toBe(location);
      expect(answer.headers()['set-cookie'], redirectTo).toContain('auth_token=');
      await anonymous.dispose();
    }
  });

  test('logout from the account menu logs out and lands on /account/login', async ({ page, context, shopApi }) => {
    await signedIn(shopApi, context, 'nojs-logout');
    await page.goto('/account/overview');
    const answer = formAnswer(page);
    await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Uitloggen' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/account\/login$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth_token');
    await page.goto('/account/overview');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Foverview$/);
  });

  test('register: the server looks the address up (an addition it does not list too) and the shopper lands logged in', async ({
    page,
  }) => {
    const register = new RegisterForm(page);
    const details = registration('nojs-register');
    await page.goto('/account/register');
    // Street and city can be typed in without JavaScript; left empty, the server's lookup fills them.
    await expect(register.field('Straat')).toBeEditable();
    await register.fill(details);
    const answer = formAnswer(page);
    await register.submit.click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByText('Welkom, Eva Vos.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Factuuradres' })).toContainText('Julianastraat 2 A');
    await expect(page.getByRole('region', { name: 'Factuuradres' })).toContainText('Haarlem');
  });

  test('register: a wanting form comes back with the messages at the fields and what was typed; street and city by hand where the lookup finds nothing', async ({
    page,
  }) => {
    const register = new RegisterForm(page);
    const details = registration('nojs-register-errors', { zipCode: '9999 ZZ', houseNumber: '7' });
    await page.goto('/account/register');
    await register.fill({ ...details, cocNumber: '', password: 'kort' });
    const refused = formAnswer(page);
    await register.submit.click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(/\/account\/register$/);
    // What was typed stays, the password excepted, which says why it was refused.
    await expect(register.field('Bedrijfsnaam')).toHaveValue(details.companyName);
    await expect(register.field('E-mailadres')).toHaveValue(details.email);
    await expect(register.field('Postcode')).toHaveValue(details.zipCode);
    await expect(register.field('Toevoeging')).toHaveValue(details.houseNumberAddition);
    await expect(register.password).toHaveValue('');
    await expect(register.password).toHaveAttribute('aria-invalid', 'true');
    await expect(register.main.getByText(PASSWORD_RULES)).toBeVisible();
    await expect(register.field('KvK-nummer')).toHaveAccessibleDescription(REQUIRED);
    // The lookup found nothing: it says so, and street and city are the shopper's to type.
    await expect(register.main.getByRole('status').filter({ hasText: NOT_FOUND })).toBeVisible();
    await expect(register.field('Straat')).toHaveAttribute('aria-invalid', 'true');
    await expect(register.field('Straat')).toBeEditable();

    await register.fill({
      cocNumber: details.cocNumber,
      streetName: 'Nieuwe Laan',
      city: 'Haarlem',
      password: PASSWORD,
    });
    await register.submit.click();
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByRole('region', { name: 'Factuuradres' })).toContainText('Nieuwe Laan 7 A');
  });

  test('reset: the link is sent and the page says where; the new password is refused at the field, then set', async ({
    page,
    request,
    apiUrl,
    shopApi,
    accountLogin,
  }) => {
    const customer = await shopApi.register('nojs-reset');
    await page.goto('/account/reset');
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    await email.fill('niet-een-adres');
    let answer = formAnswer(page);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    expect((await answer).status()).toBe(400);
    await expect(email).toHaveValue('niet-een-adres');
    await expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');

    await email.fill(customer.email);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page).toHaveURL(/\/account\/reset\?sent=/);
    await expect(page.getByRole('status').filter({ hasText: customer.email })).toContainText(
      'hebben we daar een link naartoe gestuurd',
    );

    const mailbox = await request.get(`${apiUrl}/__mock/mailbox`, {
      params: { to: customer.email, kind: 'password-reset' },
    });
    const { mails } = (await mailbox.json()) as { mails: { links: { rel: string; url: string }[] }[] };
    const token = new URL(mails[0]!.links.find((link) => link.rel === 'reset')!.url).searchParams.get('token')!;
    await page.goto(`/account/reset?token=${encodeURIComponent(token)}`);
    const password = page.getByLabel('Wachtwoord', { exact: true });
    const repeat = page.getByLabel('Herhaal wachtwoord', { exact: true });
    await password.fill('Vergeten2026!z');
    await repeat.fill('Vergeten2026!y');
    answer = formAnswer(page);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    expect((await answer).status()).toBe(400);
    await expect(repeat).toHaveAccessibleDescription('De wachtwoorden komen niet overeen.');
    await expect(password).toHaveValue('');

    await password.fill('Vergeten2026!z');
    await repeat.fill('Vergeten2026!z');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await accountLogin.logIn({ email: customer.email, password: 'Vergeten2026!z' });
    await expect(page).toHaveURL(/\/account\/overview$/);
  });

  test('information: saved with a 303; a bad field comes back with its message and what was typed', async ({
    page,
    context,
    shopApi,
  }) => {
    await signedIn(shopApi, context, 'nojs-information');
    await page.goto('/account/information');
    const main = page.getByRole('main');
    const firstName = main.getByRole('textbox', { name: 'Voornaam', exact: true });
    const phone = main.getByRole('textbox', { name: 'Telefoonnummer' });
    await firstName.fill('Fenna');
    await phone.fill('+31 6 1234');
    const refused = formAnswer(page);
    await main.getByRole('button', { name: 'Gegevens opslaan' }).click();
    expect((await refused).status()).toBe(400);
    await expect(phone).toHaveValue('+31 6 1234');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText('Gebruik alleen cijfers en koppeltekens.')).toBeVisible();
    await expect(firstName).toHaveValue('Fenna');

    await phone.fill('06-12345678');
    const saved = formAnswer(page);
    await main.getByRole('button', { name: 'Gegevens opslaan' }).click();
    expect((await saved).status()).toBe(303);
    await expect(page).toHaveURL(/\/account\/information$/);
    await expect(firstName).toHaveValue('Fenna');
    // What the toast says with JavaScript, the page that follows says once: a reload says it no more.
    await expect(page.getByRole('status').filter({ hasText: 'Je gegevens zijn opgeslagen.' })).toBeVisible();
    await page.reload();
    await expect(firstName).toHaveValue('Fenna');
    await expect(page.getByText('Je gegevens zijn opgeslagen.')).toHaveCount(0);

    // 'Change' on the invoice address opens the address book's form for it.
    await main.getByRole('button', { name: 'Factuuradres wijzigen' }).click();
    await expect(page).toHaveURL(/\/account\/addresses\?address=/);
    await expect(new AddressForm(main.getByRole('region', { name: 'Adres wijzigen' })).field('city')).toHaveValue(
      'Haarlem',
    );
    await page.goto('/account/overview');
    await expect(page.getByText('Welkom, Fenna Visser.')).toBeVisible();
  });

  test('address book: add in the page (the server looks it up), change, make default and delete after asking', async ({
    page,
    context,
    shopApi,
    named,
  }) => {
    test.slow();
    await signedIn(shopApi, context, 'nojs-addresses');
    await page.goto('/account/addresses');
    const main = page.getByRole('main');
    const cards = main.getByRole('region', { name: 'Bezorgadressen' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);

    // 'New address' opens the form in the page; sent empty, it says what is missing.
    await main.getByRole('button', { name: 'Nieuw adres toevoegen' }).click();
    await expect(page).toHaveURL(/\/account\/addresses\?address=new$/);
    const form = new AddressForm(main.getByRole('region', { name: 'Nieuw adres' }));
    await expect(form.field('firstName')).toHaveValue('Noor');
    let answer = formAnswer(page);
    await form.save.click();
    expect((await answer).status()).toBe(400);
    await expect(form.field('zipCode')).toHaveAccessibleDescription(REQUIRED);
    // The notice the toast gives with JavaScript, in the page (a <noscript>, which getByText does not read).
    await expect(form.root.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden.' })).toBeVisible();

    const nl = named.addresses.nlWithAddition;
    await form.fill({ zipCode: nl.zipCode, houseNumber: nl.houseNumber, houseNumberAddition: nl.houseNumberAddition });
    answer = formAnswer(page);
    await form.save.click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(cards).toHaveCount(2);
    const name = `${nl.street} ${nl.houseNumber} ${nl.houseNumberAddition}, ${nl.city}`;
    const added = cards.filter({ hasText: nl.street });

    // 'Change' opens it in the page.
    await added.getByRole('button', { name: `${name} wijzigen` }).click();
    await expect(page).toHaveURL(/\/account\/addresses\?address=/);
    const edit = new AddressForm(main.getByRole('region', { name: 'Adres wijzigen' }));
    await expect(edit.field('streetName')).toHaveValue(nl.street);
    await edit.field('firstName').fill('Femke');
    await edit.save.click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(added).toContainText('Femke');

    await added.getByRole('button', { name: `Maak ${name} je standaard bezorgadres` }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(added).toContainText('Standaard');

    // 'Delete' asks in the page; 'Annuleren' keeps it, 'Ja, verwijderen' deletes it.
    const first = cards.filter({ hasText: 'Julianastraat 2' });
    await first.getByRole('button', { name: /Julianastraat 2, Haarlem verwijderen/ }).click();
    await expect(first.getByText('Weet je zeker dat je dit adres wilt verwijderen?')).toBeVisible();
    await first.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(/\/account\/addresses\??$/);
    await expect(cards).toHaveCount(2);
    await first.getByRole('button', { name: /Julianastraat 2, Haarlem verwijderen/ }).click();
    answer = formAnswer(page);
    await first.getByRole('button', { name: 'Ja, verwijderen' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Femke');
  });

  test('tickets: a new ticket leads to its page; an empty one is refused at the fields', async ({
    page,
    context,
    shopApi,
    appConfig,
  }) => {
    await signedIn(shopApi, context, 'nojs-ticket');
    await appConfig.patch({ settings: { accountMenu: { tickets: true } } });
    await page.goto('/account/tickets');
    const form = page.getByRole('main').getByRole('region', { name: 'Een vraag stellen' });
    const subject = form.getByRole('textbox', { name: 'Onderwerp' });
    const body = form.getByRole('textbox', { name: 'Bericht' });
    await body.fill('Waar blijft mijn kleed?');
    const refused = formAnswer(page);
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    expect((await refused).status()).toBe(400);
    await expect(subject).toHaveAccessibleDescription(/Dit veld is verplicht\./);
    await expect(body).toHaveValue('Waar blijft mijn kleed?');

    await subject.fill('Bezorging');
    await form.getByRole('button', { name: 'Vraag versturen' }).click();
    await expect(page).toHaveURL(/\/account\/tickets\/T-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bezorging' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Waar blijft mijn kleed?');
  });

  test('bad input is a 400 naming the field, or a 404, never a crash', async ({ page, context, shopApi }) => {
    await signedIn(shopApi, context, 'nojs-bad-input');
    const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, maxRedirects: 0 });
    const unknown = await post('/account/addresses', { intent: 'nope' });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain("'intent'");
    for (const intent of ['address-delete', 'address-default']) {
      for (const id of ['', 'nope']) {
        const answer = await post('/account/addresses', { intent, id });
        expect(answer.status(), `${intent} ${id}`).toBe(400);
        expect(await answer.text()).toContain("'id'");
      }
    }
    const noForm = await post('/account/addresses', { intent: 'address', zipCode: '2012 ES' });
    expect(noForm.status()).toBe(400);
    expect(await noForm.text()).toContain("'address'");
    expect((await page.request.get('/account/addresses?address=nope')).status()).toBe(404);
  });
});

test.describe('sent before the page has hydrated (its scripts held back until the answer)', () => {
  test('a password manager fills the login and sends it at once: the shopper lands on the overview', async ({
    page,
    shopApi,
    accountLogin,
  }) => {
    const customer = await shopApi.register('early-login');
    holdScriptsUntilAnswer(page);
    await page.goto('/account/login', { waitUntil: 'commit' });
    await accountLogin.fill(customer);
    await expectNotHydrated(page);
    await page.getByLabel('Wachtwoord', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/account\/overview$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  });

  test('register sent at once: the server looks the address up and the shopper lands logged in', async ({ page }) => {
    const register = new RegisterForm(page);
    holdScriptsUntilAnswer(page);
    await page.goto('/account/register', { waitUntil: 'commit' });
    await register.fill(registration('early-register'));
    await expectNotHydrated(page);
    await register.submit.click();
    await expect(page).toHaveURL(/\/account\/overview$/);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Factuuradres' })).toContainText('Julianastraat 2 A');
  });

  test('register with errors sent at once: the form comes back with the messages, and works once hydrated', async ({
    page,
  }) => {
    const register = new RegisterForm(page);
    const details = registration('early-register-errors');
    holdScriptsUntilAnswer(page);
    await page.goto('/account/register', { waitUntil: 'commit' });
    await register.fill({ ...details, phone: 'abc' });
    await expectNotHydrated(page);
    const refused = formAnswer(page);
    await register.submit.click();
    expect((await refused).status()).toBe(400);
    await expect(register.field('Telefoonnummer')).toHaveAccessibleDescription(
      /Gebruik alleen cijfers en koppeltekens\./,
    );
    await expect(register.field('E-mailadres')).toHaveValue(details.email);
    await expect(register.password).toHaveAccessibleDescription(/Vul je wachtwoord opnieuw in\./);
    // Hydrated, the same form goes on in the browser.
    await waitForHydration(page);
    await expect(register.field('Straat')).toHaveValue('Julianastraat');
    await register.fill({ phone: details.phone, password: details.password });
    await register.submit.click();
    await expect(page).toHaveURL(/\/account\/overview$/);
  });

  test('the reset link asked for at once: the page that follows says where it went', async ({ page }) => {
    const email = uniqueEmail('early-reset');
    holdScriptsUntilAnswer(page);
    await page.goto('/account/reset', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
    await expectNotHydrated(page);
    await page.getByRole('textbox', { name: 'E-mailadres' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText('hebben we daar een link');
  });

  test('a new address and a new ticket sent at once are saved', async ({ page, context, shopApi, appConfig }) => {
    await signedIn(shopApi, context, 'early-address');
    await appConfig.patch({ settings: { accountMenu: { tickets: true } } });
    holdScriptsUntilAnswer(page);
    await page.goto('/account/addresses?address=new', { waitUntil: 'commit' });
    const form = new AddressForm(page.getByRole('main').getByRole('region', { name: 'Nieuw adres' }));
    await form.fill({ zipCode: '2012 ES', houseNumber: '4', houseNumberAddition: 'B' });
    await expectNotHydrated(page);
    await form.save.click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Julianastraat 4 B' })).toHaveCount(1);
    await waitForHydration(page);
    await page.unrouteAll({ behavior: 'wait' });

    holdScriptsUntilAnswer(page);
    await page.goto('/account/tickets', { waitUntil: 'commit' });
    const ticket = page.getByRole('main').getByRole('region', { name: 'Een vraag stellen' });
    await ticket.getByRole('textbox', { name: 'Onderwerp' }).fill('Vroeg');
    await ticket.getByRole('textbox', { name: 'Bericht' }).fill('Verstuurd voor de scripts er waren.');
    await expectNotHydrated(page);
    await ticket.getByRole('button', { name: 'Vraag versturen' }).click();
    await expect(page).toHaveURL(/\/account\/tickets\/T-\d+$/);
    await expect(page.getByRole('main')).toContainText('Verstuurd voor de scripts er waren.');
  });

  test('what is typed before hydration is kept, and the hydrated form goes on in the browser', async ({
    page,
    context,
    shopApi,
    appConfig,
  }) => {
    await signedIn(shopApi, context, 'early-typed');
    await appConfig.patch({ settings: { accountMenu: { tickets: true } } });
    const letScriptsIn = holdScriptsUntilAnswer(page);
    await page.goto('/account/tickets', { waitUntil: 'commit' });
    const ticket = page.getByRole('main').getByRole('region', { name: 'Een vraag stellen' });
    await ticket.getByRole('textbox', { name: 'Onderwerp' }).fill('Getypt');
    await ticket.getByRole('textbox', { name: 'Bericht' }).fill('Voor de hydratatie getypt.');
    await expectNotHydrated(page);
    letScriptsIn();
    await waitForHydration(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v2/account/tickets'));
    await ticket.getByRole('button', { name: 'Vraag versturen' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ subject: 'Getypt', message: 'Voor de hydratatie getypt.' });
    await expect(page).toHaveURL(/\/account\/tickets\/T-\d+$/);
  });

  test('logout sent at once logs out', async ({ page, context, shopApi }) => {
    await signedIn(shopApi, context, 'early-logout');
    holdScriptsUntilAnswer(page);
    await page.goto('/account/overview', { waitUntil: 'commit' });
    const logout = page.getByRole('navigation', { name: 'Mijn account' }).getByRole('button', { name: 'Uitloggen' });
    await logout.waitFor();
    await expectNotHydrated(page);
    await logout.click();
    await expect(page).toHaveURL(/\/account\/login$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth_token');
  });
});

test.describe('the Dutch lookup with an addition it does not list (spec §4, §5)', () => {
  test("'2012 ES', '2', 'A' finds Julianastraat, Haarlem in the browser too, and keeps the addition", async ({
    page,
  }) => {
    const register = new RegisterForm(page);
    await page.goto('/account/register');
    await waitForHydration(page);
    await register.fill({ zipCode: '2012 ES', houseNumber: '2', houseNumberAddition: 'A' });
    await expect(register.field('Straat')).toHaveValue('Julianastraat');
    await expect(register.field('Plaats')).toHaveValue('Haarlem');
    await expect(register.field('Toevoeging')).toHaveValue('A');
    await expect(register.main.getByText(NOT_FOUND)).toHaveCount(0);
    await expect(textbox(register.main, 'Straat')).toHaveAttribute('readonly', '');
  });
});
