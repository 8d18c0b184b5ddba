// The docs stay complete: docs/api.md names every endpoint of the table, docs/qa-scenarios.md every scenario.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints, type EndpointName } from '@etalage/domain';
import { SCENARIOS } from '../src/scenarios/catalog';

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

  it('qa-scenarios.md documents every scenario', () => {
    const qa = read('qa-scenarios.md');
    expect(SCENARIOS.map((s) => s.name).filter((name) => !qa.includes(`\`${name}\``))).toEqual([]);
  });
});
