// The in-process page cache: it keeps what the render's `Cache-Control` lets a shared cache keep
// (app/server/http-policy.ts) and answers with it, as nginx in front does across machines
// (docs/decisions/page-cache.md; the rules: docs/operations.md "Caching and scaling", "Page cache").
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { createReadableStreamFromReadable } from '@react-router/node';
import { parse } from 'cookie';
import Negotiator from 'negotiator';
import { appCssBytes } from '../styles/app-css.node';
import { bytesOf } from './document-bytes';
import { requestOrigin } from './proxy-trust';
import {
  bypassesSharedCache,
  cacheLocaleOf,
  createNonce,
  nonceOfPolicy,
  sharedCacheTimesOf,
  type RequestFacts,
} from './http-policy';

/** `X-Cache` of a page answer. */
export type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

export interface PageCacheOptions {
  /** Bytes of pages kept (identity and gzip bodies together); 0 turns the cache off. */
  maxBytes: number;
  /** Renders a request (React Router's request handler). */
  render: (request: Request) => Promise<Response>;
  /** Clock in ms (tests move it). */
  now?: () => number;
  /** A background refresh that failed (the stale page stays). */
  onError?: (error: unknown) => void;
}

/** A stored page: its body cut at its nonce, as identity pieces and as gzip (raw deflate) pieces. */
interface Entry {
  status: number;
  headers: [string, string][];
  policy: string | null;
  nonce: string | null;
  pieces: Buffer[];
  deflatedPieces: Buffer[];
  bytes: number;
  storedAt: number;
  ttlMs: number;
  staleMs: number;
}

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-cache']);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);

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
const urlOf = (req: IncomingMessage): string => {
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
 * brotli makes a page no smaller for more CPU, and gzip lets the stylesheet come compressed once for all pages
 * (`gzipDocument`; docs/performance.md "The server").
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

const deflateRawOf = promisify(deflateRaw);

/**
 * Brotli's window for a body of `bytes`: no larger than the body needs. The default (4 MB) allocates megabytes
 * per call, which Node counts against the heap, and the collector then ran far more often under load.
 */
const windowBitsFor = (bytes: number): number =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(bytes, 1)))),
  );

/** Bytes that many documents carry unchanged, with their raw deflate made once (`gzipDocument`). */
export interface ConstantPiece {
  bytes: Buffer;
  /** Raw deflate on its own, ending with a sync flush: other deflate data can follow it. */
  deflated: Buffer;
}

export const constantPiece = (bytes: Buffer): ConstantPiece => ({
  bytes,
  deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
});

/** The inline stylesheet, a large part of every page's bytes (app/styles/app-css.node.ts). */
const STYLESHEET = constantPiece(appCssBytes);

/**
 * A document in gzip: the bytes around the first `known` piece it carries (the stylesheet) are deflated on the
 * thread pool, the piece itself comes deflated already (at level 9, once), and the CRC-32 runs over the whole.
 * Nothing refers back across the cuts, which costs a few bytes that the stylesheet's level 9 wins back
 * (docs/performance.md "The server").
 */
