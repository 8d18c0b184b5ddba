// The in-process page cache, and the server's way into React Router for every page. It keeps what the render's
// `Cache-Control` lets a shared cache keep (app/server/http-policy.ts) and answers with it, as nginx in front
// does across machines (docs/decisions/page-cache.md; the rules: docs/operations.md "Caching and scaling").
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { RouterContextProvider } from 'react-router';
import { bytesOf } from './document-bytes';
import { deflatePiece, gzipPieces, storedPiece, type DeflatedPiece } from './gzip-pieces';
import { bypassesSharedCache, cacheLocaleOf, createNonce, sharedCacheTimesOf, type RequestFacts } from './http-policy';
import { nonceContext } from './middleware';
import {
  documentEncodingOf,
  endWithBody,
  factsOfNodeRequest,
  sendDocument,
  sendResponse,
  toFetchRequest,
  urlOf,
} from './node-http';

/** `X-Cache` of a page answer. */
export type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

export interface PageCacheOptions {
  /** Bytes of pages kept; 0 turns the cache off (pages are still rendered through it, each with its nonce). */
  maxBytes: number;
  /** React Router's request handler (`createRequestHandler(build)`). */
  handle: (request: Request, context: RouterContextProvider) => Promise<Response>;
  /** Clock in ms (tests move it). */
  now?: () => number;
  /** A background refresh that failed (the stale page stays). */
  onError?: (error: unknown) => void;
}

/** A stored page: the render's answer as it was sent, and the nonce it was rendered with. */
interface Page {
  status: number;
  headers: [string, string][];
  nonce: string;
  /** The body cut at every occurrence of `nonce`, each piece with its gzip made once. */
  pieces: DeflatedPiece[];
  storedAt: number;
  freshUntil: number;
}

/** A render the cache runs for a key: its request, and the answer it leaves when that may not be shared. */
interface RenderContext {
  request: Request;
  unshared?: Response;
}

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-cache']);

/** A body cut at every occurrence of `nonce`. */
export const cutAtNonce = (body: Buffer, nonce: string): Buffer[] => {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, start)) {
    pieces.push(body.subarray(start, at));
    start = at + nonce.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
};

/** The pieces with `nonce` put back at every cut. */
export const withNonce = (pieces: DeflatedPiece[], nonce: string): DeflatedPiece[] => {
  const value = storedPiece(Buffer.from(nonce));
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [value, piece]));
};

/** The bytes a stored page holds, as lru-cache's `maxSize` counts them (at least 1). */
const sizeOf = (page: Page): number =>
  page.pieces.reduce((sum, piece) => sum + piece.bytes.length + piece.deflated.length, 1);

const keyOf = (req: IncomingMessage, facts: RequestFacts): string => `${urlOf(req)}|${cacheLocaleOf(facts)}`;

const isCacheable = (req: IncomingMessage): boolean => req.method === 'GET' || req.method === 'HEAD';

