// The checkout's forms before and without JavaScript (docs/decisions/forms-before-javascript.md, spec §4 Checkout):
// every form is sent to the checkout's action, which fires the models' events on the server. A step that passes
// answers 303 to the next page; one that does not shows the page again with the messages at the fields and what
// was typed (passwords excepted); 'Bestellen en betalen' leads to the payment provider's page. Forms sent
// before the page has hydrated go to the action too, and a choice made before hydration is the model's after.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect, holdScripts, holdScriptsUntilAnswer, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS, CONTACT, OUTCOME_URL } from '../support/pages/checkout';
import { NEW_PASSWORD, uniqueEmail, type ShopperApi } from '../support/shopper';

/** The order cookie (the domain's CART_UID_COOKIE; e2e does not import the domain). */
const CART_COOKIE = 'cart_uid';

/**
 * A guest's cart with one line, made through the mock API (in the worker's QA session) and given to the browser
 * as its order cookie, as adding to the cart on a product page would have.
 */
const giveGuestCart = async (
  request: APIRequestContext,
  context: BrowserContext,
  { apiUrl, baseURL, productId }: { apiUrl: string; baseURL: string; productId: string },
): Promise<void> => {
  const state = await request.post(`${apiUrl}/api/v2/account/cart/state`, { data: {} });
  expect(state.ok(), await state.text()).toBe(true);
  const cUid = ((await state.json()) as { data: { cUid: string } }).data.cUid;
  const line = await request.post(`${apiUrl}/api/v2/cart/lines`, { data: { cUid, item: { productId, quantity: 1 } } });
  expect(line.ok(), await line.text()).toBe(true);
  await context.addCookies([{ name: CART_COOKIE, value: cUid, url: baseURL }]);
};

/** A fresh customer, logged in in the browser, with one line in their cart. */
const customerWithCart = async (shopApi: ShopperApi, context: BrowserContext, productId: string) => {
  const customer = await shopApi.register('forms-checkout');
  const token = await shopApi.login(customer);
  await shopApi.fillCart(token, { lines: [{ productId, quantity: 1 }] });
  await shopApi.signIn(context, token);
  return customer;
};

/** Every document a form sent to the server (a hydrated form sends none). */
const documentPosts = (page: Page): string[] => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
};

const LOGIN_REFUSED = 'Het e-mailadres of wachtwoord klopt niet.';

