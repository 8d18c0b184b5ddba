// Builds the mock API as a Fastify instance without listening (fastify/demo layout; server.ts listens, tests use
// app.inject). Order: decorators (QA sessions with their stores, catalogue, indexes), cross-cutting hooks
// (cookies, CORS, journal, scenarios), the contract routes from the endpoint table, then the admin routes, the
// payment page, media and API docs.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createDataset, DEFAULT_SEED, type Dataset } from '@etalage/fixtures';
import { EventLog } from './state/log';
import { Catalogue } from './state/catalogue';
import { DEFAULT_LIMITS, type StateLimits } from './state/state';
import { SearchIndex } from './services/search';
import { AddressBook } from './services/address-book';
import type { Settings } from './services/deps';
import { Sessions } from './sessions/registry';
import { DEFAULT_SESSION, MockSession, type SessionShared } from './sessions/session';
import { frameworkError, registerContract } from './plugins/contract';
import { registerScenarios } from './plugins/scenarios';
import { registerJournal } from './plugins/journal';
import { registerCookies } from './plugins/cookies';
import { registerCors } from './plugins/cors';
import { registerOpenApi } from './plugins/openapi';
import { RequestLog, type RequestLineWriter } from './plugins/request-log';
import { registerSessions } from './plugins/sessions';
import { apiHandlers } from './routes/api';
import { registerAdmin } from './routes/__mock';
import { registerPaymentPage } from './routes/__mock/pay';
import { registerMedia } from './routes/media';
import { originOf } from './lib/origins';

export { DEFAULT_SEED };

export interface AppOptions {
  /** Seed of the fixtures (MOCK_SEED); the same seed gives the same data. */
  seed?: number;
  /** JSON-lines event log of the shared default session (MOCK_API_EVENT_LOG); absent keeps events in memory. */
  eventLogPath?: string | null;
  /** Absolute URL of this server, used in payment URLs. */
  publicUrl?: string;
  /** The storefront the payment page returns to. */
  storefrontUrl?: string;
  /** More origins a payment may return to (MOCK_STOREFRONT_ORIGINS), besides the storefront's. */
  storefrontOrigins?: readonly string[];
  /** Server messages (config.ts makes a buffered pino logger); absent: silent. */
  logger?: FastifyBaseLogger;
  /** Writes the request log's line per answered request (config.ts: beside the logger's); absent: no request log. */
  requestLog?: RequestLineWriter | null;
  /** Decode every reply before sending it; defaults to on unless NODE_ENV is production. */
  checkReplies?: boolean;
  /** Requests kept in the default session's journal ring (each other session keeps SESSION_JOURNAL_SIZE). */
  journalSize?: number;
  /** Isolated QA sessions kept at most (MOCK_MAX_SESSIONS); past it the least recently used goes. */
  maxSessions?: number;
  /** Seconds a bearer token works after its login (MOCK_TOKEN_TTL). */
  tokenTtlSeconds?: number;
  /** Anonymous carts kept per session (MOCK_MAX_CARTS). */
  maxAnonymousCarts?: number;
  /** Events kept in memory per session (MOCK_EVENTS_KEPT): the event feed and exports. */
  eventsKept?: number;
  /** When set, every /__mock route but health and the payment page needs `Authorization: Bearer {token}`. */
  adminToken?: string | null;
  /** Which proxies' X-Forwarded-For to trust for the client address (Fastify's trustProxy; MOCK_TRUST_PROXY). */
  trustProxy?: boolean | string;
  /** A prebuilt dataset (tests and benchmarks share one instead of generating it per app). */
  dataset?: Dataset;
  /** The clock (tests move it to expire tokens and back-offs). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
    settings: Settings;
    searchIndex: SearchIndex;
    addressBook: AddressBook;
  }
}

const BODY_LIMIT = 256 * 1024;
/** Path parameters up to this length reach the handlers (and their codecs); longer ones answer a JSON 404. */
export const MAX_PARAM_LENGTH = 1000;
/** Requests kept in the journal of each isolated session. */
export const SESSION_JOURNAL_SIZE = 100;

export const buildApp = async (options: AppOptions = {}): Promise<FastifyInstance> => {
  const seed = options.seed ?? DEFAULT_SEED;
  const checkReplies = options.checkReplies ?? process.env.NODE_ENV !== 'production';
  const storefrontUrl = (options.storefrontUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const settings: Settings = {
    publicUrl: (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    storefrontUrl,
    returnOrigins: [storefrontUrl, ...(options.storefrontOrigins ?? [])].map(originOf),
    adminToken: options.adminToken || null,
  };
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request, from the request log (not Fastify's two), on the server's own logger.
    logController: new RequestLog(options.requestLog ?? null),
    childLoggerFactory: (logger) => logger,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkError,
    trustProxy: options.trustProxy ?? 'loopback',
  });

  const dataset = options.dataset ?? createDataset(seed);
  const catalogue = new Catalogue(dataset);
  const limits: StateLimits = {
    ...DEFAULT_LIMITS,
    ...(options.tokenTtlSeconds !== undefined && { tokenTtlMs: options.tokenTtlSeconds * 1000 }),
    ...(options.maxAnonymousCarts !== undefined && { maxAnonymousCarts: options.maxAnonymousCarts }),
  };
  const shared: SessionShared = {
    dataset,
    catalogue,
    settings,
    limits,
    eventsKept: options.eventsKept ?? 20_000,
    now: options.now ?? (() => new Date()),
  };
  const log = new EventLog(options.eventLogPath ?? null, (message) => app.log.warn(message));
  const defaultSession = new MockSession(DEFAULT_SESSION, null, { loginThrottle: true }, shared, {
    log,
    journalSize: options.journalSize ?? 500,
  });
  defaultSession.store.open();
  // No reply goes out before the events of its turn are on disk (the event log's group commit, state/log.ts).
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const written = log.written();
    if (written === null) return done(null, payload);
    // The batch rejects with the write's own Error (EventLog.schedule), which answers 500.
    written.then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  registerSessions(
    app,
    new Sessions(
      defaultSession,
      options.maxSessions ?? 50,
      (id, name, sessionOptions) =>
        new MockSession(id, name, sessionOptions, shared, { journalSize: SESSION_JOURNAL_SIZE }),
    ),
  );
  app.decorate('catalogue', catalogue);
  app.decorate('settings', settings);
  app.decorate('searchIndex', new SearchIndex(catalogue));
  app.decorate('addressBook', new AddressBook(dataset.addressBook));

  await registerCookies(app);
  await registerCors(app);
  registerJournal(app);
  registerScenarios(app);
  registerContract(app, { handlers: apiHandlers(app), checkReplies, bodyLimit: BODY_LIMIT });
  await registerAdmin(app, checkReplies);
  await registerPaymentPage(app);
  registerMedia(app);
  await registerOpenApi(app, settings.publicUrl);
  return app;
};
