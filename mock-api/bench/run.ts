// `npm run bench -w mock-api`: the mock API against a bare Fastify server returning the same bytes for a category
// page of 24 products (POST /api/public/content), both without a logger and in the `npm start` configuration
// (request log on), and the p99 of cart-line updates at 50 connections, with the event log in memory and on disk.
// Prints the figures and writes them to bench/results/latest.json.
// Targets (docs/performance.md): catalogue read >= 0.8 of raw Fastify, request log on or off; cart-write p99 <= 20 ms.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NAMED } from '@etalage/fixtures';

const here = fileURLToPath(new URL('.', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 3;
const READ_CONNECTIONS = 10;
const WRITE_CONNECTIONS = 50;

const children: ChildProcess[] = [];
const start = (kind: 'mock' | 'start' | 'raw', arg = '', bytes?: Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = fork(join(here, 'servers.ts'), [kind, arg], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
      // The request log goes to a pipe that is read and dropped, as `npm start` relays it to the terminal.
      stdio: ['ignore', kind === 'start' ? 'pipe' : 'inherit', 'inherit', 'ipc'],
    });
    child.stdout?.resume();
    children.push(child);
    child.on('message', (message: { ready?: string }) => message.ready && resolve(message.ready));
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    if (bytes) child.send({ bytes: bytes.toString('base64') });
  });
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('exit', stopAll);

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const post = (url: string, body: string, duration = DURATION) =>
  run({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: READ_CONNECTIONS,
    duration,
  });

const json = async (url: string, method: string, body: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return (await response.json()) as { data: Record<string, unknown> };
};

interface ReadRound {
  raw: number;
  mock: number;
  start: number;
}

const catalogueRead = async () => {
  const mock = await start('mock');
  const logged = await start('start');
  const body = JSON.stringify({ slug: NAMED.categories.large.slug, pageNumber: 1 });
  const fetchBytes = async (url: string) =>
    Buffer.from(
      await (
        await fetch(`${url}/api/public/content`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).arrayBuffer(),
    );
  const bytes = await fetchBytes(mock);
  if (!bytes.equals(await fetchBytes(logged))) throw new Error('the npm start configuration answers other bytes');
  const products = (JSON.parse(bytes.toString()) as { data: { products: unknown[] } }).data.products.length;
  const raw = await start('raw', '', bytes);
  // Warm all three up (JIT, caches), then alternate so drift on the machine hits them alike.
  for (const url of [mock, logged, raw]) await post(`${url}/api/public/content`, body, 3);
  const rounds: ReadRound[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = await post(`${raw}/api/public/content`, body);
    const m = await post(`${mock}/api/public/content`, body);
    const s = await post(`${logged}/api/public/content`, body);
    if (r.non2xx > 0 || m.non2xx > 0 || s.non2xx > 0) throw new Error('non-2xx answers during the catalogue benchmark');
    rounds.push({ raw: r.requests.average, mock: m.requests.average, start: s.requests.average });
  }
  const average = (pick: (r: ReadRound) => number) => rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length;
  const rawRps = average((r) => r.raw);
  const mockRps = average((r) => r.mock);
  const startRps = average((r) => r.start);
  return {
    products,
    bytes: bytes.length,
    rounds,
    rawRps,
    mockRps,
    startRps,
    ratio: mockRps / rawRps,
    startRatio: startRps / rawRps,
  };
};

const cartWrites = async (eventLog: string | null) => {
  const mock = await start('mock', eventLog ?? '');
  const lines: { cUid: string; lUid: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const created = await json(`${mock}/api/v2/cart/lines`, 'POST', {
      item: { productId: NAMED.products.backorder.id, quantity: 1 },
    });
    lines.push({ cUid: created.data.cUid as string, lUid: created.data.lUid as string });
  }
  let n = 0;
  const writes = (duration: number) =>
    run({
      url: mock,
      connections: WRITE_CONNECTIONS,
      duration,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request) => {
            n++;
            const line = lines[n % lines.length]!;
            return {
              ...request,
              path: `/api/v2/cart/lines/${line.lUid}`,
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ id: line.cUid, quantity: (n % 9) + 1 }),
            };
          },
        },
      ],
    });
  await writes(3);
  const result = await writes(DURATION);
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers during the cart benchmark`);
  const events = (await (await fetch(`${mock}/__mock/health`)).json()) as { events: number };
  return {
    eventLog: eventLog === null ? 'memory' : 'file',
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    events: events.events,
  };
};

const main = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'etalage-bench-'));
  try {
    console.log(`Mock API benchmark: ${cpus().length} cores, Node ${process.version}, ${DURATION} s per run\n`);
    const read = await catalogueRead();
    stopAll();
    console.log(
      `Catalogue read: POST /api/public/content, a category page of ${read.products} products (${read.bytes} bytes), ${READ_CONNECTIONS} connections`,
    );
    const perRound = (pick: (r: ReadRound) => number) => read.rounds.map((r) => pick(r).toFixed(0)).join(' / ');
    console.log(
      `  raw Fastify, same bytes  ${read.rawRps.toFixed(0).padStart(7)} req/s   (rounds ${perRound((r) => r.raw)})`,
    );
    console.log(
      `  mock API                 ${read.mockRps.toFixed(0).padStart(7)} req/s   (rounds ${perRound((r) => r.mock)})`,
    );
    console.log(
      `  npm start (request log)  ${read.startRps.toFixed(0).padStart(7)} req/s   (rounds ${perRound((r) => r.start)})`,
    );
    console.log(`  ratio, no logger         ${read.ratio.toFixed(2).padStart(7)}   (target >= 0.80)`);
    console.log(`  ratio, npm start         ${read.startRatio.toFixed(2).padStart(7)}   (target >= 0.80)\n`);

    const writes = [];
    for (const log of [null, join(dir, 'events.jsonl')]) {
      writes.push(await cartWrites(log));
      stopAll();
    }
    console.log(`Cart-line update: PUT /api/v2/cart/lines/{lineUid}, ${WRITE_CONNECTIONS} connections`);
    for (const w of writes) {
      console.log(
        `  event log ${w.eventLog.padEnd(6)}  ${w.rps.toFixed(0).padStart(6)} req/s  p50 ${w.p50} ms  p99 ${w.p99} ms  max ${w.max} ms  (${w.events} events)`,
      );
    }
    const worstP99 = Math.max(...writes.map((w) => w.p99));
    console.log(`  p99 target <= 20 ms: ${worstP99 <= 20 ? 'met' : 'MISSED'}\n`);

    const results = {
      at: new Date().toISOString(),
      node: process.version,
      cores: cpus().length,
      duration: DURATION,
      read,
      writes,
    };
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(join(here, 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    if (read.ratio < 0.8 || read.startRatio < 0.8 || worstP99 > 20) process.exitCode = 1;
  } finally {
    stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
