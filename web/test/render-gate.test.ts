// The gate that lets a few renders in at a time (app/server/render-gate.ts): first come first served, a place
// held until the render ends its response or it closes, a shopper who leaves while waiting gives up the turn;
// and with a real HTTP server, that a place comes back whether the answer was sent or the shopper hung up.
import { EventEmitter } from 'node:events';
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRenderGate, DEFAULT_RENDER_CONCURRENCY, renderConcurrencyFromEnv } from '../app/server/render-gate';

/** A response as far as the gate sees it: something that ends and closes. */
const fakeResponse = () => {
  const res = new EventEmitter() as EventEmitter & { end: () => unknown; ended: number };
  res.ended = 0;
  res.end = () => (res.ended += 1);
  return res as unknown as ServerResponse & { ended: number };
};

describe('render gate', () => {
  it('runs as many renders as it allows and lets the next in, in order, as each response closes', () => {
    const gate = createRenderGate(2);
    const started: string[] = [];
    const responses = ['a', 'b', 'c', 'd'].map((name) => {
      const res = fakeResponse();
      gate.admit(res, () => started.push(name));
      return res;
    });
    expect(started).toEqual(['a', 'b']);
    expect(gate.stats()).toEqual({ running: 2, waiting: 2 });
    responses[1]!.emit('close');
    expect(started).toEqual(['a', 'b', 'c']);
    responses[0]!.emit('close');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.stats()).toEqual({ running: 2, waiting: 0 });
    responses[2]!.emit('close');
    responses[3]!.emit('close');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting request whose shopper left, without rendering it or taking a place', () => {
    const gate = createRenderGate(1);
    const started: string[] = [];
    const first = fakeResponse();
    const gone = fakeResponse();
    const third = fakeResponse();
    gate.admit(first, () => started.push('first'));
    gate.admit(gone, () => started.push('gone'));
    gate.admit(third, () => started.push('third'));
    gone.emit('close');
    expect(gate.stats()).toEqual({ running: 1, waiting: 1 });
    first.emit('close');
    expect(started).toEqual(['first', 'third']);
    // The left request's close came before its turn: it gives nothing back later either.
    third.emit('close');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets the next in as soon as a render ends its response, before the shopper has read it', () => {
    const gate = createRenderGate(1);
    const started: string[] = [];
    const slow = fakeResponse();
    gate.admit(slow, () => started.push('slow'));
    gate.admit(fakeResponse(), () => started.push('next'));
    slow.end();
    expect(slow.ended).toBe(1);
    expect(started).toEqual(['slow', 'next']);
    // Its close, later, gives nothing back a second time.
    slow.emit('close');
    expect(gate.stats()).toEqual({ running: 1, waiting: 0 });
  });

  it('lets every request in at once with 0', () => {
    const gate = createRenderGate(0);
    let started = 0;
    for (let i = 0; i < 50; i++) gate.admit(fakeResponse(), () => (started += 1));
    expect(started).toBe(50);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('reads RENDER_CONCURRENCY, and names it when it is not a whole number', () => {
    expect(renderConcurrencyFromEnv({})).toBe(DEFAULT_RENDER_CONCURRENCY);
    expect(renderConcurrencyFromEnv({ RENDER_CONCURRENCY: ' ' })).toBe(DEFAULT_RENDER_CONCURRENCY);
    expect(renderConcurrencyFromEnv({ RENDER_CONCURRENCY: '0' })).toBe(0);
    expect(renderConcurrencyFromEnv({ RENDER_CONCURRENCY: '8' })).toBe(8);
    for (const bad of ['-1', '2.5', 'four']) {
      expect(() => renderConcurrencyFromEnv({ RENDER_CONCURRENCY: bad })).toThrow(/RENDER_CONCURRENCY.*"/);
    }
  });

  it('gives a place back when an answer is sent and when a waiting shopper hangs up (a real server)', async () => {
    const gate = createRenderGate(1);
    const renders: string[] = [];
    const held: ServerResponse[] = [];
    const server = createServer((req, res) => {
      gate.admit(res, () => {
        renders.push(req.url ?? '');
        // The first render is held open until the test lets it finish; the others answer at once.
        if (req.url === '/held') held.push(res);
        else res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, agent: false });
      const answered = new Promise<string>((resolve, reject) => {
        req.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        });
        req.on('error', reject);
      });
      req.end();
      return { req, answered };
    };
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(done()).toBe(true);
    };
    try {
      get('/held');
      await until(() => held.length === 1);
      const leaving = get('/leaving');
      leaving.answered.catch(() => undefined);
      const waiting = get('/waiting');
      await until(() => gate.stats().waiting === 2);
      leaving.req.destroy();
      await until(() => gate.stats().waiting === 1);
      held[0]!.end('done');
      expect(await waiting.answered).toBe('ok');
      expect(renders).toEqual(['/held', '/waiting']);
      await until(() => gate.stats().running === 0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
