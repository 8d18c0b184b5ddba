// The storefront on every core (docs/operations.md "Using every core"): with WEB_WORKERS=2 the first process
// starts two workers that share the port, answers through them, replaces a worker that dies, and takes them all
// down when it is stopped.
import { existsSync, readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures';
import { startStack, type Stack } from '../support/servers';

let stack: Stack;

test.describe.configure({ mode: 'serial' });
// This file's stack is its own: the worker's QA session lives on the run's mock API, not on this one.
test.use({ extraHTTPHeaders: {} });

test.beforeAll(async () => {
  stack = await startStack({}, { WEB_WORKERS: '2' });
});

test.afterAll(async () => {
  await stack?.stop();
});

/** The processes a process started, from Linux's /proc (CI and the harness run on Linux; elsewhere this fails). */
const childrenOf = (pid: number): number[] => {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
};

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

test('two workers answer pages; one that dies is replaced; stopping takes them all down', async ({
  request,
  named,
}) => {
  await expect.poll(() => childrenOf(stack.webPid).length).toBe(2);
  const workers = childrenOf(stack.webPid);

  for (const path of ['/', named.categories.large.slug, '/healthz']) {
    expect((await request.get(new URL(path, stack.baseUrl).toString())).status(), path).toBe(200);
  }

  process.kill(workers[0]!, 'SIGKILL');
  await expect
    .poll(() => {
      const now = childrenOf(stack.webPid);
      return now.length === 2 && !now.includes(workers[0]!);
    })
    .toBe(true);
  for (let i = 0; i < 4; i += 1) {
    expect((await request.get(new URL(named.categories.large.slug, stack.baseUrl).toString())).status()).toBe(200);
  }

  const last = childrenOf(stack.webPid);
  await stack.stop();
  expect(alive(stack.webPid)).toBe(false);
  for (const pid of last) expect(alive(pid), `worker ${pid}`).toBe(false);
});
