import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_WARNINGS, ROUTER_MODULE, routerProduction, withProductionConstant } from '../vite/router-production';

const ROUTER = '/repo/node_modules/react-router/dist/development/chunk-ABC.mjs';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The plugin's hooks as the bundler calls them, with `this.error` throwing as the bundler's does. */
const run = (modules: [id: string, code: string][]) => {
  // The hooks are plain functions here (no object form), called with a stand-in of the bundler's context.
  const plugin = routerProduction() as unknown as Record<'buildStart' | 'transform' | 'buildEnd', Hook>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  plugin.buildStart.call(context);
  const out = modules.map(([id, code]) => plugin.transform.call(context, code, id) as { code: string } | null);
  plugin.buildEnd.call(context);
  return out;
};

describe("React Router's production constant (web/vite/router-production.ts)", () => {
  it('sets the constant as the production build has it, in the module that declares it', () => {
    const [declaring, using, other] = run([
      [ROUTER, `${DEV_WARNINGS}\nexport { ENABLE_DEV_WARNINGS };\n`],
      [ROUTER.replace('ABC', 'DEF'), 'import { ENABLE_DEV_WARNINGS } from "./chunk-ABC.mjs";\n'],
      ['/repo/web/app/root.tsx', DEV_WARNINGS],
    ]);
    expect(declaring?.code).toBe('var ENABLE_DEV_WARNINGS = false;\nexport { ENABLE_DEV_WARNINGS };\n');
    expect(using).toBeNull();
    expect(other).toBeNull();
  });

  it('fails for a module that declares the constant in another form', () => {
    expect(() => withProductionConstant('const ENABLE_DEV_WARNINGS = true;', ROUTER)).toThrow(/chunk-ABC\.mjs/);
    expect(() => run([[ROUTER, 'var ENABLE_DEV_WARNINGS = !0;']])).toThrow(/not as `var ENABLE_DEV_WARNINGS/);
  });

  it("fails the build when none of React Router's modules declares it", () => {
    expect(() => run([[ROUTER, 'export const other = 1;']])).toThrow(/none of React Router's 1 development/);
  });

  it('is part of the browser build only', () => {
    const plugin = routerProduction();
    expect(plugin.apply).toBe('build');
    const appliesTo = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(appliesTo({ name: 'client' })).toBe(true);
    expect(appliesTo({ name: 'ssr' })).toBe(false);
  });

  it('finds the constant in the installed React Router, in exactly one module', () => {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('react-router/package.json')), 'dist', 'development');
    const declaring = readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((path) => ROUTER_MODULE.test(path))
      .filter((path) => withProductionConstant(readFileSync(path, 'utf8'), path) !== null);
    expect(declaring).toHaveLength(1);
  });
});
