// Starts the mock API: reads the environment (config.ts), builds the app and listens. Stops gracefully on
// SIGTERM/SIGINT (no reply goes out before its events are written, so even a SIGKILL loses nothing acknowledged).
import { buildApp } from './app';
import { configFromEnv } from './config';

const { port, host, options, flushLog } = configFromEnv();
const app = await buildApp(options);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => {
      flushLog();
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error(error);
      flushLog();
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  const address = await app.listen({ port, host });
  app.log.info({ address, seed: options.seed, eventLog: options.eventLogPath }, 'mock API ready');
  flushLog();
} catch (error) {
  app.log.error(error);
  flushLog();
  process.exit(1);
}
