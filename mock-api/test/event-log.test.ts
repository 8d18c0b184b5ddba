// The event log: state is a fold of the log, so replaying a log rebuilds identical state; a torn last line is cut
// off with a warning; reset empties the file; the lines of a turn go out in one write that every reply waits for;
// and a server killed with SIGKILL in the middle of writes still has, after a restart on the same log, every change
// it acknowledged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import type * as nodeFs from 'node:fs';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { EventLog } from '../src/state/log';
import {
  call,
  cartWith,
  dataset,
  defaultStore,
  login,
  named,
  newAddress,
  ok,
  payableCart,
  stateView,
  testApp,
} from './helpers';

// writeSync as it is, unless a test makes the next calls fail (a full disk).
const failingWrites = vi.hoisted(() => ({ left: 0 }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof nodeFs>();
  const writeSync = ((...args: Parameters<typeof fs.writeSync>) => {
    if (failingWrites.left > 0) {
      failingWrites.left--;
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    return (fs.writeSync as (...a: unknown[]) => number)(...args);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'etalage-log-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A session that touches every kind of event: carts, merge, coupons, choices, accounts, addresses, payments. */
const workload = async (app: FastifyInstance) => {
  const anonymous = await cartWith(app, null, named.products.simple.id, 2);
  await ok(app, 'couponApply', { body: { cUid: anonymous.cUid, couponCode: named.coupons.fixed.code } });
  const token = await login(app);
  await ok(app, 'cartState', { body: { cUid: anonymous.cUid }, token });
  const cUid = await payableCart(app, token);
  await ok(app, 'updateLine', {
    params: { lineUid: (await ok(app, 'cartState', { body: {}, token })).data.lines[0]!.lUid },
    body: { id: cUid, quantity: 3 },
    token,
  });
  await ok(app, 'couponApply', { body: { cUid, couponCode: named.coupons.percentage.code }, token });
  await ok(app, 'couponDelete', { body: { cUid, couponCode: named.coupons.percentage.code }, token });
  const paid = await ok(app, 'pay', { body: { cUid }, token });
  await app.inject({
    method: 'POST',
    url: `/__mock/pay/${paid.data.paymentUid}`,
    payload: 'action=fail',
    headers: form,
  });
  const retry = await ok(app, 'paymentRetry', { params: { paymentUid: paid.data.paymentUid }, body: {} });
  await app.inject({
    method: 'POST',
    url: `/__mock/pay/${retry.data.paymentUid}`,
    payload: 'action=pay',
    headers: form,
  });
  const option = (await ok(app, 'paymentOptions', { body: { countryCode: 'NL' } })).data[0]!;
  await ok(app, 'orderPay', { params: { orderUid: 'ord-80002-open' }, body: { payMethod: option }, token });
  const created = await ok(app, 'addressCreate', { body: { ...newAddress(), isDefault: true }, token });
  await ok(app, 'addressUpdate', { params: { id: created.data.uid }, body: { houseNumberAddition: 'B' }, token });
  await ok(app, 'addressDelete', { params: { id: '7004' }, token });
  await ok(app, 'accountUpdate', { body: { phoneNumber: '06-99999999' }, token });
  await ok(app, 'register', {
    body: {
      countryCode: 'BE',
      firstName: 'Wout',
      lastName: 'Claes',
      zipCode: '2000',
      houseNumber: '50',
      streetName: 'Meir',
      city: 'Antwerpen',
      emailAddress: 'wout@example.com',
      phoneNumber: '03-1234567',
      password: 'Antwerpen1',
    },
  });
  await ok(app, 'reset', { body: { emailAddress: 'wout@example.com' } });
  const resetToken = (await app.inject({ url: '/__mock/events?type=PasswordResetRequested' })).json().events[0].data
    .token;
  await ok(app, 'newPassword', { body: { token: resetToken, password: 'Gewijzigd1' } });
  await login(app, { email: 'wout@example.com', password: 'Gewijzigd1' });
  await ok(app, 'logout', { body: {}, token });
  const other = await cartWith(app, null, named.products.backorder.id, 4);
  await ok(app, 'cartDelete', { body: { cUid: other.cUid } });
};

describe('replaying the log', () => {
  it('rebuilds identical state, and the same answers', async () => {
    const path = join(dir, 'events.jsonl');
    const first = await testApp({ eventLogPath: path });
    await workload(first);
    const eventTypes = new Set(
      defaultStore(first)
        .events()
        .map((e) => e.type),
    );
    expect(eventTypes.size).toBeGreaterThanOrEqual(18);
    await first.close();

    const second = await testApp({ eventLogPath: path });
    expect(stateView(defaultStore(second).state)).toEqual(stateView(defaultStore(first).state));
    expect(defaultStore(second).events()).toEqual(defaultStore(first).events());
    const token = await login(second, { email: 'wout@example.com', password: 'Gewijzigd1' });
    expect(token.length).toBeGreaterThan(10);
    const orders = await ok(second, 'orders', { token: await login(second) });
    expect(orders.data.find((o) => o.uid === 'ord-80002-open')?.status).toBe('open');
    expect(orders.data.filter((o) => o.status === 'paid').length).toBeGreaterThanOrEqual(2);
    await second.close();
  });

  it('writes one JSON line { seq, type, at, data } per event', async () => {
    const path = join(dir, 'events.jsonl');
    const app = await testApp({ eventLogPath: path });
    await cartWith(app, null, named.products.simple.id);
    await app.close();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.map((e) => Object.keys(e))).toEqual(events.map(() => ['seq', 'type', 'at', 'data']));
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  });

  it('cuts off a torn last line with a warning and keeps appending cleanly', async () => {
    const path = join(dir, 'events.jsonl');
    const app = await testApp({ eventLogPath: path });
    await cartWith(app, null, named.products.simple.id);
    await app.close();
    const good = statSync(path).size;
    appendFileSync(path, '{"seq":3,"type":"LineAdd');
    const warnings: string[] = [];
    const log = new EventLog(path, (m) => warnings.push(m));
    expect(log.open().length).toBe(2);
    log.close();
    expect(warnings).toHaveLength(1);
    expect(statSync(path).size).toBe(good);

    const again = await testApp({ eventLogPath: path });
    await cartWith(again, null, named.products.simple.id);
    await again.close();
    const reread = new EventLog(path);
    expect(reread.open().map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    reread.close();
  });

  it('refuses a log that is corrupt before its last line', () => {
    const path = join(dir, 'events.jsonl');
    writeFileSync(path, '{"seq":1,"type":"CartOpened","at":"x","data":{}}\nnot json\n{"seq":2}\n');
    expect(() => new EventLog(path).open()).toThrow(/corrupt/);
  });

  it('POST /__mock/reset empties the log and returns to the seeded state', async () => {
    const path = join(dir, 'events.jsonl');
    const app = await testApp({ eventLogPath: path });
    const fresh = stateView(defaultStore(app).state);
    await workload(app);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(statSync(path).size).toBe(0);
    expect(stateView(defaultStore(app).state)).toEqual(fresh);
    expect((await app.inject({ url: '/__mock/events' })).json().total).toBe(0);
    await app.close();
  });
});

describe('writing the events of a turn together', () => {
  it('writes the lines of one turn in one go, after the turn, and says when they are on disk', async () => {
    const path = join(dir, 'events.jsonl');
    const log = new EventLog(path);
    log.open();
    expect(log.written()).toBeNull();
    log.append('{"seq":1}');
    log.append('{"seq":2}');
    const written = log.written();
    expect(written).not.toBeNull();
    expect(readFileSync(path, 'utf8')).toBe('');
    await written;
    expect(readFileSync(path, 'utf8')).toBe('{"seq":1}\n{"seq":2}\n');
    expect(log.written()).toBeNull();
    log.append('{"seq":3}');
    log.close();
    expect(readFileSync(path, 'utf8')).toBe('{"seq":1}\n{"seq":2}\n{"seq":3}\n');
  });

  it('sends no reply before the events of its turn are written', async () => {
    const path = join(dir, 'events.jsonl');
    const app = await testApp({ eventLogPath: path });
    const lineCount = () => readFileSync(path, 'utf8').split('\n').filter(Boolean).length;
    await cartWith(app, null, named.products.simple.id);
    const before = lineCount();
    // The same reads and writes at once: every answer comes after all the events it could have seen.
    const answers = await Promise.all(
      [1, 2, 3].map((quantity) => cartWith(app, null, named.products.backorder.id, quantity)),
    );
    expect(answers.every((cart) => cart.cUid)).toBe(true);
    expect(lineCount()).toBe(defaultStore(app).eventCount);
    expect(lineCount()).toBeGreaterThan(before);
    await app.close();
  });

  it('answers 500 when the write fails, keeps the bytes and writes them with the next events', async () => {
    const path = join(dir, 'events.jsonl');
    const warnings: string[] = [];
    const log = new EventLog(path, (m) => warnings.push(m));
    log.open();
    log.append('{"seq":1}');
    failingWrites.left = 1;
    await expect(log.written()).rejects.toThrow(/ENOSPC/);
    expect(warnings).toEqual([expect.stringMatching(/10 bytes not written yet: .*ENOSPC/)]);
    expect(readFileSync(path, 'utf8')).toBe('');
    // The next reply tries again, with or without new lines.
    failingWrites.left = 1;
    await expect(log.written()).rejects.toThrow(/ENOSPC/);
    await log.written();
    expect(readFileSync(path, 'utf8')).toBe('{"seq":1}\n');
    expect(log.written()).toBeNull();
    log.append('{"seq":2}');
    await log.written();
    expect(readFileSync(path, 'utf8')).toBe('{"seq":1}\n{"seq":2}\n');
    log.close();

    const app = await testApp({ eventLogPath: join(dir, 'app.jsonl') });
    failingWrites.left = 1;
    const response = await call(app, 'cartState', { body: {} });
    failingWrites.left = 0;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', message: 'internal_error' });
    expect((await call(app, 'cartState', { body: {} })).statusCode).toBe(200);
    await app.close();
    expect(new EventLog(join(dir, 'app.jsonl')).open().map((e) => e.seq)).toEqual(
      Array.from({ length: defaultStore(app).eventCount }, (_, i) => i + 1),
    );
  });

  it('drops the lines not yet written when the log is emptied', async () => {
    const path = join(dir, 'events.jsonl');
    const log = new EventLog(path);
    log.open();
    log.append('{"seq":1}');
    const written = log.written();
    log.truncate();
    expect(log.written()).toBeNull();
    await written;
    log.close();
    expect(readFileSync(path, 'utf8')).toBe('');
  });
});

describe('a server killed with SIGKILL during writes', () => {
  const serverPath = fileURLToPath(new URL('../src/server.ts', import.meta.url));
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  let child: ChildProcess | null = null;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    child = null;
  });

  const start = (logPath: string): Promise<{ process: ChildProcess; url: string }> =>
    new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', serverPath], {
        cwd,
        env: {
          ...process.env,
          API_PORT: '0',
          HOST: '127.0.0.1',
          MOCK_API_EVENT_LOG: logPath,
          LOG_LEVEL: 'info',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /"address":"(http:\/\/127\.0\.0\.1:\d+)"[^\n]*mock API ready/.exec(output);
        if (match) {
          proc.stdout!.off('data', onData);
          resolve({ process: proc, url: match[1]! });
        }
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      proc.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
    });

  it('keeps every acknowledged change after a restart on the same log', async () => {
    const logPath = join(dir, 'events.jsonl');
    const server = await start(logPath);
    const acknowledged: { cUid: string; quantity: number }[] = [];
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const quantity = ((n + i) % 5) + 1;
        try {
          const response = await fetch(`${server.url}/api/v2/cart/lines`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ item: { productId: named.products.simple.id, quantity } }),
          });
          if (response.status === 200) {
            const { data } = (await response.json()) as { data: { cUid: string; updatedQuantity: number } };
            acknowledged.push({ cUid: data.cUid, quantity: data.updatedQuantity });
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    const exited = new Promise((r) => server.process.once('exit', r));
    server.process.kill('SIGKILL');
    await exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const restarted = await start(logPath);
    const events = (await (await fetch(`${restarted.url}/__mock/events?type=LineAdded&limit=100000`)).json()) as {
      events: { data: { cUid: string; added: number } }[];
    };
    const stored = new Map(events.events.map((e) => [e.data.cUid, e.data.added]));
    const lost = acknowledged.filter((a) => stored.get(a.cUid) !== a.quantity);
    expect(lost).toEqual([]);
    for (const sample of acknowledged.slice(-5)) {
      const response = await fetch(`${restarted.url}/api/v2/account/cart/state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cUid: sample.cUid }),
      });
      const { data } = (await response.json()) as { data: { cUid: string; lines: { quantity: number }[] } };
      expect(data.cUid).toBe(sample.cUid);
      expect(data.lines.map((l) => l.quantity)).toEqual([sample.quantity]);
    }
    restarted.process.kill('SIGTERM');
    await new Promise((r) => restarted.process.once('exit', r));
  }, 60_000);
});

describe('the seeded starting point', () => {
  it('does not change the shared dataset', async () => {
    const before = JSON.stringify(dataset().customers);
    const app = await testApp();
    await workload(app);
    await app.close();
    expect(JSON.stringify(dataset().customers)).toBe(before);
  });

  it('a wrong login does not append an event', async () => {
    const app = await testApp();
    await call(app, 'login', { body: { email: named.customers.known.email, password: 'nope' } });
    expect(defaultStore(app).eventCount).toBe(0);
    await app.close();
  });
});
