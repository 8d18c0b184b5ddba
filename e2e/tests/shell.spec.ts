// The ecommerce layout (spec §1, §2): header propositions and navigation, the mobile drill-down menu, the
// footer, the loading bar, the 'Inactive' and "Can't connect" pages, and the page metadata (SEO).
import type { Page } from '@playwright/test';
import { APP_URL, media } from '@etalage/fixtures';
import { expect, test, waitForHydration, pauseClock } from '../support/fixtures';
import { CHECKOUT_PATHS } from '../support/pages/checkout';

const jsonLd = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test.describe('the header and footer', () => {
  test('show the four propositions, the desktop menu and the footer menus', async ({ page }) => {
    await page.goto('/');
    const propositions = page.getByRole('list', { name: 'Onze beloftes' });
    await expect(propositions.getByRole('listitem')).toHaveText([
      'Gratis bezorging vanaf € 50',
      '30 dagen bedenktijd',
      '2 jaar garantie',
      'Voor 17.00 uur besteld, morgen in huis',
    ]);
    // The amount stays with its euro sign when the line wraps (a phone's width).
    expect(await propositions.getByRole('listitem').first().textContent()).toContain('€\u00a050');
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: 'Vloerkleden', exact: true })).toHaveAttribute('href', '/vloerkleden');
    const footer = page.getByRole('navigation', { name: 'Klantenservice en informatie' });
    await expect(footer.getByRole('heading', { name: 'Klantenservice' })).toBeVisible();
    await expect(footer.getByRole('link').first()).toBeVisible();
  });
});

test.describe('the propositions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('take turns every 5 s, all four readable, paused by the button and while pointed at', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const propositions = page.getByRole('list', { name: 'Onze beloftes' });
    const item = (text: string) => propositions.getByRole('listitem').filter({ hasText: text });
    // All four stay in the list for screen readers; one shows at a time (the others are clipped to 1 px).
    const shown = async (text: string) => {
      await expect(item(text)).toHaveClass(/is-current/);
      expect((await item(text).boundingBox())!.width).toBeGreaterThan(50);
    };
    const width = async (text: string) => (await item(text).boundingBox())!.width;
    // The pause button stays where it is whatever the current proposition's width: no layout shift at a turn,
    // and a shopper's finger finds it again.
    const pause = page.getByRole('button', { name: 'Wisselende beloftes pauzeren' });
    const pauseAt = await pause.boundingBox();
    await expect(propositions.getByRole('listitem')).toHaveCount(4);
    await shown('Gratis bezorging');
    expect(await width('30 dagen bedenktijd')).toBeLessThanOrEqual(1);
    await page.clock.fastForward(5000);
    await shown('30 dagen bedenktijd');
    expect(await width('Gratis bezorging')).toBeLessThanOrEqual(1);
    expect(await pause.boundingBox()).toEqual(pauseAt);
    await page.clock.fastForward(5000);
    await shown('2 jaar garantie');
    expect(await pause.boundingBox()).toEqual(pauseAt);

    // The pause button stops the turns (WCAG 2.2.2), and starts them again.
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(300, 600);
    await pause.blur();
    await page.clock.fastForward(15000);
    await shown('2 jaar garantie');
    await pause.click();
    await page.mouse.move(300, 600);
    await pause.blur();
    await page.clock.fastForward(5000);
    await shown('Voor 17.00 uur besteld');
  });

  test('do not turn by themselves for a shopper who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Wisselende beloftes pauzeren' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.clock.fastForward(15000);
    await expect(page.getByRole('list', { name: 'Onze beloftes' }).getByRole('listitem').first()).toHaveClass(
      /is-current/,
    );
  });
});

