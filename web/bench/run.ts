// `npm run bench -w web`: the storefront's cost per page, on the built storefront and the mock API (what it
// measures and how: docs/performance.md "Running it"). It prints the figures as Markdown tables and writes them to
// bench/results/latest.json (not committed) and into docs/performance.md between the `bench:web` markers.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CART_UID_COOKIE } from '@etalage/domain/cart';
import { CONSENT_COOKIE } from '@etalage/domain/consent';
import { AUTH_TOKEN_COOKIE } from '@etalage/domain/session';
import { NAMED } from '@etalage/fixtures';
import { startStack, type Stack } from '@etalage/e2e/servers';
import { NECESSARY_ONLY_CONSENT } from '@etalage/e2e/consent';
import { JS_BUDGET_KIB, describePageJs, kib, measurePageJs, type PageJs } from '@etalage/e2e/page-js';
import { describePace, measurePace, type Pace } from './pace';
import { soak, type SoakRow } from './soak';
import { RUNS, runLighthouse, type LighthouseFigures } from './lighthouse';
import { INP_BUDGET_MS, INTERACTION_RUNS, measureInteractions, type InteractionFigures } from './interactions';
import { percentile, tenth } from './stats';
import { CONNECTIONS, measureThroughput, measureThroughputs, type ThroughputFigures } from './throughput';

const here = fileURLToPath(new URL('.', import.meta.url));
const CONCURRENCY = 20;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SOAK_RENDERS = Number(process.env.SOAK_RENDERS ?? 4_000);
/** The build to measure, inside `web/` (as `startStack` copies it): WEB_BUILD_DIR, else `build`. */
const BUILD_DIR = join(here, '..', process.env.WEB_BUILD_DIR ?? 'build');

/**
 * The Lighthouse budgets (docs/performance.md): performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 1.5 s, CLS ≤ 0.01,
 * accessibility and best practices 100, SEO 100 on the pages search engines index (home, category, product).
 */
const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 200,
  lcpMs: 1500,
  cls: 0.01,
};
const INDEXABLE = new Set(['home', 'category', 'product']);

interface NavItem {
  slug: string;
  products: number;
  children: NavItem[];
}

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

const postJson = async <T>(url: string, body: unknown): Promise<T> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
  return (await response.json()) as T;
};

/** The pages to measure: home, the largest category (the fixtures' large one) and its first product. */
const choosePages = async (apiUrl: string) => {
  const navigation = await postJson<{ data: NavItem[] }>(`${apiUrl}/api/public/navigation`, {
    parentId: null,
    currentId: null,
    expand: true,
  });
  const leaves = flatten(navigation.data).filter((item) => item.children.length === 0);
  const category = leaves.reduce((largest, item) => (item.products > largest.products ? item : largest));
  const content = await postJson<{ data: { products: { id: string; slug: string }[] } }>(
    `${apiUrl}/api/public/content`,
    { slug: category.slug },
  );
  const productPaths = content.data.products.map((item) => `/product/${item.id}/${item.slug}`);
  if (productPaths.length === 0) throw new Error(`${category.slug} lists no products`);
  return {
    pages: [
      { name: 'home', path: '/' },
      { name: 'category', path: category.slug },
      { name: 'product', path: productPaths[0]! },
    ],
    productPaths,
  };
};

interface RenderFigures {
  /** One request at a time: the render's own time, without queueing behind the others. */
  aloneP50Ms: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  requestsPerSecond: number;
}

/** `total` document requests, `concurrency` at a time, each timed from sending to its last byte. */
const load = async (url: string, total: number, concurrency = CONCURRENCY): Promise<number[]> => {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
};

const measureRender = async (url: string): Promise<RenderFigures> => {
  await load(url, WARMUP);
  const alone = (await load(url, 50, 1)).sort((a, b) => a - b);
  const started = performance.now();
  const times = await load(url, REQUESTS);
  const elapsedS = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    aloneP50Ms: tenth(percentile(alone, 50)),
    requests: times.length,
    p50Ms: tenth(percentile(sorted, 50)),
    p95Ms: tenth(percentile(sorted, 95)),
    meanMs: tenth(times.reduce((sum, t) => sum + t, 0) / times.length),
    requestsPerSecond: Math.round(times.length / elapsedS),
  };
};

/** An anonymous cart with one line (the named simple product), as the first checkout step needs. */
const createCart = async (apiUrl: string): Promise<string> => {
  const product = NAMED.products.simple;
  const reply = await postJson<{ data: { cUid: string } }>(`${apiUrl}/api/v2/cart/lines`, {
    item: { productId: product.id, quantity: 1 },
  });
  return reply.data.cUid;
};

/** The named customer's token, for the account's pages. */
const logIn = async (apiUrl: string): Promise<string> => {
  const { email, password } = NAMED.customers.known;
  const reply = await postJson<{ data: { authToken: string } }>(`${apiUrl}/api/v2/account/login`, { email, password });
  return reply.data.authToken;
};

