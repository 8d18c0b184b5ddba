// Server entry: renders the matched routes inside the request's Effector scope (created by the root
// middleware and filled by the loaders), so components read the same stores the loaders settled.
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import { scopeContext } from './effector/context';
import { serializeState } from './effector/serialize';
import { NonceContext } from './lib/nonce';
import { isWellEncodedPath } from './lib/paths';
import { nonceContext } from './server/middleware';
import { documentResponse } from './server/document-bytes';
import { renderDocument } from './server/render-document';

export const streamTimeout = 5_000;

/** The in-process page cache, for `server.js` (which reads it from the build's entry module). */
export { createPageCache } from './server/page-cache';
/** The `/api` proxy that checks the browser's replies against the table, for `server.js` (app/server/api-proxy.ts). */
export { createApiProxy } from './server/api-proxy';
/** The gate that lets a few renders in at a time, for `server.js` (app/server/render-gate.ts). */
export { createRenderGate, renderConcurrencyFromEnv } from './server/render-gate';

export default async function handleRequest(
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

  const app = (
    <Provider value={scope}>
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    </Provider>
  );
  const document = await renderDocument(app, routerContext, {
    nonce,
    timeoutMs: streamTimeout + 1000,
    // The scope's values once every part has rendered, as the state's script element held them (EffectorState).
    state: () => serializeState(serialize(scope)),
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return documentResponse(document.html, {
    headers: responseHeaders,
    status: document.failed ? 500 : responseStatusCode,
  });
}
