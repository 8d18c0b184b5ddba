// The in-process page cache (docs/decisions/page-cache.md), behind a real HTTP server with a stub of React
// Router's handler: what is stored, what is served from it, and the nonce of every answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicyOf } from '../app/server/http-policy';
import { nonceContext } from '../app/server/middleware';
import { deflatePiece, gzipPieces } from '../app/server/gzip-pieces';
import { createPageCache, cutAtNonce, withNonce, type PageCache } from '../app/server/page-cache';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

interface Rendered {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  delayMs?: number;
  /** The render waits for this before it answers. */
  until?: Promise<unknown>;
  fails?: boolean;
}

/**
 * React Router's handler as a stub: a page naming its path, cookies and render number, whose scripts and policy
 * carry the nonce the server put in the request's context, as the root middleware and the render do.
 */
const stubHandler = (answer: (request: Request) => Rendered = () => ({})) => {
  const calls: Request[] = [];
  const nonces: (string | null)[] = [];
  const handle = async (request: Request, context: RouterContextProvider): Promise<Response> => {
    calls.push(request);
    const { status = 200, cacheControl = PUBLIC, setCookie, delayMs = 0, until, fails = false } = answer(request);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await until;
    if (fails) throw new Error('render failed');
    const nonce = context.get(nonceContext);
    nonces.push(nonce);
    const url = new URL(request.url);
    const body =
      `<html><head><script nonce="${nonce}">1</script></head><body>${url.pathname}${url.search} ` +
      `${request.headers.get('cookie') ?? ''} render ${calls.length}<script nonce="${nonce}">2</script></body></html>`;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl });
    if (nonce !== null) headers.set('content-security-policy', contentSecurityPolicyOf(nonce));
    if (setCookie) headers.set('set-cookie', setCookie);
    return new Response(body, { status, headers });
  };
  return { handle, calls, nonces };
};

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

/** The cache behind an HTTP server, as `server.js` wires it: stored pages first, then the render. */
const serve = async (cache: PageCache): Promise<string> => {
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    void cache.render(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
};

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = await response.text();
  const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, body, cache: response.headers.get('x-cache'), nonces, policyNonce };
};

