// Builds the mock API as a Fastify instance without listening (fastify/demo layout; server.ts listens, tests use
// app.inject). Order: decorators (store, catalogue, app config, indexes), cross-cutting hooks (CORS, journal, scenarios), the
// contract routes from the endpoint table, then the admin routes, the payment page, media and API docs.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createDataset, DEFAULT_SEED, type Dataset } from '@etalage/fixtures';
import { EventLog } from './state/log';
import { Store } from './state/store';
import { Catalogue } from './state/catalogue';
import { AppConfigOverride } from './state/app-config';
import { SearchIndex } from './services/search';
import { AddressBook } from './services/address-book';
import type { Settings } from './services/deps';
import { registerContract } from './plugins/contract';
import { registerScenarios } from './plugins/scenarios';
import { registerJournal } from './plugins/journal';
import { registerCors } from './plugins/cors';
import { RequestLog } from './plugins/request-log';
import { registerOpenApi } from './plugins/openapi';
import { apiHandlers } from './routes/api';
import { registerAdmin } from './routes/__mock';
import { registerAppConfigAdmin } from './routes/__mock/app-config';
import { registerPaymentPage } from './routes/__mock/pay';
import { registerMedia } from './routes/media';

export { DEFAULT_SEED };

export interface AppOptions {
  /** Seed of the fixtures (MOCK_SEED); the same seed gives the same data. */
  seed?: number;
  /** JSON-lines event log (MOCK_API_EVENT_LOG); null or absent keeps events in memory. */
  eventLogPath?: string | null;
  /** Absolute URL of this server, used in payment URLs. */
  publicUrl?: string;
  /** The storefront the payment page returns to. */
  storefrontUrl?: string;
  /** The request log and server messages (config.ts makes a buffered pino logger); absent: silent. */
  logger?: FastifyBaseLogger;
  /** Decode every reply before sending it; defaults to on unless NODE_ENV is production. */
  checkReplies?: boolean;
  /** Requests kept in the journal ring. */
  journalSize?: number;
  /** A prebuilt dataset (tests and benchmarks share one instead of generating it per app). */
  dataset?: Dataset;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    catalogue: Catalogue;
    /** The app config served and used by the catalogue: the seeded one with QA's override. */
    appConfig: AppConfigOverride;
    settings: Settings;
    searchIndex: SearchIndex;
    addressBook: AddressBook;
  }
}

const BODY_LIMIT = 256 * 1024;

export const buildApp = async (options: AppOptions = {}): Promise<FastifyInstance> => {
  const seed = options.seed ?? DEFAULT_SEED;
  const checkReplies = options.checkReplies ?? process.env.NODE_ENV !== 'production';
  const settings: Settings = {
    publicUrl: (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    storefrontUrl: (options.storefrontUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
  };
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request, from the request log (not Fastify's two), on the server's own logger.
    logController: new RequestLog(),
    childLoggerFactory: (logger) => logger,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
  });

  const dataset = options.dataset ?? createDataset(seed);
  const log = new EventLog(options.eventLogPath ?? null, (message) => app.log.warn(message));
  const store = new Store(dataset, log).open();
  const catalogue = new Catalogue(dataset);
  app.decorate('store', store);
  app.decorate('catalogue', catalogue);
  app.decorate('appConfig', new AppConfigOverride(dataset.app));
  app.decorate('settings', settings);
  app.decorate('searchIndex', new SearchIndex(catalogue));
  app.decorate('addressBook', new AddressBook(dataset.addressBook));
  app.addHook('onClose', async () => store.close());

  await app.register(cookie);
  await registerCors(app);
  registerJournal(app, options.journalSize ?? 500);
  registerScenarios(app);
  registerContract(app, { handlers: apiHandlers(app), checkReplies, bodyLimit: BODY_LIMIT });
  registerAdmin(app, checkReplies);
  registerAppConfigAdmin(app, checkReplies);
  await registerPaymentPage(app);
  registerMedia(app);
  await registerOpenApi(app, settings.publicUrl);
  return app;
};