/** One storefront process per core for the workers' row. */
const WORKERS = availableParallelism();

const machine = () => `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const DOCS = join(here, '..', '..', 'docs', 'performance.md');
const MARK_START = '<!-- bench:web:start -->';
const MARK_END = '<!-- bench:web:end -->';

/** The mock API's catalogue ratio from its benchmark's last run (the root `npm run bench` runs it just before). */
const mockApiRatio = (): string => {
  const file = join(here, '..', '..', 'mock-api', 'bench', 'results', 'latest.json');
  if (!existsSync(file)) return 'not measured (run `npm run bench` from the root)';
  const results = JSON.parse(readFileSync(file, 'utf8')) as {
    at: string;
    read: { ratio: number; startRatio: number };
  };
  return `**${results.read.startRatio.toFixed(2)}×** with the request log on (${results.read.ratio.toFixed(2)}× without), run of ${results.at.slice(0, 16).replace('T', ' ')}`;
};

interface PageResult {
  name: keyof typeof JS_BUDGET_KIB;
  path: string;
  js: PageJs;
  render: RenderFigures | null;
  /** Lighthouse for a visitor without the consent cookie (the cookie wall opens); null where not measured. */
  firstVisit: LighthouseFigures | null;
  /** Lighthouse for a visitor who has chosen on the cookie wall. */
  returning: LighthouseFigures | null;
}

/** ✓ within the budget, ✗ not. */
const mark = (met: boolean) => (met ? '✓' : '✗');

/** The Lighthouse row of one page and visit, each figure beside its mark, with the count of figures checked and missed. */
const lighthouseRow = (name: string, path: string, visit: string, lh: LighthouseFigures) => {
  const budgets = LIGHTHOUSE_BUDGETS;
  const checks: boolean[] = [];
  const cell = (text: string, met: boolean) => {
    checks.push(met);
    return `${text} ${mark(met)}`;
  };
  const cells = [
    `${name} (\`${path}\`)`,
    visit,
    `${cell(`**${lh.scores.performance}**`, lh.scores.performance >= budgets.performance)} (${lh.performanceRuns.join(' / ')})`,
    cell(String(lh.scores.accessibility), lh.scores.accessibility >= budgets.accessibility),
    cell(String(lh.scores['best-practices']), lh.scores['best-practices'] >= budgets.bestPractices),
    INDEXABLE.has(name) ? cell(String(lh.scores.seo), lh.scores.seo >= budgets.seo) : `${lh.scores.seo} (not indexed)`,
    cell(`${lh.tbtMs} ms`, lh.tbtMs <= budgets.tbtMs),
    cell(`${lh.lcpMs} ms`, lh.lcpMs <= budgets.lcpMs),
    cell(String(lh.cls), lh.cls <= budgets.cls),
    `${lh.fcpMs} ms`,
  ];
  return { row: `| ${cells.join(' | ')} |`, checked: checks.length, missed: checks.filter((met) => !met).length };
};

