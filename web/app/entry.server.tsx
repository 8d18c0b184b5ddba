// Server entry: renders the matched routes inside the request's Effector scope (created by the root
// middleware and filled by the loaders), so components read the same stores the loaders settled.
import { Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToPipeableStream } from 'react-dom/server';
import { scopeContext } from './effector/context';
import { NonceContext } from './lib/nonce';
import { isWellEncodedPath } from './lib/paths';
import { scriptsAfterFirstViewBytes } from './server/document';
import { nonceContext } from './server/middleware';

export const streamTimeout = 5_000;

/** The in-process page cache, for `server.js` (which reads it from the build's entry module). */
export { createPageCache } from './server/page-cache';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A path with malformed percent-encoding matches no route (React Router cannot decode it): it is the
  // shopper's bad request, answered 400 with the shop's page for it (components/error-page.tsx).
  if (!isWellEncodedPath(new URL(request.url).pathname)) responseStatusCode = 400;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let scope;
  try {
    scope = loadContext.get(scopeContext);
  } catch {
    // The middleware did not run (an early error): render with an empty scope.
    scope = fork();
  }
  // React's own inline scripts and React Router's carry the page's nonce (none under `--dev`).
  const nonce = loadContext.get(nonceContext) ?? undefined;

  // The whole document at once: every loader has settled before the render starts (the route helper awaits the
  // page), so waiting for all of it costs nothing, and one buffer is cheaper to send, to store in the page cache
  // and to compress than a stream of small chunks (docs/performance.md "Server render").
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <Provider value={scope}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </Provider>,
      {
        nonce,
        // The document is sent whole (below), so nothing is gained by React's outlining of large Suspense
        // boundaries (by default any over 12.8 KB: the catalogue's view) to paint the shell first: an outlined
        // boundary arrives as a hidden copy moved in by a script after the first paint, and the footer jumps
        // (a layout shift of 0.75 on a phone, issue 8). Every boundary stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const html = scriptsAfterFirstViewBytes(Buffer.concat(chunks));
              const body = new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
