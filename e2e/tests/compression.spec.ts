// How the storefront compresses what it sends (docs/performance.md "The server"): a rendered document is
// compressed whole, gzip first (its stylesheet deflated once), brotli to a client that takes only brotli, and
// sent with its length; the build's files come compressed from the
// build (web/vite/precompress.ts), each with the year-long cache of a fingerprinted file. Checked on the raw bytes
// (no client decoding), against the real server.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test, expect } from '../support/fixtures';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const raw = (url: string, headers: Record<string, string>) =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const decoded = (answer: Raw): Buffer =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

test.describe('compression', () => {
  test('a rendered page is sent whole: gzip to a browser, brotli or as it is to others, with its length', async ({
    baseURL,
    named,
    extraHTTPHeaders,
  }) => {
    // In a QA session, as the other tests: such a page is rendered for each request, never kept by the page cache.
    const url = new URL(named.categories.large.slug, baseURL).toString();
    const headers = { ...(extraHTTPHeaders ?? {}), accept: 'text/html' };
    const gzip = await raw(url, { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const page = decoded(gzip).toString('utf8');
    expect(page).toMatch(/^<!DOCTYPE html><html lang="nl-NL">/);
    // The stylesheet inline, whole (it comes deflated once for every page).
    const stylesheet = page.slice(page.indexOf('<style'), page.indexOf('</style>'));
    expect(stylesheet.length).toBeGreaterThan(20_000);
    expect(page).toContain('</html>');
    const br = await raw(url, { ...headers, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decoded(br).toString('utf8')).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
    const plain = await raw(url, { ...headers, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    expect(gzip.body.length).toBeLessThan(plain.body.length / 4);
  });

  test("the build's scripts come compressed from the build, cached for a year", async ({ baseURL, request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(5);
    // The largest: the framework chunk.
    const framework = scripts.find((path) => path.includes('/framework-'));
    expect(framework).toBeDefined();
    const url = new URL(framework!, baseURL).toString();
    const plain = await raw(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await raw(url, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      // A file from the build, not a stream compressed on the way (which has no length).
      expect(answer.headers['content-length'], accept).toBe(String(answer.body.length));
      expect(answer.headers['content-type'], accept).toMatch(/^text\/javascript/i);
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(answer).equals(plain.body), accept).toBe(true);
      // Compressed, not the plain file: minified code at brotli's or gzip's highest level shrinks well below it.
      expect(answer.body.length, accept).toBeLessThan(plain.body.length / 2.5);
    }
  });
});
