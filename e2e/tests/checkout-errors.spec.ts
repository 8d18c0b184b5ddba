// Every payment-creation error and payment-options failure of spec §8, replayed with the QA scenarios of the
// mock API (docs/qa-scenarios.md) through the mock-scenario cookie: the notice the shopper reads and where they
// land (docs/checkout.md "What each §8 error looks like"). Each test starts a fresh customer on the overview
// through the mock API and sets the scenario right before the action that must fail.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS, pathIs, type Checkout } from '../support/pages/checkout';
import type { ShopperApi } from '../support/shopper';

// The notices of domain/src/i18n/messages/nl-NL.ts (phrases.checkout*).
const NOTICE = {
  cartUpdated: 'Je winkelwagen is bijgewerkt. Controleer je bestelling en ga daarna verder.',
  validateCartFailed: 'Je winkelwagen kon niet worden gecontroleerd. Probeer het opnieuw.',
  paymentProviderFailed: 'Deze betaalmethode is nu niet beschikbaar. Kies een andere betaalmethode.',
  invalidShippingOption: 'De gekozen bezorgoptie is niet meer beschikbaar. Kies een andere bezorgoptie.',
  inactiveCustomer: 'Je account is niet actief. Neem contact op met onze klantenservice.',
  unknownStep: 'Er ging iets mis bij het afrekenen. Controleer je gegevens en probeer het opnieuw.',
  networkFailed:
    'De betaling kon niet worden gestart door een verbindingsprobleem. Controleer je gegevens en probeer het opnieuw.',
  paymentOptionsFailed: 'De betaalmethoden konden niet worden geladen. Probeer het later opnieuw.',
  noPaymentOptions: 'Er zijn op dit moment geen betaalmethoden beschikbaar.',
};

/**
 * A fresh customer with one product in the cart, standard delivery and iDEAL chosen, on the overview step.
 * `beforeOverview` runs before the overview loads (for scenarios that act on loading the payment options).
 */
const openOverview = async (
  page: Page,
  shopApi: ShopperApi,
  checkout: Checkout,
  productId: string,
  beforeOverview?: () => Promise<void>,
): Promise<void> => {
  const token = await shopApi.login(await shopApi.register('errors'));
  await shopApi.fillCart(token, {
    lines: [{ productId, quantity: 1 }],
    shippingOptionId: 'nl-standard',
    paymentOptionId: 'ideal',
  });
  await shopApi.signIn(page.context(), token);
  await beforeOverview?.();
  await page.goto(CHECKOUT_PATHS.overview);
  await waitForHydration(page);
  await expect(checkout.heading).toHaveText('Overzicht en betalen');
};

const answerOf = (page: Page, path: string) => page.waitForResponse((response) => response.url().endsWith(path));
const requestOf = (page: Page, path: string) => page.waitForRequest((request) => request.url().endsWith(path));

