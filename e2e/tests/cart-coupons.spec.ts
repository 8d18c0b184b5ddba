// Discount coupons in the cart (spec §2 cart panel, §4 Cart coupons, §5 coupon: spaces removed, §8 notices):
// a percentage and a fixed-amount coupon each applied (toast 'Gelukt', the discount in the totals) and removed
// again (the totals as before), an unknown code refused with 'Mislukt', and a code typed with spaces applied.
import { test, expect } from '../support/fixtures';

const APPLIED = 'De kortingscode is toegepast.';
const REFUSED = 'Deze kortingscode is ongeldig of kan niet worden gebruikt.';

test.describe('discount coupons', () => {
  // One cushion of € 29,95 in a fresh cart, the cart panel open.
  test.beforeEach(async ({ named, productPage, cartPanel }) => {
    const { id, slug } = named.products.simple;
    await productPage.open(`/product/${id}/${slug}`);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.total('Totaal')).toHaveText('€ 29,95');
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
