// The cookie wall, consent mode and the shop's scripts (spec §2 Cookie wall, §3, §4 Consent, §7 scripts, §8, §9;
// docs/consent.md): every path through the wall with the cookie it stores and the consent-mode calls it makes
// (read from the data layer), scripts in their place and only after consent, never twice; the stored choice, the
// undecodable cookie, the wall switched off; the page the server sends is the same whatever the consent.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

test.use({ storedConsent: null });

type ConsentCall = [string, string, Record<string, string | number>];

/** The gtag('consent', …) calls in the data layer, in order (gtag pushes its `arguments`). */
const consentCalls = (page: Page): Promise<ConsentCall[]> =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'consent') as ConsentCall[],
  );

/** The ids of the shop's scripts that ran, as they record themselves. */
const ran = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __etalageScripts?: string[] }).__etalageScripts ?? []);

/** How many of the shop's scripts the page has inserted (web/app/lib/shop-scripts.ts marks each). */
const insertedScripts = (page: Page): Promise<number> => page.locator('script[data-shop-script]').count();

const storedChoice = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookiePreferences');
  return cookie
    ? { cookie, value: JSON.parse(Buffer.from(decodeURIComponent(cookie.value), 'base64').toString()) as unknown }
    : null;
};

const NECESSARY = ['necessary-header', 'necessary-footer', 'untyped-body'];
const ALL = [...NECESSARY, 'preferences-body', 'statistics-header', 'statistics-body', 'marketing-footer'];

const wallOf = (page: Page) => page.getByRole('dialog', { name: 'Cookies op deze webwinkel' });

