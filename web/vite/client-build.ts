// What the storefront's own build plugins share (web/vite): which environment is the browser's, and the one shape
// of a rewrite that only the browser's production bundle gets.
import type { Plugin } from 'vite';

/** Vite's environment of the browser's bundle (the other is the server's, `ssr`). */
export const inBrowser = (environment: { name: string }): boolean => environment.name === 'client';

/**
 * A plugin that rewrites the modules `test` names, in the browser's production build only, after TypeScript is
 * stripped (the code is then plain JavaScript). The server build and the development server keep them as written.
 */
export const clientBuildRewrite = (name: string, test: RegExp, rewrite: (code: string) => string): Plugin => ({
  name,
  apply: 'build',
  enforce: 'post',
  applyToEnvironment: inBrowser,
  transform(code, id) {
    if (!test.test(id)) return null;
    return { code: rewrite(code), map: null };
  },
});
