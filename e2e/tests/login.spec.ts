// Logging in (spec §4 Session and Checkout pre-session, §5 account login; docs/checkout.md): a known email at
// /checkout leads to /checkout/login with the email filled in; a wrong password says 'Mislukt' with the server's
// reason and empties the field; the right one clears that toast and goes on to step 1 with the customer's saved
// address. /account/login sends a logged-in visitor on with 303. The account guards send anonymous visitors to
// login and the login brings them back. A token the server refuses is deleted in the browser. Axe finds nothing
// on either login page.
import { test, expect, holdScripts, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';

// The mock's reason (phrases.invalid_credentials): spec §8 server messages show as phrases.{message}.
const LOGIN_REFUSED = 'Het e-mailadres of wachtwoord klopt niet.';

test.describe('logging in', () => {
  test('a known email at /checkout logs in at /checkout/login and comes back to step 1', async ({
    page,
    named,
    shopApi,
    productPage,
    cartPanel,
    checkout,
    notifications,
    expectAccessible,
  }) => {
    const customer = await shopApi.register('login');
    const { id, slug, title } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await cartPanel.readyToOrder.click();
    await checkout.submitEmail(customer.email);

    await checkout.expectPage(CHECKOUT_PATHS.login, 'Inloggen om af te rekenen');
    await expect(checkout.textbox('E-mailadres')).toHaveValue(customer.email);
    await expectAccessible();

    await checkout.logIn('NietHetWachtwoord1');
    await expect(notifications.toast('Mislukt', LOGIN_REFUSED)).toBeVisible();
    await expect(checkout.password).toHaveValue('');
    await expect(checkout.password).toHaveAccessibleDescription(LOGIN_REFUSED);
    await expect(page).toHaveURL(/\/checkout\/login$/);
    await expectAccessible();

    await checkout.logIn(customer.password);
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    // The success cleared the failure's toast at once (read once, not waited for: it would go by itself later).
    expect(await notifications.toast('Mislukt').count()).toBe(0);
    await expect(checkout.main).toContainText(`Je bent ingelogd als ${customer.firstName} ${customer.lastName}`);
    await expect(checkout.savedAddresses.getByRole('radio', { name: /Julianastraat 2 2012 ES Haarlem/ })).toBeChecked();
    // The anonymous cart came along into the customer's (empty) cart.
    await expect(checkout.summary).toContainText(title);
  });

  test('what is typed before the page has hydrated counts: the login goes through', async ({
    page,
    shopApi,
    accountLogin,
  }) => {
    const customer = await shopApi.register('early');
    // The page's scripts held back, as on a slow line: the shopper types into the server's form meanwhile.
    const release = holdScripts(page);
    await page.goto('/account/login', { waitUntil: 'domcontentloaded' });
    await accountLogin.fill(customer);
    release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL('/account/overview');
    await expect(page.getByText('Dit veld is verplicht.')).toHaveCount(0);
  });

  test('/account/login is accessible, and sends a logged-in visitor to the account with 303', async ({
    page,
    context,
    shopApi,
    expectAccessible,
  }) => {
    await page.goto('/account/login');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
    await expectAccessible();

    await shopApi.signIn(context, await shopApi.login(await shopApi.register('login-303')));
    const answer = await page.request.get('/account/login', { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toMatch(/\/account\/overview$/);
  });
});

test.describe('the account guards (spec §2)', () => {
  test('an account page sends an anonymous visitor to login with 303, and the login comes back to it', async ({
    page,
    shopApi,
    accountLogin,
  }) => {
    const answer = await page.request.get('/account/overview', { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/account/login?redirect=%2Faccount%2Foverview');

    const customer = await shopApi.register('guard');
    await page.goto('/account/overview');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Foverview$/);
    await waitForHydration(page);
    await accountLogin.logIn(customer);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  });

  test('the login follows ?redirect only to a page of this site', async ({ page, shopApi, named, accountLogin }) => {
    const customer = await shopApi.register('guard-redirect');
    await accountLogin.open(named.categories.large.slug);
    await accountLogin.logIn(customer);
    await expect(page).toHaveURL(new RegExp(`${named.categories.large.slug}$`));

    // Logged in now: the login page sends the visitor on at once, to an on-site ?redirect or the account.
    const onSite = await page.request.get(`/account/login?redirect=${encodeURIComponent('/blogs')}`, {
      maxRedirects: 0,
    });
    expect(onSite.status()).toBe(303);
    expect(onSite.headers()['location']).toBe('/blogs');
    for (const offSite of ['https://evil.example/account', '//evil.example', '/\\evil.example']) {
      const answer = await page.request.get(`/account/login?redirect=${encodeURIComponent(offSite)}`, {
        maxRedirects: 0,
      });
      expect(answer.headers()['location'], offSite).toBe('/account/overview');
    }
  });

  test('client navigations are guarded too: back to the account after logout, the account panel when logged in', async ({
    page,
    shopApi,
    accountLogin,
  }) => {
    const customer = await shopApi.register('guard-client');
    await accountLogin.open();
    await accountLogin.logIn(customer);
    await expect(page).toHaveURL(/\/account\/overview$/);

    // Logged in, the header's account button opens the account panel (spec §2), whose menu leads to the account.
    await page.goto('/blogs');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Mijn account' }).click();
    const panel = page.getByRole('dialog', { name: 'Mijn account' });
    await expect(panel).toContainText(customer.firstName);
    await panel.getByRole('link', { name: 'Overzicht' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();

    // Logged out, going back to the account page asks for a login that comes back to it.
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Foverview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  });
});

test.describe('a refused token', () => {
  test('is deleted in the browser, cookie and local storage, so the next page load does not send it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'auth_token', value: 'not-a-token', url: baseURL! }]);
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded') === null) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('auth_token', 'not-a-token');
      }
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'auth_token')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // The next page load carries no token, so nothing asks for the session again.
    const next = page.waitForRequest((request) => request.isNavigationRequest());
    await page.reload();
    expect((await (await next).allHeaders())['cookie'] ?? '').not.toContain('auth_token');
  });
});

test.describe('logging out', () => {
  test('clears the session, the cart and their cookies, and goes to /account/login', async ({
    page,
    context,
    named,
    shopApi,
    accountLogin,
    productPage,
    cartPanel,
  }) => {
    const customer = await shopApi.register('logout');
    await accountLogin.open();
    await accountLogin.logIn(customer);
    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeTruthy();

    const { id, slug } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await cartPanel.close();
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 1 product');

    await page.goto('/account/overview');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, leeg');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('auth_token');
    expect(names).not.toContain('cart_uid');
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

    // A fresh page load agrees: anonymous, empty cart, and the account page sends the visitor to login.
    const answer = await page.request.get('/account/overview', { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    await page.reload();
    await waitForHydration(page);
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, leeg');
  });
});
