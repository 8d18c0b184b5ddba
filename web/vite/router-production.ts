// React Router's production build for the browser (docs/performance.md "The browser"): its exports name only the
// development build, so this sets `ENABLE_DEV_WARNINGS` as the production build has it. An upgrade that declares the
// constant otherwise, or nowhere, fails the build instead of bringing the development warnings back unnoticed.
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
