// The in-process page cache (docs/performance.md "The server"), behind a real HTTP
// server with a stub render: what is stored, what is served from it, and the nonce of every answer.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicyOf, nonceOfPolicy } from '../app/server/http-policy';
import { appCssBytes } from '../app/styles/app-css.node';
import {
  constantPiece,
  createPageCache,
  cutAtNonce,
  documentEncodingOf,
  deflatePieces,
  gzipDocument,
  stampGzip,
  stampIdentity,
  type PageCache,
} from '../app/server/page-cache';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

interface Rendered {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  delayMs?: number;
}

/** A render that answers a page naming its path, locale cookie and render number, with a fresh nonce. */
const stubRender = (answer: (request: Request) => Rendered = () => ({})) => {
  const calls: Request[] = [];
  const render = async (request: Request): Promise<Response> => {
    calls.push(request);
    const { status = 200, cacheControl = PUBLIC, setCookie, delayMs = 0 } = answer(request);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const nonce = `n${calls.length}x${Math.random().toString(36).slice(2)}`;
    const url = new URL(request.url);
    const body =
      `<html><head><script nonce="${nonce}">1</script></head><body>${url.pathname}${url.search} ` +
      `${request.headers.get('cookie') ?? ''} render ${calls.length}<script nonce="${nonce}">2</script></body></html>`;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      'content-security-policy': contentSecurityPolicyOf(nonce),
    });
    if (setCookie) headers.set('set-cookie', setCookie);
    return new Response(body, { status, headers });
  };
  return { render, calls };
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
  return { response, body, cache: response.headers.get('x-cache'), nonces };
};

describe('the page cache', () => {
  it('answers an anonymous page from the cache the second time, with a new nonce in header and body', async () => {
    const { render, calls } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
    const first = await get(`${base}/vloerkleden`);
    const second = await get(`${base}/vloerkleden`);
    const third = await get(`${base}/vloerkleden`);
    expect([first.cache, second.cache, third.cache]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(calls).toHaveLength(1);
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    expect(second.response.headers.get('age')).toBe('0');
    for (const answer of [second, third]) {
      const nonce = nonceOfPolicy(answer.response.headers.get('content-security-policy'));
      expect(answer.nonces).toEqual([nonce, nonce]);
    }
    expect(second.nonces[0]).not.toBe(first.nonces[0]);
    expect(third.nonces[0]).not.toBe(second.nonces[0]);
  });

  it('stamps the nonce into a gzip body made of precompressed pieces', () => {
    const body = Buffer.from(`<a nonce="OLD">x</a>${'<p>tekst</p>'.repeat(500)}<b nonce="OLD"></b>OLD`);
    const pieces = cutAtNonce(body, 'OLD');
    expect(pieces).toHaveLength(4);
    const deflated = deflatePieces(pieces);
    for (const nonce of ['N3w+n0nce/==', '']) {
      const expected = stampIdentity(pieces, nonce);
      expect(expected.toString()).toBe(body.toString().replaceAll('OLD', nonce));
      expect(gunzipSync(stampGzip(pieces, deflated, nonce)).toString()).toBe(expected.toString());
    }
  });

  it('serves gzip from the cache to a client that takes it', async () => {
    const { render } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
    await get(`${base}/x`);
    const answer = await fetch(`${base}/x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('x-cache')).toBe('HIT');
    const body = await answer.text();
    const nonce = nonceOfPolicy(answer.headers.get('content-security-policy'));
    expect(body).toContain(`<script nonce="${nonce}">2</script>`);
  });

  it.each([
    ['a login', { cookie: 'auth_token=abc' }],
    ['a QA scenario cookie', { cookie: 'mock-scenario=slow' }],
    ['a QA session cookie', { cookie: 'mock-session=qa-1' }],
    ['a QA scenario header', { 'x-mock-scenario': 'status-500@content' }],
    ['a QA session header', { 'x-mock-session': 'qa-1' }],
  ])('never answers a request with %s from the cache, nor stores its answer', async (_, headers) => {
    const { render, calls } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
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
    const { render, calls } = stubRender(() => rendered);
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
    const answers = [await get(`${base}/p`), await get(`${base}/p`)];
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'MISS']);
    expect(calls).toHaveLength(2);
    if (rendered.setCookie) expect(answers[1]!.response.headers.get('set-cookie')).toBe(rendered.setCookie);
  });

  it('keeps a page per locale cookie, per host and per query, and ignores other cookies', async () => {
    const { render, calls } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
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
    let clock = 0;
    const { render, calls } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 1e6, render, now: () => clock }));
    await get(`${base}/p`);
    clock = 59_000;
    expect((await get(`${base}/p`)).cache).toBe('HIT');
    clock = 61_000;
    const stale = await get(`${base}/p`);
    expect(stale.cache).toBe('STALE');
    expect(stale.body).toContain('render 1');
    expect(stale.response.headers.get('age')).toBe('61');
    await expect.poll(async () => (await get(`${base}/p`)).body).toContain('render 2');
    expect(calls).toHaveLength(2);
    clock = 61_000 + 361_000;
    expect((await get(`${base}/p`)).cache).toBe('MISS');
  });

  it('lets concurrent misses of one page wait for one render', async () => {
    const { render, calls } = stubRender(() => ({ delayMs: 50 }));
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
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

  it('keeps at most `maxBytes` of pages, the least recently used leaving first', async () => {
    const { render } = stubRender();
    const cache = createPageCache({ maxBytes: 1_000, render });
    const base = await serve(cache);
    for (const path of ['/a', '/b', '/c', '/d', '/e']) await get(`${base}${path}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000);
    expect(cache.stats().entries).toBeLessThan(5);
    expect((await get(`${base}/e`)).cache).toBe('HIT');
    expect((await get(`${base}/a`)).cache).toBe('MISS');
  });

  it('stores nothing when off, and answers without X-Cache', async () => {
    const { render, calls } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 0, render }));
    const answers = [await get(`${base}/p`), await get(`${base}/p`)];
    expect(answers.map((answer) => answer.cache)).toEqual([null, null]);
    expect(calls).toHaveLength(2);
  });

  it('answers HEAD from a stored page without a body', async () => {
    const { render, calls } = stubRender();
    const base = await serve(createPageCache({ maxBytes: 1e6, render }));
    await get(`${base}/p`);
    const head = await fetch(`${base}/p`, { method: 'HEAD' });
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
    expect(calls).toHaveLength(1);
  });
});

