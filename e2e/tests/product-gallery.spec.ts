// The product gallery and panels (spec §2 Media gallery, Panels: mediagallery and specifications, §9
// specifications max 8; docs/product.md): products with 1, 2, 7 and 9 images; arrows hidden at the ends; at most
// 7 thumbnails with the plus-count; the index following arrows, thumbnails and swipes; the full-screen gallery on
// a phone with zoom from 1 to 3; the hover zoom on a desktop; the specifications panel; axe with each panel open.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

const productUrl = (product: { id: string; slug: string }) => `/product/${product.id}/${product.slug}`;

const gallery = (page: Page) => page.getByRole('region', { name: /^Afbeeldingen van / });
const thumbnails = (page: Page) => gallery(page).getByRole('list', { name: 'Alle afbeeldingen' }).getByRole('button');
const prev = (page: Page) => gallery(page).getByRole('button', { name: 'Vorige afbeelding' });
const next = (page: Page) => gallery(page).getByRole('button', { name: 'Volgende afbeelding' });

test.describe('the gallery', () => {
  test('one image: no arrows and no thumbnails', async ({ page, named }) => {
    await page.goto(productUrl(named.products.singleImage));
    await waitForHydration(page);
    await expect(gallery(page).locator('img').first()).toBeVisible();
    await expect(prev(page)).toHaveCount(0);
    await expect(next(page)).toHaveCount(0);
    await expect(thumbnails(page)).toHaveCount(0);
  });

  test('two images: previous hidden at the first, next hidden at the last; the thumbnail follows', async ({
    page,
    named,
  }) => {
    await page.goto(productUrl(named.products.permanentlyOutOfStock));
    await waitForHydration(page);
    await expect(thumbnails(page)).toHaveCount(2);
    await expect(prev(page)).toHaveCount(0);
    await next(page).click();
    await expect(next(page)).toHaveCount(0);
    await expect(prev(page)).toBeVisible();
    await expect(thumbnails(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await thumbnails(page).first().click();
    await expect(thumbnails(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(prev(page)).toHaveCount(0);
  });

  test('seven images: seven thumbnails and no plus-count', async ({ page, named }) => {
    await page.goto(productUrl(named.products.backorder));
    await waitForHydration(page);
    await expect(thumbnails(page)).toHaveCount(7);
    await expect(gallery(page).locator('.gallery__more')).toHaveCount(0);
  });

  test('nine images: seven thumbnails, the 7th with +2; a swipe moves the index', async ({
    page,
    named,
    expectAccessible,
  }) => {
    await page.goto(productUrl(named.products.manyImages));
    await waitForHydration(page);
    await expect(thumbnails(page)).toHaveCount(7);
    await expect(thumbnails(page).nth(6)).toContainText('+2');
    await expect(thumbnails(page).nth(6)).toHaveAccessibleName('Nog 2 afbeeldingen, vanaf afbeelding 7');
    await thumbnails(page).nth(4).click();
    await expect(thumbnails(page).nth(4)).toHaveAttribute('aria-current', 'true');
    // A swipe is a scroll of the snapping track: the index follows it.
    await gallery(page)
      .locator('.gallery__track')
      .evaluate((track) => track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' }));
    await expect(thumbnails(page).nth(2)).toHaveAttribute('aria-current', 'true');
    await expectAccessible({ include: '.product' });
  });

  test('on a desktop the pointer over the image shows a zoomed side view and a cursor box, gone on leave', async ({
    page,
    named,
  }) => {
    await page.goto(productUrl(named.products.manyImages));
    await waitForHydration(page);
    const image = gallery(page).locator('.gallery__image').first();
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.move(box.x + box.width * 0.32, box.y + box.height * 0.32);
    await expect(gallery(page).locator('.gallery__zoom')).toBeVisible();
    await expect(gallery(page).locator('.gallery__lens')).toBeVisible();
    // A click on a desktop does not open the full-screen gallery; the button does, for keyboard users too.
    await image.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.mouse.move(5, 5);
    await expect(gallery(page).locator('.gallery__zoom')).toHaveCount(0);
    await gallery(page).getByRole('button', { name: 'Vergroten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Afbeelding 1 van 9' })).toBeVisible();
  });
});

test.describe('the full-screen gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens at the tapped image, zooms from 1 to 3, keeps the rules, closes with Escape', async ({
    page,
    named,
    expectAccessible,
  }) => {
    await page.goto(productUrl(named.products.manyImages));
    await waitForHydration(page);
    await next(page).click();
    await expect(thumbnails(page).nth(1)).toHaveAttribute('aria-current', 'true');
    await gallery(page).locator('.gallery__image').nth(1).click();
    // The panel's title is the image in view, so it changes with it.
    const panel = page.getByRole('dialog');
    await expect(page.getByRole('dialog', { name: 'Afbeelding 2 van 9' })).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(390);
    const zoomIn = panel.getByRole('button', { name: 'Inzoomen' });
    const zoomOut = panel.getByRole('button', { name: 'Uitzoomen' });
    await expect(zoomOut).toBeDisabled();
    await zoomIn.click();
    await zoomIn.click();
    await expect(panel.locator('output')).toHaveText('Zoom 3×');
    await expect(zoomIn).toBeDisabled();
    await expectAccessible({ include: '.media-gallery' });
    // Another image resets the zoom; the last one has no next arrow.
    await panel.getByRole('list', { name: 'Alle afbeeldingen' }).getByRole('button').nth(6).click();
    await expect(page.getByRole('dialog', { name: 'Afbeelding 7 van 9' })).toBeVisible();
    await expect(panel.locator('output')).toHaveText('Zoom 1×');
    await panel.getByRole('button', { name: 'Volgende afbeelding' }).click();
    await panel.getByRole('button', { name: 'Volgende afbeelding' }).click();
    await expect(page.getByRole('dialog', { name: 'Afbeelding 9 van 9' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Volgende afbeelding' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the page shows 8 specifications; the panel shows all, values joined by commas', async ({
  page,
  named,
  expectAccessible,
}) => {
  await page.goto(productUrl(named.products.manyImages));
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Specificaties' });
  await expect(section.getByRole('row')).toHaveCount(8);
  await section.getByRole('button', { name: 'Alle 12 specificaties' }).click();
  const panel = page.getByRole('dialog', { name: 'Specificaties' });
  await expect(panel.getByRole('row')).toHaveCount(12);
  await expect(panel.getByRole('cell').filter({ hasText: ', ' }).first()).toBeVisible();
  await expectAccessible({ include: '.panel' });
  await page.keyboard.press('Escape');
  await expect(section.getByRole('button', { name: 'Alle 12 specificaties' })).toBeFocused();
});

test('a long intro opens the readMore panel, a long description the description panel; short ones show whole', async ({
  page,
  named,
  expectAccessible,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(productUrl(named.products.madeToMeasure));
    await waitForHydration(page);
    const main = page.getByRole('main');
    // The whole text is in the page (search engines, screen readers); its start shows.
    await expect(main.getByText('wij doen de rest', { exact: false })).toBeAttached();
    await main.getByRole('button', { name: 'Meer lezen' }).click();
    const readMore = page.getByRole('dialog', { name: named.products.madeToMeasure.title });
    await expect(readMore).toContainText('Tilburg');
    await expectAccessible({ include: '.panel' });
    await page.keyboard.press('Escape');
    await expect(main.getByRole('button', { name: 'Meer lezen' })).toBeFocused();

    const section = main.getByRole('region', { name: 'Omschrijving' });
    await section.getByRole('button', { name: 'Lees de hele omschrijving' }).click();
    const description = page.getByRole('dialog', { name: 'Omschrijving' });
    await expect(description.getByRole('heading', { name: 'Over Vloerkleed op maat Lina' })).toBeVisible();
    await expect(description).toContainText('Het verpakkingsmateriaal nemen wij weer mee.');
    await expectAccessible({ include: '.panel' });
    await description.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // A short text shows whole, without a button.
  await page.goto(productUrl(named.products.simple));
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Meer lezen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lees de hele omschrijving' })).toHaveCount(0);
});

test('on a phone, the variations panel has every choice, the price and the add button; a variation opens its product', async ({
  page,
  named,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(productUrl(named.products.variations));
  await waitForHydration(page);
  const open = page.getByRole('button', { name: /^Kies je uitvoering/ });
  await expect(open).toContainText('Zand · 160 x 230 cm');
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Je uitvoering' });
  await expect(panel.getByRole('group', { name: 'Kleur' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Afmeting' })).toBeVisible();
  await expect(panel.getByText('€ 349,-')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'In winkelwagen' })).toBeEnabled();
  await expectAccessible({ include: '.panel' });
  await panel.getByRole('link', { name: 'Grijs' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/product/${named.products.variations.id}/`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('grijs');

  // A product with options: the cards and the price in the panel, the add button says what is missing.
  await page.goto(productUrl(named.products.options));
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Kies je uitvoering/ }).click();
  const options = page.getByRole('dialog', { name: 'Je uitvoering' });
  await expect(options.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
  await options.getByText('Franjes', { exact: true }).click();
  await expect(options.getByText('€ 488,95')).toBeVisible();
  await options.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('dialog', { name: /Winkelwagen/ })).toContainText('Franjes');

  // On a desktop the choices are on the page: no button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: /^Kies je uitvoering/ })).toBeHidden();
});