export const gzipDocument = async (body: Buffer, known: ConstantPiece = STYLESHEET): Promise<Buffer> => {
  const at = known.bytes.length > 0 ? body.indexOf(known.bytes) : -1;
  if (at < 0) return gzipMember([await deflateRawOf(body, { level: 6 })], crc32(body), body.length);
  const before = body.subarray(0, at);
  const after = body.subarray(at + known.bytes.length);
  const tail = deflateRawOf(after, { level: 6 });
  const head = deflateRawSync(before, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
  const crc = crc32(after, crc32(known.bytes, crc32(before)));
  return gzipMember([head, known.deflated, await tail], crc, body.length);
};

/**
 * A whole document compressed: gzip (`gzipDocument`), or brotli at quality 4 (the compression middleware's)
 * with the document's size as its hint for a client that takes brotli only. Brotli runs on this thread:
 * through the thread pool the same call costs far more CPU (docs/performance.md "The server").
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
    : gzipDocument(body);

/**
 * Writes a fetch API response to a Node response. A document (HTML) is rendered whole (render-document.ts), so
 * it is sent whole: compressed in one call when the client takes it, with its length. Through the compression
 * middleware's stream the same brotli costs far more CPU (docs/performance.md "The server"), and the
 * middleware leaves an answer that has its `Content-Encoding` as it is. Any other body streams through.
 */
export const sendResponse = async (
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  cache?: CacheStatus,
): Promise<void> => {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (cache) res.setHeader('X-Cache', cache);
  if (!response.body) {
    res.end();
    return;
  }
  const whole =
    req.method !== 'HEAD' &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding');
  if (whole) {
    const body = await bytesOf(response);
    const encoding = body.length >= COMPRESS_FROM_BYTES ? documentEncodingOf(req) : null;
    const sent = encoding === null ? body : await compressDocument(body, encoding);
    if (res.destroyed) return;
    varyOnEncoding(res);
    if (encoding !== null) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(sent.length));
    res.end(sent);
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

/** A stored body cut at every occurrence of its nonce. */
export const cutAtNonce = (body: Buffer, nonce: string | null): Buffer[] => {
  if (nonce === null) return [body];
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    pieces.push(body.subarray(start, at));
    start = at + needle.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
};

/**
 * Each piece compressed on its own as raw deflate: every piece but the last ends with a sync flush (byte
 * aligned, not final), the last one finishes the stream. Nothing refers back across a cut, so other bytes can
 * go between the pieces as stored blocks.
 */
export const deflatePieces = (pieces: Buffer[]): Buffer[] =>
  pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level: 6,
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );

/** A non-final stored deflate block holding `bytes` (at most 65,535 of them). */
const storedBlock = (bytes: Buffer): Buffer => {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
};

/** The identity body with `nonce` put in at every cut. */
export const stampIdentity = (pieces: Buffer[], nonce: string): Buffer => {
  const value = Buffer.from(nonce);
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [value, piece])));
};

/** A gzip member of raw deflate parts that end the stream, with the CRC-32 and length of what they hold. */
const gzipMember = (deflated: Buffer[], crc: number, length: number): Buffer => {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...deflated, trailer]);
};

/** The gzip body with `nonce` put in at every cut: header, pieces and stored blocks, CRC-32 and length. */
export const stampGzip = (pieces: Buffer[], deflated: Buffer[], nonce: string): Buffer => {
  const value = Buffer.from(nonce);
  const block = storedBlock(value);
  let crc = 0;
  let length = 0;
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(block);
      crc = crc32(value, crc);
      length += value.length;
    }
    parts.push(deflated[index]!);
    crc = crc32(piece, crc);
    length += piece.length;
  });
  return gzipMember(parts, crc, length);
};

/** Whether the client takes gzip, the one coding the cache keeps (`gzip` or `*`, without `q=0`). */
const acceptsGzip = (req: IncomingMessage): boolean => new Negotiator(req).encodings(['gzip']).includes('gzip');

