// Discount coupons in the cart (spec §2 cart panel, §4 Cart coupons, §5 coupon: spaces removed, §8 notices):
// a percentage and a fixed-amount coupon each applied (toast 'Gelukt', the discount in the totals) and removed
// again (the totals without it), an unknown code refused with 'Mislukt' and kept in its field with the reason at
// it, and a code typed with spaces applied. Back from the coupons, Escape gives the focus to what opened the cart.
// Their toasts never cover the cart panel's buttons, the header's links and buttons or the contact bar, on a wide
// and a narrow screen; before a delivery option is chosen the totals say shipping is calculated in the next step.
import type { Locator, Page } from '@playwright/test';
import type { NAMED } from '@etalage/fixtures';
import { test, expect, pauseClock, waitForHydration } from '../support/fixtures';
import type { CartPanel, CouponPanel } from '../support/pages/cart-panel';
import type { Notifications } from '../support/pages/notifications';

/** Whether two boxes share any pixel. */
const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('both must be on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
};

const APPLIED = 'De kortingscode is toegepast.';
const REFUSED = 'Deze kortingscode is ongeldig of kan niet worden gebruikt.';

/**
 * At this screen size, applies the percentage coupon from the open cart panel and comes back to the panel, with
 * the pointer on the toast 'Gelukt': hovering pauses it (spec §2), so it stays while it is measured.
 */
const appliedToastAt = async (
  viewport: { width: number; height: number },
  {
    page,
    named,
    cartPanel,
    couponPanel,
    notifications,
  }: {
    page: Page;
    named: typeof NAMED;
    cartPanel: CartPanel;
    couponPanel: CouponPanel;
    notifications: Notifications;
  },
): Promise<Locator> => {
  await page.setViewportSize(viewport);
  await cartPanel.couponsButton.click();
  await couponPanel.apply(named.coupons.percentage.code);
  const toast = notifications.toast('Gelukt', APPLIED);
  await expect(toast).toBeVisible();
  await couponPanel.back();
  await toast.hover();
  return toast;
};

/** On the cart page, sends an unknown code from its field with Enter: answers the field and the toast 'Mislukt'. */
const refusedOnCartPage = async (page: Page, notifications: Notifications) => {
  await page.goto('/cart');
  await waitForHydration(page);
  const field = page.getByRole('textbox', { name: 'Kortingscode' });
  await field.fill('NEPCODE99');
  await field.press('Enter');
  const toast = notifications.toast('Mislukt', REFUSED);
  await expect(toast).toBeVisible();
  return { field, toast };
};

