// The storefront's in-process page cache (docs/performance.md "The server"), on a stack
// of its own with the cache on and a 2-second TTL (and reads shared for 1 s): an anonymous page is answered from the cache the second time,
// every personal or QA request and every personal page is never answered from it nor stored, a price change in
// the mock shows once the TTL has passed, and a shopper's cart count still appears on a page from the cache.
import type { APIResponse } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';
import { startStack, type Stack } from '../support/servers';
import { ShopperApi } from '../support/shopper';

const TTL_S = 2;
let stack: Stack;

test.describe.configure({ mode: 'serial' });
// This file's stack is its own: the worker's QA session lives on the run's mock API, not on this one.
test.use({ extraHTTPHeaders: {} });

test.beforeAll(async () => {
  stack = await startStack(
    {},
    { PAGE_CACHE_MB: '16', PAGE_CACHE_TTL: String(TTL_S), PAGE_CACHE_SWR: '0', READ_CACHE_TTL: '1' },
  );
});

test.afterAll(async () => {
  await stack.stop();
});

const cacheOf = (response: APIResponse) => response.headers()['x-cache'];

test('an anonymous category page is answered from the cache the second time, with a new nonce', async ({
  request,
  named,
}) => {
  const url = `${stack.baseUrl}${named.categories.large.slug}`;
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe(`public, max-age=0, s-maxage=${TTL_S}, stale-while-revalidate=0`);
  const second = await request.get(url);
  expect(cacheOf(second)).toBe('HIT');
  expect(Number(second.headers().age)).toBeGreaterThanOrEqual(0);
  const nonceOf = async (response: APIResponse) => {
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    return nonce;
  };
  expect(await nonceOf(second)).not.toBe(await nonceOf(first));
  // Before hydration a shared page names no cart count: the browser fills it in.
  expect(await second.text()).toContain('aria-label="Winkelwagen"');
});

test('a login, a QA scenario or session, and the account and checkout pages are never served from the cache', async ({
  request,
  named,
}) => {
  const shopper = new ShopperApi(request, stack.apiUrl, stack.baseUrl);
  const token = await shopper.login(named.customers.known);
  const page = `${stack.baseUrl}${named.categories.large.slug}`;
  await request.get(page);
  const cases: [string, string, Record<string, string>][] = [
    ['logged in', page, { cookie: `auth_token=${token}` }],
    ['scenario cookie', page, { cookie: 'mock-scenario=slow:1' }],
    ['scenario header', page, { 'x-mock-scenario': 'slow:1' }],
    ['session header', page, { 'x-mock-session': 'qa-cache-test' }],
    ['account login', `${stack.baseUrl}/account/login`, {}],
    ['checkout', `${stack.baseUrl}/checkout`, {}],
  ];
  for (const [name, url, headers] of cases) {
    const answers = [
      await request.get(url, { headers, maxRedirects: 0 }),
      await request.get(url, { headers, maxRedirects: 0 }),
    ];
    for (const answer of answers) {
      expect(['MISS', 'BYPASS'], `${name}: X-Cache`).toContain(cacheOf(answer));
      expect(answer.headers()['cache-control'], `${name}: Cache-Control`).toBe('private, no-store');
    }
  }
});

// React Router hands loaders and middleware the request as it came (v8_passThroughRequests): a client
// navigation's data request (`/checkout.data?_routes=…`) must be judged and answered by its page's address.
test("a client navigation's data request follows the rules and the data of its page", async ({ request, named }) => {
  const slug = named.categories.large.slug;
  const category = await request.get(`${stack.baseUrl}${slug}.data?_routes=root,content`);
  expect(category.status()).toBe(200);
  expect(category.headers()['cache-control']).toBe(`public, max-age=0, s-maxage=${TTL_S}, stale-while-revalidate=0`);
  expect(await category.text()).toContain(`${slug}"`);
  for (const path of ['/checkout.data', '/account/login.data']) {
    const answer = await request.get(`${stack.baseUrl}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], `${path}: Cache-Control`).toBe('private, no-store');
  }
  // A guarded page sends to login with the page's own address to return to, not its data request's.
  const guarded = await request.get(`${stack.baseUrl}/account/overview.data`, { maxRedirects: 0 });
  expect(guarded.headers()['cache-control']).toBe('private, no-store');
  expect(await guarded.text()).toContain('"/account/login?redirect=%2Faccount%2Foverview"');
});

test('a price change in the mock API shows once the TTLs have passed', async ({ request, named }) => {
  const { id, slug } = named.products.simple;
  const url = `${stack.baseUrl}/product/${id}/${slug}`;
  // Prices are written with a no-break space after the euro sign.
  const inclVat = /€\s29,95/;
  const exclVat = /€\s24,75/;
  expect(await (await request.get(url)).text()).toMatch(inclVat);
  expect(cacheOf(await request.get(url))).toBe('HIT');
  const changed = await request.patch(`${stack.apiUrl}/__mock/app-config`, {
    data: { display: { priceExclVat: true } },
  });
  expect(changed.ok()).toBe(true);
  try {
    await expect.poll(async () => exclVat.test(await (await request.get(url)).text()), { timeout: 20_000 }).toBe(true);
  } finally {
    await request.delete(`${stack.apiUrl}/__mock/app-config`);
  }
});

test("a page from the cache shows the shopper's cart count once hydrated", async ({ page, request, named }) => {
  const { id, slug } = named.products.simple;
  const category = `${stack.baseUrl}${named.categories.large.slug}`;
  await page.goto(`${stack.baseUrl}/product/${id}/${slug}`);
  await waitForHydration(page);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/cart/lines') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await saved;
  await page.keyboard.press('Escape');

  // The page as every anonymous shopper gets it (stored by a request without cookies), then in this browser.
  await request.get(category);
  const answer = await page.goto(category);
  expect(answer?.headers()['x-cache']).toBe('HIT');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Winkelwagen, 1 product' })).toBeVisible();
  await page.getByRole('link', { name: 'Winkelwagen, 1 product' }).click();
  await expect(page.getByRole('dialog', { name: 'Winkelwagen (1)' })).toBeVisible();
});
