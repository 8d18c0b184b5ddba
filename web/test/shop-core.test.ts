import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { liveModules, readImports, shopChunksOf, shopCoreOf, type ModuleImports } from '../vite/shop-core';

/** A little module graph from sources, read as the plugin reads the bundler's: ids are the paths themselves. */
const graph = async (
  sources: Record<string, string>,
  exports: Record<string, string[]> = {},
  lazy: Record<string, string[]> = {},
) => {
  const modules = new Map<string, ModuleImports>();
  for (const [id, code] of Object.entries(sources)) {
    const dir = id.replace(/[^/]+$/, '');
    const resolve = async (source: string) => {
      const path = source.startsWith('.') ? new URL(source, `file://${dir}`).pathname : `/lib/${source}.js`;
      return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((candidate) => candidate in sources);
    };
    const program = parseSync(id, code).program as never;
    modules.set(id, { ...(await readImports(program, resolve, exports[id] ?? [])), lazy: lazy[id] ?? [] });
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

  it("gathers what only one page runs into that page's chunk, and what a category shares with the content route into the content route's", async () => {
    const { ids, modules } = await graph({
      '/repo/web/app/root.tsx': 'export default 1;\n',
      '/repo/web/app/routes/content.tsx':
        "import { model } from '../domain/catalogue';\nimport { Home } from '../features/home';\nexport const view = () => import('../features/catalogue/category-page');\n",
      '/repo/web/app/features/catalogue/category-page.tsx':
        "import { model } from '../../domain/catalogue';\nimport { Facets } from './facets';\nimport { Pages } from '../../components/pagination';\n",
      '/repo/web/app/features/catalogue/facets.tsx': 'export const Facets = 1;\n',
      '/repo/web/app/features/home.tsx': 'export const Home = 1;\n',
      '/repo/web/app/domain/catalogue.ts': 'export const model = 1;\n',
      '/repo/web/app/components/pagination.tsx': 'export const Pages = 1;\n',
      '/repo/web/app/routes/product.tsx': "import { Gallery } from '../features/gallery';\n",
      '/repo/web/app/features/gallery.tsx': 'export const Gallery = 1;\n',
      '/repo/web/app/routes/account-orders.tsx': "import { Pages } from '../components/pagination';\n",
    });
    const chunks = shopChunksOf(ids, modules);
    expect(chunks.get('/repo/web/app/root.tsx')).toBe('shop');
    expect(chunks.get('/repo/web/app/features/home.tsx')).toBe('content');
    expect(chunks.get('/repo/web/app/domain/catalogue.ts')).toBe('content');
    expect(chunks.get('/repo/web/app/features/catalogue/facets.tsx')).toBe('category');
    expect(chunks.get('/repo/web/app/features/gallery.tsx')).toBe('product');
    // Shared with another route: left to the bundler.
    expect(chunks.has('/repo/web/app/components/pagination.tsx')).toBe(false);
    expect(chunks.has('/repo/web/app/routes/account-orders.tsx')).toBe(false);
  });

  it("keeps out of a page's chunk what a part any page loads on demand shares with it, not what the page's own parts share", async () => {
    const { ids, modules } = await graph(
      {
        '/repo/web/app/root.tsx': "export const cart = () => import('./components/cart-panel');\n",
        '/repo/web/app/components/cart-panel.tsx': "import { NumberInput } from './number-input';\n",
        '/repo/web/app/components/number-input.tsx': 'export const NumberInput = 1;\n',
        '/repo/web/app/routes/content.tsx': 'export default 1;\n',
        '/repo/web/app/routes/product.tsx':
          "import { NumberInput } from '../components/number-input';\nimport { Options } from '../features/options';\nexport const panel = () => import('../features/configuration-panel');\n",
        '/repo/web/app/features/options.tsx': 'export const Options = 1;\n',
        '/repo/web/app/features/configuration-panel.tsx': "import { Options } from './options';\n",
      },
      {},
      {
        '/repo/web/app/root.tsx': ['/repo/web/app/components/cart-panel.tsx'],
        '/repo/web/app/routes/product.tsx': ['/repo/web/app/features/configuration-panel.tsx'],
      },
    );
    const chunks = shopChunksOf(ids, modules);
    expect(chunks.get('/repo/web/app/features/options.tsx')).toBe('product');
    expect(chunks.has('/repo/web/app/components/number-input.tsx')).toBe(false);
  });
});