test.describe('discount coupons', () => {
  // One cushion of € 29,95 in a fresh cart, the cart panel open.
  test.beforeEach(async ({ named, productPage, cartPanel }) => {
    const { id, slug } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.total('Totaal')).toHaveText('€ 29,95');
  });

  test('before a delivery option is chosen, shipping is calculated in the next step (not free)', async ({
    cartPanel,
  }) => {
    await expect(cartPanel.total('Verzendkosten')).toHaveText('Berekend in de volgende stap');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px the toast covers none of the cart panel's buttons`, async ({
      page,
      named,
      cartPanel,
      couponPanel,
      notifications,
    }) => {
      const toast = await appliedToastAt(viewport, { page, named, cartPanel, couponPanel, notifications });
      const buttons = [
        cartPanel.readyToOrder,
        cartPanel.couponsButton,
        cartPanel.dialog.getByRole('button', { name: 'Sluiten' }),
      ];
      for (const button of buttons) {
        await expect(button).toBeInViewport();
        expect(await overlaps(toast, button), await button.innerText()).toBe(false);
      }
      // The toast stays usable: its own close button takes it away (the modal panel hides it from the
      // accessibility tree meanwhile, so it is found by its markup).
      await toast.locator('.toast__close').click();
      await expect(toast).toBeHidden();
      await expect(cartPanel.dialog).toBeVisible();
    });

    test(`at ${viewport.width} px the toast covers none of the header's links and buttons, nor the contact bar`, async ({
      page,
      named,
      cartPanel,
      couponPanel,
      notifications,
    }) => {
      const toast = await appliedToastAt(viewport, { page, named, cartPanel, couponPanel, notifications });
      await cartPanel.close();
      await toast.hover();
      const controls = page.locator('header.site-header :is(a, button):visible, .contact-bar a:visible');
      expect(await controls.count()).toBeGreaterThan(3);
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        expect(
          await overlaps(toast, control),
          (await control.getAttribute('aria-label')) ?? (await control.innerText()),
        ).toBe(false);
      }
      // Nothing stands over the cart link: it opens the panel at once.
      await cartPanel.open();
    });
  }

  for (const width of [860, 760]) {
    test(`at ${width} px the toast sits beside the cart panel, over none of it`, async ({
      page,
      named,
      cartPanel,
      couponPanel,
      notifications,
    }) => {
      const toast = await appliedToastAt(
        { width, height: 800 },
        { page, named, cartPanel, couponPanel, notifications },
      );
      const [toastBox, panelBox] = [await toast.boundingBox(), await cartPanel.dialog.boundingBox()];
      expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(panelBox!.x);
      expect(toastBox!.x).toBeGreaterThanOrEqual(0);
    });
  }

  test("at 320 px in the coupon panel, whose field is at its top, a refusal's toast covers neither the field, its button nor the reason", async ({
    page,
    cartPanel,
    couponPanel,
    notifications,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await cartPanel.couponsButton.click();
    await couponPanel.apply('NEPCODE99');
    const toast = notifications.toast('Mislukt', REFUSED);
    await expect(toast).toBeVisible();
    await toast.hover();
    const parts = [
      couponPanel.code,
      couponPanel.dialog.locator('.coupon-form__row button'),
      couponPanel.dialog.getByText(REFUSED),
    ];
    for (const part of parts) expect(await overlaps(toast, part)).toBe(false);
  });

  test('on the cart page, the keyboard moves the focus clear of a toast at the bottom (WCAG 2.4.11)', async ({
    page,
    notifications,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const { toast } = await refusedOnCartPage(page, notifications);
    await page.keyboard.press('Tab');
    const apply = page.locator('.cart-page .coupon-form__row button');
    await expect(apply).toBeFocused();
    await expect(apply).toBeInViewport();
    expect(await overlaps(toast, apply)).toBe(false);
  });

  test('a toast closed from the keyboard gives the focus back to where F8 took it from', async ({
    page,
    notifications,
  }) => {
    const { field, toast } = await refusedOnCartPage(page, notifications);
    await expect(field).toBeFocused();
    await page.keyboard.press('F8');
    await expect(page.locator('.toast-viewport')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(field).toBeFocused();
    // The keyboard goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.locator('.cart-page .coupon-form__row button')).toBeFocused();
  });

  test("the toast goes after 4500 ms, and not while it is hovered (on the page's own clock)", async ({
    page,
    named,
    cartPanel,
    couponPanel,
    notifications,
  }) => {
    // The page's timers run on a clock the test moves, so the durations are exact however slow the machine is.
    await page.clock.install();
    await cartPanel.couponsButton.click();
    await couponPanel.apply(named.coupons.percentage.code);
    const toast = notifications.toast('Gelukt', APPLIED);
    await expect(toast).toBeVisible();
    await pauseClock(page);
    await couponPanel.back();
    // The panel's closing transition (100 ms) ends; the toast has 4.35 s left.
    await page.clock.runFor(150);
    await toast.hover();
    await page.clock.runFor(10_000);
    await expect(toast).toBeVisible();
    // The pointer leaves: the toast's time runs again from what was left (4.35 s less the few hundred ms the page's
    // clock ran before it paused), and it goes once its 4500 ms are up: still there after 3.8 s, gone by 4.6 s.
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_800);
    await expect(toast).toBeVisible();
    await page.clock.runFor(800);
    await expect(toast).toBeHidden();
    await page.clock.resume();
  });

  test('a percentage coupon takes 10% off, and removing it restores the total', async ({
    named,
    cartPanel,
    couponPanel,
    notifications,
  }) => {
    const { code } = named.coupons.percentage;
    await cartPanel.couponsButton.click();
    await couponPanel.apply(code);
    await expect(notifications.toast('Gelukt', APPLIED)).toBeVisible();
    await expect(couponPanel.applied).toHaveCount(1);
    await expect(couponPanel.applied).toContainText(`${code} 10% korting`);
    await couponPanel.back();
    await expect(cartPanel.total('Korting')).toHaveText('−€ 3,00');
    await expect(cartPanel.total('Totaal')).toHaveText('€ 26,95');

    await cartPanel.couponsButton.click();
    await couponPanel.removeButton(code).click();
    await expect(couponPanel.applied).toHaveCount(0);
    await couponPanel.back();
    await expect(cartPanel.total('Korting')).toHaveCount(0);
    await expect(cartPanel.total('Totaal')).toHaveText('€ 29,95');
  });

  test('a fixed-amount coupon takes € 5 off, and removing it restores the total', async ({
    named,
    cartPanel,
    couponPanel,
    notifications,
  }) => {
    const { code } = named.coupons.fixed;
    await cartPanel.couponsButton.click();
    await couponPanel.apply(code);
    await expect(notifications.toast('Gelukt', APPLIED)).toBeVisible();
    await expect(couponPanel.applied).toContainText(`${code} € 5,00`);
    await couponPanel.back();
    await expect(cartPanel.total('Korting')).toHaveText('−€ 5,00');
    await expect(cartPanel.total('Totaal')).toHaveText('€ 24,95');

    await cartPanel.couponsButton.click();
    await couponPanel.removeButton(code).click();
    await expect(couponPanel.applied).toHaveCount(0);
    await couponPanel.back();
    await expect(cartPanel.total('Korting')).toHaveCount(0);
    await expect(cartPanel.total('Totaal')).toHaveText('€ 29,95');
  });

  test("an unknown code is refused with 'Mislukt' and the cart keeps its total", async ({
    cartPanel,
    couponPanel,
    notifications,
  }) => {
    await cartPanel.couponsButton.click();
    await couponPanel.apply('BESTAATNIET');
    await expect(notifications.toast('Mislukt', REFUSED)).toBeVisible();
    await expect(couponPanel.applied).toHaveCount(0);
    await couponPanel.back();
    await expect(cartPanel.total('Korting')).toHaveCount(0);
    await expect(cartPanel.total('Totaal')).toHaveText('€ 29,95');
  });

  test('a refused code stays in its field with the reason at it; a code the shop takes leaves the field', async ({
    named,
    couponPanel,
    cartPanel,
    notifications,
  }) => {
    await cartPanel.couponsButton.click();
    await couponPanel.apply('BESTAATNIET');
    await expect(notifications.toast('Mislukt', REFUSED)).toBeVisible();
    await expect(couponPanel.code).toHaveValue('BESTAATNIET');
    await expect(couponPanel.code).toHaveAttribute('aria-invalid', 'true');
    await expect(couponPanel.code).toHaveAccessibleDescription(REFUSED);
    // Typing again takes the reason away; a code the shop takes empties the field.
    await couponPanel.code.fill(named.coupons.percentage.code);
    await expect(couponPanel.code).not.toHaveAttribute('aria-invalid');
    await couponPanel.dialog.getByRole('button', { name: 'Kortingscode toepassen' }).click();
    await expect(couponPanel.removeButton(named.coupons.percentage.code)).toBeVisible();
    await expect(couponPanel.code).toHaveValue('');
  });

  test('back from the coupons to the cart, Escape gives the focus back to what opened the cart', async ({
    page,
    cartPanel,
    couponPanel,
  }) => {
    await cartPanel.close();
    await cartPanel.headerButton.focus();
    await page.keyboard.press('Enter');
    await expect(cartPanel.dialog).toBeVisible();
    await cartPanel.couponsButton.click();
    await couponPanel.back();
    await expect(cartPanel.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cartPanel.dialog).toBeHidden();
    await expect(cartPanel.headerButton).toBeFocused();
  });

  test('a code typed with spaces in it applies without them', async ({
    named,
    cartPanel,
    couponPanel,
    notifications,
  }) => {
    const { code } = named.coupons.percentage;
    const spaced = ` ${code.slice(0, 3)} ${code.slice(3, 6)}  ${code.slice(6)} `;
    await cartPanel.couponsButton.click();
    await couponPanel.apply(spaced);
    await expect(notifications.toast('Gelukt', APPLIED)).toBeVisible();
    await expect(couponPanel.removeButton(code)).toBeVisible();
    await couponPanel.back();
    await expect(cartPanel.total('Totaal')).toHaveText('€ 26,95');
  });
});
