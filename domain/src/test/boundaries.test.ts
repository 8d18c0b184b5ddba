// The folders of the domain import each other without cycles (docs/architecture.md "Package boundaries").
// Lint makes every import of another folder go through its index.ts (or a model's contract.ts), so a cycle
// between folders would be a cycle between modules: one index would see the other half-initialised.
// Contracts are their own layer (codecs import only codecs, routes only the types of codecs), and api collects every
// model's routes and endpoints.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../*/*.ts', '!../**/*.test.ts', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** `folder/file` of a glob path such as `../cart/model.ts`. */
const moduleOf = (path: string) => {
  const [folder, file] = path.slice(3, -3).split('/') as [string, string];
  return { folder, file };
};
const importsOf = (text: string) =>
  [...text.matchAll(/from '\.\.\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?'/g)].map(([, folder, file]) => ({
    folder: folder!,
    file: file ?? 'index',
  }));

const contractLayer = new Set(['contract', 'endpoints', 'routes']);

/** Folder → the folders it imports, leaving out the contract layer. */
const folderGraph = () => {
  const graph = new Map<string, Set<string>>();
  for (const [path, text] of Object.entries(sources)) {
    const { folder, file } = moduleOf(path);
    if (contractLayer.has(file)) continue;
    for (const target of importsOf(text)) {
      if (target.folder === folder || contractLayer.has(target.file)) continue;
      graph.set(folder, (graph.get(folder) ?? new Set()).add(target.folder));
    }
  }
  return graph;
};

/** One cycle of the graph as a path, or null. */
const findCycle = (graph: Map<string, Set<string>>): string[] | null => {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
};

describe('domain boundaries', () => {
  it('reads the modules of every folder', () => {
    expect(folderGraph().size).toBeGreaterThan(10);
  });

  it('has no cycle between folders', () => {
    expect(findCycle(folderGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['cart', new Set(['session'])],
      ['session', new Set(['checkout'])],
      ['checkout', new Set(['cart'])],
    ]);
    expect(findCycle(graph)).toEqual(['cart', 'session', 'checkout', 'cart']);
  });

  it('keeps contracts to codecs: a contract imports only the ground floor and other contracts', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => moduleOf(path).file === 'contract')
      .flatMap(([path, text]) =>
        importsOf(text)
          .filter((target) => target.folder !== 'shared' && target.file !== 'contract')
          .map((target) => `${path} imports ../${target.folder}/${target.file}`),
      );
    expect(offenders).toEqual([]);
  });
});
