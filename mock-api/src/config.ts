// The mock API's configuration from the environment, in one place: `server.ts` listens with it, and the benchmark
// builds the very same app to measure the `npm start` configuration. docs/api.md lists every variable.
import { DEFAULT_SEED } from '@etalage/fixtures';
import type { AppOptions } from './app';
import { bufferedLogger } from './plugins/request-log';

export interface ServerConfig {
  port: number;
  host: string;
  options: AppOptions;
  /** Writes buffered log lines out (after the ready line, and before exiting). */
  flushLog: () => void;
}

const wholeNumber = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${text}`);
  return value;
};

export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = wholeNumber(env, 'API_PORT') ?? 4000;
  const { logger, flush } = bufferedLogger(env.LOG_LEVEL ?? 'info');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    flushLog: flush,
    options: {
      seed: wholeNumber(env, 'MOCK_SEED') ?? DEFAULT_SEED,
      eventLogPath: env.MOCK_API_EVENT_LOG || null,
      publicUrl: env.MOCK_PUBLIC_URL || `http://localhost:${port}`,
      storefrontUrl: env.STOREFRONT_URL || 'http://localhost:3000',
      logger,
    },
  };
};
