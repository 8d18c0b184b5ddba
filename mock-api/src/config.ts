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

const positive = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const value = wholeNumber(env, name);
  if (value === 0) throw new Error(`${name} must be 1 or more`);
  return value;
};

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** MOCK_TRUST_PROXY: `true`, `false`, or addresses and subnets (`loopback`, `10.0.0.0/8`, ...) as Fastify reads them. */
const trustProxy = (text: string | undefined): boolean | string => {
  if (text === undefined || text === '') return 'loopback';
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
};

export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = wholeNumber(env, 'API_PORT') ?? 4000;
  const { logger, requestLine, flush } = bufferedLogger(env.LOG_LEVEL ?? 'info');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    flushLog: flush,
    options: {
      seed: wholeNumber(env, 'MOCK_SEED') ?? DEFAULT_SEED,
      eventLogPath: env.MOCK_API_EVENT_LOG || null,
      publicUrl: env.MOCK_PUBLIC_URL || `http://localhost:${port}`,
      storefrontUrl: env.STOREFRONT_URL || 'http://localhost:3000',
      storefrontOrigins: list(env.MOCK_STOREFRONT_ORIGINS),
      maxSessions: positive(env, 'MOCK_MAX_SESSIONS'),
      tokenTtlSeconds: positive(env, 'MOCK_TOKEN_TTL'),
      maxAnonymousCarts: positive(env, 'MOCK_MAX_CARTS'),
      eventsKept: positive(env, 'MOCK_EVENTS_KEPT'),
      adminToken: env.MOCK_ADMIN_TOKEN || null,
      trustProxy: trustProxy(env.MOCK_TRUST_PROXY),
      logger,
      requestLog: requestLine,
    },
  };
};
