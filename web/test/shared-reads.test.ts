// Anonymous reads shared between public renders (app/server/shared-reads.ts): what is kept, for how long, and
// what never is.
import { describe, expect, it } from 'vitest';
import { endpoints, type ApiClient, type ApiEndpoint, type CallInput, type EndpointName } from '@etalage/domain/api';
import { createSharedReads, readCacheTtlMsFromEnv } from '../app/server/shared-reads';

/** A client that answers every call with a fresh object and counts the calls. */
const countingClient = (fail: (name: EndpointName) => boolean = () => false) => {
  const calls: EndpointName[] = [];
  const client: ApiClient = {
    baseUrl: 'http://api.test',
    call: (async ({ name }: ApiEndpoint, input?: { body?: unknown }) => {
      calls.push(name);
      await Promise.resolve();
      if (fail(name)) throw new Error(`${name} failed`);
      return { name, body: input?.body ?? null, items: [{ n: calls.length }] };
    }) as ApiClient['call'],
    download: () => Promise.reject(new Error('not a read the cache shares')),
    withToken: () => client,
  };
  return { client, calls };
};

describe('shared reads', () => {
  it('answers a repeated read from the first answer until the TTL has passed', async () => {
    let clock = 0;
    const { client, calls } = countingClient();
    const api = createSharedReads({ ttlMs: 5_000, now: () => clock }).share(client);
    const first = await api.call(endpoints.content, { body: { slug: '/vloerkleden' } });
    clock = 4_999;
    expect(await api.call(endpoints.content, { body: { slug: '/vloerkleden' } })).toBe(first);
    expect(calls).toEqual(['content']);
    clock = 5_000;
    expect(await api.call(endpoints.content, { body: { slug: '/vloerkleden' } })).not.toBe(first);
    expect(calls).toEqual(['content', 'content']);
  });

  it('keeps each call apart by name, parameters and body', async () => {
    const { client, calls } = countingClient();
    const api = createSharedReads({ ttlMs: 5_000 }).share(client);
    await api.call(endpoints.content, { body: { slug: '/a' } });
    await api.call(endpoints.content, { body: { slug: '/b' } });
    await api.call(endpoints.app, { body: { locale: 'nl-NL' } });
    await api.call(endpoints.app, { body: { locale: 'en-US' } });
    const product = (id: string) => ({ params: { id }, body: {} }) as CallInput<typeof endpoints.product>;
    await api.call(endpoints.product, product('1'));
    await api.call(endpoints.product, product('2'));
    expect(calls).toHaveLength(6);
  });

  it('lets identical calls in flight share one request', async () => {
    const { client, calls } = countingClient();
    const api = createSharedReads({ ttlMs: 5_000 }).share(client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.call(endpoints.app, { body: { locale: 'nl-NL' } })),
    );
    expect(calls).toEqual(['app']);
    expect(new Set(answers).size).toBe(1);
  });

  it('never keeps a write or a failure', async () => {
    const { client, calls } = countingClient((name) => name === 'navigation');
    const api = createSharedReads({ ttlMs: 5_000 }).share(client);
    await api.call(endpoints.login, { body: { email: 'a@example.com', password: 'x' } });
    await api.call(endpoints.login, { body: { email: 'a@example.com', password: 'x' } });
    await expect(api.call(endpoints.navigation, { body: { parentId: null, currentId: null } })).rejects.toThrow();
    await expect(api.call(endpoints.navigation, { body: { parentId: null, currentId: null } })).rejects.toThrow();
    expect(calls).toEqual(['login', 'login', 'navigation', 'navigation']);
  });

  it('freezes a shared answer, so no render can change it for the others', async () => {
    const { client } = countingClient();
    const api = createSharedReads({ ttlMs: 5_000 }).share(client);
    const answer = (await api.call(endpoints.app, { body: { locale: 'nl-NL' } })) as unknown as {
      items: { n: number }[];
    };
    expect(() => answer.items.push({ n: 9 })).toThrow(TypeError);
    expect(() => {
      answer.items[0]!.n = 9;
    }).toThrow(TypeError);
  });

  it('keeps at most `maxEntries` answers', async () => {
    const { client, calls } = countingClient();
    const shared = createSharedReads({ ttlMs: 5_000, maxEntries: 3 });
    const api = shared.share(client);
    for (const slug of ['/a', '/b', '/c', '/d']) await api.call(endpoints.content, { body: { slug } });
    expect(shared.size()).toBe(3);
    await api.call(endpoints.content, { body: { slug: '/a' } });
    expect(calls).toHaveLength(5);
  });

  it('is off with a TTL of 0, and takes its TTL from READ_CACHE_TTL (5 s by default)', async () => {
    const { client, calls } = countingClient();
    const api = createSharedReads({ ttlMs: 0 }).share(client);
    expect(api).toBe(client);
    await api.call(endpoints.app, { body: { locale: 'nl-NL' } });
    await api.call(endpoints.app, { body: { locale: 'nl-NL' } });
    expect(calls).toHaveLength(2);
    expect(readCacheTtlMsFromEnv({})).toBe(5_000);
    expect(readCacheTtlMsFromEnv({ READ_CACHE_TTL: '0' })).toBe(0);
    expect(readCacheTtlMsFromEnv({ READ_CACHE_TTL: '1.5' })).toBe(1_500);
  });
});
