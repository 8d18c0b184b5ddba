// Server renders must not leak into each other (docs/architecture.md "The state model"): overlapping requests for
// different categories, in both locales, some with a shopper's token, each answer holding only its own data (lang,
// heading, result count, serialized state), and no token in any page.
import { test, expect } from '../support/fixtures';

const LOCALES = ['nl-NL', 'en-US'] as const;
const REQUESTS = 120;

interface NavItem {
  id: string;
  slug: string;
  title: string;
  products: number;
  children: NavItem[];
}

interface Expected {
  id: string;
  slug: string;
  pageTitle: string;
  totalHits: number;
  productIds: string[];
}

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

const decodeHtml = (text: string): string =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values every page shares by design: the app config (menus) and the category tree beside the page. */
const isShared = (value: unknown): boolean =>
  (isObject(value) && 'menus' in value) ||
  (Array.isArray(value) && value.length > 0 && value.every((item) => isObject(item) && 'children' in item));

test('overlapping server renders for different categories and locales each hold only their own data', async ({
  request,
  apiUrl,
  baseURL,
  named,
}) => {
  test.setTimeout(120_000);

  // The categories: every leaf of the navigation tree that lists more than one product (a single product
  // would redirect), with what the API says each one holds.
  const navigation = await request.post(`${apiUrl}/api/public/navigation`, {
    data: { parentId: null, currentId: null, expand: true },
  });
  expect(navigation.ok()).toBe(true);
  const leaves = flatten(((await navigation.json()) as { data: NavItem[] }).data).filter(
    (item) => item.children.length === 0 && item.products > 1,
  );
  expect(leaves.length).toBeGreaterThanOrEqual(20);
  const expected = new Map<string, Expected>();
  for (const locale of LOCALES) {
    await Promise.all(
      leaves.map(async (leaf) => {
        const reply = await request.post(`${apiUrl}/api/public/content`, {
          data: { slug: leaf.slug },
          headers: { cookie: `locale=${locale}` },
        });
        expect(reply.ok()).toBe(true);
        const { data } = (await reply.json()) as {
          data: {
            id: string;
            slug: string;
            pageTitle: string;
            pagination: { totalHits: number };
            products: { productId: string }[];
          };
        };
        expected.set(`${locale} ${leaf.slug}`, {
          id: data.id,
          slug: data.slug,
          pageTitle: data.pageTitle,
          totalHits: data.pagination.totalHits,
          productIds: data.products.map((product) => product.productId),
        });
      }),
    );
  }

  // A shopper's token: a third of the requests carry it as the auth_token cookie.
  const login = await request.post(`${apiUrl}/api/v2/account/login`, {
    data: { email: named.customers.known.email, password: named.customers.known.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { authToken: string } }).data.authToken;
  expect(token.length).toBeGreaterThan(10);

  // Round r walks every category once; the locale alternates within a round and flips between rounds.
  const jobs = Array.from({ length: REQUESTS }, (_, i) => {
    const [round, index] = [Math.floor(i / leaves.length), i % leaves.length];
    return { leaf: leaves[index]!, locale: LOCALES[(index + round) % 2]!, withToken: i % 3 === 0 };
  });
  // Both locales for (nearly) every category, so a leaked title or locale would be caught in both directions.
  expect(new Set(jobs.map((job) => `${job.locale} ${job.leaf.slug}`)).size).toBeGreaterThan(leaves.length);

  const answers = await Promise.all(
    jobs.map(async (job) => {
      const cookies = [`locale=${job.locale}`, ...(job.withToken ? [`auth_token=${token}`] : [])];
      const response = await fetch(new URL(job.leaf.slug, baseURL), {
        headers: { cookie: cookies.join('; '), accept: 'text/html' },
        redirect: 'manual',
      });
      return { job, status: response.status, html: await response.text() };
    }),
  );

  const requestedSlugs = [...new Set(jobs.map((job) => job.leaf.slug))];
  const otherLocale = (locale: string) => (locale === 'nl-NL' ? 'en-US' : 'nl-NL');

  /** What is wrong with one answer; checked in plain code so 120 answers cost one assertion. */
  const problemsOf = ({ job, status, html }: (typeof answers)[number]): string[] => {
    const own = expected.get(`${job.locale} ${job.leaf.slug}`)!;
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem);
    };
    check(status === 200, `status ${status}`);
    check(!html.includes(token), 'the auth token is in the page');
    check(!html.includes('authToken'), 'an authToken field is in the page');
    check(job.withToken || !html.includes(named.customers.known.email), "an anonymous page holds the shopper's email");

    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    check(lang === job.locale, `html lang ${lang}`);
    const h1 = decodeHtml(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    check(h1 === own.pageTitle, `h1 '${h1}'`);
    const count = job.locale === 'nl-NL' ? `${own.totalHits} producten` : `${own.totalHits} products`;
    check(html.includes(`>${count}<`), `no result count '${count}' in its own language`);

    const stateText = /<script id="effector-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (stateText === undefined) return [...problems, 'no serialized state'];
    const state = JSON.parse(stateText) as Record<string, unknown>;
    const values = Object.values(state);

    // The stores that name a locale (as a value, or as the `locale` of the tree's key) hold this request's
    // locale, and none holds the other one.
    const locales = values.flatMap((value) =>
      typeof value === 'string' ? [value] : isObject(value) && typeof value.locale === 'string' ? [value.locale] : [],
    );
    check(locales.includes(job.locale), 'its locale is not in the state');
    check(!locales.includes(otherLocale(job.locale)), 'the other locale is in the state');

    // The page reply is this category's, with this category's products in the API's order.
    const pages = values.filter((value) => isObject(value) && isObject(value.data) && 'pageTitle' in value.data);
    check(pages.length === 1, `${pages.length} page replies in the state`);
    const data = (pages[0] as { data?: Partial<Expected> & { products?: { productId: string }[] } } | undefined)?.data;
    check(data?.id === own.id, `page id ${data?.id}`);
    check(data?.slug === own.slug, `page slug ${data?.slug}`);
    check(data?.pageTitle === own.pageTitle, `page title ${data?.pageTitle}`);
    const productIds = (data?.products ?? []).map((product) => product.productId);
    check(productIds.join() === own.productIds.join(), `products ${productIds.join()}`);

    // Locations and the current path are this request's.
    for (const value of values) {
      if (isObject(value) && 'slug' in value && 'filters' in value && 'page' in value) {
        check(value.slug === own.slug, `location ${String(value.slug)}`);
      }
      if (typeof value === 'string' && value.startsWith('/')) check(value === own.slug, `path ${value}`);
    }

    // Nothing page-specific names another requested category or one of its products.
    const pageSpecific = JSON.stringify(Object.entries(state).filter(([, value]) => !isShared(value)));
    for (const slug of requestedSlugs) {
      if (slug === own.slug) continue;
      const other = expected.get(`${job.locale} ${slug}`)!;
      const markers = [
        JSON.stringify(other.slug),
        `"id":${JSON.stringify(other.id)}`,
        `"pageTitle":${JSON.stringify(other.pageTitle)}`,
        ...other.productIds.map((id) => `"productId":${JSON.stringify(id)}`),
      ];
      for (const marker of markers) check(!pageSpecific.includes(marker), `state holds ${slug}'s ${marker}`);
    }
    return problems;
  };

  const problems = answers.flatMap((answer) =>
    problemsOf(answer).map(
      (problem) => `${answer.job.locale} ${answer.job.leaf.slug}${answer.job.withToken ? ' +token' : ''}: ${problem}`,
    ),
  );
  expect(problems).toEqual([]);
});
