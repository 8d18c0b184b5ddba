// The request log: one line per answered request through the log controller (not Fastify's two), with the
// request's method, URL, status and time, and nothing at all when the server runs without one.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bufferedLogger, REQUEST_LINES_CHUNK } from '../src/plugins/request-log';
import { call, named, testApp } from './helpers';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('the request log', () => {
  it('writes one line per answered request, errors included', async () => {
    const lines: [string, string, number, number][] = [];
    app = await testApp({ requestLog: (...line) => void lines.push(line) });
    await call(app, 'search', { body: { q: 'kleed' } });
    await call(app, 'login', { body: { email: named.customers.known.email, password: 'Verkeerd1' } });
    await app.inject({ url: '/__mock/health' });
    expect(lines.map(([method, url, status]) => [method, url, status])).toEqual([
      ['POST', '/api/search', 200],
      ['POST', '/api/v2/account/login', 401],
      ['GET', '/__mock/health', 200],
    ]);
    expect(lines.every(([, , , ms]) => ms >= 0)).toBe(true);
  });
});

describe('the buffered log', () => {
  const fakeDestination = () => {
    const writes: string[] = [];
    return { writes, write: (text: string) => void writes.push(text), flushSync: () => undefined };
  };
  const linesOf = (writes: string[]) =>
    writes
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('joins request lines into chunks, and writes them out on flush', () => {
    const destination = fakeDestination();
    const log = bufferedLogger('info', destination);
    log.requestLine!('GET', '/api/v2/app', 200, 1.4);
    log.requestLine!('POST', '/api/search?q="kleed"', 400, 0.2);
    expect(destination.writes).toEqual([]);
    log.flush();
    expect(destination.writes).toHaveLength(1);
    expect(linesOf(destination.writes)).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url: '/api/v2/app', status: 200, ms: 1, msg: 'request' }),
      expect.objectContaining({ method: 'POST', url: '/api/search?q="kleed"', status: 400, ms: 0, msg: 'request' }),
    ]);
  });

  it('writes a full chunk at once, one write for many lines', () => {
    const destination = fakeDestination();
    const log = bufferedLogger('info', destination);
    const url = `/api/public/content/${'x'.repeat(200)}`;
    let lines = 0;
    while (destination.writes.length === 0) {
      log.requestLine!('POST', url, 200, 3);
      lines += 1;
    }
    expect(destination.writes[0]!.length).toBeGreaterThanOrEqual(REQUEST_LINES_CHUNK);
    expect(linesOf(destination.writes)).toHaveLength(lines);
  });

  it("keeps the log's order: pino's own messages follow the request lines before them", () => {
    const destination = fakeDestination();
    const log = bufferedLogger('info', destination);
    log.requestLine!('GET', '/first', 200, 1);
    log.logger.error({ url: '/second' }, 'failed');
    log.requestLine!('GET', '/third', 200, 1);
    log.flush();
    expect(linesOf(destination.writes).map((line) => line.url)).toEqual(['/first', '/second', '/third']);
  });

  it('writes no request lines at warn', () => {
    expect(bufferedLogger('warn', fakeDestination()).requestLine).toBeNull();
  });
});
