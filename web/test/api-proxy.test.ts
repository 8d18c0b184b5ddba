// The browser's `/api` proxy as its decoding boundary (app/server/api-proxy.ts): a call of the endpoint table has
// its reply checked against the entry's codecs; one that matches passes byte for byte, one that does not becomes
// the 502 envelope; transport faults and everything outside the table pass as they came.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@etalage/domain/api';
import { INVALID_REPLY, createApiProxy, endpointMatcher, type InvalidReply } from '../app/server/api-proxy';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const listen = async (server: Server): Promise<string> => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

type Answer = (res: ServerResponse, path: string) => void;

/** An API answering each request with `answer`, and the proxy in front of it; what the proxy logged. */
const stack = async (answer: Answer) => {
  const api = createServer((req, res) => {
    // The request is read whole before answering, as a real API does.
    req.resume();
    req.on('end', () => answer(res, req.url ?? ''));
  });
  let connections = 0;
  api.on('connection', () => connections++);
  const invalid: InvalidReply[] = [];
  const proxy = createApiProxy({
    target: await listen(api),
    paths: ['/api', '/media'],
    onInvalidReply: (reply) => invalid.push(reply),
  });
  const front = createServer((req, res) =>
    proxy(req, res, () => {
      res.statusCode = 404;
      res.end('not proxied');
    }),
  );
  return { url: await listen(front), invalid, connections: () => connections };
};

/** The raw answer through the proxy: status, headers and the bytes as sent. */
const raw = (url: string, method = 'GET', body?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {};
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

const json =
  (status: number, text: string, headers: Record<string, string> = {}): Answer =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(text);
  };

// DELETE /api/v2/cart answers a StatusReply; 404 is one of its listed errors.
const CART_DELETE = '/api/v2/cart';

describe('the table of the proxy', () => {
  const match = endpointMatcher(endpoints);

  it('finds each entry by method and path template, a literal path before a template', () => {
    expect(match('DELETE', CART_DELETE)?.path).toBe(CART_DELETE);
    expect(match('PUT', '/api/v2/cart/lines/l-1')).toBe(endpoints.updateLine);
    expect(match('GET', '/api/v2/account/invoices/7/pdf')).toBe(endpoints.invoicePdf);
    for (const entry of Object.values(endpoints)) {
      expect(match(entry.method, entry.path.replace(/\{\w+\}/g, 'x1'))).toBe(entry);
    }
  });

  it('finds nothing for another method, a longer path or a path outside /api', () => {
    expect(match('GET', CART_DELETE)).toBeNull();
    expect(match('PUT', '/api/v2/cart/lines/l-1/more')).toBeNull();
    expect(match('GET', '/media/x.jpg')).toBeNull();
  });
});

describe('a call of the table', () => {
  it('passes a reply that matches its contract byte for byte, with its headers', async () => {
    const text = '{ "status" : "success",\n "message": "gone" }';
    const { url, invalid } = await stack(json(200, text, { 'set-cookie': 'a=1; Path=/', 'x-mock': 'yes' }));
    const answer = await raw(url + CART_DELETE, 'DELETE', '{}');
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(text);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/']);
    expect(answer.headers['x-mock']).toBe('yes');
    expect(invalid).toEqual([]);
  });

  it('passes a compressed reply as it came, checked after decompressing it', async () => {
    const bytes = gzipSync('{"status":"success"}');
    const { url, invalid } = await stack((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bytes);
    });
    const answer = await raw(url + CART_DELETE, 'DELETE');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(bytes)).toBe(true);
    expect(invalid).toEqual([]);
  });

  it('passes an error reply its status lists', async () => {
    const text = '{"status":"error","message":"cart_not_found"}';
    const { url } = await stack(json(404, text));
    const answer = await raw(url + CART_DELETE, 'DELETE');
    expect([answer.status, answer.body.toString()]).toEqual([404, text]);
  });

  it.each([
    ['a success that does not match', 200, '{"status":"fine"}', 'status'],
    ['a reply cut in half', 200, '{"status":"succ', '(body)'],
    ['an error reply without its envelope', 503, '{"error":"busy"}', 'status'],
  ])('answers %s with the 502 envelope, and logs it', async (_name, status, text, path) => {
    const { url, invalid } = await stack(json(status, text));
    const answer = await raw(url + CART_DELETE, 'DELETE');
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body.toString())).toEqual(INVALID_REPLY);
    expect(invalid).toEqual([
      expect.objectContaining({ method: 'DELETE', url: CART_DELETE, endpoint: 'cartDelete', status }),
    ]);
    expect(invalid[0]!.problems.map((problem) => problem.path)).toContain(path);
  });

  it('drops the connection when the API drops it before answering', async () => {
    const { url, invalid } = await stack((res) => res.socket?.destroy());
    await expect(raw(url + CART_DELETE, 'DELETE')).rejects.toThrow();
    expect(invalid).toEqual([]);
  });

  it('drops the connection when the API drops it halfway through its reply', async () => {
    const { url, invalid } = await stack((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"status":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    await expect(raw(url + CART_DELETE, 'DELETE')).rejects.toThrow();
    expect(invalid).toEqual([]);
  });

  it('passes a reply that is not JSON without reading it (an invoice PDF)', async () => {
    const pdf = Buffer.from('%PDF-1.4 not json at all');
    const { url, invalid } = await stack((res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="i.pdf"' });
      res.end(pdf);
    });
    const answer = await raw(`${url}/api/v2/account/invoices/7/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="i.pdf"');
    expect(answer.body.equals(pdf)).toBe(true);
    expect(invalid).toEqual([]);
  });
});

describe('a path outside the table', () => {
  it.each(['/api/v2/not-a-call', '/media/rug.jpg'])(
    'streams %s through untouched, whatever it answers',
    async (path) => {
      const text = '{"anything": "goes"';
      const { url, invalid } = await stack(json(200, text));
      const answer = await raw(url + path);
      expect([answer.status, answer.body.toString()]).toEqual([200, text]);
      expect(invalid).toEqual([]);
    },
  );

  it('is not proxied at all when no prefix names it', async () => {
    const { url } = await stack(json(200, '{}'));
    const answer = await raw(`${url}/product/1/rug`);
    expect([answer.status, answer.body.toString()]).toEqual([404, 'not proxied']);
  });
});

describe('the connections to the API', () => {
  it('are kept and reused: calls of the table and streamed paths one after another go over one', async () => {
    const { url, connections } = await stack(json(200, '{"status":"success","message":"gone"}'));
    for (const [method, path] of [
      ['DELETE', CART_DELETE],
      ['GET', '/media/products/1/1.svg'],
      ['DELETE', CART_DELETE],
      ['GET', '/api/v2/not-a-call'],
    ] as const) {
      expect((await raw(url + path, method)).status).toBe(200);
    }
    expect(connections()).toBe(1);
  });
});
