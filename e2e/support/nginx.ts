// Debian's nginx (or NGINX_PATH) with the repository's cache configuration (deploy/nginx), as docker-compose
// runs it: the template's ${CACHE_PORT}, ${STOREFRONT_UPSTREAM} and ${CACHE_DIR} filled in with a free port, the
// upstream to test and a private directory, under a main configuration that keeps every file of nginx (pid,
// logs, temporary files) in that directory, so it runs as the current user next to anything else.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './servers';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/storefront.conf.template', import.meta.url));
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** The template with the names the official image fills in from its environment. */
export const renderTemplate = (values: Record<string, string>): string =>
  readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);

export const startNginx = async (upstream: string): Promise<Nginx> => {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is not installed at ${NGINX_PATH}: apt-get install nginx (.ci/run does), or set NGINX_PATH`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'etalage-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'storefront.conf'),
    renderTemplate({
      CACHE_PORT: `127.0.0.1:${port}`,
      STOREFRONT_UPSTREAM: new URL(upstream).host,
      CACHE_DIR: join(dir, 'cache'),
    }),
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // Workers of a root master switch to `nobody` unless told otherwise; they must read this directory.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(dir, 'storefront.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/healthz`);
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start: ${stderr}${log}`);
};