test.describe('the checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest goes from the email to a paid order: each step answered by the server, the lookup there too', async ({
    page,
    context,
    request,
    apiUrl,
    baseURL,
    named,
    checkout,
    paymentProvider,
  }) => {
    const product = named.products.simple;
    await giveGuestCart(request, context, { apiUrl, baseURL: baseURL!, productId: product.id });
    const posts = documentPosts(page);
    const email = uniqueEmail('nojs-guest');

    await page.goto(CHECKOUT_PATHS.start);
    await checkout.submitEmail(email);

    // Step 1: the address by postcode and house number only; the server looks up street and city.
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    // The email checked on the page before is there, typed once (the page's server reads it from a cookie).
    await expect(checkout.textbox('E-mailadres')).toHaveValue(email);
    await checkout.fillContact();
    await checkout.textbox('Postcode').fill(named.addresses.nl.zipCode);
    await checkout.textbox('Huisnummer').fill(named.addresses.nl.houseNumber);
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();

    // Step 2: the account was made and the guest logged in (the step needs a session); the lookup's address.
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryAddress).toContainText(
      `${named.addresses.nl.street} ${named.addresses.nl.houseNumber}`,
    );
    await expect(checkout.deliveryAddress).toContainText(named.addresses.nl.city);
    await expect(checkout.deliveryOption(/^Standaard bezorging/)).toBeChecked();
    await checkout.deliveryOption(/^Avondlevering/).check();
    await checkout.next.click();

    // Step 3: the choice is the cart's; the payment method, then 'Bestellen en betalen'.
    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.main.getByRole('region', { name: 'Bezorging' })).toContainText('Avondlevering');
    await expect(checkout.summaryAmount('Verzendkosten')).toHaveText('€ 9,95');
    await expect(checkout.paymentOption(/^iDEAL/)).toBeChecked();
    await checkout.paymentOption(/^PayPal/).check();
    await checkout.payButton.click();

    // The provider's page (another origin), then back to the outcome page.
    await paymentProvider.expectOpen();
    await expect(page.getByText('method PayPal', { exact: false })).toBeVisible();
    await paymentProvider.choose('Pay');
    await expect(page).toHaveURL(OUTCOME_URL);
    await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');
    await expect(checkout.orderNumber).toBeVisible();
    await expect(checkout.main.getByRole('region', { name: 'Je bestelling' })).toContainText(product.title);
    // Every form went to the server; the order cookie went with the cart.
    expect(posts).toEqual([
      CHECKOUT_PATHS.start,
      CHECKOUT_PATHS.information,
      CHECKOUT_PATHS.delivery,
      CHECKOUT_PATHS.overview,
      expect.stringMatching(/^\/__mock\/pay\//),
    ]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(CART_COOKIE);
  });

  test('a known email logs in at /checkout/login; a saved address, a pickup location and Prev', async ({
    page,
    context,
    request,
    apiUrl,
    baseURL,
    named,
    shopApi,
    checkout,
  }) => {
    const customer = await shopApi.register('nojs-login');
    await giveGuestCart(request, context, { apiUrl, baseURL: baseURL!, productId: named.products.simple.id });

    await page.goto(CHECKOUT_PATHS.start);
    await checkout.submitEmail(customer.email);
    await checkout.expectPage(CHECKOUT_PATHS.login, 'Inloggen om af te rekenen');

    // The email checked is the login's; a wrong password: the page again, the reason at the field, the email kept
    // and the password not.
    await expect(checkout.textbox('E-mailadres')).toHaveValue(customer.email);
    await checkout.logIn('NietHetWachtwoord1');
    await checkout.expectPage(CHECKOUT_PATHS.login, 'Inloggen om af te rekenen');
    await expect(checkout.password).toHaveAccessibleDescription(LOGIN_REFUSED);
    await expect(checkout.password).toHaveValue('');
    await expect(checkout.textbox('E-mailadres')).toHaveValue(customer.email);
    await checkout.logIn(customer.password);

    // Logged in: step 1 is the choice of a saved address.
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    const saved = checkout.savedAddresses.getByRole('radio', { name: /Julianastraat 2 2012 ES Haarlem/ });
    await expect(saved).toBeChecked();
    await checkout.next.click();

    // A pickup option chosen without its locations on the page shows them first, the first one chosen.
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.pickupLocations).toHaveCount(0);
    await checkout.deliveryOption(/^Afhalen in de winkel/).check();
    await checkout.next.click();
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryOption(/^Afhalen in de winkel/)).toBeChecked();
    await expect(checkout.pickupLocations).toHaveCount(3);
    await expect(checkout.pickupLocation(/^Etalage Haarlem/)).toBeChecked();
    await checkout.pickupLocation(/^Etalage Utrecht/).check();
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.main.getByRole('region', { name: 'Bezorging' })).toContainText(
      'Afhalen in de winkel (Etalage Utrecht)',
    );
    // 'Vorige' goes back without validating, and the delivery step shows the cart's choice.
    await checkout.prev.click();
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.pickupLocation(/^Etalage Utrecht/)).toBeChecked();
  });

  test('a form with errors comes back with the messages at the fields and what was typed, passwords aside', async ({
    page,
    context,
    request,
    apiUrl,
    baseURL,
    named,
    checkout,
  }) => {
    await giveGuestCart(request, context, { apiUrl, baseURL: baseURL!, productId: named.products.simple.id });

    // The email check: the message at the field, the email kept.
    await page.goto(CHECKOUT_PATHS.start);
    await checkout.submitEmail('geen-e-mailadres');
    await checkout.expectPage(CHECKOUT_PATHS.start, 'Afrekenen');
    await expect(checkout.textbox('E-mailadres')).toHaveValue('geen-e-mailadres');
    await expect(checkout.textbox('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.textbox('E-mailadres')).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');

    // Step 1 with a wrong phone number and a postcode the lookup does not know.
    const email = uniqueEmail('nojs-errors');
    await checkout.submitEmail(email);
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await expect(checkout.textbox('E-mailadres')).toHaveValue(email);
    await checkout.fillContact({ ...CONTACT, phone: '06 1234x' });
    await checkout.textbox('Postcode').fill('1234 ZZ');
    await checkout.textbox('Huisnummer').fill('7');
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    // The toasts' words at the form, each message at its field.
    await expect(checkout.formNotice('Niet alle velden zijn ingevuld.')).toBeVisible();
    await expect(checkout.main.getByRole('status').filter({ hasText: 'Geen adres gevonden.' })).toBeVisible();
    await expect(checkout.textbox('Telefoonnummer')).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.textbox('Telefoonnummer')).toHaveAccessibleDescription(
      /Gebruik alleen cijfers en koppeltekens/,
    );
    for (const field of ['Straat', 'Plaats']) {
      await expect(checkout.textbox(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(checkout.textbox(field)).toHaveAccessibleDescription(/Dit veld is verplicht/);
    }
    // What was typed is kept; the passwords are typed again.
    await expect(checkout.textbox('E-mailadres')).toHaveValue(email);
    await expect(checkout.textbox('Telefoonnummer')).toHaveValue('06 1234x');
    await expect(checkout.textbox('Voornaam')).toHaveValue(CONTACT.firstName);
    await expect(checkout.textbox('Achternaam')).toHaveValue(CONTACT.lastName);
    await expect(checkout.textbox('Postcode')).toHaveValue('1234 ZZ');
    await expect(checkout.textbox('Huisnummer')).toHaveValue('7');
    await expect(checkout.textbox('Wachtwoord')).toHaveValue('');
    await expect(checkout.textbox('Herhaal wachtwoord')).toHaveValue('');

    // Street and city by hand, the phone number put right: on to delivery with that address.
    await checkout.textbox('Telefoonnummer').fill(CONTACT.phone);
    await checkout.textbox('Straat').fill('Dorpsstraat');
    await checkout.textbox('Plaats').fill('Ergens');
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryAddress).toContainText('Dorpsstraat 7');
    await expect(checkout.deliveryAddress).toContainText('1234 ZZ Ergens');
  });

  test("a cancelled payment's 'Opnieuw betalen' goes to the provider's page again", async ({
    page,
    context,
    named,
    shopApi,
    checkout,
    paymentProvider,
  }) => {
    const customer = await shopApi.register('nojs-retry');
    const token = await shopApi.login(customer);
    const cUid = await shopApi.fillCart(token, {
      lines: [{ productId: named.products.simple.id, quantity: 1 }],
      shippingOptionId: 'nl-standard',
      paymentOptionId: 'ideal',
    });
    const { paymentUid } = await shopApi.pay(token, cUid);
    await shopApi.settle(paymentUid, 'cancel');
    await shopApi.signIn(context, token);

    await page.goto(`/checkout/${paymentUid}`);
    await expect(checkout.heading).toHaveText('Betaling geannuleerd');
    await checkout.main.getByRole('button', { name: 'Opnieuw betalen' }).click();
    await paymentProvider.expectOpen();
    await paymentProvider.choose('Pay');
    await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');
  });

  test("an open order of the account: 'Betalen' shows the methods in the page, and pays at the provider's", async ({
    page,
    context,
    apiUrl,
    named,
    shopApi,
    paymentProvider,
  }) => {
    const customer = await shopApi.register('nojs-pay-order');
    const token = await shopApi.login(customer);
    await shopApi.pay(
      token,
      await shopApi.fillCart(token, {
        lines: [{ productId: named.products.simple.id, quantity: 2 }],
        shippingOptionId: 'nl-standard',
        paymentOptionId: 'ideal',
      }),
    );
    const orders = await page.request.get(`${apiUrl}/api/v2/account/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [order] = ((await orders.json()) as { data: { uid: string }[] }).data;
    await shopApi.signIn(context, token);

    await page.goto(`/account/orders/${order!.uid}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /^€\s?[\d.,]+ betalen$/ }).click();
    // The panel needs JavaScript: the page shows its form, no method chosen yet.
    const form = main.getByRole('region', { name: /^Bestelling .+ betalen$/ });
    await expect(form.getByRole('radio', { name: /iDEAL/ })).not.toBeChecked();
    // Nothing chosen is refused at the options; a method goes on to the provider's page.
    await form.getByRole('button', { name: /^Nu .+ betalen$/ }).click();
    await expect(form.getByRole('alert')).toHaveText(/Kies eerst een betaalmethode/);
    await form.getByRole('radio', { name: /PayPal/ }).check();
    await form.getByRole('button', { name: /^Nu .+ betalen$/ }).click();
    await paymentProvider.expectOpen();
    await expect(page.getByText('method PayPal', { exact: false })).toBeVisible();
  });

  test('a form no page offers is a 400 naming the field, never a crash', async ({ page, context, named, shopApi }) => {
    await customerWithCart(shopApi, context, named.products.simple.id);
    const send = (path: string, form: Record<string, string>) => page.request.post(path, { form, maxRedirects: 0 });

    const unknown = await send(CHECKOUT_PATHS.delivery, { intent: 'no-such-form' });
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toContain("the field 'intent'");

    const otherStep = await send(CHECKOUT_PATHS.delivery, { intent: 'checkout-overview' });
    expect(otherStep.status()).toBe(400);

    const option = await send(CHECKOUT_PATHS.delivery, { intent: 'checkout-delivery', 'delivery-option': 'nope' });
    expect(option.status()).toBe(400);
    expect(await option.text()).toContain("the field 'delivery-option'");

    const location = await send(CHECKOUT_PATHS.delivery, {
      intent: 'checkout-delivery',
      'delivery-option': 'nl-pickup',
      'pickup-nl-pickup': 'nowhere',
    });
    expect(location.status()).toBe(400);
    expect(await location.text()).toContain("the field 'pickup-nl-pickup'");

    const address = await send(CHECKOUT_PATHS.information, {
      intent: 'checkout-information',
      'delivery-address': 'not-mine',
    });
    expect(address.status()).toBe(400);
    expect(await address.text()).toContain("the field 'delivery-address'");

    // A good one still goes on.
    const delivery = await send(CHECKOUT_PATHS.delivery, {
      intent: 'checkout-delivery',
      'delivery-option': 'nl-standard',
    });
    expect(delivery.status()).toBe(303);
    expect(delivery.headers()['location']).toBe(CHECKOUT_PATHS.overview);
  });
});