describe('the page cache', () => {
  it('answers an anonymous page from the cache the second time, with a new nonce in header and body', async () => {
    const { handle, calls, nonces } = stubHandler();
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    const first = await get(`${base}/vloerkleden`);
    const second = await get(`${base}/vloerkleden`);
    const third = await get(`${base}/vloerkleden`);
    expect([first.cache, second.cache, third.cache]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(calls).toHaveLength(1);
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    expect(second.response.headers.get('age')).toBe('0');
    for (const answer of [first, second, third]) {
      expect(answer.policyNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.nonces).toEqual([answer.policyNonce, answer.policyNonce]);
    }
    const all = [nonces[0], first.policyNonce, second.policyNonce, third.policyNonce];
    expect(new Set(all).size).toBe(4);
  });

  it('hands every render a nonce of its own through React Router’s context, the cache on or off', async () => {
    for (const maxBytes of [1e6, 0]) {
      const { handle, nonces } = stubHandler();
      const base = await serve(createPageCache({ maxBytes, handle }));
      await get(`${base}/a`, { cookie: 'auth_token=abc' });
      await get(`${base}/b`);
      await fetch(`${base}/c`, { method: 'POST' });
      expect(nonces).toHaveLength(3);
      expect(nonces.every((nonce) => typeof nonce === 'string' && nonce.length === 24)).toBe(true);
      expect(new Set(nonces).size).toBe(3);
      server!.close();
    }
  });

  it('cuts a stored body at its nonce and puts another into every cut', () => {
    const body = Buffer.from('<a nonce="OLD">x</a><b nonce="OLD"></b>OLD');
    const pieces = cutAtNonce(body, 'OLD');
    expect(pieces.map(String)).toEqual(['<a nonce="', '">x</a><b nonce="', '"></b>', '']);
    const stamped = withNonce(pieces.map(deflatePiece), 'N3w+n0nce/==');
    expect(Buffer.concat(stamped.map((piece) => piece.bytes)).toString()).toBe(
      body.toString().replaceAll('OLD', 'N3w+n0nce/=='),
    );
    expect(gunzipSync(gzipPieces(stamped)).toString()).toBe(body.toString().replaceAll('OLD', 'N3w+n0nce/=='));
    expect(cutAtNonce(Buffer.from('no nonce'), 'OLD').map(String)).toEqual(['no nonce']);
  });

  it('compresses a page from the cache as a render is: gzip first, brotli to a client that takes brotli only', async () => {
    const { handle } = stubHandler();
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    // Above the size from which documents are compressed.
    const path = `/x?${'q'.repeat(2000)}`;
    await get(`${base}${path}`);
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br', 'br'],
      ['identity', null],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { headers: { 'accept-encoding': accept } });
      expect(answer.headers.get('x-cache')).toBe('HIT');
      expect(answer.headers.get('content-encoding')).toBe(coding);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      expect(await answer.text()).toContain(`<script nonce="${nonce}">2</script>`);
    }
  });

  it.each([
    ['a login', { cookie: 'auth_token=abc' }],
    ['a QA scenario cookie', { cookie: 'mock-scenario=slow' }],
    ['a QA session cookie', { cookie: 'mock-session=qa-1' }],
    ['a QA scenario header', { 'x-mock-scenario': 'status-500@content' }],
    ['a QA session header', { 'x-mock-session': 'qa-1' }],
  ])('never answers a request with %s from the cache, nor stores its answer', async (_, headers) => {
    const { handle, calls } = stubHandler();
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    await get(`${base}/p`);
    const bypassed = [await get(`${base}/p`, headers), await get(`${base}/p`, headers)];
    expect(bypassed.map((answer) => answer.cache)).toEqual(['BYPASS', 'BYPASS']);
    expect(calls).toHaveLength(3);
    expect((await get(`${base}/p`)).body).toContain('render 1');
  });

  it.each([
    ['a private answer', { cacheControl: 'private, no-store' }],
    ['an answer that sets a cookie', { setCookie: 'x=1; Path=/' }],
    ['a 404', { status: 404, cacheControl: 'no-store' }],
    ['a public 404', { status: 404 }],
    ['an answer without s-maxage', { cacheControl: 'public, max-age=60' }],
  ])('never stores %s', async (_, rendered: Rendered) => {
    const { handle, calls } = stubHandler(() => rendered);
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    const answers = [await get(`${base}/p`), await get(`${base}/p`)];
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'MISS']);
    expect(answers.map((answer) => answer.response.status)).toEqual([rendered.status ?? 200, rendered.status ?? 200]);
    expect(calls).toHaveLength(2);
    if (rendered.setCookie) expect(answers[1]!.response.headers.get('set-cookie')).toBe(rendered.setCookie);
  });

  it('keeps a page per locale cookie, per host and per query, and ignores other cookies', async () => {
    const { handle, calls } = stubHandler();
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    await get(`${base}/p`, { cookie: 'locale=en-US' });
    await get(`${base}/p`, { cookie: 'locale=nl-NL' });
    expect(calls).toHaveLength(2);
    // No cookie is the shop's default locale (display.locale), a key of its own; an unknown locale is that too;
    // a cart or consent cookie changes nothing.
    expect((await get(`${base}/p`)).cache).toBe('MISS');
    expect((await get(`${base}/p`, { cookie: 'locale=xx; cart_uid=c1; cookiePreferences=e30=' })).cache).toBe('HIT');
    expect((await get(`${base}/p`, { cookie: 'cart_uid=c2; locale=en-US' })).body).toContain('locale=en-US');
    expect((await get(`${base}/p?page=2`)).cache).toBe('MISS');
    // Forwarding headers count only from a trusted proxy (TRUST_PROXY, none here): a forged host changes nothing.
    expect((await get(`${base}/p`, { 'x-forwarded-host': 'evil.example' })).cache).toBe('HIT');
    expect(calls).toHaveLength(4);
  });

  it('serves a stale page while one render refreshes it, then the fresh one; forgets it after the stale window', async () => {
    let clock = 1_000_000;
    let refreshed: () => void = () => {};
    const until = new Promise<void>((resolve) => (refreshed = resolve));
    let waits = false;
    const { handle, calls } = stubHandler(() => (waits ? { until } : {}));
    const base = await serve(createPageCache({ maxBytes: 1e6, handle, now: () => clock }));
    await get(`${base}/p`);
    clock += 59_000;
    expect((await get(`${base}/p`)).cache).toBe('HIT');
    waits = true;
    clock += 2_000;
    const stale = [await get(`${base}/p`), await get(`${base}/p`), await get(`${base}/p`)];
    expect(stale.map((answer) => answer.cache)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(stale[0]!.body).toContain('render 1');
    expect(stale[0]!.response.headers.get('age')).toBe('61');
    expect(calls).toHaveLength(2);
    refreshed();
    await expect.poll(async () => (await get(`${base}/p`)).body).toContain('render 2');
    expect(calls).toHaveLength(2);
    expect((await get(`${base}/p`)).cache).toBe('HIT');
    clock += 361_000;
    expect((await get(`${base}/p`)).cache).toBe('MISS');
  });

  it('keeps a stale page whose refresh fails, and reports the failure once', async () => {
    let clock = 1_000_000;
    let next: Rendered = {};
    const errors: unknown[] = [];
    const { handle, calls } = stubHandler(() => next);
    const cache = createPageCache({ maxBytes: 1e6, handle, now: () => clock, onError: (e) => errors.push(e) });
    const base = await serve(cache);
    await get(`${base}/p`);
    clock += 61_000;
    let failed: () => void = () => {};
    next = { fails: true, until: new Promise<void>((resolve) => (failed = resolve)) };
    const stale = [await get(`${base}/p`), await get(`${base}/p`), await get(`${base}/p`)];
    expect(stale.map((answer) => answer.cache)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(calls).toHaveLength(2);
    failed();
    await expect.poll(() => errors.length).toBe(1);
    next = {};
    await expect.poll(async () => (await get(`${base}/p`)).body).toContain('render 3');
    expect(errors).toHaveLength(1);
  });

  it('forgets a stale page whose refresh may no longer be shared (an error, a redirect)', async () => {
    let clock = 1_000_000;
    let next: Rendered = {};
    const { handle } = stubHandler(() => next);
    const cache = createPageCache({ maxBytes: 1e6, handle, now: () => clock });
    const base = await serve(cache);
    await get(`${base}/p`);
    clock += 61_000;
    next = { status: 404, cacheControl: 'no-store' };
    expect((await get(`${base}/p`)).cache).toBe('STALE');
    await expect.poll(() => cache.stats().entries).toBe(0);
    const after = await get(`${base}/p`);
    expect([after.cache, after.response.status]).toEqual(['MISS', 404]);
  });

  it('lets concurrent misses of one page wait for one render', async () => {
    const { handle, calls } = stubHandler(() => ({ delayMs: 50 }));
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/p`)));
    expect(calls).toHaveLength(1);
    expect(answers.map((answer) => answer.cache).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ]);
    expect(new Set(answers.map((answer) => answer.nonces[0])).size).toBe(8);
  });

  it('lets the misses that waited for a render they may not share render their own', async () => {
    const { handle, calls } = stubHandler(() => ({ delayMs: 50, cacheControl: 'no-store' }));
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    const answers = await Promise.all(Array.from({ length: 3 }, () => get(`${base}/p`)));
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'MISS', 'MISS']);
    expect(calls).toHaveLength(3);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(3);
  });

  it('lets a render that throws fail its own request, once, and keeps nothing', async () => {
    let fails = true;
    const { handle, calls } = stubHandler(() => ({ fails }));
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    expect((await get(`${base}/p`)).response.status).toBe(500);
    expect(calls).toHaveLength(1);
    fails = false;
    expect((await get(`${base}/p`)).cache).toBe('MISS');
  });

  it('keeps at most `maxBytes` of pages, the least recently used leaving first', async () => {
    const { handle } = stubHandler();
    const cache = createPageCache({ maxBytes: 1_500, handle });
    const base = await serve(cache);
    // Pages of 300 bytes without their nonces, about 420 with their gzip pieces: three fit.
    const page = (name: string) => `${base}/${name}?${'x'.repeat(194)}`;
    for (const name of ['a', 'b', 'c']) await get(page(name));
    expect(cache.stats().entries).toBe(3);
    expect((await get(page('a'))).cache).toBe('HIT');
    for (const name of ['d', 'e']) await get(page(name));
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_500);
    expect((await get(page('e'))).cache).toBe('HIT');
    expect((await get(page('a'))).cache).toBe('HIT');
    expect((await get(page('b'))).cache).toBe('MISS');
  });

  it('forgets every page on a purge; a page rendering meanwhile still answers, and is not kept', async () => {
    let rendered: () => void = () => {};
    const until = new Promise<void>((resolve) => (rendered = resolve));
    let waits = false;
    const { handle, calls } = stubHandler(() => (waits ? { until } : {}));
    const cache = createPageCache({ maxBytes: 1e6, handle });
    const base = await serve(cache);
    await get(`${base}/p`);
    waits = true;
    const rendering = get(`${base}/q`);
    await expect.poll(() => calls.length).toBe(2);
    cache.purge();
    rendered();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    const answer = await rendering;
    expect([answer.response.status, answer.cache]).toEqual([200, 'MISS']);
    expect(answer.body).toContain('/q');
    expect(calls).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
    expect((await get(`${base}/p`)).cache).toBe('MISS');
  });

  it('stores nothing when off, and answers without X-Cache', async () => {
    const { handle, calls } = stubHandler();
    const base = await serve(createPageCache({ maxBytes: 0, handle }));
    const answers = [await get(`${base}/p`), await get(`${base}/p`)];
    expect(answers.map((answer) => answer.cache)).toEqual([null, null]);
    expect(calls).toHaveLength(2);
  });

  it('answers HEAD from a stored page without a body', async () => {
    const { handle, calls } = stubHandler();
    const base = await serve(createPageCache({ maxBytes: 1e6, handle }));
    await get(`${base}/p`);
    const head = await fetch(`${base}/p`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
    expect(calls).toHaveLength(1);
  });
});