export const createPageCache = ({ maxBytes, handle, now = Date.now, onError }: PageCacheOptions) => {
  /** React Router's render of `request` with a nonce drawn for it, which its scripts and its policy carry. */
  const render = (request: Request, nonce = createNonce()): Promise<Response> => {
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    return handle(request, context);
  };

  /** Renders for the cache: the page to keep, or nothing, with the answer left in `context` for its request. */
  const renderPage = async (context: RenderContext, options: { ttl?: number }): Promise<Page | undefined> => {
    const nonce = createNonce();
    const response = await render(context.request, nonce);
    const times = sharedCacheTimesOf(response.headers.get('cache-control'));
    if (times === null || response.status !== 200 || response.headers.has('set-cookie') || !response.body) {
      context.unshared = response;
      return undefined;
    }
    const storedAt = now();
    // Kept to the end of its stale window, fresh until its TTL.
    options.ttl = (times.ttlS + times.staleWhileRevalidateS) * 1000;
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !HOP_HEADERS.has(name)),
      nonce,
      pieces: cutAtNonce(await bytesOf(response), nonce).map(deflatePiece),
      storedAt,
      freshUntil: storedAt + times.ttlS * 1000,
    };
  };

  const pages =
    maxBytes > 0
      ? new LRUCache<string, Page, RenderContext>({
          maxSize: maxBytes,
          sizeCalculation: sizeOf,
          perf: { now },
          // lru-cache's fetch runs one render per key: concurrent misses wait for it, a refresh runs once.
          fetchMethod: (_key, _stale, { context, options }) => renderPage(context, options),
          // A purge while a page renders: the requests waiting for it still get it; it is not stored.
          ignoreFetchAbort: true,
          // A refresh that throws leaves the stale page in place.
          noDeleteOnFetchRejection: true,
        })
      : null;

  /**
   * Answers with a stored page, a fresh nonce in its body and its policy: in gzip from its pieces when the client
   * takes gzip, else as a render is sent (brotli or as it is).
   */
  const sendPage = async (req: IncomingMessage, res: ServerResponse, page: Page, cache: CacheStatus) => {
    const nonce = createNonce();
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value.replaceAll(page.nonce, nonce));
    res.setHeader('Age', String(Math.max(0, Math.floor((now() - page.storedAt) / 1000))));
    res.setHeader('X-Cache', cache);
    const pieces = withNonce(page.pieces, nonce);
    if (documentEncodingOf(req) === 'gzip') return endWithBody(req, res, gzipPieces(pieces), 'gzip');
    await sendDocument(req, res, Buffer.concat(pieces.map((piece) => piece.bytes)));
  };

  const sendRendered = async (req: IncomingMessage, res: ServerResponse, response: Response, cache: CacheStatus) => {
    res.setHeader('X-Cache', cache);
    await sendResponse(req, res, response);
  };

  /** Renders a stale page again in the background; one that is no longer shared (an error, a redirect) goes. */
  const refresh = (cache: NonNullable<typeof pages>, key: string, req: IncomingMessage) => {
    const context: RenderContext = { request: toFetchRequest(req) };
    void cache.fetch(key, { forceRefresh: true, context }).then(
      (page) => {
        if (page !== undefined) return;
        cache.delete(key);
        void context.unshared?.body?.cancel();
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
      if (pages === null || !isCacheable(req)) return false;
      const facts = factsOfNodeRequest(req);
      if (bypassesSharedCache(facts)) return false;
      const key = keyOf(req, facts);
      const status: LRUCache.Status<string, Page, RenderContext> = {};
      const page = pages.get(key, { status });
      if (page === undefined) return false;
      const fresh = now() <= page.freshUntil;
      sendPage(req, res, page, fresh ? 'HIT' : 'STALE').catch(() => res.destroy());
      // 'fetching': a refresh of this page is already running.
      if (!fresh && status.get !== 'fetching') refresh(pages, key, req);
      return true;
    },

    /** Renders a page request, storing the answer when it may be shared; concurrent misses share one render. */
    async render(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const controller = new AbortController();
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      const renderOwn = () => render(toFetchRequest(req, controller.signal));
      if (pages === null || !isCacheable(req)) {
        await sendResponse(req, res, await renderOwn());
        return;
      }
      const facts = factsOfNodeRequest(req);
      if (bypassesSharedCache(facts)) return sendRendered(req, res, await renderOwn(), 'BYPASS');
      // A HEAD renders no body: it is answered from a stored page or rendered alone.
      if (req.method === 'HEAD') return sendRendered(req, res, await renderOwn(), 'MISS');
      // Not tied to this request's connection: others may be waiting for the same render.
      const context: RenderContext = { request: toFetchRequest(req) };
      const status: LRUCache.Status<string, Page, RenderContext> = {};
      const page = await pages.fetch(keyOf(req, facts), { context, status }).catch((error: unknown) => {
        // Its own render failed; one it waited for did: it renders its own.
        if (status.fetchDispatched) throw error;
        return undefined;
      });
      if (page !== undefined) return sendPage(req, res, page, status.fetchDispatched ? 'MISS' : 'HIT');
      // The render it ran may not be shared, or the one it waited for gave nothing: it answers on its own.
      await sendRendered(req, res, context.unshared ?? (await renderOwn()), 'MISS');
    },

    /** Forgets every stored page. */
    purge(): void {
      pages?.clear();
    },

    stats: () => ({ entries: pages?.size ?? 0, bytes: pages?.calculatedSize ?? 0 }),
  };
};

export type PageCache = ReturnType<typeof createPageCache>;
