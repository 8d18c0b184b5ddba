// `npm run bench -w web`: the storefront's cost per page for home, a category and a product page. It starts the
// built storefront and the mock API (the e2e harness's `startStack`, the `@etalage/e2e/servers` export), then
// measures
//  1. the JavaScript each page loads in Chromium (@etalage/e2e/page-js, the same measure as the budget test);
//  2. the server render time (request sent to last byte read) at 20 concurrent requests, p50 and p95;
//  3. the soak (bench/soak.ts): SOAK_RENDERS (4,000) product-page renders in this process, heap after a full GC
//     and render time per 1,000, so a leak shows as a rising line.
// Prints the figures as a Markdown table and writes them to bench/results/latest.json (not committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStack } from '@etalage/e2e/servers';
import { describePageJs, kib, measurePageJs } from '@etalage/e2e/page-js';
import { soak, type SoakRow } from './soak';

const here = fileURLToPath(new URL('.', import.meta.url));
const CONCURRENCY = 20;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SOAK_RENDERS = Number(process.env.SOAK_RENDERS ?? 4_000);

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

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

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

const round = (ms: number) => Math.round(ms * 10) / 10;

const measureRender = async (url: string): Promise<RenderFigures> => {
  await load(url, WARMUP);
  const alone = (await load(url, 50, 1)).sort((a, b) => a - b);
  const started = performance.now();
  const times = await load(url, REQUESTS);
  const elapsedS = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    aloneP50Ms: round(percentile(alone, 50)),
    requests: times.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    meanMs: round(times.reduce((sum, t) => sum + t, 0) / times.length),
    requestsPerSecond: Math.round(times.length / elapsedS),
  };
};

const main = async () => {
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const { pages, productPaths } = await choosePages(stack.apiUrl);
    const results = [];
    for (const { name, path } of pages) {
      const url = new URL(path, stack.baseUrl).toString();
      const js = await measurePageJs(browser, url);
      const render = await measureRender(url);
      results.push({ name, path, js, render });
      console.log(`${name} ${path}: JS ${js.files} files, ${kib(js.gzipBytes)} gzip\n${describePageJs(js)}`);
    }
    const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
    console.log(`\n${new Date().toISOString().slice(0, 10)} · ${machine} · ${CONCURRENCY} concurrent requests\n`);
    console.log('| page | JS files | JS raw | JS gzip | render p50 | render p95 | req/s | alone p50 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { name, path, js, render } of results) {
      console.log(
        `| ${name} (\`${path}\`) | ${js.files} | ${kib(js.rawBytes)} | **${kib(js.gzipBytes)}** | ` +
          `**${render.p50Ms} ms** | **${render.p95Ms} ms** | ${render.requestsPerSecond} | ${render.aloneP50Ms} ms |`,
      );
    }
    // The soak: renders in this process against the same mock API (the leak of issue 12 #1 showed here as a
    // heap growing by about 14 KB per render and a render time doubling after 1,600 renders).
    console.log(`\nSoak: ${SOAK_RENDERS} renders of ${productPaths.length} product pages in this process`);
    console.log('| renders | heap after GC | mean | p95 | CPU per render |');
    console.log('| --- | --- | --- | --- | --- |');
    const soakRows: SoakRow[] = await soak({
      buildDir: join(here, '..', 'build'),
      apiUrl: stack.apiUrl,
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
        { date: new Date().toISOString(), machine, concurrency: CONCURRENCY, results, soak: soakRows },
        null,
        2,
      )}\n`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
};

await main();