export const createPageCache = ({ maxBytes, render, now = Date.now, onError }: PageCacheOptions) => {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  const keyOf = (req: IncomingMessage, facts: RequestFacts): string => [urlOf(req), cacheLocaleOf(facts)].join('|');

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const store = (key: string, entry: Entry) => {
    drop(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** Renders `request`; keeps the answer when its headers allow it. Returns the entry, or the answer to send. */
  const renderAndStore = async (key: string, request: Request): Promise<{ entry: Entry } | { response: Response }> => {
    const response = await render(request);
    const times = sharedCacheTimesOf(response.headers.get('cache-control'));
    if (times === null || response.status !== 200 || response.headers.has('set-cookie') || !response.body) {
      return { response };
    }
    const body = await bytesOf(response);
    const policy = response.headers.get('content-security-policy');
    const nonce = nonceOfPolicy(policy);
    const pieces = cutAtNonce(body, nonce);
    const deflatedPieces = deflatePieces(pieces);
    const entry: Entry = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !HOP_HEADERS.has(name)),
      policy,
      nonce,
      pieces,
      deflatedPieces,
      bytes: body.length + deflatedPieces.reduce((sum, piece) => sum + piece.length, 0),
      storedAt: now(),
      ttlMs: times.ttlS * 1000,
      staleMs: times.staleWhileRevalidateS * 1000,
    };
    store(key, entry);
    return { entry };
  };

  /** One render per key at a time: the others wait for its entry (null: its answer could not be shared). */
  const renderOnce = (key: string, request: Request) => {
    const running = pending.get(key);
    if (running) return { leader: false as const, result: running.then((entry) => (entry ? { entry } : null)) };
    const result = renderAndStore(key, request);
    const shared = result.then(
      (outcome) => ('entry' in outcome ? outcome.entry : null),
      () => null,
    );
    pending.set(key, shared);
    void shared.finally(() => pending.delete(key));
    return { leader: true as const, result };
  };

  const sendEntry = (req: IncomingMessage, res: ServerResponse, entry: Entry, status: CacheStatus) => {
    const nonce = entry.nonce === null ? null : createNonce();
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.policy !== null && entry.nonce !== null && nonce !== null) {
      res.setHeader('content-security-policy', entry.policy.split(entry.nonce).join(nonce));
    }
    res.setHeader('Age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    res.setHeader('X-Cache', status);
    varyOnEncoding(res);
    const gzip = acceptsGzip(req);
    const body = gzip
      ? stampGzip(entry.pieces, entry.deflatedPieces, nonce ?? '')
      : stampIdentity(entry.pieces, nonce ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const isOn = maxBytes > 0;
  const cacheable = (req: IncomingMessage) => isOn && (req.method === 'GET' || req.method === 'HEAD');

  const refresh = (key: string, req: IncomingMessage) => {
    if (pending.has(key)) return;
    const { result } = renderOnce(key, toFetchRequest(req));
    result.then(
      (outcome) => {
        // The page is no longer one every shopper shares (an error, a redirect): forget the stale one.
        if (outcome && 'response' in outcome) {
          drop(key);
          void outcome.response.body?.cancel();
        }
      },
      (error: unknown) => onError?.(error),
    );
  };

  return {
    /**
     * Answers from the cache when it can (a fresh page, or a stale one while one render refreshes it); false
     * when the request must go on to the render. Synchronous, so it can run before any other middleware.
     */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (!cacheable(req)) return false;
      const facts = factsOfNodeRequest(req);
      if (bypassesSharedCache(facts)) return false;
      const key = keyOf(req, facts);
      const entry = entries.get(key);
      if (!entry) return false;
      const age = now() - entry.storedAt;
      if (age > entry.ttlMs + entry.staleMs) {
        drop(key);
        return false;
      }
      // Least recently used goes first: a hit moves the entry to the end.
      entries.delete(key);
      entries.set(key, entry);
      if (age <= entry.ttlMs) {
        sendEntry(req, res, entry, 'HIT');
      } else {
        sendEntry(req, res, entry, 'STALE');
        refresh(key, req);
      }
      return true;
    },

    /** Renders a page request, storing the answer when it may be shared; concurrent misses share one render. */
    async render(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const controller = new AbortController();
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      if (!cacheable(req)) {
        await sendResponse(req, res, await render(toFetchRequest(req, controller.signal)));
        return;
      }
      const facts = factsOfNodeRequest(req);
      if (bypassesSharedCache(facts)) {
        await sendResponse(req, res, await render(toFetchRequest(req, controller.signal)), 'BYPASS');
        return;
      }
      const key = keyOf(req, facts);
      // A HEAD renders no body: it is answered from a stored page or rendered alone.
      if (req.method === 'HEAD') {
        await sendResponse(req, res, await render(toFetchRequest(req, controller.signal)), 'MISS');
        return;
      }
      const { leader, result } = renderOnce(key, toFetchRequest(req));
      const outcome = await result;
      if (outcome && 'entry' in outcome) {
        sendEntry(req, res, outcome.entry, leader ? 'MISS' : 'HIT');
      } else if (outcome && 'response' in outcome) {
        await sendResponse(req, res, outcome.response, 'MISS');
      } else {
        // The render this request waited for could not be shared: render its own.
        await sendResponse(req, res, await render(toFetchRequest(req, controller.signal)), 'MISS');
      }
    },

    /** Forgets every stored page. */
    purge(): void {
      entries.clear();
      bytes = 0;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
};

export type PageCache = ReturnType<typeof createPageCache>;
