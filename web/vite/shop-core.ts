// The shop's core in one chunk, and each shop page's own code in one more (issue 8, "Budgets that hold";
// docs/performance.md "JavaScript budgets"). Left to itself the bundler cuts the storefront's own code into a chunk
// per set of routes that imports a module: every route is an entry of its own, though the root route, its layout
// and the client entry run on every page, so home, a category and a product page each loaded 30-odd small files
// (the cart model, the shell, the header, the API client, the price, ...). Compressed one by one they cost about
// 9 KiB more than compressed together, since each small file starts gzip's dictionary afresh. This plugin names,
// once the browser build's module graph is known, where the shop's modules go:
//
// - `shop`: what the client entry, the root route and the shop layout import (what any page of the shop runs
//   before its own route's code), and what both shop routes, the content route (home, content pages, categories)
//   and the product route, import: what their pages have in common (prices, breadcrumbs, the rich text).
// - `content`, `category`, `product`: what only that page runs (the category view is loaded by the content
//   route, so what the two share goes with the content route).
//
// What several pages or other routes share (the account's pages, the checkout) stays where the bundler puts it,
// and modules loaded on demand (`import()`) are followed only from the category view. The libraries of the
// `framework` chunk stay there: that group comes first.
import type { Plugin, Rolldown } from 'vite';
import { inBrowser } from './client-build.ts';

/** The modules that start every page of the shop, and the two shop routes whose common imports join them. */
const ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
const ALWAYS = [ENTRY, /[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]layouts[\\/]shop\.tsx$/];
const SHOP_ROUTES = [/[\\/]app[\\/]routes[\\/]content\.tsx$/, /[\\/]app[\\/]routes[\\/]product\.tsx$/];

/**
 * The shop's pages past the core, each gathered into a chunk of its own from what it alone runs: the content route
 * (home and content pages), the category view it loads for a category, and the product route.
 */
const PAGES: Record<string, { test: RegExp; within?: string }> = {
  content: { test: /[\\/]app[\\/]routes[\\/]content\.tsx$/ },
  // Loaded by the content route only: what the two share goes with the content route, which is always there.
  category: { test: /[\\/]app[\\/]features[\\/]catalogue[\\/]category-page\.tsx$/, within: 'content' },
  product: { test: /[\\/]app[\\/]routes[\\/]product\.tsx$/ },
};
/** Every route and layout module: what one of them runs is not a page's alone. */
const ROUTES = /[\\/]app[\\/](?:routes|layouts)[\\/][^\\/]+\.tsx?$/;

/** Vite's helper behind every `import()` of the browser's build. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** A module's id without the query a plugin may add (React Router names a route's parts that way). */
const path = (id: string): string => id.replace(/\?.*$/, '');

/** What one module imports statically: from which module, and which names (`'*'`: all of it). */
export type ModuleImports = {
  imports: { from: string; names: string[] | '*' }[];
  /** Set for a module that only passes names on (`export { a } from './a'`, `export * from './b'`). */
  reexports?: { named: Map<string, { from: string; name: string }>; all: string[] };
  /** The names the module exports, for finding a name a barrel passes on with `export *`. */
  exports: readonly string[];
  /** The modules it loads on demand (`import()`). */
  lazy?: readonly string[];
};

/**
 * The modules that run when `from` runs, with the names each importer uses followed through the barrels (the
 * domain's `index.ts` files, which only pass names on): the domain package is free of side effects, so the
 * bundler keeps a module a barrel names only when one of its names is used. Following the barrel's every name
 * instead would take every area's models into the core.
 */
export const liveModules = (
  from: readonly string[],
  modules: (id: string) => ModuleImports | undefined,
): Set<string> => {
  const live = new Set<string>();
  const asked = new Set<string>();
  const need = (id: string, names: string[] | '*'): void => {
    const module = modules(id);
    const reexports = module?.reexports;
    if (!reexports) {
      if (live.has(id)) return;
      live.add(id);
      for (const next of module?.imports ?? []) need(next.from, next.names);
      return;
    }
    for (const name of names === '*' ? ['*'] : names) {
      const key = `${id}\0${name}`;
      if (asked.has(key)) continue;
      asked.add(key);
      if (name === '*') {
        for (const next of reexports.named.values()) need(next.from, [next.name]);
        for (const next of reexports.all) need(next, '*');
        continue;
      }
      const named = reexports.named.get(name);
      if (named) need(named.from, [named.name]);
      else {
        const star = reexports.all.find((next) => modules(next)?.exports.includes(name));
        if (star) need(star, [name]);
      }
    }
  };
  for (const id of from) need(id, '*');
  return live;
};

/** The shop's core: what `always` runs, and what the shop routes all run. */
export const shopCoreOf = (ids: readonly string[], modules: (id: string) => ModuleImports | undefined): Set<string> => {
  const named = (tests: RegExp[]) => ids.filter((id) => tests.some((test) => test.test(path(id))));
  const core = liveModules(named(ALWAYS), modules);
  const [first, ...others] = SHOP_ROUTES.map((test) => liveModules(named([test]), modules));
  for (const id of first ?? []) if (others.every((route) => route.has(id))) core.add(id);
  // The client entry itself stays a chunk of its own: React Router imports it once the page's route modules are
  // known (the script at the end of the document), and its body starts the hydration.
  for (const id of named([ENTRY])) core.delete(id);
  return core;
};

/**
 * The chunk each of the shop's modules goes to: `shop` for the core, a page's name for what only that page runs
 * (not the core, no other page, no other route or layout). What several of them share is left to the bundler.
 */
