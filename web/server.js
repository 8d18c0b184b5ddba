// The storefront's HTTP server. It serves the built assets, forwards `/api/*` and `/media/*` to the API
// (API_URL, the mock API by default) so the browser stays on one origin and its cookies (auth, locale,
// consent, QA scenario) just work, and renders every other path with React Router.
// `node server.js` runs the production build; `node server.js --dev` runs Vite in middleware mode.
// Every request is logged as one JSON line with pino, in the mock API's shape (method, url, status, ms).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createRequestHandler } from '@react-router/express';
import pino from 'pino';

const DEV = process.argv.includes('--dev');
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const API_URL = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
process.env.API_URL = API_URL;

// Asynchronous writes: a request never waits for its log line (flushed on shutdown).
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' }, pino.destination({ sync: false }));

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', true);

// One line per request, the same shape as the mock API's: { method, url, status, ms, msg: 'request' }. A
// response the client or the API dropped before it ended is logged too, marked `aborted`.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const line = {
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
    };
    log.info(res.writableFinished ? line : { ...line, aborted: true }, 'request');
  });
  next();
});

// The API and its media, streamed through. A dropped upstream connection is dropped here too, so the
// browser sees the same network failure QA asked for; an unreachable API answers a JSON 502.
app.use(
  createProxyMiddleware({
    target: API_URL,
    changeOrigin: true,
    pathFilter: ['/api', '/media'],
    xfwd: true,
    proxyTimeout: 60_000,
    on: {
      error(error, _req, res) {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if ('destroy' in res && (code === 'ECONNRESET' || code === 'EPIPE')) {
          res.destroy();
          return;
        }
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ status: 'error', message: 'api_unreachable' }));
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  }),
);

app.use(compression());

// BUILD_DIR serves another copy of the build: the end-to-end harness runs from a private copy, so a
// rebuild during a test run cannot pull assets out from under it. Relative paths are from the working dir.
const buildDir = process.env.BUILD_DIR
  ? pathToFileURL(`${path.resolve(process.env.BUILD_DIR)}/`)
  : new URL('./build/', import.meta.url);

let build;
let viteDevServer;
if (DEV) {
  const vite = await import('vite');
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
} else {
  build = await import(new URL('server/index.js', buildDir).href);
  // Fingerprinted assets never change: cache them for a year.
  app.use(
    '/assets',
    express.static(fileURLToPath(new URL('client/assets', buildDir)), { immutable: true, maxAge: '1y' }),
  );
  app.use(express.static(fileURLToPath(new URL('client', buildDir)), { maxAge: '1h' }));
}

// Spec §4: a new build is detected by polling this file; its id changes with every build.
const buildInfo = DEV
  ? { id: 'dev', timestamp: 0 }
  : JSON.parse(
      await readFile(new URL('client/builds/latest.json', buildDir), 'utf8').catch(
        () => '{"id":"unknown","timestamp":0}',
      ),
    );
app.get('/builds/latest.json', (_req, res) => {
  res.set('cache-control', 'no-store').json(buildInfo);
});

app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});

app.all(
  '/{*path}',
  createRequestHandler({
    build: DEV ? () => viteDevServer.ssrLoadModule('virtual:react-router/server-build') : build,
    mode: DEV ? 'development' : 'production',
  }),
);

const server = createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(PORT, HOST, () => {
  log.info({ address: `http://${HOST}:${PORT}`, api: API_URL, dev: DEV }, 'storefront ready');
});

const shutdown = (signal) => {
  log.info({ signal }, 'shutting down');
  const exit = () => log.flush(() => process.exit(0));
  server.close(exit);
  setTimeout(exit, 3000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
