// The request log: one line per answered request through the log controller (not Fastify's two), with the
// request's method, URL, status and time, and nothing at all when the server runs without one.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
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
