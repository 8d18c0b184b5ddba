import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { liveModules, readImports, shopCoreOf, type ModuleImports } from '../vite/shop-core';

/** A little module graph from sources, read as the plugin reads the bundler's: ids are the paths themselves. */
const graph = async (sources: Record<string, string>, exports: Record<string, string[]> = {}) => {
  const modules = new Map<string, ModuleImports>();
  for (const [id, code] of Object.entries(sources)) {
    const dir = id.replace(/[^/]+$/, '');
    const resolve = async (source: string) => {
      const path = source.startsWith('.') ? new URL(source, `file://${dir}`).pathname : `/lib/${source}.js`;
      return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((candidate) => candidate in sources);
    };
    const program = parseSync(id, code).program as never;
    modules.set(id, await readImports(program, resolve, exports[id] ?? []));
  }
  return { ids: Object.keys(sources), modules: (id: string) => modules.get(id) };
};

const domain = {
  '/repo/domain/src/cart/index.ts': "export { $cart } from './model';\nexport { checkoutStarted } from './checkout';\n",
  '/repo/domain/src/cart/model.ts': "import { money } from '../shared';\nexport const $cart = money;\n",
  '/repo/domain/src/cart/checkout.ts': 'export const checkoutStarted = 1;\n',
  '/repo/domain/src/shared/index.ts': "export * from './money';\nexport * from './dates';\n",
  '/repo/domain/src/shared/money.ts': 'export const money = 1;\n',
  '/repo/domain/src/shared/dates.ts': 'export const date = 1;\n',
};
const exportsOf = {
  '/repo/domain/src/shared/money.ts': ['money'],
  '/repo/domain/src/shared/dates.ts': ['date'],
};

describe('the shop core (web/vite/shop-core.ts)', () => {
  it('reads a barrel as names passed on, and a module as what it imports', async () => {
    const { modules } = await graph(domain, exportsOf);
    const barrel = modules('/repo/domain/src/cart/index.ts');
    expect(barrel?.reexports?.named.get('$cart')).toEqual({ from: '/repo/domain/src/cart/model.ts', name: '$cart' });
    expect(modules('/repo/domain/src/shared/index.ts')?.reexports?.all).toHaveLength(2);
    expect(modules('/repo/domain/src/cart/model.ts')).toMatchObject({
      imports: [{ from: '/repo/domain/src/shared/index.ts', names: ['money'] }],
    });
    expect(modules('/repo/domain/src/cart/model.ts')?.reexports).toBeUndefined();
  });

  it('follows only the names an importer uses through barrels, by name and through `export *`', async () => {
    const { modules } = await graph(
      {
        ...domain,
        '/repo/web/app/root.tsx': "import { $cart } from '../../domain/src/cart';\nexport default $cart;\n",
      },
      exportsOf,
    );
    const live = liveModules(['/repo/web/app/root.tsx'], modules);
    expect([...live].sort()).toEqual([
      '/repo/domain/src/cart/model.ts',
      '/repo/domain/src/shared/money.ts',
      '/repo/web/app/root.tsx',
    ]);
  });

  it('takes a whole module for a namespace or a bare import', async () => {
    const { modules } = await graph(
      {
        ...domain,
        '/repo/web/app/root.tsx':
          "import * as cart from '../../domain/src/cart';\nimport '../../domain/src/shared/dates';\n",
      },
      exportsOf,
    );
    const live = liveModules(['/repo/web/app/root.tsx'], modules);
    expect(live).toContain('/repo/domain/src/cart/checkout.ts');
    expect(live).toContain('/repo/domain/src/shared/dates.ts');
  });

  it('is what the root, the shop layout and the entry run, and what both shop routes share, but not the entry itself', async () => {
    const { ids, modules } = await graph({
      '/repo/web/app/entry.client.tsx': "import { boot } from './lib/boot';\nboot();\n",
      '/repo/web/app/lib/boot.ts': 'export const boot = () => {};\n',
      '/repo/web/app/root.tsx': "import { Header } from './components/header';\nexport default Header;\n",
      '/repo/web/app/components/header.tsx': 'export const Header = 1;\n',
      '/repo/web/app/layouts/shop.tsx': 'export default 1;\n',
      '/repo/web/app/routes/content.tsx':
        "import { Price } from '../components/price';\nimport { Facets } from '../features/facets';\n",
      '/repo/web/app/routes/product.tsx':
        "import { Price } from '../components/price';\nimport { Gallery } from '../features/gallery';\n",
      '/repo/web/app/components/price.tsx': 'export const Price = 1;\n',
      '/repo/web/app/features/facets.tsx': 'export const Facets = 1;\n',
      '/repo/web/app/features/gallery.tsx': 'export const Gallery = 1;\n',
    });
    expect([...shopCoreOf(ids, modules)].sort()).toEqual([
      '/repo/web/app/components/header.tsx',
      '/repo/web/app/components/price.tsx',
      '/repo/web/app/layouts/shop.tsx',
      '/repo/web/app/lib/boot.ts',
      '/repo/web/app/root.tsx',
    ]);
  });
});
