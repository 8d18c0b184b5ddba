// The storefront's HTTP server. It serves the built assets, forwards `/api/*` and `/media/*` to the API
// (API_URL, the mock API by default) so the browser stays on one origin and its cookies (auth, locale,
// consent, QA scenario) just work, and renders every other path with React Router, through the in-process page
// cache for pages every anonymous shopper shares (docs/performance.md).
// `node server.js` runs the production build; `node server.js --dev` runs Vite in middleware mode.
// Every request is logged as one JSON line with pino, in the mock API's shape (method, url, status, ms).
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import express from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import pino from 'pino';

const DEV = process.argv.includes('--dev');
// React and React Router pick their production builds from NODE_ENV when first imported (below, dynamically).
process.env.NODE_ENV ??= DEV ? 'development' : 'production';
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const API_URL = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
process.env.API_URL = API_URL;
// Megabytes of pages the in-process cache keeps; 0 turns it off (behind a shared cache such as the nginx of
// docker-compose, which does the same across instances).
const PAGE_CACHE_MB = Number(process.env.PAGE_CACHE_MB ?? 64);
// The QA toolbar's calls to the mock (/__mock/*) go through this server only where the toolbar exists: under
// --dev, or with QA_TOOLBAR=1 (a QA build, docs/qa-scenarios.md "The QA toolbar"). Never otherwise.
const QA_PROXY = DEV || process.env.QA_TOOLBAR === '1';

// Processes serving the storefront on this machine (each with its own page cache, like separate instances);
// with more than one, this process only starts them, passes signals on and replaces one that dies.
const WORKERS = DEV ? 1 : Math.max(1, Math.floor(Number(process.env.WEB_WORKERS ?? 1)) || 1);

// Asynchronous writes: a request never waits for its log line (flushed on shutdown).
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' }, pino.destination({ sync: false }));

if (WORKERS > 1 && cluster.isPrimary) {
  startWorkers(WORKERS);
} else {
  await serve();
}

/** @param {number} count */
function startWorkers(count) {
  let stopping = false;
  for (let i = 0; i < count; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) log.flush(() => process.exit(0));
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'storefront worker stopped; starting another');
    cluster.fork();
  });
  const forward = (signal) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGHUP', () => forward('SIGHUP'));
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      forward(signal);
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
  log.info({ workers: count }, 'storefront workers starting');
}