const report = (
  pages: PageResult[],
  interactions: InteractionFigures[],
  uncached: ThroughputFigures,
  workers: ThroughputFigures,
  cached: ThroughputFigures,
  pace: { start: Pace; end: Pace },
): string => {
  const lines = [
    `${new Date().toISOString().slice(0, 10)} · ${machine()} · \`npm run bench\` on the production build · ${describePace(pace.start, pace.end)}`,
    '',
    '| page | JS before interaction (gzip) | budget | render p50 / p95 (20 concurrent) |',
    '| --- | --- | --- | --- |',
  ];
  for (const { name, path, js, render } of pages) {
    const met = js.gzipBytes <= JS_BUDGET_KIB[name] * 1024;
    lines.push(
      `| ${name} (\`${path}\`) | **${kib(js.gzipBytes)}** ${mark(met)} in ${js.files} files | ${JS_BUDGET_KIB[name]} KiB | ` +
        `${render ? `${render.p50Ms} / ${render.p95Ms} ms` : '–'} |`,
    );
  }
  const budgets = LIGHTHOUSE_BUDGETS;
  lines.push(
    '',
    `Lighthouse 12, mobile preset, each figure the median of ${RUNS} run${RUNS === 1 ? '' : 's'} (the performance of each run in brackets); ` +
      'a first visit has no consent cookie (the cookie wall opens), a returning visitor has chosen on it. ✓ within the budget, ✗ not.',
    '',
    `| page | visit | performance (≥ ${budgets.performance}) | accessibility (${budgets.accessibility}) | ` +
      `best practices (${budgets.bestPractices}) | SEO (${budgets.seo} where indexed) | TBT (≤ ${budgets.tbtMs} ms) | ` +
      `LCP (≤ ${budgets.lcpMs / 1000} s) | CLS (≤ ${budgets.cls}) | FCP |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  let checked = 0;
  let missed = 0;
  for (const { name, path, firstVisit, returning } of pages) {
    for (const [visit, lh] of [
      ['first visit', firstVisit],
      ['returning', returning],
    ] as const) {
      if (!lh) continue;
      const result = lighthouseRow(name, path, visit, lh);
      lines.push(result.row);
      checked += result.checked;
      missed += result.missed;
    }
  }
  lines.push(
    '',
    `Lighthouse budgets: ${checked - missed} of ${checked} figures met.`,
    '',
    `Interactions as INP counts them (Event Timing, the longest entry of each interaction), at a 4× CPU slowdown, ` +
      `each the median of ${INTERACTION_RUNS} in fresh contexts after hydration (each run in brackets; 0: under 16 ms):`,
    '',
    `| interaction | page | INP (≤ ${INP_BUDGET_MS} ms), median (runs) |`,
    '| --- | --- | --- |',
    ...interactions.map(
      (item) =>
        `| ${item.name} | \`${item.path}\` | **${item.medianMs} ms** ${mark(item.medianMs <= INP_BUDGET_MS)} (${item.runs.join(' / ')}) |`,
    ),
  );
  const row = (label: string, figures: ThroughputFigures, target: string) =>
    `| ${label} | ${figures.server.requestsPerSecond} req/s | ${figures.server.p50Ms} / ${figures.server.p95Ms} ms | ` +
    `${figures.cpuMsPerAnswer === null ? '–' : `${figures.cpuMsPerAnswer} ms`} | ` +
    `${figures.bare.requestsPerSecond} req/s | **${figures.ratio.toFixed(2)}×** (${figures.rounds.map((r) => r.toFixed(2)).join(' / ')}) | ${target} |`;
  lines.push(
    '',
    `The largest category (\`${NAMED.categories.large.slug}\`, ${kib(uncached.bytes)} of gzipped HTML), ${CONNECTIONS} connections, against a bare Node server answering the same bytes:`,
    '',
    '| server | req/s | p50 / p95 | CPU per page (all its processes) | bare server | ratio (rounds) | target |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('storefront, page cache off', uncached, '≥ 200 req/s, p95 ≤ 100 ms'),
    row(`storefront, page cache off, ${WORKERS} workers (\`WEB_WORKERS\`)`, workers, '≥ 200 req/s, p95 ≤ 100 ms'),
    row('storefront, from the page cache', cached, '≥ 0.5×'),
    '',
    `Mock API catalogue read under the \`npm start\` configuration ÷ raw Fastify: ${mockApiRatio()} (target ≥ 0.8×).`,
  );
  const measured = pages.flatMap((page) =>
    (
      [
        ['first visit', page.firstVisit],
        ['returning', page.returning],
      ] as const
    ).flatMap(([visit, lh]) => (lh ? [{ label: `${page.name}, ${visit}`, lh }] : [])),
  );
  const failing = measured.filter(({ lh }) => lh.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Lighthouse audits that lost points (median run):');
    for (const { label, lh } of failing) lines.push(`- ${label}: ${lh.failing.join(', ')}`);
  }
  const lcp = measured.filter(({ lh }) => lh.lcpElement);
  if (lcp.length > 0) {
    lines.push('', 'LCP elements (median run):');
    for (const { label, lh } of lcp) lines.push(`- ${label}: \`${lh.lcpElement.replaceAll('`', "'")}\``);
  }
  return lines.join('\n');
};

/** Replaces the text between the markers in docs/performance.md (the section the benchmark owns). */
const writeDocs = (table: string) => {
  const docs = readFileSync(DOCS, 'utf8');
  const from = docs.indexOf(MARK_START);
  const to = docs.indexOf(MARK_END);
  if (from < 0 || to < from) {
    console.warn(`docs/performance.md has no ${MARK_START} … ${MARK_END} section: not written`);
    return;
  }
  writeFileSync(DOCS, `${docs.slice(0, from + MARK_START.length)}\n${table}\n${docs.slice(to)}`);
};

