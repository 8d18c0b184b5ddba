// A rug made to measure (spec §1, §5 Made-to-measure, §9; docs/product.md "Made to measure"): the m² price until a
// size is chosen, the area with 2 decimals in the locale's format, the 3 % deviation of each entered size, the
// maximum clamp, the minimum area, and the area on the cart line.
import { expect, test, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';
import type { Page } from '@playwright/test';

/** Chooses the rectangle on the hydrated product page; answers its size fields. */
const chooseRectangle = async (page: Page) => {
  await waitForHydration(page);
  await page.getByText('Rechthoek', { exact: true }).click();
  return page.getByRole('group', { name: 'Afmeting (Rechthoek)' });
};

/** Opens the made-to-measure rug and chooses the rectangle; answers its size fields. */
const openRectangle = async (page: Page, product: { id: string; slug: string }) => {
  await page.goto(`/product/${product.id}/${product.slug}`);
  return chooseRectangle(page);
};

test('the size fields give the area, the deviation, the maximum and the minimum; the cart line keeps the area', async ({
  page,
  named,
  expectAccessible,
}) => {
  // Until a size is chosen the price is per m².
  const price = page.locator('.product__summary .price--lg');
  await page.goto(`/product/${named.products.madeToMeasure.id}/${named.products.madeToMeasure.slug}`);
  await expect(price).toContainText(/€\s89,95 per m²/);
  const size = await chooseRectangle(page);
  await expect(size).toContainText('Prijs per m²: € 89,95');
  await size.getByLabel('Breedte (cm)').fill('200');
  await size.getByLabel('Lengte (cm)').fill('250');
  await expect(size).toContainText('Oppervlakte: 5,00 m²');
  await expect(price).not.toContainText('per m²');
  await expect(size.getByRole('listitem')).toHaveText([
    'Afwijking tot 3 %: 194-206 cm',
    'Afwijking tot 3 %: 242,5-257,5 cm',
  ]);
  await expectAccessible({ include: '.options' });

  // Above the maximum: clamped, with the reason; below the minimum area: not cartable, with the reason.
  await size.getByLabel('Breedte (cm)').fill('500');
  await expect(size).toContainText('De gekozen waarde is te groot. Maximaal 400 cm is mogelijk.');
  await size.getByLabel('Breedte (cm)').fill('50');
  await size.getByLabel('Lengte (cm)').fill('50');
  await expect(size).toContainText('De minimale afname is: 0,50 m2. Kies een andere afmeting.');
  await expect(size.getByRole('listitem')).toHaveCount(0);

  // A valid size and the edge: the cart line names the area in the same format.
  await size.getByLabel('Breedte (cm)').fill('200');
  await size.getByLabel('Lengte (cm)').fill('250');
  await page.getByText('Gebandeerd', { exact: true }).click();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  const cart = page.getByRole('dialog', { name: /Winkelwagen/ });
  await expect(cart).toContainText('5,00 m²');
  await expect(cart).toContainText('Maatwerk: niet retourneerbaar');
});

test('the five shapes: three on the page, all in the configuration panel, whose custom choice keeps it open', async ({
  page,
  named,
  expectAccessible,
}) => {
  const { id, slug } = named.products.madeToMeasure;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${id}/${slug}`);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: /Kies een vorm en geef de maat op/ });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await group.getByRole('button', { name: 'Vorm en afmeting: alle 5 keuzes' }).click();
    const panel = page.getByRole('dialog', { name: 'Kies een vorm en geef de maat op' });
    await expect(panel.getByRole('radio')).toHaveCount(5);
    await panel.getByText('Organisch', { exact: true }).click();
    // A custom option keeps the panel open: its size is entered here.
    const size = panel.getByRole('group', { name: 'Afmeting (Organisch)' });
    const next = panel.getByRole('button', { name: 'Doorgaan' });
    await expect(next).toBeDisabled();
    await size.getByLabel('Breedte (cm)').fill('200');
    await size.getByLabel('Lengte (cm)').fill('300');
    await expect(size).toContainText('Oppervlakte: 6,00 m²');
    await expectAccessible({ include: '.panel' });
    // 'Doorgaan' only with a valid size; it closes the panel.
    await expect(next).toBeEnabled();
    await next.click();
    await expect(panel).toHaveCount(0);
    // The page shows the chosen shape beside the first three, with the same size.
    await expect(group.getByRole('radio')).toHaveCount(4);
    await expect(group.getByRole('radio', { name: 'Organisch' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Afmeting (Organisch)' }).getByLabel('Breedte (cm)')).toHaveValue(
      '200',
    );
    await expect(group.getByRole('button', { name: 'Vorm en afmeting: alle 5 keuzes' })).toBeFocused();
  }
});

test('the shapes panel by keyboard alone: Tab gets past the shapes while Doorgaan is disabled; arrows choose', async ({
  page,
  named,
}) => {
  const { id, slug } = named.products.madeToMeasure;
  await page.goto(`/product/${id}/${slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Vorm en afmeting: alle 5 keuzes' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Kies een vorm en geef de maat op' });
  const close = panel.getByRole('button', { name: 'Sluiten' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: 'Rechthoek' })).toBeFocused();
  // No shape chosen, 'Doorgaan' disabled: the shapes end the panel, and Tab wraps to its close button although the
  // browser counts the group as one stop and the focus trap each radio (web/app/components/radio-tab.ts).
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Vierkant' })).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Vierkant' })).toBeFocused();
  // With a shape chosen its size fields follow the group; Shift+Tab comes back to the chosen shape.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('group', { name: 'Afmeting (Vierkant)' }).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('radio', { name: 'Vierkant' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vorm en afmeting: alle 5 keuzes' })).toBeFocused();
});

