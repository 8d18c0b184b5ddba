// React Router's production build for the browser (issue 8, "Budgets that hold"). The package's exports name only
// its development build (the production one differs by a single constant, `ENABLE_DEV_WARNINGS`), so the
// browser's bundle carried the route warnings and the development error screens written for a developer's
// console. The browser's production build sets the constant as the production build has it, and the minifier drops
// what it guarded. The server build keeps the package as it is: its warnings go to the server's log only.
// An upgrade that writes the constant otherwise fails the build instead of bringing the warnings back unnoticed:
// a module that declares it in another form, or a build whose React Router modules declare it nowhere.
import type { Plugin } from 'vite';
import { inBrowser } from './client-build.ts';

export const DEV_WARNINGS = 'var ENABLE_DEV_WARNINGS = true;';
const PRODUCTION = 'var ENABLE_DEV_WARNINGS = false;';
/** React Router's development modules (the package's exports name no others). */
export const ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
/** A declaration of the constant, in any form: the one module that holds it. */
const DECLARES = /\b(?:var|let|const)\s+ENABLE_DEV_WARNINGS\b/;

/**
 * The module with the constant set as in production; null for a module that does not declare it. Throws for a
 * module that declares it otherwise than `DEV_WARNINGS`.
 */
export const withProductionConstant = (code: string, id: string): string | null => {
  if (!DECLARES.test(code)) return null;
  if (!code.includes(DEV_WARNINGS)) {
    throw new Error(
      `${id} declares ENABLE_DEV_WARNINGS, but not as \`${DEV_WARNINGS}\`: update web/vite/router-production.ts`,
    );
  }
  return code.replace(DEV_WARNINGS, PRODUCTION);
};

export const routerProduction = (): Plugin => {
  let routerModules = 0;
  let rewritten = 0;
  return {
    name: 'etalage:router-production',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: inBrowser,
    buildStart() {
      routerModules = 0;
      rewritten = 0;
    },
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      routerModules += 1;
      const out = withProductionConstant(code, id);
      if (out === null) return null;
      rewritten += 1;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error || routerModules === 0 || rewritten > 0) return;
      this.error(
        `none of React Router's ${routerModules} development modules declares \`${DEV_WARNINGS}\`: update web/vite/router-production.ts`,
      );
    },
  };
};
