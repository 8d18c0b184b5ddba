// `npm run bench -w mock-api`: the mock API against a bare Fastify server returning the same bytes for a category
// page of 24 products (POST /api/public/content), both without a logger and in the `npm start` configuration
// (request log on), and the p99 of cart-line updates at 50 connections, with the event log in memory and on disk.
// Prints the figures and writes them to bench/results/latest.json.
// Targets (docs/performance.md): catalogue read >= 0.8 of raw Fastify, request log on or off; cart-write p99 <= 20 ms.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { NAMED } from '@etalage/fixtures';

const here = fileURLToPath(new URL('.', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Catalogue rounds: many short ones, each raw then mock then npm start back to back (BENCH_ROUNDS). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const ROUND_SECONDS = Math.max(2, Math.round(DURATION / 2));
const READ_CONNECTIONS = 10;
const WRITE_CONNECTIONS = 50;

interface Server {
  url: string;
  /** CPU time (user + system, µs) the server process has used so far. */
  cpu: () => Promise<number>;
}

const children: ChildProcess[] = [];
const cpuOf = (child: ChildProcess) => (): Promise<number> =>
  new Promise((resolve) => {
    const receive = (message: { cpu?: NodeJS.CpuUsage }) => {
      if (!message.cpu) return;
      child.off('message', receive);
      resolve(message.cpu.user + message.cpu.system);
    };
    child.on('message', receive);
    child.send('cpu');
  });
const start = (kind: 'mock' | 'start' | 'raw', arg = '', bytes?: Buffer): Promise<Server> =>
  new Promise((resolve, reject) => {
    // The request log goes to a pipe that a process of its own reads, as `npm start` relays it to the terminal
    // (read here, it would wait behind autocannon in this process and hold the server's writes up).
    const sink =
      kind === 'start'
        ? spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'inherit'] })
        : null;
    if (sink) children.push(sink);
    const child = fork(join(here, 'servers.ts'), [kind, arg], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', sink ? sink.stdin! : 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    child.on('message', (message: { ready?: string }) => {
      if (message.ready) resolve({ url: message.ready, cpu: cpuOf(child) });
    });
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

/** Requests per second of one run, and the CPU time per request the server spent on it (µs). */
const measure = async (server: Server, body: string, seconds: number) => {
  const before = await server.cpu();
  const result = await post(`${server.url}/api/public/content`, body, seconds);
  const cpu = (await server.cpu()) - before;
  if (result.non2xx > 0) throw new Error('non-2xx answers during the catalogue benchmark');
  return { rps: result.requests.average, requests: result.requests.total, cpu };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

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
  const bytes = await fetchBytes(mock.url);
  if (!bytes.equals(await fetchBytes(logged.url))) throw new Error('the npm start configuration answers other bytes');
  const products = (JSON.parse(bytes.toString()) as { data: { products: unknown[] } }).data.products.length;
  const raw = await start('raw', '', bytes);
  // Warm all three up (JIT, caches), then alternate so drift on the machine hits them alike.
  for (const server of [mock, logged, raw]) await post(`${server.url}/api/public/content`, body, 3);
  const rounds: ReadRound[] = [];
  const cpu = { raw: { us: 0, requests: 0 }, mock: { us: 0, requests: 0 }, start: { us: 0, requests: 0 } };
  for (let i = 0; i < ROUNDS; i++) {
    const round = {
      raw: await measure(raw, body, ROUND_SECONDS),
      mock: await measure(mock, body, ROUND_SECONDS),
      start: await measure(logged, body, ROUND_SECONDS),
    };
    for (const key of ['raw', 'mock', 'start'] as const) {
      cpu[key].us += round[key].cpu;
      cpu[key].requests += round[key].requests;
    }
    rounds.push({ raw: round.raw.rps, mock: round.mock.rps, start: round.start.rps });
  }
  const average = (pick: (r: ReadRound) => number) => rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length;
  const perRequest = (key: keyof typeof cpu) => cpu[key].us / Math.max(1, cpu[key].requests);
  return {
    products,
    bytes: bytes.length,
    rounds,
    rawRps: average((r) => r.raw),
    mockRps: average((r) => r.mock),
    startRps: average((r) => r.start),
    // Throughput ratios per round (runs seconds apart), and their median.
    ratio: median(rounds.map((r) => r.mock / r.raw)),
    startRatio: median(rounds.map((r) => r.start / r.raw)),
    // The servers' own CPU time per answer (all their threads): what the request log and the mock's work cost
    // each answer, less moved by other jobs than the rates.
    cpuUs: { raw: perRequest('raw'), mock: perRequest('mock'), start: perRequest('start') },
    startCpuRatio: perRequest('raw') / perRequest('start'),
  };
};

const cartWrites = async (eventLog: string | null) => {
  const { url: mock } = await start('mock', eventLog ?? '');
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
      `Catalogue read: POST /api/public/content, a category page of ${read.products} products (${read.bytes} bytes), ${READ_CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s`,
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
    const ratios = (pick: (r: ReadRound) => number) => read.rounds.map((r) => (pick(r) / r.raw).toFixed(2)).join(' / ');
    console.log(
      `  ratio, no logger         ${read.ratio.toFixed(2).padStart(7)}   median of rounds ${ratios((r) => r.mock)} (target >= 0.80)`,
    );
    console.log(
      `  ratio, npm start         ${read.startRatio.toFixed(2).padStart(7)}   median of rounds ${ratios((r) => r.start)} (target >= 0.80)`,
    );
    const us = (n: number) => `${n.toFixed(0)} µs`;
    console.log(
      `  server CPU per answer    raw ${us(read.cpuUs.raw)}, mock ${us(read.cpuUs.mock)}, npm start ${us(read.cpuUs.start)} (raw ÷ npm start ${read.startCpuRatio.toFixed(2)})\n`,
    );

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