test.describe('a first visit', () => {
  test('shows the wall with only necessary granted; consent mode defaults first; only necessary scripts run', async ({
    page,
    request,
    baseURL,
    expectAccessible,
  }) => {
    // The server's page is the same for everyone: no wall in it, the consent default as its first script.
    const html = await (await request.get(`${baseURL}/`)).text();
    expect(html).not.toContain('Cookies op deze webwinkel');
    expect(html.indexOf("gtag('consent','default'")).toBeLessThan(html.indexOf('<script', html.indexOf('<script') + 1));

    await page.goto('/');
    await waitForHydration(page);
    const wall = wallOf(page);
    await expect(wall).toBeVisible();
    await expect(wall.getByRole('tab', { name: 'Toestemming' })).toHaveAttribute('aria-selected', 'true');
    await expect(wall.getByRole('button', { name: 'Aanpassen' })).toBeVisible();
    await expect(wall.getByRole('button', { name: 'Alles toestaan' })).toBeVisible();
    await expect(wall.getByRole('button', { name: 'Selectie toestaan' })).toHaveCount(0);

    const calls = await consentCalls(page);
    expect(calls[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'granted',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    // The dataLayer's very first entry is the default: nothing was pushed before it.
    expect(
      await page.evaluate(
        () => Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0]!)[1],
      ),
    ).toBe('default');
    await expect.poll(() => ran(page).then((ids) => [...ids].sort())).toEqual([...NECESSARY].sort());
    // Header records in head, the others at the end of body; the inactive ones never.
    expect(await page.locator('head script[data-shop-script="necessary-header"]').count()).toBe(1);
    expect(await page.locator('body > script[data-shop-script="necessary-footer"]').count()).toBe(1);
    expect(await page.locator('script[data-shop-script$="-inactive"]').count()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-scripts', /necessary-header/);
    expect(await storedChoice(page.context())).toBeNull();
    await expectAccessible({ include: '.cookie-wall' });
  });

  test("'Aanpassen' opens Details; 'Selectie toestaan' stores the switches for a year and runs what they allow", async ({
    page,
    context,
    expectAccessible,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const wall = wallOf(page);
    await wall.getByRole('button', { name: 'Aanpassen' }).click();
    await expect(wall.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(wall.getByRole('button', { name: 'Aanpassen' })).toHaveCount(0);
    const necessary = wall.getByRole('switch', { name: 'Noodzakelijk' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expectAccessible({ include: '.cookie-wall' });
    await wall.getByRole('switch', { name: 'Statistieken' }).check();
    await wall.getByRole('button', { name: 'Selectie toestaan' }).click();
    await expect(wall).toBeHidden();

    const stored = await storedChoice(context);
    expect(stored?.value).toEqual({ necessary: true, preferences: false, statistics: true, marketing: false });
    expect(stored!.cookie.path).toBe('/');
    expect(stored!.cookie.sameSite).toBe('Lax');
    const year = Date.now() / 1000 + 31_536_000;
    expect(Math.abs(stored!.cookie.expires - year)).toBeLessThan(120);

    const update = (await consentCalls(page)).at(-1)!;
    expect(update.slice(0, 2)).toEqual(['consent', 'update']);
    expect(update[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      personalization_storage: 'denied',
    });
    await expect
      .poll(() => ran(page).then((ids) => [...ids].sort()))
      .toEqual([...NECESSARY, 'statistics-header', 'statistics-body'].sort());

    // Next visit: the choice applies at once, no wall.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => ran(page).then((ids) => [...ids].sort()))
      .toEqual([...NECESSARY, 'statistics-header', 'statistics-body'].sort());
    await expect(wallOf(page)).toHaveCount(0);
    expect((await consentCalls(page)).at(-1)![2]).toMatchObject({ analytics_storage: 'granted' });
  });

  test("'Alles toestaan' grants everything at once; the footer link reopens the wall; no script runs twice", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await wallOf(page).getByRole('button', { name: 'Alles toestaan' }).click();
    await expect(wallOf(page)).toBeHidden();
    expect((await storedChoice(context))?.value).toEqual({
      necessary: true,
      preferences: true,
      statistics: true,
      marketing: true,
    });
    expect((await consentCalls(page)).at(-1)![2]).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
      personalization_storage: 'granted',
    });
    await expect.poll(() => ran(page).then((ids) => [...ids].sort())).toEqual([...ALL].sort());

    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    const wall = wallOf(page);
    await expect(wall.getByRole('tab', { name: 'Toestemming' })).toHaveAttribute('aria-selected', 'true');
    const callsBefore = (await consentCalls(page)).length;
    const insertedBefore = await insertedScripts(page);
    await wall.getByRole('button', { name: 'Alles toestaan' }).click();
    await expect(wall).toBeHidden();
    // A choice is taken in one go: once consent mode has its update, a script due again would be scheduled too,
    // and its first insertion comes in the page's next task, before a timer the test sets after it.
    await expect.poll(async () => (await consentCalls(page)).length).toBe(callsBefore + 1);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await insertedScripts(page)).toBe(insertedBefore);
    expect((await ran(page)).length).toBe(ALL.length);
  });

  test('keyboard: the tabs follow the arrow keys; About links to the cookie policy', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const wall = wallOf(page);
    await wall.getByRole('tab', { name: 'Toestemming' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(wall.getByRole('tab', { name: 'Details' })).toBeFocused();
    await expect(wall.getByRole('button', { name: 'Selectie toestaan' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(wall.getByRole('tab', { name: 'Over cookies' })).toHaveAttribute('aria-selected', 'true');
    await expect(wall.getByRole('link', { name: 'Lees ons privacy- en cookiebeleid' })).toHaveAttribute(
      'href',
      '/privacy-en-cookies',
    );
    await expectAccessible({ include: '.cookie-wall' });
  });
});

test('an undecodable cookie counts as none: the wall shows', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookiePreferences', value: 'not-base64%%', url: baseURL! }]);
  await page.goto('/');
  await waitForHydration(page);
  await expect(wallOf(page)).toBeVisible();
});

test('with the wall switched off every category is granted and every active script runs', async ({
  page,
  request,
  apiUrl,
}) => {
  const patched = await request.patch(`${apiUrl}/__mock/app-config`, {
    data: { display: { cookieWall: { state: false, scripts: true } } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  try {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => ran(page).then((ids) => [...ids].sort())).toEqual([...ALL].sort());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await consentCalls(page)).at(-1)![2]).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'granted',
    });
    await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toHaveCount(0);
  } finally {
    expect((await request.delete(`${apiUrl}/__mock/app-config`)).status()).toBe(200);
  }
});

test('in English on a phone: every tab passes axe', async ({ page, context, baseURL, expectAccessible }) => {
  await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const wall = page.getByRole('dialog', { name: 'Cookies in this shop' });
  await expect(wall.getByRole('button', { name: 'Adjust' })).toBeVisible();
  await expectAccessible({ include: '.cookie-wall' });
  for (const tab of ['Details', 'About cookies']) {
    await wall.getByRole('tab', { name: tab }).click();
    await expectAccessible({ include: '.cookie-wall' });
  }
  await expect(wall.getByRole('button', { name: 'Allow selection' })).toHaveCount(0);
  await wall.getByRole('tab', { name: 'Details' }).click();
  await wall.getByRole('button', { name: 'Allow selection' }).click();
  await expect(wall).toBeHidden();
});

const ALL_ALLOWED = Buffer.from(
  JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
).toString('base64');

/** Console errors and uncaught exceptions of `page` from now on. */
const faultsOf = (page: Page) => {
  const faults: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => faults.push(`exception: ${error.message}`));
  return faults;
};

test.describe("the shop's scripts", () => {
  test.use({ storedConsent: ALL_ALLOWED });

  test('the default shop runs every script without a console error or an exception, on every kind of page', async ({
    page,
    named,
  }) => {
    const faults = faultsOf(page);
    const { id, slug } = named.products.simple;
    for (const path of ['/', named.categories.large.slug, `/product/${id}/${slug}`, '/blogs', '/account/login']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect.poll(() => ran(page).then((ids) => [...ids].sort()), { message: path }).toEqual([...ALL].sort());
    }
    expect(faults).toEqual([]);
  });

  test("QA's faulty-scripts scenario adds one that throws and one whose file is missing: the others still run", async ({
    page,
    useScenario,
  }) => {
    await useScenario('faulty-scripts');
    const faults = faultsOf(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => ran(page).then((ids) => [...ids].sort())).toEqual([...ALL].sort());
    await expect.poll(() => faults.join('\n')).toContain('broken-body: a failing script');
    await expect.poll(() => faults.join('\n')).toContain('missing-footer.js');
  });
});

test("Details: each category's description starts under its switch's label, indented from the switch", async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const wall = wallOf(page);
  await wall.getByRole('button', { name: 'Aanpassen' }).click();
  for (const name of ['Noodzakelijk', 'Voorkeuren', 'Statistieken', 'Marketing']) {
    const control = wall.getByRole('switch', { name });
    const label = wall.locator(`label[for="${await control.getAttribute('id')}"]`);
    const about = wall.locator(`#${await control.getAttribute('aria-describedby')}`);
    const [switchBox, labelBox, aboutText] = [
      await control.boundingBox(),
      await label.boundingBox(),
      // Where the description's text starts: its box's left edge plus its padding.
      await about.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      }),
    ];
    expect(aboutText, name).toBeGreaterThan(switchBox!.x + switchBox!.width);
    expect(Math.abs(aboutText - labelBox!.x), name).toBeLessThanOrEqual(2);
  }
});
