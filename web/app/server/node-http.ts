// Between Node's HTTP server and the fetch API that React Router speaks: a Node request as the rules and the
// render see it, and a rendered answer written back. A document is sent whole and compressed in one call
// (docs/decisions/whole-document-render.md, docs/performance.md "The server"); any other body streams through.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzip } from 'node:zlib';
import { createReadableStreamFromReadable } from '@react-router/node';
import { parse } from 'cookie';
import Negotiator from 'negotiator';
import { bytesOf } from './document-bytes';
import type { RequestFacts } from './http-policy';
import { requestOrigin } from './proxy-trust';

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The rules' view of a Node request. */
export const factsOfNodeRequest = (req: IncomingMessage): RequestFacts => {
  let cookies: Record<string, string | undefined> | null = null;
  return {
    method: req.method ?? 'GET',
    pathname: (req.url ?? '/').split('?')[0] ?? '/',
    cookie: (name) => (cookies ??= parse(req.headers.cookie ?? ''))[name],
    header: (name) => first(req.headers[name]),
  };
};

/** The URL the render sees: the forwarded protocol and host only when a trusted proxy sets them. */
export const urlOf = (req: IncomingMessage): string => {
  const { protocol, host } = requestOrigin(req);
  return `${protocol}://${host}${req.url ?? '/'}`;
};

/** A fetch API request of a Node request (the body streams through for actions). */
export const toFetchRequest = (req: IncomingMessage, signal?: AbortSignal): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(urlOf(req), {
    method: req.method ?? 'GET',
    headers,
    signal: signal ?? null,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
  } as RequestInit);
};

/** Adds `Accept-Encoding` to the answer's `Vary` (once). */
const varyOnEncoding = (res: ServerResponse) => {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
    res.setHeader('Vary', vary.trim() === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
  }
};

/**
 * The codings a document is sent in: gzip first when the client takes both. At the quality a render can afford,
 * brotli makes a page no smaller for more CPU (docs/performance.md "The server").
 */
const DOCUMENT_ENCODINGS = ['gzip', 'br', 'identity'];
const PREFERRED_ENCODINGS = ['gzip', 'br'];
/** Below this a document is sent as it is (the compression middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * How a document is sent to this client: 'br', 'gzip' or null (as it is). By the client's `Accept-Encoding`
 * (q-values, `*`, `identity;q=0`), through Negotiator, whose second argument breaks ties in our order.
 */
export const documentEncodingOf = (req: IncomingMessage): 'br' | 'gzip' | null => {
  // @types/negotiator 0.6 leaves out encoding()'s second argument, which negotiator 0.6.4 takes.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], preferred: string[]): string | undefined;
  };
  const encoding = negotiator.encoding(DOCUMENT_ENCODINGS, PREFERRED_ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
};

const gzipOf = promisify(gzip);

/**
 * Brotli's window for a body of `bytes`: no larger than the body needs. The default (4 MB) allocates megabytes
 * per call, which Node counts against the heap, and the collector then ran far more often under load.
 */
const windowBitsFor = (bytes: number): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(bytes, 1)))),
  );

/**
 * A whole document compressed: gzip at level 6 on the thread pool, or brotli at quality 4 (the compression
 * middleware's) with the document's size as its hint for a client that takes brotli only. Brotli runs on this
 * thread: through the thread pool the same call costs far more CPU (docs/performance.md "The server").
 */
export const compressDocument = async (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
        },
      })
    : gzipOf(body, { level: 6 });

/** Ends `res` (its status and headers set) with a whole body in `encoding`, with its length; HEAD without it. */
export const endWithBody = (
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  encoding: 'br' | 'gzip' | null,
): void => {
  varyOnEncoding(res);
  if (encoding !== null) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
};

/** Ends `res` with a whole document, compressed in one call when the client takes it. */
export const sendDocument = async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> => {
  const encoding = body.length >= COMPRESS_FROM_BYTES ? documentEncodingOf(req) : null;
  const sent = encoding === null ? body : await compressDocument(body, encoding);
  if (!res.destroyed) endWithBody(req, res, sent, encoding);
};

/**
 * Writes a fetch API response to a Node response. A document (HTML) is rendered whole (render-document.ts), so
 * it is sent whole (`sendDocument`). Through the compression middleware's stream the same brotli costs far more
 * CPU, and the middleware leaves an answer that has its `Content-Encoding` as it is. Any other body streams
 * through.
 */
export const sendResponse = async (req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> => {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const whole =
    req.method !== 'HEAD' &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding');
  if (whole) {
    await sendDocument(req, res, await bytesOf(response));
    return;
  }
  try {
    for await (const chunk of response.body) {
      if (res.destroyed) break;
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
  } finally {
    res.end();
  }
};