async function serve() {
  /**
   * One line per request, the same shape as the mock API's: { method, url, status, ms, msg: 'request' }, with
   * the page cache's verdict (`cache`) on pages. A response the client or the API dropped before it ended is
   * logged too, marked `aborted`.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const logRequest = (req, res) => {
    const started = process.hrtime.bigint();
    // As asked: Express rewrites `req.url` on the way (a mounted path loses its mount, a compressed file gains
    // its `.br`).
    const url = req.url;
    res.once('close', () => {
      const cache = res.getHeader('x-cache');
      const line = {
        method: req.method,
        url,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
        ...(cache ? { cache } : {}),
      };
      log.info(res.writableFinished ? line : { ...line, aborted: true }, 'request');
    });
  };

  const app = express();
  app.disable('x-powered-by');
  // Forwarding headers are believed only from the proxies TRUST_PROXY names (app/server/proxy-trust.ts).
  const trustProxy = (process.env.TRUST_PROXY ?? '').trim();
  app.set('trust proxy', trustProxy === '' ? false : trustProxy === 'true' ? true : trustProxy.split(/\s*,\s*/));

  // BUILD_DIR serves another copy of the build: the end-to-end harness runs from a private copy, so a
  // rebuild during a test run cannot pull assets out from under it. Relative paths are from the working dir.
  const buildDir = process.env.BUILD_DIR
    ? pathToFileURL(`${path.resolve(process.env.BUILD_DIR)}/`)
    : new URL('./build/', import.meta.url);

  let build;
  let viteDevServer;
  /** The server's own modules: the build's entry, or under --dev the proxy's module as Vite loads it. */
  let serverModule;
  if (DEV) {
    const vite = await import('vite');
    viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    serverModule = await viteDevServer.ssrLoadModule('/app/server/api-proxy.ts');
  } else {
    build = await import(new URL('server/index.js', buildDir).href);
    serverModule = build.entry.module;
  }

  // The API and its media (app/server/api-proxy.ts): the browser's calls of the endpoint table are decoded here,
  // the browser's decoding boundary; a reply that does not match its contract is logged and answered 502.
  app.use(
    serverModule.createApiProxy({
      target: API_URL,
      paths: QA_PROXY ? ['/api', '/media', '/__mock'] : ['/api', '/media'],
      onInvalidReply: (reply) => log.warn(reply, 'API reply does not match its contract'),
    }),
  );

  // What is compressed on the way: the public files, the data requests and JSON answers (a document is compressed
  // whole, app/server/node-http.ts; the build's files come compressed from the build, below). Brotli's window is
  // smaller than its default: Node counts each encoder's memory against the heap, and under load the collector
  // then runs often enough to cost CPU on every answer (docs/performance.md "The server").
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  if (DEV) {
    app.use(viteDevServer.middlewares);
  } else {
    // Fingerprinted assets never change: cache them for a year. Each comes compressed from the build
    // (web/vite/precompress.ts): brotli or gzip by the client's Accept-Encoding, else the file as it is.
    app.use(
      '/assets',
      expressStaticGzip(fileURLToPath(new URL('client/assets', buildDir)), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    );
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
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });

  if (!DEV) {
    // The few public files (robots.txt, favicon.svg) have an extension; a page's path has none, so it skips the
    // file lookup (a stat per page on the thread pool that gzip also uses, docs/performance.md "The server").
    // After the build info above: the build's own copy of builds/latest.json would answer it cacheable for an hour.
    const publicFiles = express.static(fileURLToPath(new URL('client', buildDir)), { maxAge: '1h' });
    app.use((req, res, next) => (path.extname(req.path) === '' ? next() : publicFiles(req, res, next)));
  }

  /** @type {import('./app/server/page-cache').PageCache | null} */
  let pages = null;
  /** Renders at a time (0: no limit); the dev server lets every request in. */
  let renderConcurrency = 0;
  if (DEV) {
    const { createRequestHandler: createExpressHandler } = await import('@react-router/express');
    app.all(
      '/{*path}',
      createExpressHandler({
        build: () => viteDevServer.ssrLoadModule('virtual:react-router/server-build'),
        mode: 'development',
      }),
    );
  } else {
    const { createRequestHandler } = await import('react-router');
    renderConcurrency = build.entry.module.renderConcurrencyFromEnv();
    // Every page renders through the page cache, which draws its nonce (app/server/page-cache.ts).
    pages = build.entry.module.createPageCache({
      maxBytes: Math.max(0, PAGE_CACHE_MB) * 1024 * 1024,
      handle: createRequestHandler(build, 'production'),
      onError: (error) => log.error({ err: error }, 'page refresh failed'),
    });
    // app.use, not a route pattern: Express decodes a pattern's parameters and would answer a malformed
    // percent-encoding with its own 400 page; the shop answers it with its own (app/lib/paths.ts).
    // A few renders at a time, first come first served (app/server/render-gate.ts, RENDER_CONCURRENCY).
    const gate = build.entry.module.createRenderGate(renderConcurrency);
    app.use((req, res, next) => {
      gate.admit(res, () => pages.render(req, res).catch(next));
    });
  }

  // Every answer: the request line, nosniff; then a stored page straight away, or the app.
  const server = createServer((req, res) => {
    logRequest(req, res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (pages?.serve(req, res)) return;
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(PORT, HOST, () => {
    log.info(
      { address: `http://${HOST}:${PORT}`, api: API_URL, dev: DEV, pageCacheMb: PAGE_CACHE_MB, renderConcurrency },
      'storefront ready',
    );
  });

  // SIGHUP empties the page cache (after a change that must show at once).
  process.on('SIGHUP', () => {
    pages?.purge();
    log.info('page cache purged');
  });

  const shutdown = (signal) => {
    log.info({ signal }, 'shutting down');
    const exit = () => log.flush(() => process.exit(0));
    server.close(exit);
    setTimeout(exit, 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
