// The checkout end to end (spec §2 checkout routes, §4 Checkout and Address lookup, docs/checkout.md): a guest
// in NL from the product page through the hosted payment page to a paid order, a logged-in customer with a
// saved address, and a Belgian guest with the address suggestions and Bancontact.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS, OUTCOME_URL } from '../support/pages/checkout';
import { NEW_PASSWORD, uniqueEmail } from '../support/shopper';

interface DataLayerEvent {
  event?: string;
  ecommerce?: {
    transaction_id?: string;
    currency?: string;
    value?: number;
    items?: { item_id: string; item_name: string; price: number; quantity: number }[];
  } | null;
}

const purchaseEvents = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ) as DataLayerEvent[],
  );

test.describe('the checkout', () => {
  test('a guest in NL goes from the product page to a paid order', async ({
    page,
    named,
    productPage,
    cartPanel,
    checkout,
    paymentProvider,
    shopApi,
  }) => {
    const product = named.products.simple;
    const email = uniqueEmail('guest-nl');
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (1)');
    await expect(cartPanel.line(product.title)).toBeVisible();
    await cartPanel.readyToOrder.click();

    await checkout.expectPage(CHECKOUT_PATHS.start, 'Afrekenen');
    await checkout.submitEmail(email);

    // Step 1 as a new visitor: the email is carried over, the postcode lookup fills street and city.
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await expect(checkout.textbox('E-mailadres')).toHaveValue(email);
    await checkout.fillContact();
    await checkout.lookUpNlAddress(named.addresses.nl);
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();

    // Step 2: reaching it means the account was made and the shopper logged in (it needs a session).
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryAddress).toContainText(
      `${named.addresses.nl.street} ${named.addresses.nl.houseNumber}`,
    );
    await expect(checkout.deliveryOption(/^Standaard bezorging/)).toBeChecked();
    await checkout.deliveryOption(/^Standaard bezorging/).check();
    await expect(checkout.summaryAmount('Verzendkosten')).toHaveText('€ 4,95');
    await checkout.next.click();

    // Step 3: the order and the payment method.
    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.summary).toContainText(product.title);
    await expect(checkout.summaryAmount('Totaal')).toHaveText('€ 34,90');
    // The shop's terms (spec §3 termsConditionsUrl) are linked before the order is placed.
    await expect(page.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute(
      'href',
      '/algemene-voorwaarden',
    );
    await checkout.paymentOption(/^iDEAL/).check();
    await expect(checkout.paymentOption(/^iDEAL/)).toBeChecked();
    await checkout.payButton.click();

    // The provider's page is another origin; Pay brings the shopper back to /checkout/{paymentUid}.
    await paymentProvider.expectOpen();
    await paymentProvider.choose('Pay');
    await expect(page).toHaveURL(OUTCOME_URL);
    await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');
    await expect(checkout.orderNumber).toBeVisible();
    const orderNumber = (await checkout.orderNumber.innerText()).replace('Bestelnummer: ', '');

    // GA4 purchase (spec §4 analytics): once, in euro, with the order number, the value and the items.
    await expect.poll(() => purchaseEvents(page)).toHaveLength(1);
    const [purchase] = await purchaseEvents(page);
    expect(purchase!.ecommerce).toMatchObject({
      transaction_id: orderNumber,
      currency: 'EUR',
      value: 29.95,
      items: [expect.objectContaining({ item_id: product.id, item_name: product.title, price: 29.95, quantity: 1 })],
    });

    // The account exists with the chosen password, and its cart is empty after the order.
    expect(await shopApi.login({ email, password: NEW_PASSWORD })).toBeTruthy();
    await page.getByRole('link', { name: 'Verder winkelen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, leeg');
    await cartPanel.open();
    await expect(cartPanel.empty).toBeVisible();
  });

  test("a new visitor's step 1 shows each field valid or invalid, and why the account could not be made", async ({
    named,
    productPage,
    cartPanel,
    checkout,
    notifications,
    shopApi,
  }) => {
    const existing = await shopApi.register('taken');
    const product = named.products.simple;
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await cartPanel.addFromProductPage();
    // No delivery option is chosen yet: shipping is not free, it is calculated later.
    await expect(cartPanel.total('Verzendkosten')).toHaveText('Berekend in de volgende stap');
    await cartPanel.readyToOrder.click();
    await checkout.submitEmail(uniqueEmail('states'));
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await expect(checkout.summaryAmount('Verzendkosten')).toHaveText('Berekend in de volgende stap');

    // Nothing shows a state before the first 'Volgende'.
    await expect(checkout.textbox('E-mailadres')).not.toHaveAccessibleDescription(/correct ingevuld/);
    await checkout.textbox('Voornaam').fill('Eva');
    await checkout.textbox('Achternaam').fill('J0hn');
    await checkout.next.click();
    await expect(notifications.withMessage('Niet alle velden zijn ingevuld.')).toBeVisible();
    // Valid and invalid side by side, each said in words (not by colour alone).
    await expect(checkout.textbox('E-mailadres')).toHaveAccessibleDescription('correct ingevuld');
    await expect(checkout.textbox('Voornaam')).toHaveAccessibleDescription('correct ingevuld');
    await expect(checkout.textbox('Voornaam')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.textbox('Achternaam')).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.textbox('Achternaam')).toHaveAccessibleDescription(/letters/);
    // An empty optional field shows no state.
    await expect(checkout.textbox('Toevoeging (optioneel)')).not.toHaveAccessibleDescription(/correct ingevuld/);
    // Fixing a field turns it valid at once.
    await checkout.textbox('Achternaam').fill('de Boer');
    await expect(checkout.textbox('Achternaam')).toHaveAccessibleDescription('correct ingevuld');

    // The server refuses an email that already has an account, and says so (spec §8 phrases.{message}).
    await checkout.textbox('E-mailadres').fill(existing.email);
    await checkout.fillContact();
    await checkout.lookUpNlAddress(named.addresses.nl);
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();
    await expect(
      notifications.toast('Mislukt', 'Er bestaat al een account met dit e-mailadres. Log in om verder te gaan.'),
    ).toBeVisible();
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
  });

  test('a logged-in customer pays with one of the saved delivery addresses', async ({
    page,
    context,
    named,
    shopApi,
    checkout,
    paymentProvider,
  }) => {
    const product = named.products.lowVat;
    // Logged in and the cart filled through the API: the login form and add to cart have tests of their own.
    const token = await shopApi.login(named.customers.known);
    await shopApi.fillCart(token, { lines: [{ productId: product.id, quantity: 1 }] });
    await shopApi.signIn(context, token);
    await page.goto(CHECKOUT_PATHS.start);
    await waitForHydration(page);

    // Logged in, /checkout goes straight on to step 1: the saved delivery addresses, the default one checked.
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    const amsterdam = checkout.savedAddresses.getByRole('radio', { name: /Frederiksplein 44 H 1017 XN Amsterdam/ });
    await expect(checkout.savedAddresses.getByRole('radio', { name: /Julianastraat 2 2012 ES Haarlem/ })).toBeChecked();
    await amsterdam.check();
    await expect(amsterdam).toBeChecked();
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryAddress).toContainText('Frederiksplein 44 H');
    await checkout.deliveryOption(/^Avondlevering/).check();
    await expect(checkout.summaryAmount('Verzendkosten')).toHaveText('€ 9,95');
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.main.getByRole('region', { name: 'Bezorging' })).toContainText('Avondlevering');
    await checkout.paymentOption(/^Creditcard/).check();
    await checkout.payButton.click();

    await paymentProvider.expectOpen();
    await expect(page.getByText('method Creditcard', { exact: false })).toBeVisible();
    await paymentProvider.choose('Pay');
    await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');
    await expect(checkout.orderNumber).toBeVisible();
    await expect(checkout.main.getByRole('region', { name: 'Je bestelling' })).toContainText(product.title);
  });

  test('a guest in BE finds the address with the suggestions and pays with Bancontact', async ({
    named,
    productPage,
    cartPanel,
    checkout,
    paymentProvider,
  }) => {
    const product = named.products.simple;
    const be = named.addresses.be;
    await productPage.open(`/product/${product.id}/${product.slug}`);
    await cartPanel.addFromProductPage();
    await cartPanel.readyToOrder.click();
    await checkout.submitEmail(uniqueEmail('guest-be'));

    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await checkout.fillContact();
    await checkout.country.selectOption({ label: 'België' });
    // A street narrows the search; its addresses are the full-precision matches that fill the fields.
    await checkout.addressSearch.fill(be.query);
    await expect(checkout.addressSearch).toHaveAttribute('aria-expanded', 'true');
    await checkout.suggestion(new RegExp(`^${be.street} ${be.zipCode} ${be.city}`)).click();
    const full = checkout.suggestion(new RegExp(`^${be.street} ${be.houseNumber} ${be.zipCode} ${be.city}$`));
    await expect(full).toHaveCount(1);
    await full.click();
    await expect(checkout.main.getByRole('status').filter({ hasText: 'Gekozen adres:' })).toHaveText(
      `Gekozen adres: ${be.street} ${be.houseNumber}, ${be.zipCode} ${be.city}`,
    );
    // 'Adres wijzigen' shows the fields the suggestion filled.
    await checkout.main.getByRole('button', { name: 'Adres wijzigen' }).click();
    await expect(checkout.textbox('Postcode')).toHaveValue(be.zipCode);
    await expect(checkout.textbox('Huisnummer')).toHaveValue(be.houseNumber);
    await expect(checkout.textbox('Straat')).toHaveValue(be.street);
    await expect(checkout.textbox('Plaats')).toHaveValue(be.city);
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryOption(/^Standaard bezorging \(bpost\)/)).toBeChecked();
    await checkout.next.click();

    // Belgian payment methods: Bancontact, no iDEAL.
    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.paymentOption(/^Bancontact/)).toBeVisible();
    await expect(checkout.paymentOption(/^iDEAL/)).toHaveCount(0);
    await checkout.paymentOption(/^Bancontact/).check();
    await checkout.payButton.click();

    await paymentProvider.expectOpen();
    await paymentProvider.choose('Pay');
    await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');
    await expect(checkout.main).toContainText('Bancontact');
  });
});
