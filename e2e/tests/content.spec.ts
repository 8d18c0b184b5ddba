// Content pages, blogs and events (spec §2 routes, §3 Post): rich text is shown sanitized, posts are listed
// and open on their own page with the article's structured data.
import { expect, test } from '../support/fixtures';

test.describe('content pages', () => {
  test('a page with hostile markup shows its text and runs none of it', async ({ page, named }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(named.pages.unsafe.slug);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const richText = page.locator('.rich-text');
    await expect(richText).not.toBeEmpty();
    expect(await richText.locator('script, iframe, [onerror], [onclick], a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __etalageXss?: unknown }).__etalageXss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('blogs and events', () => {
  test('the events list links to an event page with its date and NewsArticle data', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const first = page.getByRole('listitem').getByRole('heading', { level: 3 }).first();
    const title = await first.innerText();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/events\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.post-date time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('.post-date')).toContainText(/\d{2}-\d{2}-\d{4}/);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(types).toContain('NewsArticle');
  });

  test("the posts' views load on demand: from a category (which does not carry them) to the blogs and a post, and from home's latest posts, without a page load", async ({
    page,
    named,
  }) => {
    const documents: string[] = [];
    const postsChunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (/\/assets\/post-pages-[^/]+\.js$/.test(request.url())) postsChunks.push(request.url());
    });
    await page.goto(named.categories.large.slug);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(postsChunks).toEqual([]);
    await page.locator('footer a[href="/blogs"]').click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(page.locator('.post-card .post-date time').first()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    const first = page.locator('.post-card__title a').first();
    const title = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.post-date time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    expect(documents).toHaveLength(1);
    expect(postsChunks).toHaveLength(1);

    // Home's latest posts hydrate with their chunk: a keyboard user opens one from there.
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const latest = page.locator('.post-card__title a').first();
    const latestTitle = await latest.innerText();
    await latest.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: latestTitle })).toBeVisible();
    expect(documents).toHaveLength(2);
  });

  test("/blogs lists the API's blog posts in its order: title linking to the post, date, summary and image", async ({
    page,
    request,
    apiUrl,
  }) => {
    type Listed = {
      pageTitle: string;
      slug: string;
      createdAt: string;
      seo: { descriptionTag: string };
      images: { variations: { medium: string } };
    };
    const reply = await request.post(`${apiUrl}/api/public/content`, { data: { slug: '/blogs' } });
    const { data } = (await reply.json()) as { data: { pageTitle: string; posts: Listed[] } };
    expect(data.posts.length).toBeGreaterThanOrEqual(8);

    const response = await page.goto('/blogs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.pageTitle);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(data.posts.length);
    for (const [index, post] of data.posts.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole('heading', { level: 3 }).getByRole('link');
      await expect(link).toHaveText(post.pageTitle);
      await expect(link).toHaveAttribute('href', post.slug.startsWith('/') ? post.slug : `/blogs/${post.slug}`);
      // The date as the shop writes dates (DD-MM-YYYY, in Amsterdam's zone).
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: 'Europe/Amsterdam',
        })
          .formatToParts(new Date(post.createdAt))
          .map((part) => [part.type, part.value]),
      );
      const date = `${parts.day}-${parts.month}-${parts.year}`;
      await expect(card.locator('.post-date')).toHaveText(date);
      await expect(card.getByText(post.seo.descriptionTag)).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', post.images.variations.medium);
    }
  });
});
