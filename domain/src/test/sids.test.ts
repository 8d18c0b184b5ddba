// serialize(scope) silently drops stores without a sid (docs/architecture.md). Every writable store a domain
// module exports (public or not) must have one, and no two may share it.
import { is } from 'effector';
import { describe, expect, it } from 'vitest';

/** Every module of every model folder, by path. */
const modules = import.meta.glob<Record<string, unknown>>(['../*/*.ts', '!../**/*.test.ts', '!../test/**'], {
  eager: true,
});
/** Each exported unit once, under `folder/file:name`. */
const domain: Record<string, unknown> = {};
const found = new Set<unknown>();
for (const [path, exports] of Object.entries(modules)) {
  for (const [name, unit] of Object.entries(exports)) {
    if (found.has(unit)) continue;
    found.add(unit);
    domain[`${path.slice(3, -3)}:${name}`] = unit;
  }
}

/** Derived stores (`map`, `combine`) are recomputed from their sources, never serialized. */
const isDerived = (store: unknown): boolean =>
  Boolean((store as { graphite: { meta: { derived?: number } } }).graphite.meta.derived);

describe('store sids', () => {
  const stores = Object.entries(domain).filter(([, unit]) => is.store(unit) && !isDerived(unit));

  it('the domain exports stores to check', () => {
    expect(stores.length).toBeGreaterThan(15);
  });

  it('every exported store has a sid', () => {
    const missing = stores.filter(([, store]) => !(store as { sid?: string | null }).sid).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('no two exported stores share a sid', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, store] of stores) {
      const sid = (store as { sid: string }).sid;
      const other = seen.get(sid);
      if (other !== undefined && domain[other] !== store) duplicates.push(`${other} / ${name}`);
      seen.set(sid, name);
    }
    expect(duplicates).toEqual([]);
  });
});
