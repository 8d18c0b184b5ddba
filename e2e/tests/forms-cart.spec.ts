// The cart's forms before and without JavaScript (docs/decisions/forms-before-javascript.md, cart-page.md): add to
// cart on the product page leads to the cart page /cart, whose lines (minus, plus, a typed quantity, remove) and
// coupons are forms to its action; the header's cart link leads there. Sent with errors, a form comes back with the
// reasons at the fields and what was chosen kept; bad input is a 400, never a crash. Sent before the page has
// hydrated, a form goes to the action; a value typed before hydration is kept. Hydrated, the same controls run the
// cart model without a document load, and the cart link opens the panel.
import type { Page, Response } from '@playwright/test';
import { test, expect, holdScripts, holdScriptsUntilAnswer, waitForHydration } from '../support/fixtures';
import { definitionOf } from '../support/pages/cart-panel';

const productUrl = ({ id, slug }: { id: string; slug: string }) => `/product/${id}/${slug}`;

const REFUSED = 'Deze kortingscode is ongeldig of kan niet worden gebruikt.';
const REQUIRED = 'Dit veld is verplicht.';

/** The answer to the next form the page sends (the POST before its 303 is followed). */
const nextPost = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.request().isNavigationRequest(),
  );

/** The cart page as a shopper reads it. */
const cartPage = (page: Page) => {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Producten in je winkelwagen' });
  const line = (title: string) =>
    list.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  return {
    heading: main.getByRole('heading', { level: 1 }),
    list,
    line,
    quantity: (title: string) => line(title).getByRole('spinbutton', { name: 'Aantal' }),
    total: (term: string) => definitionOf(main, term),
    couponCode: main.getByRole('textbox', { name: 'Kortingscode' }),
    applied: main.getByRole('list', { name: 'Toegepaste kortingscodes' }).getByRole('listitem'),
    readyToOrder: main.getByRole('link', { name: 'Ik ben klaar om te bestellen' }),
  };
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add to cart leads to the cart page, whose minus, plus, typed quantity and remove work', async ({
    page,
    named,
  }) => {
    const { title } = named.products.simple;
    await page.goto(productUrl(named.products.simple));
    await page.getByRole('spinbutton', { name: 'Aantal' }).fill('2');
    const added = nextPost(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await added).status()).toBe(303);
    await expect(page).toHaveURL(/\/cart$/);
    const cart = cartPage(page);
    await expect(cart.heading).toHaveText('Winkelwagen (2)');
    await expect(cart.quantity(title)).toHaveValue('2');
    await expect(cart.total('Totaal')).toHaveText('€ 59,90');
    await expect(cart.readyToOrder).toHaveAttribute('href', '/checkout');
    await expect(cart.line(title).getByRole('link', { name: title })).toHaveAttribute(
      'href',
      productUrl(named.products.simple),
    );
    // The page is the shopper's own: never stored, never indexed.
    const answer = await page.request.get('/cart');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(await answer.text()).toContain('name="robots" content="noindex"');

    await cart.line(title).getByRole('button', { name: 'Eén meer' }).click();
    await expect(cart.heading).toHaveText('Winkelwagen (3)');
    await expect(cart.total('Totaal')).toHaveText('€ 89,85');
    await cart.line(title).getByRole('button', { name: 'Eén minder' }).click();
    await expect(cart.quantity(title)).toHaveValue('2');
    await cart.quantity(title).fill('5');
    await cart.quantity(title).press('Enter');
    await expect(cart.heading).toHaveText('Winkelwagen (5)');
    await expect(cart.quantity(title)).toHaveValue('5');

    await cart
      .line(title)
      .getByRole('button', { name: `${title} verwijderen` })
      .click();
    await expect(cart.heading).toHaveText('Winkelwagen (0)');
    await expect(page.getByRole('main').getByText('Je winkelwagen is leeg.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Verder winkelen' })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Log in om je winkelwagen te bekijken' }),
    ).toBeVisible();
  });

  test("the header's cart link leads to the cart page, which names the count", async ({ page, named }) => {
    await page.goto(productUrl(named.products.simple));
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/blogs');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Winkelwagen/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartPage(page).heading).toHaveText('Winkelwagen (1)');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Winkelwagen, 1 product' })).toBeVisible();
  });

  test('a rug made to measure: each missing choice and a size out of range at its field, what was chosen kept', async ({
    page,
    named,
  }) => {
    await page.goto(productUrl(named.products.madeToMeasure));
    const shapes = page.getByRole('group', { name: /Kies een vorm en geef de maat op/ });
    const edges = page.getByRole('group', { name: /Kies de afwerking van de rand/ });
    // No panel opens without JavaScript: all five shapes are on the page, and no button promises the panel.
    await expect(shapes.getByRole('radio')).toHaveCount(5);
    await expect(shapes.getByRole('button', { name: 'Vorm en afmeting: alle 5 keuzes' })).toBeHidden();
    await edges.getByText('Gebandeerd', { exact: true }).click();
    let sent = nextPost(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await sent).status()).toBe(400);
    await expect(shapes.getByRole('radio').first()).toHaveAccessibleDescription(REQUIRED);
    await expect(edges.getByRole('radio', { name: 'Gebandeerd' })).toBeChecked();

    // The fifth shape (in the panel with JavaScript), chosen without its size: the reason at its size fields, which
    // are on the page with every other shape's, so the form is sent once.
    const size = page.getByRole('group', { name: 'Afmeting (Organisch)' });
    await expect(page.getByRole('group', { name: /^Afmeting / })).toHaveCount(5);
    await expect(size).not.toHaveAccessibleDescription('Geef eerst een geldige maat op.');
    await shapes.getByText('Organisch', { exact: true }).click();
    sent = nextPost(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await sent).status()).toBe(400);
    await expect(size).toHaveAccessibleDescription('Geef eerst een geldige maat op.');
    await expect(page.getByRole('group', { name: 'Afmeting (Rechthoek)' })).not.toHaveAccessibleDescription(
      'Geef eerst een geldige maat op.',
    );
    await expect(shapes.getByRole('radio', { name: 'Organisch' })).toBeChecked();
    await expect(edges.getByRole('radio', { name: 'Gebandeerd' })).toBeChecked();

    await size.getByLabel('Breedte (cm)').fill('500');
    await size.getByLabel('Lengte (cm)').fill('300');
    sent = nextPost(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await sent).status()).toBe(400);
    await expect(size).toHaveAccessibleDescription('De gekozen waarde is te groot. Maximaal 300 cm is mogelijk.');
    await expect(size.getByLabel('Breedte (cm)')).toHaveValue('500');
    await expect(size.getByLabel('Lengte (cm)')).toHaveValue('300');

    await size.getByLabel('Breedte (cm)').fill('200');
    await page.getByRole('spinbutton', { name: 'Aantal' }).fill('2');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = cartPage(page);
    await expect(cart.heading).toHaveText('Winkelwagen (2)');
    await expect(cart.list).toContainText('Organisch, 6,00 m²');
    await expect(cart.list).toContainText('Randafwerking: Gebandeerd');
  });

  test('a rug made to measure is added with one submit: shape, its size and the edge', async ({ page, named }) => {
    await page.goto(productUrl(named.products.madeToMeasure));
    const shapes = page.getByRole('group', { name: /Kies een vorm en geef de maat op/ });
    await shapes.getByText('Rond', { exact: true }).click();
    await page.getByRole('group', { name: 'Afmeting (Rond)' }).getByLabel('Diameter (cm)').fill('200');
    await page
      .getByRole('group', { name: /Kies de afwerking van de rand/ })
      .getByText('Gebandeerd', { exact: true })
      .click();
    const sent = nextPost(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await sent).status()).toBe(303);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartPage(page).list).toContainText('Randafwerking: Gebandeerd');
  });

  test('an emptied quantity is refused at its field with the choices kept', async ({ page, named }) => {
    await page.goto(productUrl(named.products.options));
    await page.getByText('Franjes', { exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Aantal' }).fill('');
    const sent = nextPost(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    expect((await sent).status()).toBe(400);
    await expect(page.getByRole('spinbutton', { name: 'Aantal' })).toHaveAccessibleDescription(
      'Vul een aantal in: een heel getal van 1 tot 999.',
    );
    await expect(page.getByRole('radio', { name: 'Franjes' })).toBeChecked();
    await page.getByRole('spinbutton', { name: 'Aantal' }).fill('3');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(cartPage(page).heading).toHaveText('Winkelwagen (3)');
    await expect(cartPage(page).list).toContainText('Randafwerking: Franjes');
  });

  test('coupons: an unknown code comes back in its field with the reason; a known one applies and is removed', async ({
    page,
    named,
  }) => {
    await page.goto(productUrl(named.products.simple));
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    const cart = cartPage(page);
    await expect(cart.heading).toHaveText('Winkelwagen (1)');

    await cart.couponCode.fill('BESTAAT NIET');
    const sent = nextPost(page);
    await cart.couponCode.press('Enter');
    expect((await sent).status()).toBe(400);
    await expect(cart.couponCode).toHaveValue('BESTAATNIET');
    await expect(cart.couponCode).toHaveAccessibleDescription(REFUSED);
    await expect(cart.total('Totaal')).toHaveText('€ 29,95');

    await cart.couponCode.fill(named.coupons.percentage.code);
    await page.getByRole('button', { name: 'Kortingscode toepassen' }).click();
    await expect(cart.applied).toHaveCount(1);
    await expect(cart.applied).toContainText(`${named.coupons.percentage.code} 10% korting`);
    await expect(cart.total('Korting')).toHaveText('−€ 3,00');
    await expect(cart.couponCode).toHaveValue('');
    await expect(cart.couponCode).not.toHaveAttribute('aria-invalid');

    await page.getByRole('button', { name: `Kortingscode ${named.coupons.percentage.code} verwijderen` }).click();
    await expect(cart.applied).toHaveCount(0);
    await expect(cart.total('Totaal')).toHaveText('€ 29,95');
  });

  test('bad input is a 400 that names the field, never a crash', async ({ page, named }) => {
    const product = productUrl(named.products.options);
    const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, maxRedirects: 0 });

    const unknownIntent = await post('/cart', { intent: 'empty-the-shop' });
    expect(unknownIntent.status()).toBe(400);
    const noLine = await post('/cart', { intent: 'cart-line', quantity: '2' });
    expect(noLine.status()).toBe(400);
    const lineNotANumber = await post('/cart', { intent: 'cart-line', line: 'l_1', quantity: 'twee' });
    expect(lineNotANumber.status()).toBe(400);
    const noCoupon = await post('/cart', { intent: 'coupon-remove' });
    expect(noCoupon.status()).toBe(400);
    const unknownOption = await post(product, { intent: 'add-to-cart', 'option-1010-rand': 'goud', quantity: '1' });
    expect(unknownOption.status()).toBe(400);
    const otherProduct = await post(product, { intent: 'add-to-cart', product: named.products.simple.id });
    expect(otherProduct.status()).toBe(400);

    // A quantity that is no number: the product page again, the reason at the field, the choice kept.
    const notANumber = await post(product, {
      intent: 'add-to-cart',
      product: named.products.options.id,
      'option-1010-rand': '1010-rand-franjes',
      quantity: 'twee',
    });
    expect(notANumber.status()).toBe(400);
    const html = await notANumber.text();
    expect(html).toContain('Vul een aantal in: een heel getal van 1 tot 999.');
    expect(html).toMatch(
      /<input[^>]*checked=""[^>]*value="1010-rand-franjes"|value="1010-rand-franjes"[^>]*checked=""/,
    );
  });

  test('English: the cart page and its messages', async ({ page, context, baseURL, named }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    await page.goto(productUrl(named.products.simple));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartPage(page).heading).toHaveText('Shopping cart (1)');
    await expect(page).toHaveTitle(/^Shopping cart \|/);
    const code = page.getByRole('main').getByRole('textbox', { name: 'Discount code' });
    await code.fill('NOPE');
    await code.press('Enter');
    await expect(code).toHaveAccessibleDescription(/./);
    await expect(page.getByRole('main').getByRole('link', { name: "I'm ready to order" })).toBeVisible();
  });
});