test.describe('at 320 px (WCAG 1.4.10 reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header fits: no sideways scrolling, the menu button and every tool on screen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // The header's main row: the menu button, the logo, search, account and cart.
    const controls = page.getByRole('banner').locator('.site-header__main').locator('a:visible, button:visible');
    expect(await controls.count()).toBeGreaterThanOrEqual(5);
    for (const control of await controls.all()) {
      const name = (await control.getAttribute('aria-label')) ?? '';
      const box = (await control.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(320);
    }
  });

  test("in English, a company's account overview and the checkout's steps fit without sideways scrolling", async ({
    page,
    context,
    baseURL,
    named,
    shopApi,
  }) => {
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    // The named customer is a company: its name is one of the overview's facts (read only here).
    await shopApi.signIn(context, await shopApi.login(named.customers.known));
    await page.goto('/account/overview');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText('Company name')).toBeVisible();
    expect(await sideways(), 'the overview').toBe(0);
    // A fresh customer's cart: the steps with the longest current name, 'Information'.
    const token = await shopApi.login(await shopApi.register('reflow'));
    await shopApi.fillCart(token, { lines: [{ productId: named.products.simple.id, quantity: 1 }] });
    await shopApi.signIn(context, token);
    await page.goto(CHECKOUT_PATHS.information);
    await waitForHydration(page);
    await expect(page.locator('.steps__item--current')).toContainText('Information');
    expect(await sideways(), 'the checkout').toBe(0);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('drills down into a category, goes back, and navigates from a leaf', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();

    // Items with children open the next level, titled by the item, with a back action.
    await panel.getByRole('button', { name: 'Vloerkleden' }).click();
    const level = page.getByRole('dialog', { name: 'Vloerkleden' });
    await expect(level.getByRole('link', { name: 'Wollen vloerkleden' })).toBeVisible();
    await level.getByRole('button', { name: 'Terug' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    // https links leave the site; site links navigate and the panel closes.
    await expect(panel.getByRole('link', { name: 'Etalage op Instagram' })).toHaveAttribute('href', /^https:\/\//);
    await panel.getByRole('button', { name: 'Vloerkleden' }).click();
    await page.getByRole('dialog', { name: 'Vloerkleden' }).getByRole('link', { name: 'Wollen vloerkleden' }).click();
    await expect(page).toHaveURL(/\/vloerkleden\/wollen-vloerkleden$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wollen vloerkleden' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('by keyboard: a level down the focus is on its first item, back up on the item that led down', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu openen' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: 'Meubels' }).focus();
    await page.keyboard.press('Enter');
    const level = page.getByRole('dialog', { name: 'Meubels' });
    await expect(level.getByRole('link', { name: 'Alles in Meubels' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(level.getByRole('button', { name: 'Banken' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Banken' }).getByRole('link').first()).toBeFocused();
    await page.getByRole('dialog', { name: 'Banken' }).getByRole('button', { name: 'Terug' }).click();
    await expect(level.getByRole('button', { name: 'Banken' })).toBeFocused();
    await level.getByRole('button', { name: 'Terug' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Meubels' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
  });
});

test.describe('the desktop menu', () => {
  test('Tab goes from category to category; a button shows the subcategories; Escape hides them', async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const toggle = menu.getByRole('button', { name: 'Categorieën in Vloerkleden' });
    const subcategory = menu.getByRole('link', { name: 'Moderne vloerkleden' });
    await menu.getByRole('link', { name: 'Vloerkleden', exact: true }).focus();
    await expect(subcategory).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The subcategories are not in the way: the next Tab is the next category.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Verlichting', exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(subcategory).toBeVisible();
    await expectAccessible({ include: '.desktop-nav' });
    await page.keyboard.press('Tab');
    await expect(subcategory).toBeFocused();
    // Escape hides them and gives the focus back to the button (WCAG 1.4.13).
    await page.keyboard.press('Escape');
    await expect(subcategory).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The focus leaving an open list closes it.
    await page.keyboard.press('Enter');
    await expect(subcategory).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(subcategory).toBeHidden();
    // The pointer opens a list on hover; Escape hides it under the pointer until the pointer leaves the menu.
    await menu.getByRole('link', { name: 'Vloerkleden', exact: true }).hover();
    await expect(subcategory).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(subcategory).toBeHidden();
    await page.mouse.move(600, 600);
    await menu.getByRole('link', { name: 'Vloerkleden', exact: true }).hover();
    await expect(subcategory).toBeVisible();
    // A subcategory chosen by keyboard: the next page starts with the list closed.
    await page.mouse.move(600, 600);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vloerkleden\/moderne-vloerkleden$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(subcategory).toBeHidden();
  });

  test('between 1024 and 1280 px the menu takes a row of its own: nothing overflows, the logo keeps its size', async ({
    page,
  }) => {
    for (const width of [1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const sizes = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        logo: document.querySelector('.site-header__logo')!.getBoundingClientRect().width,
      }));
      expect(sizes, `${width} px`).toEqual({ overflow: 0, logo: 128 });
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Winkelwagen, leeg' })).toBeInViewport();
    }
  });
});

test.describe('when the shop cannot be shown', () => {
  test("an inactive shop answers 503 with 'Inactief'", async ({ page, useScenario }) => {
    await useScenario('app-inactive');
    const response = await page.goto('/vloerkleden');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Inactief' })).toBeVisible();
  });

  test("an unreachable API answers 503 with 'Kan geen verbinding maken' and a retry", async ({ page, useScenario }) => {
    await useScenario('drop-connection@app');
    const response = await page.goto('/');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1, name: 'Kan geen verbinding maken' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/');
  });

  // A fault page names the real condition and passes on the API's Retry-After (docs/shell.md "Errors").
  for (const [scenario, heading] of [
    ['status-429@app', 'Het is even te druk'],
    ['status-503@app', 'Tijdelijk niet beschikbaar'],
  ] as const) {
    test(`${scenario}: 503 with Retry-After, '${heading}' and a retry that works once the API is back`, async ({
      page,
      context,
      useScenario,
    }) => {
      await useScenario(scenario);
      const response = await page.goto('/vloerkleden?page=1');
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('1');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Probeer het over 1 seconde opnieuw.')).toBeVisible();
      await context.clearCookies({ name: 'mock-scenario' });
      await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
      await expect(page).toHaveURL(/\/vloerkleden\?page=1$/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(0);
    });
  }

  test('a client navigation that meets a busy API names it, in English too', async ({
    page,
    context,
    baseURL,
    named,
    useScenario,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    await page.goto(named.categories.large.slug);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await useScenario('status-429');
    await page.getByRole('link', { name: 'Effen vloerkleden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The shop is very busy' })).toBeVisible();
    await expect(page.getByText('Try again in 1 second.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('the loading bar', () => {
  test('appears when a navigation takes longer than 200 ms, and goes when it is done', async ({
    page,
    named,
    useScenario,
  }) => {
    await page.goto(named.categories.large.slug);
    await waitForHydration(page);
    const bar = page.locator('.loading-bar');
    await expect(bar).not.toHaveClass(/loading-bar--visible/);
    await useScenario('slow:3000@content');
    await page.getByRole('link', { name: 'Volgende' }).click();
    // One assertion for the bar and its announcement: checked one after the other, the second could start after
    // a busy machine's polls had used up the navigation's time.
    await expect(page.locator('.loading-bar--visible').getByRole('status')).toHaveText('Pagina wordt geladen');
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(bar).not.toHaveClass(/loading-bar--visible/);
  });

  test("stays hidden for the first 200 ms of a navigation, on the page's own clock", async ({
    page,
    named,
    useScenario,
  }) => {
    // The page's timers run on a clock the test moves: 199 ms after the click the bar is still hidden, 201 ms
    // after it the bar shows, however slow the machine is.
    await page.clock.install();
    await page.goto(named.categories.large.slug);
    await waitForHydration(page);
    await useScenario('slow:3000@content');
    await pauseClock(page);
    const bar = page.locator('.loading-bar');
    await page.getByRole('link', { name: 'Volgende' }).click();
    await page.clock.runFor(199);
    await expect(bar).not.toHaveClass(/loading-bar--visible/);
    await expect(bar.getByRole('status', { includeHidden: true })).toHaveText('');
    await page.clock.runFor(2);
    await expect(bar).toHaveClass(/loading-bar--visible/);
    await page.clock.resume();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(bar).not.toHaveClass(/loading-bar--visible/);
  });
});

test.describe('page metadata', () => {
  test('home: title, description, canonical and WebSite structured data', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle(/Etalage/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}/`);
    const items = await jsonLd(page);
    expect(items.map((item) => item['@type'])).toContain('WebSite');
    // The shop as an Organization with its logo (the largest size) and return policy (spec §3 Site settings, §9).
    expect(items.find((item) => item['@type'] === 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      url: `${APP_URL}/`,
      logo: `${APP_URL}${media.logoSizes().max}`,
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'NL',
        merchantReturnDays: 30,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      },
    });
  });

  test('a filtered category: canonical without filters, BreadcrumbList structured data', async ({ page, named }) => {
    const { slug } = named.categories.large;
    await page.goto(`${slug}?page=2`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}${slug}?page=2`);
    await page.goto(`${slug}/Kleur:Beige`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}${slug}`);
    const crumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs).toBeDefined();
    expect((crumbs!.itemListElement as unknown[]).length).toBeGreaterThan(1);
  });

  test('the head hydrates in place: a client navigation updates it without adding or losing a node', async ({
    page,
    named,
  }) => {
    const { slug } = named.categories.large;
    await page.goto(slug);
    await waitForHydration(page);
    const head = page.locator('head');
    // The head hydrates in a turn of its own (root.tsx): the server's nodes stay, marked here to see they do.
    await page.evaluate(() => {
      (window as { documentKept?: boolean }).documentKept = true;
      for (const node of document.head.querySelectorAll('style, meta[charset], link[rel="icon"]')) {
        node.setAttribute('data-kept', '');
      }
    });
    const card = page.locator('.product-card').first();
    const title = (await card.locator('.product-card__title').innerText()).trim();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveTitle(`${title} | Etalage`);
    expect(await page.evaluate(() => (window as { documentKept?: boolean }).documentKept)).toBe(true);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${APP_URL}/product/`));
    for (const [selector, count] of [
      ['title', 1],
      ['meta[name="description"]', 1],
      ['link[rel="canonical"]', 1],
      ['style', 1],
      ['style[data-kept]', 1],
      ['meta[charset][data-kept]', 1],
      ['link[rel="icon"][data-kept]', 1],
    ] as const) {
      await expect(head.locator(selector), selector).toHaveCount(count);
    }
  });

  test('a product: Product structured data with its offer, and its breadcrumb', async ({ page, named }) => {
    const { id, slug, title } = named.products.simple;
    await page.goto(`/product/${id}/${slug}`);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}/product/${id}/${slug}`);
    const items = await jsonLd(page);
    const product = items.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({
      name: title,
      sku: id,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        // Spec §9: NL, a finite window of the config's return days, by mail, free.
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: 'NL',
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: 30,
          returnMethod: 'https://schema.org/ReturnByMail',
          returnFees: 'https://schema.org/FreeReturn',
        },
      },
    });
    expect(items.map((item) => item['@type'])).toContain('BreadcrumbList');
  });
});

test.describe('the category side navigation', () => {
  test('shows the branch of the current category, marks it, and leads to its siblings', async ({ page, named }) => {
    await page.goto(named.categories.large.slug);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const tree = page.getByRole('navigation', { name: 'Categorie-navigatie' });
    await expect(tree.getByRole('link', { name: 'Vloerkleden', exact: true })).toHaveAttribute('href', '/vloerkleden');
    await expect(tree.getByRole('link', { name: 'Wollen vloerkleden' })).toHaveAttribute('aria-current', 'page');
    await tree.getByRole('link', { name: 'Moderne vloerkleden' }).click();
    await expect(page).toHaveURL(/\/vloerkleden\/moderne-vloerkleden$/);
    await expect(tree.getByRole('link', { name: 'Moderne vloerkleden' })).toHaveAttribute('aria-current', 'page');
  });
});