test.describe('the checkout before its page has hydrated', () => {
  test('the email typed and sent at once goes to the server; step 1 follows and its form runs in the browser', async ({
    page,
    context,
    request,
    apiUrl,
    baseURL,
    named,
    checkout,
  }) => {
    await giveGuestCart(request, context, { apiUrl, baseURL: baseURL!, productId: named.products.simple.id });
    const posts = documentPosts(page);
    const email = uniqueEmail('early-email');
    // The page's scripts held back until the email's answer is there, as on a slow line: the shopper types and
    // sends meanwhile.
    holdScriptsUntilAnswer(page);
    await page.goto(CHECKOUT_PATHS.start, { waitUntil: 'domcontentloaded' });
    await checkout.textbox('E-mailadres').fill(email);
    await checkout.textbox('E-mailadres').press('Enter');

    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    expect(posts).toEqual([CHECKOUT_PATHS.start]);
    await waitForHydration(page);

    // Hydrated, step 1 is the browser's, with the email sent before: its lookup fills street and city, and
    // 'Volgende' sends no document.
    await expect(checkout.textbox('E-mailadres')).toHaveValue(email);
    await checkout.fillContact();
    await checkout.lookUpNlAddress(named.addresses.nl);
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    expect(posts).toEqual([CHECKOUT_PATHS.start]);
  });

  test('a delivery option chosen and sent at once goes to the server; the overview shows it', async ({
    page,
    context,
    named,
    shopApi,
    checkout,
  }) => {
    await customerWithCart(shopApi, context, named.products.simple.id);
    const posts = documentPosts(page);
    holdScriptsUntilAnswer(page);
    await page.goto(CHECKOUT_PATHS.delivery, { waitUntil: 'domcontentloaded' });
    await checkout.deliveryOption(/^Avondlevering/).check();
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await waitForHydration(page);
    await expect(checkout.main.getByRole('region', { name: 'Bezorging' })).toContainText('Avondlevering');
    await expect(checkout.summaryAmount('Verzendkosten')).toHaveText('€ 9,95');
    expect(posts).toEqual([CHECKOUT_PATHS.delivery]);
  });

  test('a payment method chosen before hydration is the one the page has once hydrated', async ({
    page,
    context,
    named,
    shopApi,
    checkout,
    paymentProvider,
  }) => {
    const customer = await shopApi.register('early-payment');
    const token = await shopApi.login(customer);
    await shopApi.fillCart(token, {
      lines: [{ productId: named.products.simple.id, quantity: 1 }],
      shippingOptionId: 'nl-standard',
    });
    await shopApi.signIn(context, token);
    const posts = documentPosts(page);
    const release = holdScripts(page);
    await page.goto(CHECKOUT_PATHS.overview, { waitUntil: 'domcontentloaded' });
    await expect(checkout.paymentOption(/^iDEAL/)).toBeChecked();
    await checkout.paymentOption(/^Creditcard/).check();
    release();
    await waitForHydration(page);

    // The model took the choice, and the hydrated form pays with it.
    await expect(checkout.paymentOption(/^Creditcard/)).toBeChecked();
    await checkout.payButton.click();
    await paymentProvider.expectOpen();
    await expect(page.getByText('method Creditcard', { exact: false })).toBeVisible();
    expect(posts).toEqual([]);
  });
});