const main = async () => {
  if (!existsSync(join(BUILD_DIR, 'server', 'index.js'))) {
    throw new Error(
      `No storefront build in web/${process.env.WEB_BUILD_DIR ?? 'build'}: run \`npm run build\` first ` +
        '(or build one elsewhere in web/ and name it with WEB_BUILD_DIR)',
    );
  }
  const paceAtStart = measurePace();
  console.log(describePace(paceAtStart));
  // The mock without its scripts that fail on purpose: they are QA's, and log errors Lighthouse counts.
  const stack: Stack = await startStack({}, { READ_CACHE_TTL: '5' });
  let cachedStack: Stack | null = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const { pages, productPaths } = await choosePages(stack.apiUrl);
    const cUid = await createCart(stack.apiUrl);
    const consent = { name: CONSENT_COOKIE, value: NECESSARY_ONLY_CONSENT };
    const cart = { name: CART_UID_COOKIE, value: cUid };
    const auth = { name: AUTH_TOKEN_COOKIE, value: await logIn(stack.apiUrl) };
    const all = [
      ...pages.map((page) => ({ ...page, own: [] })),
      { name: 'checkout' as const, path: '/checkout', own: [cart] },
      { name: 'account' as const, path: '/account/overview', own: [auth] },
    ];
    const results: PageResult[] = [];
    for (const { name, path, own } of all) {
      const url = new URL(path, stack.baseUrl).toString();
      const personal = own.length > 0;
      // measurePageJs puts the consent cookie in by itself; the checkout needs the cart besides, the account a login.
      const js = await measurePageJs(browser, url, {}, own);
      console.log(`${name} ${path}: JS ${js.files} files, ${kib(js.gzipBytes)} gzip\n${describePageJs(js)}`);
      const render = personal ? null : await measureRender(url);
      const lighthouse = async (visit: string, cookies: { name: string; value: string }[]) => {
        console.log(`Lighthouse on ${name}, ${visit}, ${RUNS} runs…`);
        const figures = await runLighthouse(url, cookies);
        console.log(
          `  performance ${figures.performanceRuns.join(' / ')}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, ` +
            `CLS ${figures.cls}`,
        );
        return figures;
      };
      // The account's overview is seen only after logging in, past the cookie wall: a returning visitor's page.
      const firstVisit = name === 'account' ? null : await lighthouse('first visit', own);
      const returning = await lighthouse('returning visitor', [consent, ...own]);
      results.push({ name: name as PageResult['name'], path, js, render, firstVisit, returning });
    }
    console.log(`Interactions at a 4× CPU slowdown, ${INTERACTION_RUNS} runs each…`);
    const simple = NAMED.products.simple;
    const interactions = await measureInteractions(browser, stack.baseUrl, {
      category: pages.find((page) => page.name === 'category')!.path,
      product: `/product/${simple.id}/${simple.slug}`,
      search: '/',
    });
    const categoryUrl = new URL(NAMED.categories.large.slug, stack.baseUrl).toString();
    // The same with one storefront process per core (WEB_WORKERS, docs/operations.md "Using every core"), beside
    // it: the rounds of the two take turns, so both meet the machine in the same state.
    const workersStack = await startStack({}, { READ_CACHE_TTL: '5', WEB_WORKERS: String(WORKERS) });
    console.log(`Throughput of the largest category, page cache off: one process and ${WORKERS} workers in turn…`);
    let uncached: ThroughputFigures;
    let workers: ThroughputFigures;
    try {
      [uncached, workers] = (await measureThroughputs([
        { url: categoryUrl, pid: stack.webPid },
        { url: new URL(NAMED.categories.large.slug, workersStack.baseUrl).toString(), pid: workersStack.webPid },
      ])) as [ThroughputFigures, ThroughputFigures];
    } finally {
      await workersStack.stop();
      await stack.stop();
    }
    cachedStack = await startStack({}, { PAGE_CACHE_MB: '64', READ_CACHE_TTL: '5' });
    console.log('Throughput of the largest category from the page cache…');
    const cached = await measureThroughput(
      new URL(NAMED.categories.large.slug, cachedStack.baseUrl).toString(),
      cachedStack.webPid,
    );
    const pace = { start: paceAtStart, end: measurePace() };
    const table = report(results, interactions, uncached, workers, cached, pace);
    console.log(`\n${table}\n`);
    writeDocs(table);
    // The soak: renders in this process against the same mock API, so a leak shows as a heap or a render time
    // that rises with the renders (docs/performance.md "Soak").
    console.log(`\nSoak: ${SOAK_RENDERS} renders of ${productPaths.length} product pages in this process`);
    console.log('| renders | heap after GC | mean | p95 | CPU per render |');
    console.log('| --- | --- | --- | --- | --- |');
    const soakRows: SoakRow[] = await soak({
      buildDir: BUILD_DIR,
      apiUrl: cachedStack.apiUrl,
      paths: productPaths,
      renders: SOAK_RENDERS,
      onRow: (row) =>
        console.log(
          `| ${row.renders} | ${row.heapAfterGcMb} MB | ${row.meanMs} ms | ${row.p95Ms} ms | ${row.cpuMs} ms |`,
        ),
    });
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(
      join(here, 'results', 'latest.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: machine(),
          pace,
          concurrency: CONCURRENCY,
          results,
          interactions,
          uncached,
          workers,
          cached,
          soak: soakRows,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await browser.close();
    await Promise.all([stack.stop(), cachedStack?.stop()]);
  }
};

await main();
