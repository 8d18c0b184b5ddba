// Starts the mock API: reads the environment, builds the app and listens. Stops gracefully on SIGTERM/SIGINT
// (the event log is written synchronously, so even a SIGKILL loses nothing that was acknowledged).
import { buildApp, DEFAULT_SEED } from './app';

const port = Number(process.env.API_PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';
const seed = process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : DEFAULT_SEED;
if (!Number.isInteger(seed)) throw new Error(`MOCK_SEED must be a whole number, got ${process.env.MOCK_SEED}`);

const app = await buildApp({
  seed,
  eventLogPath: process.env.MOCK_API_EVENT_LOG || null,
  publicUrl: process.env.MOCK_PUBLIC_URL || `http://localhost:${port}`,
  storefrontUrl: process.env.STOREFRONT_URL || 'http://localhost:3000',
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  const address = await app.listen({ port, host });
  app.log.info({ address, seed, eventLog: process.env.MOCK_API_EVENT_LOG || null }, 'mock API ready');
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