test.describe('before the page has hydrated', () => {
  test('add to cart sent at once goes to the cart page with the typed quantity', async ({ page, named }) => {
    holdScriptsUntilAnswer(page);
    await page.goto(productUrl(named.products.simple), { waitUntil: 'commit' });
    await page.getByRole('spinbutton', { name: 'Aantal' }).fill('3');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await waitForHydration(page);
    const cart = cartPage(page);
    await expect(cart.heading).toHaveText('Winkelwagen (3)');
    await expect(cart.quantity(named.products.simple.title)).toHaveValue('3');
  });

  test("a line's plus and a coupon sent at once go to the cart page's action", async ({
    page,
    named,
    productPage,
    cartPanel,
  }) => {
    const { title } = named.products.simple;
    await productPage.open(productUrl(named.products.simple));
    await cartPanel.addFromProductPage();

    holdScriptsUntilAnswer(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    const cart = cartPage(page);
    await cart.line(title).getByRole('button', { name: 'Eén meer' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await waitForHydration(page);
    await expect(cart.heading).toHaveText('Winkelwagen (2)');
    await expect(cart.quantity(title)).toHaveValue('2');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    holdScriptsUntilAnswer(page);
    await page.reload({ waitUntil: 'commit' });
    await cart.couponCode.fill('BESTAATNIET');
    await cart.couponCode.press('Enter');
    await waitForHydration(page);
    await expect(cart.couponCode).toHaveValue('BESTAATNIET');
    await expect(cart.couponCode).toHaveAccessibleDescription(REFUSED);
  });

  test('values typed before hydration are kept: the quantity and the sizes reach the cart', async ({
    page,
    named,
    cartPanel,
  }) => {
    const release = holdScripts(page);
    await page.goto(productUrl(named.products.options), { waitUntil: 'domcontentloaded' });
    await page.getByText('Franjes', { exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Aantal' }).fill('4');
    release();
    await waitForHydration(page);
    await expect(page.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('4');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (4)');
    await expect(cartPanel.dialog).toContainText('Franjes');
  });
});

test.describe('with JavaScript', () => {
  test('the cart link opens the panel; on the cart page the controls act without a document load', async ({
    page,
    named,
    productPage,
    cartPanel,
    expectAccessible,
  }) => {
    const { title } = named.products.simple;
    await productPage.open(productUrl(named.products.simple));
    await cartPanel.addFromProductPage();
    await cartPanel.close();

    await page.goto('/cart');
    await waitForHydration(page);
    await expectAccessible();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const cart = cartPage(page);
    const saved = cartPanel.lineSaved(2);
    await cart.line(title).getByRole('button', { name: 'Eén meer' }).click();
    await expect(cart.heading).toHaveText('Winkelwagen (2)');
    await saved;
    await cart.couponCode.fill(named.coupons.percentage.code);
    await cart.couponCode.press('Enter');
    await expect(cart.applied).toHaveCount(1);

    await cartPanel.headerButton.click();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (2)');
    await expect(page).toHaveURL(/\/cart$/);
    expect(documents).toEqual([]);
  });
});
