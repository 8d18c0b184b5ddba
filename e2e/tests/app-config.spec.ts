// The default sort comes from the app config and the server owns it (spec §9 'Default sort from config'): with
// `lowest-price` set through PATCH /__mock/app-config, a category rendered on the server lists the cheapest
// products first, the sort menu shows that default, and the storefront's content call names no sort.
// Every change is made in the worker's own QA session of the run's mock API (its requests and browsers carry it),
// so no other test sees it.
import { test, expect, waitForHydration } from '../support/fixtures';
import { ProductGrid } from '../support/pages/product-grid';

const ascending = (prices: (number | null)[]) =>
  prices.every((price, i) => i === 0 || (prices[i - 1] ?? Infinity) <= (price ?? Infinity));

test('a category without ?sort is rendered on the server in the configured default order', async ({
  browser,
  request,
  apiUrl,
  baseURL,
  extraHTTPHeaders,
  named,
}) => {
  const slug = named.categories.large.slug;
  // The server's HTML as it is: a browser without JavaScript shows exactly what the server rendered.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
  const page = await context.newPage();
  const grid = new ProductGrid(page.getByRole('list', { name: 'Producten' }));
  const sortMenu = page.getByLabel('Sorteren op');

  await page.goto(slug);
  const seeded = await grid.prices();
  expect(ascending(seeded), 'the seeded default (relevance) is not the price order').toBe(false);
  await expect(sortMenu).toHaveValue('relevance');

  const patched = await request.patch(`${apiUrl}/__mock/app-config`, {
    data: { display: { sorting: { sortBy: 'lowest-price' } } },
  });
  expect(patched.status()).toBe(200);

  const response = await page.goto(slug);
  expect(response?.status()).toBe(200);
  const prices = await grid.prices();
  expect(prices).toHaveLength(24);
  expect(ascending(prices), `prices in the server HTML: ${prices.join(', ')}`).toBe(true);
  // The sort menu shows the configured default, and the URL stays without ?sort.
  await expect(sortMenu).toHaveValue('lowest-price');
  expect(page.url()).not.toContain('sort=');
  // The storefront left the default to the server: its content call named no sort.
  const journal = (await (await request.get(`${apiUrl}/__mock/journal?limit=20`)).json()) as {
    entries: { endpoint: string | null; body: { slug?: string; sort?: string } | null }[];
  };
  const call = journal.entries.find((entry) => entry.endpoint === 'content' && entry.body?.slug === slug);
  expect(call?.body).not.toHaveProperty('sort');

  // An explicit ?sort still wins over the default.
  await page.goto(`${slug}?sort=relevance`);
  expect(await grid.prices()).toEqual(seeded);

  // POST /__mock/reset takes the shop back to its seeded default.
  await request.post(`${apiUrl}/__mock/reset`);
  await page.goto(slug);
  expect(await grid.prices()).toEqual(seeded);
  await context.close();
});

test('a bad config change is refused with a 400 naming the field, and changes nothing', async ({ request, apiUrl }) => {
  const answer = await request.patch(`${apiUrl}/__mock/app-config`, {
    data: { display: { sorting: { sortBy: 'cheapest-first' } } },
  });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { errors: { path: string }[] };
  expect(body.errors.map((error) => error.path)).toEqual(['display.sorting.sortBy']);
  const config = (await (await request.get(`${apiUrl}/__mock/app-config`)).json()) as { override: object };
  expect(config.override).toEqual({});
});

test('the favicon is the configured one; with one language on offer there is no language switch', async ({
  page,
  request,
  apiUrl,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/media/favicon.svg');
  const languages = page.getByRole('group', { name: 'Taal' });
  await expect(languages.getByRole('button')).toHaveCount(2);
  const patched = await request.patch(`${apiUrl}/__mock/app-config`, {
    data: { languages: { html: 'nl', app: ['nl-NL'] }, faviconUrl: '/media/favicon.svg?v=2' },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  try {
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(languages).toHaveCount(0);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/media/favicon.svg?v=2');
  } finally {
    expect((await request.delete(`${apiUrl}/__mock/app-config`)).status()).toBe(200);
  }
});
