// Security and caching headers (docs/operations.md "Security headers"): every page carries a nonce-based
// Content-Security-Policy whose nonce every script of the page carries, nothing may frame the shop, nosniff and
// a referrer policy come with every answer, and personal pages are private and never stored. In the browser the
// pages still hydrate and their panels work under the policy, with no violation reported.
import type { APIResponse, Page } from '@playwright/test';
import { test, expect, waitForHydration } from '../support/fixtures';

const directivesOf = (response: APIResponse): Map<string, string> =>
  new Map(
    (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );

// The headers anonymous shoppers get: a request in a QA session is never cached, so these carry no session.
test.use({ extraHTTPHeaders: {} });

test.describe('page headers', () => {
  test('a page allows only scripts with its nonce, and every script of the page carries it', async ({
    request,
    named,
  }) => {
    for (const path of ['/', named.categories.large.slug, `/product/${named.products.simple.id}/x`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const directives = directivesOf(response);
      const nonce = /'nonce-([^']+)'/.exec(directives.get('script-src') ?? '')?.[1];
      expect(nonce, `${path}: script-src`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives.get('script-src')).toContain("'strict-dynamic'");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      const executable = scripts.filter((attributes) => !/type="application\/(?:ld\+)?json"/.test(attributes));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes, path).toContain(`nonce="${nonce}"`);
      const preloads = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map((match) => match[1] ?? '');
      for (const attributes of preloads) expect(attributes, path).toContain(`nonce="${nonce}"`);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const again = await request.get('/');
    expect(directivesOf(again).get('script-src')).not.toBe(directivesOf(await request.get('/')).get('script-src'));
  });

  test('account and checkout pages, and any page of a logged-in shopper, are private and never stored', async ({
    request,
    shopApi,
    named,
  }) => {
    const token = await shopApi.login(named.customers.known);
    const cases: [string, Record<string, string>][] = [
      ['/account/login', {}],
      ['/account/overview', { cookie: `auth_token=${token}` }],
      ['/checkout', {}],
      ['/checkout', { cookie: `auth_token=${token}` }],
      [named.categories.large.slug, { cookie: `auth_token=${token}` }],
      ['/', { cookie: `auth_token=${token}` }],
    ];
    for (const [path, headers] of cases) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      if (response.status() === 200) {
        expect(directivesOf(response).get('frame-ancestors'), path).toBe("'none'");
        expect(response.headers()['x-frame-options'], path).toBe('DENY');
      }
    }
  });

  test('a page every anonymous shopper shares may be kept by shared caches, not by browsers', async ({ request }) => {
    const response = await request.get('/', { headers: { cookie: 'cart_uid=c-123; locale=en-US' } });
    expect(response.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response.headers()['content-language']).toBe('en-US');
    expect(response.headers()['vary'] ?? '').not.toMatch(/cookie/i);
    const unknown = await request.get('/bestaat-niet-xyz', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['cache-control']).toBe('no-store');
  });

  test("the build id and the health check are never cached (the build's file must not answer for them)", async ({
    request,
  }) => {
    for (const path of ['/builds/latest.json', '/healthz']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['cache-control'], path).toBe('no-store');
    }
    expect((await request.get('/robots.txt')).headers()['cache-control']).toBe('public, max-age=3600');
  });

  test('assets, the API and health checks are nosniff too', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    for (const path of [asset!, '/healthz', '/builds/latest.json']) {
      expect((await request.get(path)).headers()['x-content-type-options'], path).toBe('nosniff');
    }
    const api = await request.post('/api/public/navigation', {
      data: { parentId: null, currentId: null, expand: true },
    });
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
  });
});

/** Collects what the browser reports against the policy (the event, and console errors naming it). */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

test.describe('under the Content-Security-Policy', () => {
  test('pages hydrate and their panels work, with no violation', async ({ page, named, cartPanel }) => {
    const violations = await watchViolations(page);
    await page.goto(named.categories.large.slug);
    await waitForHydration(page);

    const { id, slug, title } = named.products.simple;
    await page.goto(`/product/${id}/${slug}`);
    await waitForHydration(page);
    await cartPanel.addFromProductPage();
    await expect(cartPanel.line(title)).toBeVisible();
    await cartPanel.close();

    // A client navigation loads the next route's modules (allowed by 'strict-dynamic').
    await page.getByRole('link', { name: 'Vloerkleden', exact: true }).first().click();
    await expect(page).toHaveURL(/\/vloerkleden$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/account/login');
    await waitForHydration(page);
    await page.goto('/checkout');
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });
});