/** The raw answer (no decoding, unlike fetch): status, headers and the bytes as sent. */
const raw = (url: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('a rendered document', () => {
  /** A document of some size, as the storefront renders them (a category page is 136 KB). */
  const LARGE = `<!DOCTYPE html><html><body>${'<p>Wollen vloerkleed Liv wit 240 x 340 cm</p>'.repeat(400)}</body></html>`;
  const documentRender = (body = LARGE, type = 'text/html; charset=utf-8') => ({
    render: async () => new Response(body, { headers: { 'content-type': type, 'cache-control': 'private, no-store' } }),
  });

  it('is sent whole, compressed in one call: gzip first, brotli to a client that takes brotli only, with its length and Vary', async () => {
    const base = await serve(createPageCache({ maxBytes: 0, ...documentRender() }));
    const gzip = await raw(`${base}/p`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.headers['transfer-encoding']).toBeUndefined();
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.body.length).toBeLessThan(LARGE.length / 10);
    expect(gunzipSync(gzip.body).toString()).toBe(LARGE);
    const br = await raw(`${base}/p`, { 'accept-encoding': 'br, gzip;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).toString()).toBe(LARGE);
    const plain = await raw(`${base}/p`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(LARGE)));
    expect(plain.body.toString()).toBe(LARGE);
  });

  it('carries the stylesheet deflated once: the same bytes, as small as gzip of the whole', async () => {
    const page = Buffer.from(LARGE.replace('<body>', `<head><style nonce="n"${appCssBytes.toString()}</head><body>`));
    expect(page.indexOf(appCssBytes)).toBeGreaterThan(0);
    const sent = await gzipDocument(page);
    expect(gunzipSync(sent).equals(page)).toBe(true);
    expect(sent.length).toBeLessThan(gzipSync(page).length * 1.01);
    // The stylesheet's deflate is made once, not per document: a piece found anywhere, or nowhere.
    const piece = constantPiece(Buffer.from('<p>vast stuk</p>'));
    for (const body of [
      Buffer.concat([piece.bytes, Buffer.from(LARGE)]),
      Buffer.concat([Buffer.from(LARGE), piece.bytes]),
      Buffer.from(LARGE),
      piece.bytes,
    ]) {
      const sent = await gzipDocument(body, piece);
      expect(gunzipSync(sent).equals(body)).toBe(true);
      expect(sent.includes(piece.deflated)).toBe(body.includes(piece.bytes));
    }
  });

  it('is sent as it is when small, and without a body to HEAD', async () => {
    const small = await serve(createPageCache({ maxBytes: 0, ...documentRender('<p>kort</p>') }));
    const answer = await raw(`${small}/p`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('<p>kort</p>');
    server!.close();
    const base = await serve(createPageCache({ maxBytes: 0, ...documentRender() }));
    const head = await raw(`${base}/p`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves any other answer to stream through as it is', async () => {
    const json = JSON.stringify({ data: 'x'.repeat(5000) });
    const base = await serve(createPageCache({ maxBytes: 0, ...documentRender(json, 'application/json') }));
    const answer = await raw(`${base}/p.data`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(json);
  });

  it("takes the coding by the client's Accept-Encoding, gzip first on a tie", () => {
    const of = (accept?: string) =>
      documentEncodingOf({ headers: accept === undefined ? {} : { 'accept-encoding': accept } } as never);
    expect(of('gzip, deflate, br')).toBe('gzip');
    expect(of('gzip, deflate, br, zstd')).toBe('gzip');
    expect(of('gzip')).toBe('gzip');
    expect(of('br')).toBe('br');
    expect(of('br, gzip;q=0.5')).toBe('br');
    expect(of('br;q=0, gzip;q=0')).toBeNull();
    expect(of('deflate')).toBeNull();
    expect(of('identity')).toBeNull();
    expect(of('*')).toBe('gzip');
    expect(of(undefined)).toBeNull();
    // nginx in front asks for identity this way (deploy/nginx): its cache stores one copy and compresses itself.
    expect(of('')).toBeNull();
  });
});
