// Render throughput of one page under load (autocannon, CONNECTIONS at a time, gzip accepted as browsers do),
// as a ratio to a bare Node server answering the very same bytes (bench/bare.ts) in the same run: rounds of
// bare, storefront, bare, storefront..., each ratio the median of the rounds' ratios, so a job that starts or
// stops elsewhere on the machine moves one round, not the figure.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, percentile, tenth } from './stats';

export const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

export interface ThroughputFigures {
  server: Throughput;
  bare: Throughput;
  /** Median over the rounds of server ÷ bare requests per second. */
  ratio: number;
  rounds: number[];
  /** The bytes both answered (gzip). */
  bytes: number;
  /**
   * CPU time of the storefront's processes (the server and its workers, every thread) per answer over the
   * measured rounds, in ms: steadier than the rates when other jobs share the machine. Null where `/proc` is
   * not there to read it.
   */
  cpuMsPerAnswer: number | null;
}

/** Clock ticks a second of `/proc/<pid>/stat` (Linux's USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** CPU time in ms (user + system) of `pid` and its child processes, or null without `/proc`. */
export const processTreeCpuMs = (pid: number): number | null => {
  const stat = (id: string): string[] | null => {
    try {
      // The fields after the command name, which sits in parentheses and may itself hold spaces.
      const text = readFileSync(`/proc/${id}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  const own = stat(String(pid));
  if (own === null) return null;
  // Fields 14 and 15 of stat(5), utime and stime, are the 12th and 13th after the name; the parent is the 2nd.
  const ticks = (fields: string[]) => Number(fields[11]) + Number(fields[12]);
  let total = ticks(own);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || entry === String(pid)) continue;
    const fields = stat(entry);
    if (fields !== null && Number(fields[1]) === pid) total += ticks(fields);
  }
  return (total * 1000) / TICKS_PER_SECOND;
};

/** One autocannon run; every response's time is kept for the percentiles (autocannon reports no p95). */
const hammer = (url: string, seconds: number): Promise<{ rps: number; times: number[]; answers: number }> =>
  new Promise((resolve, reject) => {
    const times: number[] = [];
    let bad = 0;
    const instance = autocannon(
      { url, headers: HEADERS, connections: CONNECTIONS, duration: seconds },
      (error, result) => {
        if (error) return reject(error);
        if (bad > 0 || result.errors > 0 || result.timeouts > 0) {
          return reject(new Error(`${url}: ${bad} answers other than 200, ${result.errors} errors`));
        }
        resolve({ rps: result.requests.total / seconds, times, answers: result.requests.total });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status === 200) times.push(ms);
      else bad += 1;
    });
  });

/** The page exactly as the server sends it to a browser: its gzip bytes and the headers that describe them. */
export const capture = (url: string): Promise<{ headers: Record<string, string>; body: Buffer }> =>
  new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary']) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const startBare = async (answer: { headers: Record<string, string>; body: Buffer }) => {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bare.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.send({ headers: answer.headers, body: answer.body.toString('base64') });
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
};

const summary = (runs: { rps: number; times: number[] }[]): Throughput => {
  const times = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(median(runs.map((run) => run.rps))),
    p50Ms: tenth(percentile(times, 50)),
    p95Ms: tenth(percentile(times, 95)),
  };
};

/** A storefront to measure: where its page is, and its process (for its CPU time). */
export interface ThroughputTarget {
  url: string;
  pid?: number;
}

/**
 * Each target (a storefront) against a bare server answering what the first target answers, `ROUNDS` rounds:
 * in each round the bare server, then every target in turn, so drift on the machine falls on all of them alike
 * rather than on whichever configuration runs last. With a target's process id,
 * its CPU time per answer besides.
 */
export const measureThroughputs = async (targets: ThroughputTarget[]): Promise<ThroughputFigures[]> => {
  const answer = await capture(targets[0]!.url);
  const bare = await startBare(answer);
  try {
    await hammer(bare.url, 2);
    for (const target of targets) await hammer(target.url, 2);
    const bareRuns: { rps: number; times: number[] }[] = [];
    const measured = targets.map((target) => ({
      target,
      runs: [] as { rps: number; times: number[]; answers: number }[],
      cpuMs: target.pid === undefined ? null : (0 as number | null),
    }));
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRuns.push(await hammer(bare.url, SECONDS));
      for (const entry of measured) {
        const { pid } = entry.target;
        const before = pid === undefined ? null : processTreeCpuMs(pid);
        entry.runs.push(await hammer(entry.target.url, SECONDS));
        const after = pid === undefined ? null : processTreeCpuMs(pid);
        entry.cpuMs = entry.cpuMs === null || before === null || after === null ? null : entry.cpuMs + after - before;
      }
    }
    return measured.map(({ runs, cpuMs }) => {
      const answers = runs.reduce((sum, run) => sum + run.answers, 0);
      const rounds = runs.map((run, index) => Math.round((run.rps / bareRuns[index]!.rps) * 1000) / 1000);
      return {
        server: summary(runs),
        bare: summary(bareRuns),
        ratio: median(rounds),
        rounds,
        bytes: answer.body.length,
        cpuMsPerAnswer: cpuMs === null || answers === 0 ? null : tenth(cpuMs / answers),
      };
    });
  } finally {
    bare.stop();
  }
};

/** `url` (the storefront) against a bare server answering what `url` answers (`measureThroughputs`). */
export const measureThroughput = async (url: string, serverPid?: number): Promise<ThroughputFigures> =>
  (await measureThroughputs([{ url, pid: serverPid }]))[0]!;
