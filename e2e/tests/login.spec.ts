// Logging in (spec §4 Session and Checkout pre-session, §5 account login; docs/checkout.md): a known email at
// /checkout leads to /checkout/login with the email filled in; a wrong password says 'Mislukt' and empties the
// field; the right one goes on to step 1 with the customer's saved address. /account/login sends a logged-in
// visitor on with 303. Axe finds nothing on either login page.
import { test, expect, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';

const LOGIN_FAILED = 'Inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord.';

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
    await expect(notifications.toast('Mislukt', LOGIN_FAILED)).toBeVisible();
    await expect(checkout.password).toHaveValue('');
    await expect(checkout.main.getByText(LOGIN_FAILED)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/login$/);
    await expectAccessible();

    await checkout.logIn(customer.password);
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await expect(checkout.main).toContainText(`Je bent ingelogd als ${customer.firstName} ${customer.lastName}`);
    await expect(checkout.savedAddresses.getByRole('radio', { name: /Julianastraat 2 2012 ES Haarlem/ })).toBeChecked();
    // The anonymous cart came along into the customer's (empty) cart.
    await expect(checkout.summary).toContainText(title);
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

test.describe('logging out', () => {
  test('clears the session, the cart and their cookies, and goes to /account/login', async ({
    page,
    context,
    named,
    shopApi,
    productPage,
    cartPanel,
  }) => {
    const customer = await shopApi.register('logout');
    await page.goto('/account/login');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill(customer.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
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