export const shopChunksOf = (
  ids: readonly string[],
  modules: (id: string) => ModuleImports | undefined,
): Map<string, string> => {
  const chunks = new Map<string, string>();
  const core = shopCoreOf(ids, modules);
  for (const id of core) chunks.set(id, 'shop');
  const pages = Object.entries(PAGES).map(([name, { test, within }]) => {
    const roots = ids.filter((id) => test.test(path(id)));
    return { name, within, roots, live: liveModules(roots, modules) };
  });
  const pageRoots = new Set(pages.flatMap((page) => page.roots));
  // What a part loaded on demand runs belongs to no page, unless only that page loads it (the product page's
  // panels may share its code; the cart panel, which any page opens, may not).
  const lazyParts = new Map<string, string[]>();
  for (const id of ids) {
    for (const part of modules(id)?.lazy ?? []) {
      const importers = lazyParts.get(part);
      if (importers) importers.push(id);
      else lazyParts.set(part, [id]);
    }
  }
  const sharedParts = [...lazyParts]
    .filter(
      ([part, importers]) =>
        !pageRoots.has(part) && !pages.some((page) => importers.every((id) => page.live.has(id) && !core.has(id))),
    )
    .map(([part]) => part);
  const others = liveModules(
    [...ids.filter((id) => ROUTES.test(path(id)) && !pageRoots.has(id)), ...sharedParts],
    modules,
  );
  for (const id of new Set(pages.flatMap((page) => [...page.live]))) {
    if (core.has(id) || others.has(id)) continue;
    const runs = pages.filter((page) => page.live.has(id));
    if (runs.length === 1) chunks.set(id, runs[0]!.name);
    else {
      const names = runs.map((page) => page.within ?? page.name);
      if (names.every((name) => name === names[0])) chunks.set(id, names[0] as string);
    }
  }
  return chunks;
};

type Program = { body: Statement[] };
type Statement = {
  type: string;
  source?: { value: unknown } | null;
  importKind?: string;
  exportKind?: string;
  specifiers?: { type: string; imported?: Name; local?: Name; exported?: Name }[];
};
type Name = { type: string; name?: string; value?: unknown };
const nameOf = (name: Name | undefined): string => String(name?.name ?? name?.value ?? 'default');

/** A module's static imports and re-exports, read from its code as the bundler has it (TypeScript stripped). */
export const readImports = async (
  program: Program,
  resolve: (source: string) => Promise<string | undefined>,
  exports: readonly string[],
): Promise<ModuleImports> => {
  const imports: ModuleImports['imports'] = [];
  const named = new Map<string, { from: string; name: string }>();
  const all: string[] = [];
  let onlyReexports = program.body.length > 0;
  for (const statement of program.body) {
    const source = typeof statement.source?.value === 'string' ? statement.source.value : undefined;
    const reexport = source !== undefined && statement.type.startsWith('Export');
    if (!reexport) onlyReexports = false;
    if (source === undefined || statement.importKind === 'type' || statement.exportKind === 'type') continue;
    const from = await resolve(source);
    if (from === undefined) continue;
    const specifiers = statement.specifiers ?? [];
    if (statement.type === 'ExportAllDeclaration') {
      all.push(from);
      imports.push({ from, names: '*' });
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of specifiers)
        named.set(nameOf(specifier.exported), { from, name: nameOf(specifier.local) });
      imports.push({ from, names: specifiers.map((specifier) => nameOf(specifier.local)) });
    } else {
      const whole =
        specifiers.length === 0 || specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      imports.push({ from, names: whole ? '*' : specifiers.map((specifier) => nameOf(specifier.imported)) });
    }
  }
  return { imports, exports, ...(onlyReexports ? { reexports: { named, all } } : {}) };
};

/**
 * The `shop` group of the browser's build, after the groups the configuration names (the `framework` chunk), with
 * the core found once the module graph is known. The group takes exactly the modules named, not what they import
 * (that is why the entry chunks may gain exports: React Router's route modules keep theirs).
 */
export const shopCore = (): Plugin => {
  let chunks = new Map<string, string>();
  return {
    name: 'etalage:shop-core',
    apply: 'build',
    applyToEnvironment: inBrowser,
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    outputOptions(output) {
      const splitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {};
      const group: Rolldown.CodeSplittingGroup = {
        name: (id) => chunks.get(id) ?? null,
        test: (id) => chunks.has(id),
        includeDependenciesRecursively: false,
      };
      return { ...output, codeSplitting: { ...splitting, groups: [...(splitting.groups ?? []), group] } };
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const modules = new Map<string, ModuleImports>();
      // Every module at once: reading one waits only on the resolver, for each of its imports.
      await Promise.all(
        ids.map(async (id) => {
          const info = this.getModuleInfo(id);
          if (!info) return;
          // A library's module is taken whole, with all it imports; the storefront's own are read name by name.
          if (/[\\/]node_modules[\\/]/.test(id) || !info.code) {
            modules.set(id, {
              imports: info.importedIds.map((from) => ({ from, names: '*' })),
              exports: info.exports,
              lazy: info.dynamicallyImportedIds,
            });
            return;
          }
          const program = this.parse(info.code) as unknown as Program;
          // A virtual module (Vite's preload helper) is its own id.
          const resolve = async (source: string) =>
            source.startsWith('\0') ? source : (await this.resolve(source, id))?.id;
          modules.set(id, {
            ...(await readImports(program, resolve, info.exports)),
            lazy: info.dynamicallyImportedIds,
          });
        }),
      );
      chunks = shopChunksOf(ids, (id) => modules.get(id));
      // Vite's helper for `import()`, which its own plugin adds to the modules later: every page loads on demand.
      if (ids.includes(PRELOAD_HELPER)) chunks.set(PRELOAD_HELPER, 'shop');
    },
  };
};
