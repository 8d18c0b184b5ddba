// The QA toolbar (docs/qa-scenarios.md "The QA toolbar"). A production build carries none of it (no chunk, no
// /__mock route through the storefront); a QA build (QA_TOOLBAR=1) shows it after hydration, arms a scenario for
// this browser by click so the next pay answers it, clears it, switches to a new isolated session, lists the
// session's last requests, and passes axe. The QA build is the one `npm run build:qa` made beside the production
// build (`build-qa`, or `{WEB_BUILD_DIR}-qa`), as `npm test` does; without one it is made here, into a folder of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, waitForHydration } from '../support/fixtures';
import { CHECKOUT_PATHS, Checkout } from '../support/pages/checkout';
import { Notifications } from '../support/pages/notifications';
import { ShopperApi } from '../support/shopper';
import { startStack, type Stack } from '../support/servers';

const web = fileURLToPath(new URL('../../web/', import.meta.url));
const MARKER = 'data-qa-toolbar';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`);

test('a production build carries no QA toolbar, and the storefront passes no /__mock call', async ({
  request,
  page,
}) => {
  const carrying = filesUnder(`${web}build/client`).filter((file) => readFileSync(file, 'utf8').includes(MARKER));
  expect(carrying).toEqual([]);
  expect((await request.get('/__mock/scenarios')).status()).toBe(404);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('complementary', { name: 'QA toolbar' })).toHaveCount(0);
});

test.describe('in a QA build', () => {
  test.describe.configure({ mode: 'serial' });
  // This file's stack is its own: the worker's QA session lives on the run's mock API, not on this one.
  test.use({ extraHTTPHeaders: {} });

  /** A QA build this file made, removed when it is done. */
  let ownBuild: string | null = null;
  let stack: Stack;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    let buildDir = `${web}${process.env.WEB_BUILD_DIR ?? 'build'}-qa`;
    if (!existsSync(`${buildDir}/server`)) {
      buildDir = ownBuild = mkdtempSync(`${web}.qa-build-`);
      execFileSync('npx', ['react-router', 'build'], {
        cwd: web,
        env: { ...process.env, QA_TOOLBAR: '1', WEB_BUILD_DIR: buildDir },
        stdio: 'pipe',
      });
    }
    stack = await startStack({}, { QA_TOOLBAR: '1' }, buildDir);
  });
  test.afterAll(async () => {
    await stack?.stop();
    if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
  });

  test('arming a scenario by click makes the next pay answer it; it clears with one click', async ({
    page,
    request,
    expectAccessible,
  }) => {
    const shopApi = new ShopperApi(request, stack.apiUrl, stack.baseUrl);
    const token = await shopApi.login(await shopApi.register('toolbar'));
    await shopApi.fillCart(token, {
      lines: [{ productId: '1001', quantity: 1 }],
      shippingOptionId: 'nl-standard',
      paymentOptionId: 'ideal',
    });
    await shopApi.signIn(page.context(), token);
    await page.goto(`${stack.baseUrl}${CHECKOUT_PATHS.overview}`);
    await waitForHydration(page);

    const toolbar = page.getByRole('complementary', { name: 'QA toolbar' });
    const toggle = toolbar.getByRole('button', { name: /^QA/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toolbar.getByRole('heading', { name: 'Payment and checkout errors' })).toBeVisible();
    await expect(toolbar.getByRole('heading', { name: 'Transport faults' })).toBeVisible();
    await expectAccessible({ include: '[data-qa-toolbar]' });

    await toolbar.getByRole('button', { name: 'ipoi', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'ipoi', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(toolbar.getByRole('button', { name: 'Clear ipoi' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'mock-scenario')?.value).toBe('ipoi');

    const checkout = new Checkout(page);
    const pay = page.waitForResponse((response) => response.url().endsWith('/api/v2/checkout/pay'));
    await checkout.payButton.click();
    expect((await pay).status()).toBe(422);
    await expect(
      new Notifications(page).withMessage('Deze betaalmethode is nu niet beschikbaar. Kies een andere betaalmethode.'),
    ).toBeVisible();

    // The journal shows the session's last requests with their status.
    await toolbar.getByRole('button', { name: 'Refresh' }).click();
    await expect(toolbar.getByRole('listitem').filter({ hasText: /POST \/api\/v2\/checkout\/pay 422/ })).toHaveCount(1);

    await toolbar.getByRole('button', { name: 'Clear all scenarios' }).click();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'mock-scenario')).toBe(false);
    await expect(toolbar.getByText('None: every call answers normally.')).toBeVisible();
  });

  test('a new isolated session by click: the shop then shows that session, and the page is never cached', async ({
    page,
    request,
  }) => {
    await page.goto(stack.baseUrl);
    await waitForHydration(page);
    const toolbar = page.getByRole('complementary', { name: 'QA toolbar' });
    await toolbar.getByRole('button', { name: /^QA/ }).click();
    await toolbar.getByRole('button', { name: 'New isolated session' }).click();
    // The page reloads in the new session: the toggle then says so.
    await expect(toolbar.getByRole('button', { name: /^QA.*session$/ })).toBeVisible();
    await waitForHydration(page);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'mock-session')?.value;
    expect(session).toMatch(/.+/);
    const sessions = (await (await request.get(`${stack.apiUrl}/__mock/sessions`)).json()) as {
      sessions: { id: string; name: string | null }[];
    };
    expect(sessions.sessions.find((s) => s.id === session)?.name).toBe('QA toolbar');
    // The toolbar is never in the server's HTML, so pages with or without it are the same for every cache.
    const html = await (await request.get(stack.baseUrl)).text();
    expect(html).not.toContain(MARKER);
  });
});
