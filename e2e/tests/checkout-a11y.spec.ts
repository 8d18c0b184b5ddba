// Accessibility of the checkout (docs/checkout.md "Accessibility"): axe with the WCAG 2.2 AA tags finds nothing
// on the email check, step 1 (with its errors shown and with the address suggestions open), the saved addresses
// and the address modal, delivery with the pickup locations open, the overview, the pay step while the payment
// is being created, and the outcome pages (paid, cancelled).
import { test, expect, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';
import { NEW_PASSWORD, uniqueEmail } from '../support/shopper';

test.describe('axe finds no WCAG 2.2 AA violations in the checkout', () => {
  test('on the email check, each step of a new visitor and the pay step', async ({
    named,
    productPage,
    cartPanel,
    checkout,
    expectAccessible,
    useScenario,
  }) => {
    // Five axe runs over the whole checkout take longer than one test's default time.
    test.slow();
    const { id, slug } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await cartPanel.readyToOrder.click();
    await checkout.expectPage(CHECKOUT_PATHS.start, 'Afrekenen');
    await expectAccessible();
    await checkout.submitEmail(uniqueEmail('a11y'));

    // Step 1 with every error shown (focus moves to the first invalid field).
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await checkout.next.click();
    await expect(checkout.textbox('Telefoonnummer')).toBeFocused();
    await expect(checkout.textbox('Telefoonnummer')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    // Step 1 in Belgium with the address suggestions open.
    await checkout.country.selectOption({ label: 'België' });
    await checkout.addressSearch.fill(named.addresses.be.query);
    await expect(checkout.addressSearch).toHaveAttribute('aria-expanded', 'true');
    await expect(checkout.suggestions.first()).toBeVisible();
    await expectAccessible();

    await checkout.country.selectOption({ label: 'Nederland' });
    await checkout.fillContact();
    await checkout.lookUpNlAddress(named.addresses.nl);
    await checkout.choosePassword(NEW_PASSWORD);
    await checkout.next.click();

    // Delivery with the pickup locations open.
    await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
    await checkout.deliveryOption(/^Afhalen/).check();
    await expect(checkout.pickupLocations.first()).toBeVisible();
    await expectAccessible();
    await checkout.next.click();

    await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
    await expect(checkout.paymentOption(/^iDEAL/)).toBeChecked();
    await expectAccessible();

    // The pay step shows while the payment is created; the mock API takes its time here.
    await useScenario('slow:20000@pay');
    await checkout.payButton.click();
    await checkout.expectPage(CHECKOUT_PATHS.pay, 'Betalen');
    await expect(checkout.main.getByRole('status').filter({ hasText: 'Je betaling wordt klaargezet…' })).toBeVisible();
    await expectAccessible();
  });

  test('on the saved addresses and the address modal', async ({
    page,
    context,
    named,
    shopApi,
    checkout,
    expectAccessible,
  }) => {
    const token = await shopApi.login(await shopApi.register('a11y-saved'));
    await shopApi.fillCart(token, { lines: [{ productId: named.products.simple.id, quantity: 1 }] });
    await shopApi.signIn(context, token);
    await page.goto(CHECKOUT_PATHS.information);
    await waitForHydration(page);
    await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
    await expect(checkout.savedAddresses.getByRole('radio')).toHaveCount(1);
    await expectAccessible();

    await checkout.savedAddresses.getByRole('button', { name: 'Nieuw adres toevoegen' }).click();
    const modal = page.getByRole('dialog', { name: 'Nieuw adres' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(modal.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();
  });

  test('on the outcome pages of a paid and a cancelled payment', async ({
    page,
    named,
    shopApi,
    checkout,
    expectAccessible,
  }) => {
    const token = await shopApi.login(await shopApi.register('a11y-outcome'));
    const order = {
      lines: [{ productId: named.products.simple.id, quantity: 1 }],
      shippingOptionId: 'nl-standard',
      paymentOptionId: 'ideal',
    };
    const paid = await shopApi.pay(token, await shopApi.fillCart(token, order));
    await shopApi.settle(paid.paymentUid, 'pay');
    const cancelled = await shopApi.pay(token, await shopApi.fillCart(token, order));
    await shopApi.settle(cancelled.paymentUid, 'cancel');

    await page.goto(`/checkout/${paid.paymentUid}`);
    await waitForHydration(page);
    await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');
    await expect(checkout.orderNumber).toBeVisible();
    await expectAccessible();

    await page.goto(`/checkout/${cancelled.paymentUid}`);
    await waitForHydration(page);
    await expect(checkout.heading).toHaveText('Betaling geannuleerd');
    await expect(checkout.main.getByRole('button', { name: 'Opnieuw betalen' })).toBeVisible();
    await expectAccessible();
  });
});
