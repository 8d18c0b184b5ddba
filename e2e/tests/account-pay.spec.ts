// Paying an open order (spec §2 panel paymentOrder, §4 Pay an open order, §8; docs/qa-scenarios.md): a fresh
// customer with an unpaid order opens it in the account, opens the panel, picks a method (nothing chosen is
// refused at the options), pays on the mock provider's page and finds the order paid. The QA scenarios
// order-pay-ipoi, no-payment-options and payment-options-error replay their notices here. axe on the panel.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import type { ShopperApi } from '../support/shopper';

const NOTICE = {
  paymentProviderFailed: 'Deze betaalmethode is nu niet beschikbaar. Kies een andere betaalmethode.',
  paymentOptionsFailed: 'De betaalmethoden konden niet worden geladen. Probeer het later opnieuw.',
  noPaymentOptions: 'Er zijn op dit moment geen betaalmethoden beschikbaar.',
};

/** A fresh customer whose one order is placed and not paid; the browser is logged in. Answers the order's uid. */
const openOrder = async (page: Page, shopApi: ShopperApi, apiUrl: string, productId: string): Promise<string> => {
  const token = await shopApi.login(await shopApi.register('pay-order'));
  const cUid = await shopApi.fillCart(token, {
    lines: [{ productId, quantity: 2 }],
    shippingOptionId: 'nl-standard',
    paymentOptionId: 'ideal',
  });
  await shopApi.pay(token, cUid);
  const orders = await page.request.get(`${apiUrl}/api/v2/account/orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reply = (await orders.json()) as { data: { uid: string; status: string }[] };
  expect(reply.data).toHaveLength(1);
  expect(reply.data[0]!.status).toBe('open');
  await shopApi.signIn(page.context(), token);
  return reply.data[0]!.uid;
};

const openPanel = async (page: Page, uid: string) => {
  await page.goto(`/account/orders/${uid}`);
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^€\s?[\d.,]+ betalen$/ })
    .click();
  const panel = page.getByRole('dialog', { name: /^Bestelling .+ betalen$/ });
  await expect(panel).toBeVisible();
  return panel;
};

test.describe('paying an open order', () => {
  test('the customer picks a method, pays on the provider page and the order shows as paid', async ({
    page,
    shopApi,
    apiUrl,
    named,
    paymentProvider,
    expectAccessible,
  }) => {
    const uid = await openOrder(page, shopApi, apiUrl, named.products.simple.id);
    const panel = await openPanel(page, uid);
    const ideal = panel.getByRole('radio', { name: /iDEAL/ });
    await expect(ideal).toBeVisible();
    await expect(ideal).not.toBeChecked();
    await expectAccessible();

    // Nothing chosen: said at the options, nothing is paid.
    const pay = panel.getByRole('button', { name: /^Nu €\s?[\d.,]+ betalen$/ });
    await pay.click();
    await expect(panel.getByText('Kies eerst een betaalmethode.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${uid}$`));

    await ideal.check();
    await expect(panel.getByText('Kies eerst een betaalmethode.')).toHaveCount(0);
    await pay.click();
    await paymentProvider.expectOpen();
    await paymentProvider.choose('Pay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling!');

    await page.goto(`/account/orders/${uid}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.locator('.badge')).toHaveText('Betaald');
    await expect(main.getByRole('region', { name: 'Totalen' })).toContainText(/Openstaand\s*€\s?0,00/);
    await expect(main.getByRole('button', { name: /betalen$/ })).toHaveCount(0);
  });

  test("QA scenario order-pay-ipoi: the method's notice, and the options load again with nothing chosen", async ({
    page,
    shopApi,
    apiUrl,
    named,
    notifications,
    useScenario,
  }) => {
    const uid = await openOrder(page, shopApi, apiUrl, named.products.simple.id);
    const panel = await openPanel(page, uid);
    await panel.getByRole('radio', { name: /iDEAL/ }).check();
    await useScenario('order-pay-ipoi');
    const reload = page.waitForRequest(
      (request) => request.url().endsWith(`/api/v2/account/orders/${uid}/payments`) && request.method() === 'POST',
    );
    await panel.getByRole('button', { name: /^Nu €\s?[\d.,]+ betalen$/ }).click();
    await expect(notifications.toast('Mislukt', NOTICE.paymentProviderFailed)).toBeVisible();
    await reload;
    await expect(panel.getByRole('radio', { name: /iDEAL/ })).not.toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${uid}$`));
  });

  test('any other failure to pay is swallowed (spec §8): no notice, the options stay, the button can be pressed again', async ({
    page,
    shopApi,
    apiUrl,
    named,
    notifications,
  }) => {
    const uid = await openOrder(page, shopApi, apiUrl, named.products.simple.id);
    const panel = await openPanel(page, uid);
    await panel.getByRole('radio', { name: /iDEAL/ }).check();
    // An inactive customer's refusal (code icr) is not one the open-order payment names.
    await page.route(`**/api/v2/account/orders/${uid}/pay`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: { step: null, code: 'icr', text: 'customer_inactive' } }),
      }),
    );
    const seen = await notifications.watch();
    const answered = page.waitForResponse((response) => response.url().endsWith(`/orders/${uid}/pay`));
    const pay = panel.getByRole('button', { name: /^Nu €\s?[\d.,]+ betalen$/ });
    await pay.click();
    await answered;
    expect(await seen()).toEqual([]);
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    await expect(panel.getByRole('radio', { name: /iDEAL/ })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${uid}$`));
    await page.unroute(`**/api/v2/account/orders/${uid}/pay`);
  });

  test('QA scenario no-payment-options: the Attention alert, and nothing can be paid', async ({
    page,
    shopApi,
    apiUrl,
    named,
    useScenario,
    expectAccessible,
  }) => {
    const uid = await openOrder(page, shopApi, apiUrl, named.products.simple.id);
    await useScenario('no-payment-options');
    const panel = await openPanel(page, uid);
    const alert = panel.getByRole('alert').filter({ hasText: NOTICE.noPaymentOptions });
    await expect(alert).toContainText('Let op');
    await expect(panel.getByRole('radio')).toHaveCount(0);
    const pay = panel.getByRole('button', { name: /^Nu €\s?[\d.,]+ betalen$/ });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible();
  });

  test('QA scenario payment-options-error: the Failed notification', async ({
    page,
    shopApi,
    apiUrl,
    named,
    notifications,
    useScenario,
  }) => {
    const uid = await openOrder(page, shopApi, apiUrl, named.products.simple.id);
    await useScenario('payment-options-error');
    const panel = await openPanel(page, uid);
    await expect(notifications.toast('Mislukt', NOTICE.paymentOptionsFailed)).toBeVisible();
    await expect(panel.getByRole('radio')).toHaveCount(0);
    // A failure is not 'no options': the Attention alert is not shown.
    await expect(panel.getByText(NOTICE.noPaymentOptions)).toHaveCount(0);
  });
});
