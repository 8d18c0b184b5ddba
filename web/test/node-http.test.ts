// Between Node's HTTP server and React Router (app/server/node-http.ts): a rendered document is sent whole and
// compressed in one call by the client's Accept-Encoding; any other answer streams through.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { documentEncodingOf, sendResponse } from '../app/server/node-http';

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

/** A server that answers every request with `body` through `sendResponse`. */
const serve = async (body: string, type = 'text/html; charset=utf-8'): Promise<string> => {
  server = createServer((req, res) => {
    const response = new Response(req.method === 'HEAD' ? null : body, { headers: { 'content-type': type } });
    void sendResponse(req, res, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
};

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

  it('is sent whole, compressed in one call: gzip first, brotli to a client that takes brotli only, with its length and Vary', async () => {
    const base = await serve(LARGE);
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

  it('is sent as it is when small, and without a body to HEAD', async () => {
    const small = await serve('<p>kort</p>');
    const answer = await raw(`${small}/p`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('<p>kort</p>');
    server!.close();
    const base = await serve(LARGE);
    const head = await raw(`${base}/p`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves any other answer to stream through as it is', async () => {
    const json = JSON.stringify({ data: 'x'.repeat(5000) });
    const base = await serve(json, 'application/json');
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
