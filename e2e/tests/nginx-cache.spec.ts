// The cache in front (docs/operations.md "A cache in front"): Debian's nginx with the repository's configuration
// (deploy/nginx/storefront.conf.template, the file docker-compose mounts) in front of the built storefront, whose
// own page cache is off, with a 2-second TTL. An anonymous category page is a hit the second time, with a fresh
// nonce in header and page; a logged-in page, QA's cookies and headers, and personal pages are never cached; a
// price change in the mock API shows within the TTL; and an answer that sets a cookie is never stored (shown
// against a stub upstream, since no storefront page sets one).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { startNginx, type Nginx } from '../support/nginx';
import { startStack, type Stack } from '../support/servers';
import { ShopperApi } from '../support/shopper';

const TTL_S = 2;
let stack: Stack;
let nginx: Nginx;

test.describe.configure({ mode: 'serial' });
// This file's stack is its own: the worker's QA session lives on the run's mock API, not on this one.
test.use({ extraHTTPHeaders: {} });

test.beforeAll(async () => {
  stack = await startStack({}, { PAGE_CACHE_MB: '0', PAGE_CACHE_TTL: String(TTL_S), PAGE_CACHE_SWR: '0' });
  nginx = await startNginx(stack.baseUrl);
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
});

const cacheOf = (response: APIResponse) => response.headers()['x-cache'];
const nonceOf = async (response: APIResponse): Promise<string> => {
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  const inPage = [...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  expect(inPage.length).toBeGreaterThan(0);
  expect(new Set(inPage)).toEqual(new Set([nonce]));
  return nonce;
};

test('an anonymous category page is a cache hit the second time, with its own nonce', async ({ request, named }) => {
  const url = `${nginx.url}${named.categories.large.slug}`;
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  const second = await request.get(url);
  expect(cacheOf(second)).toBe('HIT');
  const third = await request.get(url, { headers: { cookie: 'cart_uid=c-1; cookiePreferences=e30=' } });
  expect(cacheOf(third)).toBe('HIT');
  const nonces = [await nonceOf(first), await nonceOf(second), await nonceOf(third)];
  expect(new Set(nonces).size).toBe(3);
  // Another locale is another copy.
  expect(cacheOf(await request.get(url, { headers: { cookie: 'locale=en-US' } }))).toBe('MISS');
  // Compressed for the browser by nginx.
  const compressed = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(compressed.headers()['content-encoding']).toBe('gzip');
  expect(cacheOf(compressed)).toBe('HIT');
});

test("the build's files pass as the build compressed them, one stored copy per coding", async ({ request }) => {
  const html = await (await request.get(`${nginx.url}/`)).text();
  const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const url = `${nginx.url}${script}`;
  const br = await request.get(url, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  // The build's file, not nginx's own compression (which has no length).
  expect(Number(br.headers()['content-length'])).toBeGreaterThan(0);
  expect(cacheOf(await request.get(url, { headers: { 'accept-encoding': 'br' } }))).toBe('HIT');
  const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(cacheOf(await request.get(url, { headers: { 'accept-encoding': 'gzip' } }))).toBe('HIT');
  expect((await gzip.body()).equals(await br.body())).toBe(true);
});

test('a logged-in page, QA scenario and session cookies and headers, and personal pages are never cached', async ({
  request,
  named,
}) => {
  const token = await new ShopperApi(request, stack.apiUrl, nginx.url).login(named.customers.known);
  const category = `${nginx.url}${named.categories.large.slug}`;
  await request.get(category);
  const cases: [string, string, Record<string, string>][] = [
    ['logged in', category, { cookie: `auth_token=${token}` }],
    ['scenario cookie', category, { cookie: 'locale=nl-NL; mock-scenario=slow:1' }],
    ['session cookie', category, { cookie: 'mock-session=qa-nginx' }],
    ['scenario header', category, { 'x-mock-scenario': 'slow:1' }],
    ['session header', category, { 'x-mock-session': 'qa-nginx' }],
    ['account page', `${nginx.url}/account/login`, {}],
    ['checkout', `${nginx.url}/checkout`, {}],
  ];
  for (const [name, url, headers] of cases) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.get(url, { headers, maxRedirects: 0 });
      expect(['MISS', 'BYPASS'], `${name}: X-Cache`).toContain(cacheOf(answer));
    }
  }
});

test('a price change in the mock API shows within the TTL', async ({ request, named }) => {
  const { id, slug } = named.products.simple;
  const url = `${nginx.url}/product/${id}/${slug}`;
  expect(await (await request.get(url)).text()).toMatch(/€\s29,95/);
  expect(cacheOf(await request.get(url))).toBe('HIT');
  const changed = await request.patch(`${stack.apiUrl}/__mock/app-config`, {
    data: { display: { priceExclVat: true } },
  });
  expect(changed.ok()).toBe(true);
  try {
    await expect
      .poll(async () => /€\s24,75/.test(await (await request.get(url)).text()), { timeout: 20_000 })
      .toBe(true);
  } finally {
    await request.delete(`${stack.apiUrl}/__mock/app-config`);
  }
});

test.describe('against a stub upstream', () => {
  let upstream: Server;
  let stubNginx: Nginx;

  test.beforeAll(async () => {
    // Public pages a shared cache may keep for a minute; /with-cookie also sets a cookie.
    upstream = createServer((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
      if (req.url === '/with-cookie') res.setHeader('set-cookie', 'visitor=1; Path=/');
      res.end(`<html><body>${req.url}</body></html>`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    stubNginx = await startNginx(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });

  test.afterAll(async () => {
    await stubNginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('an answer that sets a cookie is never stored, the same answer without one is', async ({ request }) => {
    const statuses = async (path: string) => {
      const answers = [await request.get(`${stubNginx.url}${path}`), await request.get(`${stubNginx.url}${path}`)];
      return answers.map(cacheOf);
    };
    expect(await statuses('/with-cookie')).toEqual(['MISS', 'MISS']);
    expect(await statuses('/without-cookie')).toEqual(['MISS', 'HIT']);
  });
});
