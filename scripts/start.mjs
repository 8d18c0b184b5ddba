// Runs the mock API and the storefront side by side (`npm start`, `npm run dev`), with prefixed output.
// If either stops, the other is stopped too; Ctrl+C stops both.
//   PORT (3000)  HOST (0.0.0.0)  API_PORT (4000)  API_URL (http://localhost:$API_PORT)
//   PAGE_CACHE_TTL (2)  PAGE_CACHE_SWR (0)  PAGE_CACHE_MB (64)  READ_CACHE_TTL (0)  WEB_WORKERS (1)
import { spawn } from 'node:child_process';

const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const env = { ...process.env, API_PORT: apiPort, PORT: webPort, API_URL: apiUrl };
env.STOREFRONT_URL ??= `http://localhost:${webPort}`;
// Pages every anonymous shopper shares are kept for 2 s here (60 s in production) and API reads are not shared
// (5 s in production): a change QA makes through /__mock shows within 2 s (docs/operations.md "Page cache").
env.PAGE_CACHE_TTL ??= '2';
env.PAGE_CACHE_SWR ??= '0';
env.READ_CACHE_TTL ??= '0';

const root = new URL('..', import.meta.url).pathname;
const services = [
  {
    name: 'mock-api',
    color: 35,
    args: dev ? ['--import', 'tsx', '--watch', 'src/server.ts'] : ['--import', 'tsx', 'src/server.ts'],
    cwd: `${root}mock-api`,
  },
  { name: 'web', color: 36, args: dev ? ['server.js', '--dev'] : ['server.js'], cwd: `${root}web` },
];

const children = [];
let stopping = false;

const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};

for (const service of services) {
  const child = spawn(process.execPath, service.args, {
    cwd: service.cwd,
    env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${service.color}m[${service.name}]\x1b[0m `;
  const relay = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? code}); stopping the others`);
      stopAll(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(0);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
