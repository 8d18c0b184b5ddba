// The docs stay complete: docs/api.md names every endpoint of the table and every admin route, docs/qa-scenarios.md
// every scenario, and every variable the mock reads is in docs/api.md and docs/operations.md.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints, type EndpointName } from '@etalage/domain/api';
import { SCENARIOS } from '../src/scenarios/catalog';
import { ADMIN_ROUTES } from '../src/admin/contract';

const read = (name: string) => readFileSync(fileURLToPath(new URL(`../../docs/${name}`, import.meta.url)), 'utf8');

describe('docs', () => {
  it('api.md documents every endpoint with its method and path', () => {
    const api = read('api.md');
    const missing = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
      const e = endpoints[name];
      return !api.includes(`\`${name}\``) || !api.includes(`${e.method} \`${e.path}\``);
    });
    expect(missing).toEqual([]);
  });

  it('api.md documents every admin route with its method and path', () => {
    const api = read('api.md');
    const missing = Object.values(ADMIN_ROUTES).filter(
      (r) => !api.includes(`${r.method} ${r.path}`) && !api.includes(`\`${r.method} ${r.path}`),
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('api.md and operations.md document every environment variable the mock reads', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/config.ts', import.meta.url)), 'utf8');
    const names = new Set([...source.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
    expect(names.size).toBeGreaterThan(10);
    for (const doc of ['api.md', 'operations.md']) {
      const text = read(doc);
      expect(
        [...names].filter((name) => !text.includes(`\`${name}\``)),
        doc,
      ).toEqual([]);
    }
  });

  it('qa-scenarios.md documents every scenario', () => {
    const qa = read('qa-scenarios.md');
    expect(SCENARIOS.map((s) => s.name).filter((name) => !qa.includes(`\`${name}\``))).toEqual([]);
  });
});