test('with the deposit on: 20 % of the rug paid at checkout, 80 % outstanding on the order, paid later', async ({
  page,
  named,
  shopApi,
  context,
  appConfig,
  checkout,
  paymentProvider,
  expectAccessible,
}) => {
  test.slow();
  await appConfig.patch({
    settings: { deposit: { state: true, customOrderLinePaymentPercentage: 20, partialPayment: false } },
  });
  await shopApi.signIn(context, await shopApi.login(await shopApi.register('deposit')));
  const size = await openRectangle(page, named.products.madeToMeasure);
  await expect(size).toContainText('je betaalt 20 % bij je bestelling en 80 % bij levering');
  await size.getByLabel('Breedte (cm)').fill('200');
  await size.getByLabel('Lengte (cm)').fill('300');
  // 6 m² × € 89,95 = € 539,70: € 107,94 now, € 431,76 on delivery.
  await expect(size).toContainText('Nu te betalen (20 %): € 107,94. Bij levering: € 431,76.');
  await page.getByText('Gebandeerd', { exact: true }).click();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();

  const cart = page.getByRole('dialog', { name: /Winkelwagen/ });
  await expect(cart).toContainText('Nu 20 %: € 107,94 · bij levering € 431,76');
  await expect(cart).toContainText(/Bij levering te betalen\s*€\s431,76/);
  await expectAccessible({ include: '.panel' });
  await cart.getByRole('button', { name: 'Ik ben klaar om te bestellen' }).click();

  await checkout.expectPage(CHECKOUT_PATHS.information, 'Je gegevens');
  await checkout.next.click();
  await checkout.expectPage(CHECKOUT_PATHS.delivery, 'Bezorging');
  await checkout.deliveryOption(/^Standaard bezorging/).check();
  await checkout.next.click();
  await checkout.expectPage(CHECKOUT_PATHS.overview, 'Overzicht en betalen');
  await expect(checkout.main).toContainText(/Nu te betalen\s*€\s107,94/);
  await expect(checkout.main).toContainText(/Bij levering te betalen\s*€\s431,76/);
  await checkout.paymentOption(/^iDEAL/).check();
  await checkout.payButton.click();

  // The provider is asked for what is due now.
  await paymentProvider.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/107[.,]94/);
  await paymentProvider.choose('Pay');
  await expect(checkout.heading).toHaveText('Bedankt voor je bestelling!');

  // The order keeps the 80 % open, payable from the account.
  await page.goto('/account/orders');
  await waitForHydration(page);
  const row = page.getByRole('main').getByRole('table', { name: 'Bestellingen' }).getByRole('row').nth(1);
  await expect(row).toContainText('Open');
  await expect(row).toContainText(/€\s?539,70.*€\s?431,76/);
  await row.getByRole('link').first().click();
  await expect(page.getByRole('main').getByRole('region', { name: 'Totalen' })).toContainText(
    /Openstaand\s*€\s?431,76/,
  );
  const orderUrl = page.url();
  await page.getByRole('main').getByRole('button', { name: '€ 431,76 betalen' }).click();
  const panel = page.getByRole('dialog', { name: /^Bestelling .+ betalen$/ });
  await panel.getByRole('radio', { name: /iDEAL/ }).check();
  await panel.getByRole('button', { name: /^Nu €\s?431,76 betalen$/ }).click();
  await paymentProvider.expectOpen();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/431[.,]76/);
  await paymentProvider.choose('Pay');
  await page.goto(orderUrl);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('region', { name: 'Totalen' })).toContainText(/Openstaand\s*€\s?0,00/);
  await expect(page.getByRole('main').getByText('Betaald', { exact: true })).toBeVisible();
});

test('with the deposit off (the default): the terms say the whole amount is paid with the order', async ({
  page,
  named,
}) => {
  const size = await openRectangle(page, named.products.madeToMeasure);
  await expect(size).toContainText('je betaalt het hele bedrag bij je bestelling');
  await size.getByLabel('Breedte (cm)').fill('200');
  await size.getByLabel('Lengte (cm)').fill('300');
  await expect(size).not.toContainText('Nu te betalen');
});

test('one number input for the sizes and the quantity: held, a button repeats after 600 ms, then every 100 ms', async ({
  page,
  named,
}) => {
  await page.clock.install();
  const size = await openRectangle(page, named.products.madeToMeasure);
  const width = size.getByLabel('Breedte (cm)');
  await width.fill('0200');
  // Leading zeros go; the field shows the number kept.
  await expect(width).toHaveValue('200');
  await page.clock.pauseAt(Date.now() + 1000);

  const hold = async (button: ReturnType<typeof page.getByRole>, ms: number) => {
    await button.hover();
    await page.mouse.down();
    await page.clock.runFor(ms);
    await page.mouse.up();
  };
  // 600 ms, then 5 more at 100 ms, and the click on release: 6 steps.
  await hold(size.getByRole('button', { name: 'Breedte verhogen' }), 1100);
  await expect(width).toHaveValue('206');
  // A short press is one step.
  await hold(size.getByRole('button', { name: 'Breedte verlagen' }), 100);
  await expect(width).toHaveValue('205');

  const quantity = page.getByRole('group', { name: 'Aantal' }).getByRole('spinbutton');
  await expect(quantity).toHaveValue('1');
  await hold(page.getByRole('group', { name: 'Aantal' }).getByRole('button', { name: 'Eén meer' }), 1100);
  await expect(quantity).toHaveValue('7');
});
