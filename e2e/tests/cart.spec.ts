// The cart panel (spec §2 Panels and Cart panel, §4 Cart): adding opens it, the quantity stepper and remove
// change the line, the totals and the header count (and the server keeps them), the stock limit lowers a
// quantity with a toast, the panel opens over an underlay that holds the page still, closes in 100 ms (on Escape,
// the underlay or a route change) and gives focus back, the login prompt shows only to anonymous shoppers, a cart
// merged at login says so, and axe finds nothing on the panels.
import { test, expect, waitForHydration } from '../support/fixtures';

test.describe('the cart panel', () => {
  test('plus, minus and remove change the line, the totals and the header count', async ({
    page,
    named,
    productPage,
    cartPanel,
  }) => {
    const { id, slug, title } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (1)');
    await expect(cartPanel.quantity(title)).toHaveValue('1');

    let saved = cartPanel.lineSaved(2);
    await cartPanel.increase(title).click();
    await expect(cartPanel.quantity(title)).toHaveValue('2');
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (2)');
    await expect(cartPanel.line(title)).toContainText('€ 59,90');
    await expect(cartPanel.total('Totaal')).toHaveText('€ 59,90');
    await cartPanel.close();
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 2 producten');
    await saved;

    // The server holds the new quantity: a fresh page load shows it.
    await page.reload();
    await waitForHydration(page);
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 2 producten');

    await cartPanel.open();
    await cartPanel.decrease(title).click();
    await expect(cartPanel.quantity(title)).toHaveValue('1');
    await expect(cartPanel.total('Totaal')).toHaveText('€ 29,95');
    await cartPanel.close();
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 1 product');

    await cartPanel.open();
    saved = cartPanel.lineSaved(0);
    await cartPanel.remove(title).click();
    await expect(cartPanel.line(title)).toHaveCount(0);
    await expect(cartPanel.empty).toBeVisible();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (0)');
    await cartPanel.close();
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, leeg');
    await saved;
    await page.reload();
    await waitForHydration(page);
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, leeg');
  });

  test('an edit made just before a reload is not lost (it is sent as the page goes)', async ({
    page,
    named,
    productPage,
    cartPanel,
  }) => {
    const { id, slug, title } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await cartPanel.increase(title).click();
    await expect(cartPanel.quantity(title)).toHaveValue('2');
    // Well within the 500 ms debounce: the edit has not been sent yet.
    await page.reload();
    await waitForHydration(page);
    await expect(cartPanel.headerButton).toHaveAccessibleName('Winkelwagen, 2 producten');
  });

  test('asking for more than the stock sets the line to what is left, with a toast', async ({
    page,
    named,
    productPage,
    cartPanel,
    notifications,
  }) => {
    const { id, slug, title } = named.products.lowStock;
    await productPage.open(`/product/${id}/${slug}`);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(cartPanel.quantity(title)).toHaveValue('1');
    await cartPanel.typeQuantity(title, 40);
    await expect(
      notifications.withMessage(
        'Er zijn nog maar 2 stuks op voorraad. We hebben het aantal in je winkelwagen aangepast.',
      ),
    ).toBeVisible();
    await expect(cartPanel.quantity(title)).toHaveValue('2');
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (2)');
  });

  test('opens over an underlay with the page held still; closes (in 100 ms) on Escape, on the underlay and on a route change, and gives focus back to the cart button', async ({
    page,
    cartPanel,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await cartPanel.open();
    // Spec §2: the underlay covers the page, and the page does not scroll under the panel.
    const underlay = page.locator('.panel-underlay');
    await expect(underlay).toBeVisible();
    // The wheel over the underlay is refused (its default prevented), so it cannot scroll the page, smooth or not.
    // What the page saw, recorded on its window for the test to read.
    type Seen = { wheelRefused?: boolean; closingDurations?: string[] };
    const wheelRefused = async () => {
      await page.evaluate(() => {
        const seen = window as unknown as Seen;
        delete seen.wheelRefused;
        window.addEventListener('wheel', (event) => (seen.wheelRefused = event.defaultPrevented), { once: true });
      });
      await page.mouse.wheel(0, 800);
      await page.waitForFunction(() => (window as unknown as Seen).wheelRefused !== undefined);
      return page.evaluate(() => (window as unknown as Seen).wheelRefused);
    };
    await page.mouse.move(100, 400);
    expect(await wheelRefused()).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Spec §9: the panel and its underlay leave in 100 ms (their closing animations, read as they start).
    await cartPanel.dialog.evaluate((panel) => {
      const seen = window as unknown as Seen;
      new MutationObserver((_, observer) => {
        if (panel.getAttribute('data-state') !== 'closed') return;
        observer.disconnect();
        const cover = document.querySelector('.panel-underlay');
        seen.closingDurations = [panel, cover].map((element) =>
          element ? getComputedStyle(element).animationDuration : '',
        );
      }).observe(panel, { attributes: true, attributeFilter: ['data-state'] });
    });
    await page.keyboard.press('Escape');
    const closing = await page.waitForFunction(() => (window as unknown as Seen).closingDurations);
    expect(await closing.jsonValue()).toEqual(['0.1s', '0.1s']);
    await expect(cartPanel.dialog).toBeHidden();
    await expect(underlay).toHaveCount(0);
    await expect(cartPanel.headerButton).toBeFocused();
    // Without the panel the same wheel scrolls the page.
    expect(await wheelRefused()).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    // A press on the underlay beside the panel closes it too.
    await cartPanel.open();
    await underlay.click({ position: { x: 100, y: 400 } });
    await expect(cartPanel.dialog).toBeHidden();
    await expect(cartPanel.headerButton).toBeFocused();

    // A route change (here: back, which nothing in the panel starts) closes it as well.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Verlichting' }).click();
    await expect(page).toHaveURL(/\/verlichting$/);
    await cartPanel.open();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartPanel.dialog).toBeHidden();
    await expect(cartPanel.headerButton).toBeFocused();
  });

  test("offers 'Log in om je winkelwagen te bekijken' in the empty cart only to anonymous shoppers", async ({
    page,
    context,
    cartPanel,
    shopApi,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await cartPanel.open();
    await expect(cartPanel.empty).toBeVisible();
    await cartPanel.loginButton.click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(cartPanel.dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');

    await shopApi.signIn(context, await shopApi.login(await shopApi.register('cart-login')));
    await page.goto('/');
    await waitForHydration(page);
    await cartPanel.open();
    await expect(cartPanel.empty).toBeVisible();
    await expect(cartPanel.dialog.getByRole('button', { name: 'Verder winkelen' })).toBeVisible();
    await expect(cartPanel.loginButton).toHaveCount(0);
  });

  test('logging in with an anonymous cart while the own cart has lines merges them and says so', async ({
    page,
    named,
    productPage,
    cartPanel,
    checkout,
    shopApi,
  }) => {
    // From an earlier visit, the customer's own cart holds a book.
    const customer = await shopApi.register('merge');
    const token = await shopApi.login(customer);
    await shopApi.fillCart(token, { lines: [{ productId: named.products.lowVat.id, quantity: 1 }] });

    // Anonymous now, the shopper adds a cushion, then logs in.
    const { id, slug, title } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.line(title)).toBeVisible();
    await cartPanel.close();
    await page.goto('/account/login');
    await waitForHydration(page);
    await checkout.textbox('E-mailadres').fill(customer.email);
    await checkout.logIn(customer.password);

    await expect(page).toHaveURL(/\/account\/overview$/);
    await expect(cartPanel.dialog).toBeVisible();
    await expect(cartPanel.mergedMessage).toBeVisible();
    await expect(cartPanel.dialog).toHaveAccessibleName('Winkelwagen (2)');
    await expect(cartPanel.line(title)).toBeVisible();
    await expect(cartPanel.line(named.products.lowVat.title)).toBeVisible();
  });

  test('on a phone (390 and 320 px) a line with a long title keeps its price and buttons inside the panel and the cart page, which never scrolls sideways', async ({
    page,
    named,
    productPage,
    cartPanel,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The large category's first product has one of the longest titles and a four-figure price.
    await page.goto(named.categories.large.slug);
    const href = await page.locator('.product-card__title a').first().getAttribute('href');
    await productPage.open(href!);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.lines).toHaveCount(1);
    /** The right edges of a line's price, buttons and field, and of the box they must stay in. */
    const lineEdges = (container: string) =>
      page.evaluate((selector) => {
        const box = document.querySelector(selector)!;
        const right = box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight);
        const line = box.querySelector('.cart-line')!;
        const parts = [...line.querySelectorAll('.cart-line__price, .cart-line__actions button, input')];
        return {
          right,
          parts: parts.map((part) => part.getBoundingClientRect().right),
          scrolls: box.scrollWidth > box.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      }, container);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      const inPanel = await lineEdges('[role="dialog"] .panel__body');
      expect(inPanel.scrolls, `${width} px, the panel`).toBe(false);
      for (const partRight of inPanel.parts) expect(partRight).toBeLessThanOrEqual(inPanel.right + 0.5);
    }
    await cartPanel.close();
    await page.goto('/cart');
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      // WCAG 1.4.10: the page reflows at 320 px; a line's stepper and the coupon's button once pushed it wider.
      const onPage = await lineEdges('.cart-page');
      expect(onPage.page, `${width} px, the cart page scrolls sideways by`).toBe(0);
      for (const partRight of onPage.parts) expect(partRight).toBeLessThanOrEqual(onPage.right + 0.5);
      const apply = page.locator('.cart-page .coupon-form__row button');
      const applyBox = (await apply.boundingBox())!;
      expect(applyBox.x + applyBox.width).toBeLessThanOrEqual(width);
    }
  });

  test('axe finds no WCAG 2.2 AA violations on the open cart panel and the coupons panel', async ({
    named,
    productPage,
    cartPanel,
    couponPanel,
    notifications,
    expectAccessible,
  }) => {
    const { id, slug, title } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.line(title)).toBeVisible();
    await expectAccessible();

    await cartPanel.couponsButton.click();
    await couponPanel.apply(named.coupons.percentage.code);
    await expect(notifications.toast('Gelukt')).toBeVisible();
    await expect(couponPanel.applied).toHaveCount(1);
    await expectAccessible();
  });
});
