// HTTP answers of the storefront's routes (spec §2, §4): permanent redirects for product slugs and
// trailing slashes, the 302 of a category with one product, and the noindex 404 page. Statuses and
// Location headers are read from document requests that do not follow redirects.
import { APP_URL } from '@etalage/fixtures';
import { test, expect } from '../support/fixtures';

const productPath = (product: { id: string; slug: string }) => `/product/${product.id}/${product.slug}`;

/** The redirect target as a path with query, whether the server sent it absolute or relative. */
const locationPath = (location: string | undefined, baseURL: string): string => {
  const url = new URL(location ?? '', baseURL);
  return `${url.pathname}${url.search}`;
};

test.describe('redirects', () => {
  test('a wrong product slug answers 301 with the right one', async ({ request, named, baseURL }) => {
    const product = named.products.simple;
    const response = await request.get(`/product/${product.id}/een-verkeerde-slug`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(locationPath(response.headers()['location'], baseURL!)).toBe(productPath(product));
  });

  test('a product path without a slug answers 301 with the slug', async ({ request, named, baseURL }) => {
    const product = named.products.variations;
    const response = await request.get(`/product/${product.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(locationPath(response.headers()['location'], baseURL!)).toBe(productPath(product));
  });

  test('the right product slug answers 200 with an indexable page', async ({ request, named }) => {
    const response = await request.get(productPath(named.products.simple), { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const head = /<head>([\s\S]*?)<\/head>/.exec(await response.text())?.[1] ?? '';
    expect(head).toContain(`<title>${named.products.simple.title} | Etalage</title>`);
    expect(head).not.toContain('noindex');
  });

  test('a path ending in a slash answers 301 without it, keeping the query', async ({ request, named, baseURL }) => {
    const slug = named.categories.large.slug;
    const category = await request.get(`${slug}/`, { maxRedirects: 0 });
    expect(category.status()).toBe(301);
    expect(locationPath(category.headers()['location'], baseURL!)).toBe(slug);

    const withQuery = await request.get(`${slug}/?page=2`, { maxRedirects: 0 });
    expect(withQuery.status()).toBe(301);
    expect(locationPath(withQuery.headers()['location'], baseURL!)).toBe(`${slug}?page=2`);

    const product = await request.get(`${productPath(named.products.simple)}/`, { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(locationPath(product.headers()['location'], baseURL!)).toBe(productPath(named.products.simple));

    // The root itself is not redirected.
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(200);
  });

  test('a category with exactly one product answers 302 to that product', async ({ request, named, baseURL }) => {
    const response = await request.get(named.categories.singleProduct.slug, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(locationPath(response.headers()['location'], baseURL!)).toBe(productPath(named.products.giftCard));
  });

  test('a browser opening the single-product category lands on the product page', async ({
    page,
    productPage,
    named,
  }) => {
    await productPage.open(named.categories.singleProduct.slug);
    expect(new URL(page.url()).pathname).toBe(productPath(named.products.giftCard));
    await expect(productPage.heading).toHaveText(named.products.giftCard.title);
  });
});

test.describe('the redirect table (spec §2 route rules)', () => {
  test('an old path answers 301 to its new path, which answers 200', async ({ request, baseURL }) => {
    for (const [old, target] of [
      ['/wol', '/vloerkleden/wollen-vloerkleden'],
      ['/collectie/vloerkleden', '/vloerkleden'],
    ] as const) {
      const answer = await request.get(old, { maxRedirects: 0 });
      expect(answer.status(), old).toBe(301);
      expect(locationPath(answer.headers()['location'], baseURL!)).toBe(target);
      expect((await request.get(target, { maxRedirects: 0 })).status(), target).toBe(200);
    }
  });

  test('an absolute target leaves the site', async ({ request }) => {
    const answer = await request.get('/merken/kleedwerk', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('https://kleedwerk.example/');
  });

  test('a browser opening an old path lands on the new page', async ({ page }) => {
    await page.goto('/wol');
    await expect(page).toHaveURL(/\/vloerkleden\/wollen-vloerkleden$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wollen vloerkleden');
  });

  test('a path without a rule still answers 404', async ({ request }) => {
    expect((await request.get('/bestaat-niet-en-nooit', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('the 404 page', () => {
  test('an unknown path answers 404 with a noindex page that leads home', async ({ page, request, shell }) => {
    const path = '/deze-pagina/bestaat-niet';
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const head = /<head>([\s\S]*?)<\/head>/.exec(await response.text())?.[1] ?? '';
    expect(head).toMatch(/<meta name="robots" content="noindex"\/?>/);

    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pagina niet gevonden: ${path}`);
    await expect(page.getByRole('main')).toContainText('404');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(shell.skipLink).toBeAttached();

    await page.getByRole('main').getByRole('link', { name: 'Terug naar home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Pagina niet gevonden/);
  });

  test('an unknown product answers 404 too', async ({ request }) => {
    const response = await request.get('/product/999999/bestaat-niet', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Pagina niet gevonden: /product/999999/bestaat-niet');
  });

  test('the 404 page speaks English when the locale cookie says so', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
    const answer = await page.goto('/does-not-exist');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /does-not-exist');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});

test.describe('page validation (spec §2): a catalogue URL naming no real page is the 404 page', () => {
  for (const suffix of [
    '/Onbekend:Beige',
    '/Kleur:Paars-met-stippen',
    '/price:abc',
    '?page=99',
    '?page=0',
    '?page=abc',
  ]) {
    test(`${suffix}`, async ({ request, named }) => {
      const path = `${named.categories.large.slug}${suffix}`;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Pagina niet gevonden');
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    });
  }

  test('the same on a client navigation, and real filters and pages still answer 200', async ({
    page,
    request,
    named,
  }) => {
    const { slug } = named.categories.large;
    for (const valid of [`${slug}/Kleur:Beige`, `${slug}/price:100-900`, `${slug}?page=4`]) {
      expect((await request.get(valid, { maxRedirects: 0 })).status(), valid).toBe(200);
    }
    await page.goto(slug);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${slug}?page=99`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pagina niet gevonden: ${slug}`);
  });
});

test.describe('hostile addresses (never off the site, never a framework page)', () => {
  // Absolute URLs keep the path as written: `request.get('//evil.example/')` would be read as another host.
  for (const path of ['//evil.example/', '///', '/.//', '/\\evil.example/', '//evil.example//?a=1']) {
    test(`${path} redirects to a path of this site`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = response.headers()['location'] ?? '';
      expect(location).toMatch(/^(\/(?![/\\])|http:\/\/(127\.0\.0\.1|localhost):\d+\/)/);
      expect(new URL(location, baseURL).host).toBe(new URL(baseURL!).host);
    });
  }

  test('a product id far too long for the API is a 404 page, not a fault', async ({ request }) => {
    const response = await request.get(`/product/${'9'.repeat(150)}/x`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Pagina niet gevonden');
  });

  test("malformed percent-encoding answers the shop's own 400 page", async ({ page, baseURL }) => {
    for (const path of ['/%E0%A4%A', '/vloerkleden%']) {
      const answer = await page.goto(`${baseURL}${path}`);
      expect(answer?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dit adres klopt niet');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('link', { name: 'Terug naar home' }).last()).toHaveAttribute('href', '/');
    }
  });

  test('a forged X-Forwarded-Host changes no URL in the page', async ({ request }) => {
    const response = await request.get('/vloerkleden', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    const html = await response.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/vloerkleden"`);
  });
});