test.describe('payment creation errors (spec §8)', () => {
  test.beforeEach(async ({ page, shopApi, checkout, named }) => {
    await openOverview(page, shopApi, checkout, named.products.simple.id);
    await expect(checkout.paymentOption(/^iDEAL/)).toBeChecked();
  });

  test("step 'cart': the cart reloads and opens, with the cart-updated notice, on the delivery step", async ({
    page,
    checkout,
    cartPanel,
    notifications,
    useScenario,
    named,
  }) => {
    await useScenario('step-cart');
    const cartReload = requestOf(page, '/api/v2/account/cart/state');
    await checkout.payButton.click();
    await cartReload;
    await expect(notifications.withMessage(NOTICE.cartUpdated)).toBeVisible();
    await expect(page).toHaveURL(pathIs(CHECKOUT_PATHS.delivery));
    await expect(cartPanel.dialog).toBeVisible();
    await expect(cartPanel.line(named.products.simple.title)).toBeVisible();
    // On a checkout route the panel's button only closes it.
    await cartPanel.dialog.getByRole('button', { name: 'Verder', exact: true }).click();
    await expect(cartPanel.dialog).toBeHidden();
    await expect(checkout.heading).toHaveText('Bezorging');
  });

  test("code 'icc': the cart-check notice, back to the start of the checkout", async ({
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('icc');
    await checkout.payButton.click();
    await expect(notifications.withMessage(NOTICE.validateCartFailed)).toBeVisible();
    // The way back is /checkout, which sends a logged-in customer (paying needs a session) on to step 1.
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
  });

  test("code 'ipoi': the payment-method notice, the payment options reload on the overview", async ({
    page,
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('ipoi');
    const payAnswer = answerOf(page, '/api/v2/checkout/pay');
    // Registered before pay: the reload follows its answer at once. Nothing else asks for them meanwhile.
    const reload = requestOf(page, '/api/v2/checkout/payments');
    await checkout.payButton.click();
    expect((await payAnswer).status()).toBe(422);
    await expect(notifications.withMessage(NOTICE.paymentProviderFailed)).toBeVisible();
    await reload;
    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.paymentOption(/^iDEAL/)).toBeVisible();
  });

  test("code 'isoi': the delivery-option notice, the delivery options reload on the delivery step", async ({
    page,
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('isoi');
    const payAnswer = answerOf(page, '/api/v2/checkout/pay');
    // Registered before pay: the reload follows its answer at once. Nothing else asks for them meanwhile.
    const reload = requestOf(page, '/api/v2/checkout/delivery');
    await checkout.payButton.click();
    expect((await payAnswer).status()).toBe(422);
    await expect(notifications.withMessage(NOTICE.invalidShippingOption)).toBeVisible();
    await reload;
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryOption(/^Standaard bezorging/)).toBeVisible();
  });

  test("code 'icr': the inactive-customer notice, then the home page", async ({
    page,
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('icr');
    await checkout.payButton.click();
    await expect(page).toHaveURL(pathIs('/'));
    await expect(notifications.withMessage(NOTICE.inactiveCustomer)).toBeVisible();
  });

  test('a known step without a code: back to that step, without a notice', async ({
    page,
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('step-delivery');
    const payAnswer = answerOf(page, '/api/v2/checkout/pay');
    const toastsShown = await notifications.watch();
    await checkout.payButton.click();
    expect((await payAnswer).status()).toBe(422);
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await expect(checkout.deliveryOption(/^Standaard bezorging/)).toBeChecked();
    expect(await toastsShown()).toEqual([]);
    await expect(notifications.all).toHaveCount(0);
  });

  test('an unknown step: the unknown-step notice, back to the start of the checkout', async ({
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('step-unknown');
    await checkout.payButton.click();
    await expect(notifications.withMessage(NOTICE.unknownStep)).toBeVisible();
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
  });

  test('a network failure: the connection notice, back to the start of the checkout', async ({
    checkout,
    notifications,
    useScenario,
  }) => {
    await useScenario('drop-connection@pay');
    await checkout.payButton.click();
    await expect(notifications.withMessage(NOTICE.networkFailed)).toBeVisible();
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
  });
});

test.describe('a cart changed elsewhere while the shopper is on the overview (spec §4, §8)', () => {
  test('is not paid: the pay call names the revision seen, the cart reloads and opens on the delivery step', async ({
    page,
    shopApi,
    checkout,
    cartPanel,
    notifications,
    named,
  }) => {
    const token = await shopApi.login(await shopApi.register('changed'));
    await shopApi.fillCart(token, {
      lines: [{ productId: named.products.simple.id, quantity: 1 }],
      shippingOptionId: 'nl-standard',
      paymentOptionId: 'ideal',
    });
    await shopApi.signIn(page.context(), token);
    await page.goto(CHECKOUT_PATHS.overview);
    await waitForHydration(page);
    await expect(checkout.paymentOption(/^iDEAL/)).toBeChecked();
    await expect(checkout.main.getByText(named.products.discounted.title)).toHaveCount(0);
    // Another tab (or the API) adds a product to the same cart; this page does not know.
    await shopApi.fillCart(token, { lines: [{ productId: named.products.discounted.id, quantity: 1 }] });

    const pay = requestOf(page, '/api/v2/checkout/pay');
    const payAnswer = answerOf(page, '/api/v2/checkout/pay');
    await checkout.payButton.click();
    expect((await pay).postDataJSON()).toMatchObject({ revision: expect.any(Number) });
    expect((await payAnswer).status()).toBe(422);
    await expect(notifications.withMessage(NOTICE.cartUpdated)).toBeVisible();
    await expect(page).toHaveURL(pathIs(CHECKOUT_PATHS.delivery));
    await expect(cartPanel.dialog).toBeVisible();
    await expect(cartPanel.line(named.products.discounted.title)).toBeVisible();
    await expect(cartPanel.line(named.products.simple.title)).toBeVisible();
  });

  test("its cart panel's 'Kortingscode toevoegen' opens the coupons panel, and back", async ({
    page,
    shopApi,
    checkout,
    cartPanel,
    couponPanel,
    notifications,
    useScenario,
    named,
  }) => {
    await openOverview(page, shopApi, checkout, named.products.simple.id);
    await useScenario('step-cart');
    await checkout.payButton.click();
    await expect(cartPanel.dialog).toBeVisible();
    await expect(page).toHaveURL(pathIs(CHECKOUT_PATHS.delivery));
    await cartPanel.couponsButton.click();
    await expect(couponPanel.dialog).toBeVisible();
    await expect(cartPanel.dialog).toBeHidden();
    await couponPanel.apply(named.coupons.percentage.code);
    await expect(notifications.toast('Gelukt', 'De kortingscode is toegepast.')).toBeVisible();
    await expect(couponPanel.applied).toHaveCount(1);
    await couponPanel.back();
    await expect(cartPanel.dialog).toBeVisible();
    await expect(cartPanel.total('Korting')).toBeVisible();
  });
});

test.describe('payment options (spec §8)', () => {
  test("none offered: the non-dismissible 'Let op' alert on the overview, and no way to pay", async ({
    page,
    shopApi,
    checkout,
    notifications,
    useScenario,
    named,
  }) => {
    await openOverview(page, shopApi, checkout, named.products.simple.id, () => useScenario('no-payment-options'));
    const alert = checkout.paymentGroup.getByRole('alert');
    await expect(alert).toContainText('Let op');
    await expect(alert).toContainText(NOTICE.noPaymentOptions);
    await expect(alert.getByRole('button')).toHaveCount(0);
    await expect(checkout.paymentOptions).toHaveCount(0);
    await expect(checkout.payButton).toBeDisabled();
    const toastsShown = await notifications.watch();
    await checkout.payButton.click({ force: true });
    expect(await toastsShown()).toEqual([]);
    await expect(notifications.all).toHaveCount(0);
    await expect(page).toHaveURL(pathIs(CHECKOUT_PATHS.overview));
  });

  test("failing to load: the options are cleared and a 'Mislukt' toast says so", async ({
    page,
    shopApi,
    checkout,
    notifications,
    useScenario,
    named,
  }) => {
    await openOverview(page, shopApi, checkout, named.products.simple.id, () => useScenario('payment-options-error'));
    await expect(notifications.toast('Mislukt', NOTICE.paymentOptionsFailed)).toBeVisible();
    await expect(checkout.paymentOptions).toHaveCount(0);
  });
});
