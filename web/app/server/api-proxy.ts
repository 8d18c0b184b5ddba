// The browser's way to the API: `/api/*` and `/media/*` (and the QA toolbar's `/__mock/*`) forwarded to API_URL, so
// the browser stays on one origin and its cookies just work. It is also the browser's decoding boundary
// (docs/decisions/browser-replies-checked-by-the-proxy.md): a call of the endpoint table has its JSON reply read
// and decoded with the entry's codecs, and a reply that does not match is answered 502 with the error envelope.
// Everything else streams through unread. `server.js` mounts it from the build's entry (and under --dev from Vite).
import { Agent as HttpAgent, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { endpoints } from '@etalage/domain/api';
import { replyProblems } from '@etalage/domain/api/contracts';
import type { Endpoint, FieldError } from '@etalage/domain/shared';

/** The answer for a reply that does not match its contract: the flow shows its usual failure notice. */
export const INVALID_REPLY = { status: 'error', message: 'api_reply_invalid' } as const;

/** The table's entry of a request by method and path template (`/api/v2/cart/lines/{lineUid}`), or null. */
export type EndpointMatcher = (method: string, pathname: string) => Endpoint | null;

export const endpointMatcher = (table: Readonly<Record<string, Endpoint>>): EndpointMatcher => {
  const byMethod = new Map<string, { pattern: RegExp; entry: Endpoint; params: number }[]>();
  for (const entry of Object.values(table)) {
    const source = entry.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    const routes = byMethod.get(entry.method) ?? [];
    routes.push({ pattern: new RegExp(`^${source}$`), entry, params: entry.path.split('{').length - 1 });
    byMethod.set(entry.method, routes);
  }
  // A literal path wins over a template that would also match it (`/orders/payments` before `/orders/{id}`).
  for (const routes of byMethod.values()) routes.sort((a, b) => a.params - b.params);
  return (method, pathname) => {
    const routes = byMethod.get(method);
    if (!routes || !pathname.startsWith('/api/')) return null;
    return routes.find((route) => route.pattern.test(pathname))?.entry ?? null;
  };
};

/** Whether the proxy reads a reply: one with a body that says it is JSON, or says nothing (a PDF is not read). */
const isReadable = (status: number, type: string | undefined): boolean =>
  status !== 204 && status !== 304 && (type === undefined || /[/+]json\b/i.test(type));

const decompress = (body: Buffer, encoding: string | undefined): Buffer => {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
};

/** What is wrong with a reply read whole (not JSON, or the fields that do not match), or null when it passes. */
export const checkReply = (
  entry: Endpoint,
  status: number,
  encoding: string | undefined,
  body: Buffer,
): FieldError[] | null => {
  let json: unknown;
  try {
    const text = decompress(body, encoding).toString('utf8');
    json = text === '' ? null : JSON.parse(text);
  } catch {
    return [{ path: '(body)', message: 'is not JSON' }];
  }
  return replyProblems(entry, status, json);
};

/** Headers that belong to one connection; the rest of a reply's headers go to the browser as they came. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
]);

const copyHead = (from: IncomingMessage, to: ServerResponse): void => {
  to.statusCode = from.statusCode ?? 502;
  for (const [name, value] of Object.entries(from.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) to.setHeader(name, value);
  }
};

export interface InvalidReply {
  method: string;
  url: string;
  endpoint: string;
  status: number;
  problems: FieldError[];
}

/**
 * Sends on the reply of a call of the table: read whole and checked, then sent as it came or replaced by the 502
 * envelope. An answer cut off midway is cut off for the browser too, as a dropped connection is.
 */
export const relayChecked = (
  entry: Endpoint & { name?: string },
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  onInvalid: (reply: InvalidReply) => void,
): void => {
  const status = proxyRes.statusCode ?? 502;
  let ended = false;
  proxyRes.once('close', () => {
    if (!ended || !proxyRes.complete) res.destroy();
  });
  if (!isReadable(status, proxyRes.headers['content-type'])) {
    copyHead(proxyRes, res);
    proxyRes.once('end', () => (ended = true));
    proxyRes.pipe(res);
    return;
  }
  const chunks: Buffer[] = [];
  proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
  proxyRes.once('end', () => {
    ended = true;
    if (!proxyRes.complete) return;
    const body = Buffer.concat(chunks);
    const problems = checkReply(entry, status, proxyRes.headers['content-encoding'], body);
    if (problems === null) {
      copyHead(proxyRes, res);
      res.setHeader('content-length', body.length);
      res.end(body);
      return;
    }
    onInvalid({
      method: req.method ?? '',
      url: req.url ?? '',
      endpoint: entry.name ?? entry.path,
      status,
      problems,
    });
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(INVALID_REPLY));
  });
};

/**
 * A dropped upstream connection is dropped here too, so the browser sees the same network failure QA asked for;
 * an unreachable API answers a JSON 502.
 */
const onProxyError = (error: Error, _req: IncomingMessage, res: ServerResponse | { destroy(): void }): void => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || code === 'EPIPE') {
    res.destroy();
    return;
  }
  if ('writeHead' in res && !res.headersSent) {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'error', message: 'api_unreachable' }));
  } else {
    res.destroy();
  }
};

export interface ApiProxyOptions {
  /** The API's origin (API_URL). */
  target: string;
  /** The path prefixes forwarded (`/api`, `/media`, and `/__mock` where the QA toolbar exists). */
  paths: string[];
  /** Called for every reply that did not match its contract (the server logs it). */
  onInvalidReply: (reply: InvalidReply) => void;
  /** The endpoint table; the domain's by default. */
  table?: Readonly<Record<string, Endpoint>>;
}

type Next = (error?: unknown) => void;

/** The proxy as Connect middleware: a call of the table is checked, anything else of `paths` streams through. */
export const createApiProxy = ({ target, paths, onInvalidReply, table = endpoints }: ApiProxyOptions) => {
  const match = endpointMatcher(table);
  const entries = new WeakMap<IncomingMessage, Endpoint>();
  // Connections to the API are kept and reused: without an agent the proxy opens one per request (and closes it),
  // a TCP (and TLS) handshake for each call and each image of a page.
  const agent = new (target.startsWith('https:') ? HttpsAgent : HttpAgent)({ keepAlive: true });
  const common = { target, agent, changeOrigin: true, xfwd: true, proxyTimeout: 60_000 };
  const checked = createProxyMiddleware<IncomingMessage, ServerResponse>({
    ...common,
    selfHandleResponse: true,
    pathFilter: (pathname, req) => {
      const entry = match(req.method ?? '', pathname);
      if (entry) entries.set(req, entry);
      return entry !== null;
    },
    on: {
      error: onProxyError,
      proxyRes: (proxyRes, req, res) => relayChecked(entries.get(req)!, proxyRes, req, res, onInvalidReply),
    },
  });
  const streamed = createProxyMiddleware<IncomingMessage, ServerResponse>({
    ...common,
    pathFilter: paths,
    on: { error: onProxyError },
  });
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    void checked(req, res, (error?: unknown) => (error ? next(error) : void streamed(req, res, next)));
  };
};
