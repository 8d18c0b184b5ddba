// Browsing the large category on a desktop (spec §2 routes and filter facets, §4 Content and catalogue):
// the URL path holds one segment per active filter with URL-encoded values, ?sort and ?page hold the
// rest, and the grid follows. The large category's Kleur facet has 24 values (threshold 5) including
// 'Rood, donker' (comma), 'Blauw: petrol' (colon) and 'Zwart/Wit' (slash).
import type { Locator } from '@playwright/test';
import { test, expect, holdRequests, pauseClock, waitForHydration } from '../support/fixtures';
import { escapeRegExp } from '../support/pages/category-page';
import { currentPrice } from '../support/pages/product-grid';

test.describe('a category page on a desktop', () => {
  test('a facet above the threshold shows five options, Show more / Show less, and a facet search', async ({
    categoryPage,
    named,
  }) => {
    await categoryPage.open(named.categories.large.slug);
    const filters = categoryPage.filters;
    // Closed facets draw no options at all, which keeps the page's elements few (docs/catalogue.md "Filters").
    const drawn = filters.locator('input[type="checkbox"]');
    await expect(drawn).toHaveCount(0);
    await categoryPage.openFacet('Kleur');
    const options = filters.getByRole('checkbox');
    await expect(options).toHaveCount(5);
    await expect(drawn).toHaveCount(5);

    await filters.getByRole('button', { name: 'Toon meer' }).click();
    await expect(options).toHaveCount(24);
    await expect(categoryPage.option('Zwart/Wit')).toBeVisible();
    await filters.getByRole('button', { name: 'Toon minder' }).click();
    await expect(options).toHaveCount(5);
    await expect(categoryPage.option('Zwart/Wit')).toBeHidden();

    // The search is case-insensitive and its matches replace the list; Show more is gone meanwhile.
    const search = filters.getByRole('searchbox', { name: 'Zoek in Kleur' });
    await search.fill('ZWART');
    await expect(options).toHaveCount(2);
    // Once typing rests (spec §9, 300 ms), a status says how many were found.
    await expect(filters.getByRole('status').filter({ hasText: '2 opties gevonden' })).toHaveCount(1);
    await expect(categoryPage.option('Zwart')).toBeVisible();
    await expect(categoryPage.option('Zwart/Wit')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Toon meer' })).toBeHidden();
    await search.fill('paars');
    await expect(options).toHaveCount(0);
    await expect(filters.getByText('Geen opties gevonden')).toBeVisible();
    await search.fill('');
    await expect(options).toHaveCount(5);

    // A facet with exactly the threshold's number of options (Afmeting: 5) has neither; opening it closes Kleur.
    await categoryPage.openFacet('Afmeting');
    await expect(categoryPage.facet('Kleur')).toHaveAttribute('aria-expanded', 'false');
    await expect(options).toHaveCount(5);
    await expect(drawn).toHaveCount(5);
    await expect(filters.getByRole('searchbox')).toHaveCount(0);
    await expect(filters.getByRole('button', { name: 'Toon meer' })).toHaveCount(0);
  });

  test('checking and clearing filters writes one encoded path segment per facet, busy while the results load', async ({
    page,
    categoryPage,
    named,
  }) => {
    const slug = named.categories.large.slug;
    await categoryPage.open(slug);
    await expect(categoryPage.resultCount).toHaveText('75 producten');
    const filters = categoryPage.filters;
    const search = filters.getByRole('searchbox', { name: 'Zoek in Kleur' });

    await categoryPage.openFacet('Kleur');
    await search.fill('rood');
    await categoryPage.check('Kleur', 'Rood, donker');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/Kleur:Rood%2C%20donker`);
    await expect(categoryPage.resultCount).toHaveText('3 producten');

    await search.fill('petrol');
    await categoryPage.check('Kleur', 'Blauw: petrol');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/Kleur:Rood%2C%20donker,Blauw%3A%20petrol`);
    await expect(categoryPage.resultCount).toHaveText('6 producten');
    await expect(categoryPage.option('Rood, donker')).toBeHidden(); // the search still narrows the list
    await search.fill('');

    // Spec §4: while the filtered results load, the results and the facets say they are busy (aria-busy).
    const release = holdRequests(page, /\/api\/public\/content$/);
    await categoryPage.openFacet('Materiaal');
    await categoryPage.option('100% wol').check();
    const results = page.locator('.category__results');
    try {
      await expect(results).toHaveAttribute('aria-busy', 'true');
      await expect(filters.locator('.facet[aria-busy="true"]')).not.toHaveCount(0);
    } finally {
      release();
    }
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`${slug}/Kleur:Rood%2C%20donker,Blauw%3A%20petrol/Materiaal:100%25%20wol`);
    await expect(categoryPage.resultCount).toHaveText('3 producten');
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(filters.locator('.facet[aria-busy="true"]')).toHaveCount(0);
    await expect(categoryPage.option('100% wol')).toBeChecked();

    // Unchecking a value keeps its group while values remain.
    await categoryPage.openFacet('Kleur');
    await categoryPage.option('Blauw: petrol').uncheck();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/Kleur:Rood%2C%20donker/Materiaal:100%25%20wol`);

    // Clearing one filter by its chip removes its segment; clearing all returns to the bare category.
    await categoryPage.activeFilter(/^Filter .*Rood, donker.* verwijderen$/).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/Materiaal:100%25%20wol`);
    await expect(categoryPage.activeFilter(/Rood, donker/)).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Actieve filters' })
      .getByRole('button', { name: 'Alle filters wissen' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(slug);
    await expect(page.getByRole('region', { name: 'Actieve filters' })).toHaveCount(0);
    await expect(categoryPage.resultCount).toHaveText('75 producten');
  });

  test('a filter path with a slash inside a value is served from the server and survives a reload', async ({
    page,
    categoryPage,
    productGrid,
    named,
  }) => {
    const path = `${named.categories.large.slug}/Kleur:Zwart%2FWit`;
    await categoryPage.open(path);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(categoryPage.resultCount).toHaveText('3 producten');
    await expect(productGrid.items).toHaveCount(3);
    await categoryPage.openFacet('Kleur');
    await categoryPage.filters.getByRole('searchbox', { name: 'Zoek in Kleur' }).fill('wit');
    await expect(categoryPage.option('Zwart/Wit')).toBeChecked();
    await expect(categoryPage.option('Wit')).not.toBeChecked();
    await expect(categoryPage.activeFilter(/Zwart\/Wit/)).toBeVisible();
    await page.reload();
    await expect(categoryPage.resultCount).toHaveText('3 producten');
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test('sorting puts ?sort in the URL and orders the prices', async ({ page, categoryPage, productGrid, named }) => {
    const slug = named.categories.large.slug;
    await categoryPage.open(`${slug}?page=2`);

    await categoryPage.sortBy('Prijs laag-hoog');
    const url = () => new URL(page.url());
    await expect.poll(() => `${url().pathname}${url().search}`).toBe(`${slug}?sort=lowest-price`);
    await expect(page.getByLabel('Sorteren op')).toHaveValue('lowest-price');
    await expect.poll(async () => isSorted(await productGrid.prices(), 'ascending')).toBe(true);
    const lowest = (await productGrid.prices()).filter((p): p is number => p !== null);
    expect(lowest).toHaveLength(24);

    await categoryPage.sortBy('Prijs hoog-laag');
    await expect.poll(() => `${url().pathname}${url().search}`).toBe(`${slug}?sort=highest-price`);
    await expect.poll(async () => isSorted(await productGrid.prices(), 'descending')).toBe(true);
    const highest = (await productGrid.prices()).filter((p): p is number => p !== null);
    // The most expensive rug of the whole category is dearer than every rug on the cheapest page.
    expect(highest[0]!).toBeGreaterThan(Math.max(...lowest));

    // The shop's default sort (relevance) is not written into the URL.
    await categoryPage.sortBy('Relevantie');
    await expect.poll(() => `${url().pathname}${url().search}`).toBe(slug);
  });

  test('pagination moves with ?page, previous / next and marks the current page', async ({
    page,
    categoryPage,
    productGrid,
    named,
  }) => {
    const slug = named.categories.large.slug;
    await categoryPage.open(slug);
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    const current = pagination.locator('[aria-current="page"]');
    await expect(current).toHaveText(/Pagina 1 van 4/);
    await expect(pagination.getByRole('link', { name: 'Vorige' })).toHaveCount(0);
    const firstPage = await productGrid.titles();
    expect(firstPage).toHaveLength(24);

    await pagination.getByRole('link', { name: 'Volgende' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');
    await expect(current).toHaveText(/Pagina 2 van 4/);
    await expect.poll(() => productGrid.titles()).not.toEqual(firstPage);
    const secondPage = await productGrid.titles();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    await pagination.getByRole('link', { name: 'Ga naar pagina 4' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=4');
    await expect(current).toHaveText(/Pagina 4 van 4/);
    await expect(productGrid.items).toHaveCount(75 - 3 * 24);
    await expect(pagination.getByRole('link', { name: 'Volgende' })).toHaveCount(0);

    await pagination.getByRole('link', { name: 'Vorige' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=3');
    await expect(current).toHaveText(/Pagina 3 van 4/);
    await expect(productGrid.items).toHaveCount(24);

    // Page 1 is the bare path.
    await pagination.getByRole('link', { name: 'Ga naar pagina 1' }).click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(slug);
    await expect.poll(() => productGrid.titles()).toEqual(firstPage);
  });

  test('the price slider, moved by keyboard, writes price:min-max once it rests and narrows the prices', async ({
    page,
    categoryPage,
    productGrid,
    named,
  }) => {
    const slug = named.categories.large.slug;
    // The page's timers run on a clock the test moves, so the presses are within the rest time however slow
    // the machine is, and the rest is exactly the spec's.
    await page.clock.install();
    await categoryPage.open(slug);
    const { low, high, floor, ceiling } = await categoryPage.priceSlider();
    await expect(low).toHaveValue(String(floor));
    await expect(high).toHaveValue(String(ceiling));

    // A run of key presses is applied once the slider rests (spec §9, 300 ms): one navigation, not one per press.
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/content') contentRequests.push(request.postData() ?? '');
    });
    // Page Up and Page Down move a tenth of the range (the browser's own range input), the arrows one euro.
    await low.focus();
    await pauseClock(page);
    for (let i = 0; i < 6; i += 1) await low.press(i < 2 ? 'PageUp' : 'ArrowRight');
    await page.clock.runFor(299);
    expect(contentRequests).toEqual([]);
    await page.clock.runFor(2);
    await page.clock.resume();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/price:\d+-\d+$/);
    // Six presses within the rest time make one request, not one per press.
    expect(contentRequests).toHaveLength(1);
    // The thumb in use shows its value in a tip above it (following it after 50 ms).
    const lowTip = categoryPage.filters.locator('.range-slider__tip--min');
    await expect(lowTip).toBeVisible();
    await expect(lowTip).toHaveText((await low.getAttribute('aria-valuetext'))!);
    await high.focus();
    for (let i = 0; i < 3; i += 1) await high.press('PageDown');
    await high.press('ArrowLeft');

    const min = Number(await low.inputValue());
    const max = Number(await high.inputValue());
    expect(min).toBeGreaterThan(floor);
    expect(max).toBeLessThan(ceiling);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/price:${min}-${max}`);
    await expect(categoryPage.resultCount).not.toHaveText('75 producten');
    // The chip says the range in the slider's money format.
    const range = `${await low.getAttribute('aria-valuetext')} - ${await high.getAttribute('aria-valuetext')}`;
    expect(range).toMatch(/^€\s[\d.]+,- - €\s[\d.]+,-$/);
    await expect(categoryPage.activeFilter(`Prijs: ${range}`)).toBeVisible();

    const prices = await productGrid.prices();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).not.toBeNull();
      expect(price!).toBeGreaterThanOrEqual(min);
      expect(price!).toBeLessThanOrEqual(max);
    }

    // A reload keeps the range on the thumbs.
    await page.reload();
    await expect(low).toHaveValue(String(min));
    await expect(high).toHaveValue(String(max));

    // The price chip clears the price segment.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await categoryPage.activeFilter(`Prijs: ${range}`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(slug);
    await expect(categoryPage.resultCount).toHaveText('75 producten');
  });

  test('the price slider follows the mouse, each handle where the other input lies over it, and keeps them apart', async ({
    page,
    categoryPage,
    named,
  }) => {
    const slug = named.categories.large.slug;
    await categoryPage.open(slug);
    const { low, high, floor, ceiling } = await categoryPage.priceSlider();
    const box = (await high.boundingBox())!;
    // A thumb's centre runs from half a thumb (24 px) in from one end of the track to half a thumb in from the other.
    const at = (share: number) => ({ x: box.x + 12 + (box.width - 24) * share, y: box.y + box.height / 2 });
    const drag = async (from: number, to: number) => {
      await page.mouse.move(at(from).x, at(from).y);
      await page.mouse.down();
      await page.mouse.move(at(to).x, at(to).y, { steps: 8 });
      await page.mouse.up();
    };

    // The lower handle, under the upper input, is dragged to a quarter of the track.
    await drag(0, 0.25);
    const min = Number(await low.inputValue());
    expect(min).toBeGreaterThan(floor);
    expect(min).toBeLessThan(floor + (ceiling - floor) / 2);
    await expect(high).toHaveValue(String(ceiling));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/price:${min}-${ceiling}`);

    // The upper handle dragged past the lower one stops a euro above it.
    await drag(1, 0);
    await expect(high).toHaveValue(String(min + 1));
    await expect(low).toHaveValue(String(min));
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${slug}/price:${min}-${min + 1}`);

    // The keyboard takes the lower handle back to the floor; the upper one stays.
    await low.focus();
    await low.press('Home');
    await expect(low).toHaveValue(String(floor));
    await expect(high).toHaveValue(String(min + 1));

    // The tip of the handle in use opens towards the middle, so at either end of the track it stays on the slider.
    const slider = (await categoryPage.filters.locator('.range-slider').boundingBox())!;
    const onSlider = async (tip: Locator) => {
      await expect(tip).toBeVisible();
      const box = (await tip.boundingBox())!;
      return box.x >= slider.x - 1 && box.x + box.width <= slider.x + slider.width + 1;
    };
    await high.focus();
    await high.press('Home');
    await expect(high).toHaveValue(String(floor + 1));
    await expect.poll(() => onSlider(categoryPage.filters.locator('.range-slider__tip--max'))).toBe(true);
    await high.press('End');
    await low.focus();
    await low.press('End');
    await expect(low).toHaveValue(String(ceiling - 1));
    await expect.poll(() => onSlider(categoryPage.filters.locator('.range-slider__tip--min'))).toBe(true);
  });

  test('a product opened from the grid shows its title, price and image', async ({
    page,
    categoryPage,
    productGrid,
    productPage,
    named,
  }) => {
    await categoryPage.open(named.categories.large.slug);
    const card = productGrid.items.nth(2);
    const title = await card.getByRole('heading').innerText();
    const price = currentPrice(await card.innerText());
    expect(price).not.toBeNull();
    await card.getByRole('link', { name: title }).click();

    await expect(page).toHaveURL(/\/product\/\d+\/[a-z0-9-]+$/);
    await expect(productPage.heading).toHaveText(title);
    await expect(productPage.image(new RegExp(`^${escapeRegExp(title)}`))).toBeVisible();
    expect(await productPage.price()).toBe(price);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
  });
});

const isSorted = (prices: (number | null)[], order: 'ascending' | 'descending'): boolean => {
  const known = prices.filter((p): p is number => p !== null);
  return (
    known.length > 1 &&
    known.every((p, i) => i === 0 || (order === 'ascending' ? p >= known[i - 1]! : p <= known[i - 1]!))
  );
};

test.describe('the category side navigation (spec §3 navigation.expandItems)', () => {
  test('shows the whole tree while expandItems is on, and only the way to the current category while it is off', async ({
    page,
    named,
    appConfig,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Categorie-navigatie' });
    await page.goto(named.categories.deep.slug);
    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    const currentTitle = await current.innerText();
    const expanded = await nav.getByRole('link').count();

    const asked: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/navigation') asked.push(request.postDataJSON());
    });
    await appConfig.patch({ navigation: { expandItems: false } });
    await page.reload();
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(currentTitle);
    const opened = await nav.getByRole('link').count();
    expect(opened).toBeGreaterThan(1);
    expect(opened).toBeLessThan(expanded);
    // A client navigation to another category asks for the tree opened down to it.
    await waitForHydration(page);
    await nav.getByRole('link').first().click();
    await expect
      .poll(() => asked)
      .toContainEqual(expect.objectContaining({ currentId: expect.any(String), expand: false }));
  });
});
