// Starts the mock API and the built storefront on free ports, and stops them. Used by the global setup
// and by the benchmarks; the storefront must have been built (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const waitFor = async (url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

export interface Stack {
  baseUrl: string;
  apiUrl: string;
  /** The storefront's process (with WEB_WORKERS, the one that starts the workers). */
  webPid: number;
  stop(): Promise<void>;
}

const start = (args: string[], cwd: string, env: NodeJS.ProcessEnv, name: string): ChildProcess => {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = process.env.E2E_SERVER_LOGS ? process.stderr : null;
  child.stdout?.on('data', (chunk: Buffer) => log?.write(`[${name}] ${chunk}`));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
};

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * A private copy of the storefront build for this stack, inside `web/` so the server's imports still resolve
 * through its node_modules: a rebuild while tests run (a developer, another tool) cannot swap assets under it.
 */
const copyBuild = (from = `${root}web/${process.env.WEB_BUILD_DIR ?? 'build'}`): string => {
  const dir = mkdtempSync(`${root}web/.e2e-build-`);
  try {
    cpSync(from, dir, { recursive: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`No storefront build to test: run \`npm run build -w web\` first (${String(error)})`);
  }
  return dir;
};

/**
 * The mock API and the built storefront. The storefront's in-process page cache and shared reads are off unless
 * `webEnv` turns them on (`PAGE_CACHE_MB`, `READ_CACHE_TTL`): tests that change the mock's shared state (the app
 * config) must see it on the next load.
 */
export const startStack = async (
  extraApiEnv: NodeJS.ProcessEnv = {},
  webEnv: NodeJS.ProcessEnv = {},
  /** Another storefront build to serve (inside `web/`, so its imports resolve), e.g. a QA build. */
  buildFrom?: string,
): Promise<Stack> => {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const buildDir = copyBuild(buildFrom);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const api = start(
    ['--import', 'tsx', 'src/server.ts'],
    `${root}mock-api`,
    {
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      MOCK_PUBLIC_URL: apiUrl,
      STOREFRONT_URL: baseUrl,
      NODE_ENV: 'production',
      ...extraApiEnv,
    },
    'mock-api',
  );
  const web = start(
    ['server.js'],
    `${root}web`,
    {
      PORT: String(webPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      PAGE_CACHE_MB: '0',
      READ_CACHE_TTL: '0',
      ...webEnv,
    },
    'web',
  );
  try {
    await Promise.all([waitFor(`${apiUrl}/__mock/health`, api), waitFor(`${baseUrl}/healthz`, web)]);
  } catch (error) {
    await Promise.all([stopChild(api), stopChild(web)]);
    rmSync(buildDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    apiUrl,
    webPid: web.pid!,
    stop: async () => {
      await Promise.all([stopChild(web), stopChild(api)]);
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
};
