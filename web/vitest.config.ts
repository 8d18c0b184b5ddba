import { defineConfig } from 'vitest/config';
import { effectorBabel } from '@etalage/domain/effector-babel';

// Unit tests of the web layer run without React Router's Vite plugin (it needs a full app build);
// the Effector Babel pass still gives stores their sids, as in the real build.
export default defineConfig({
  plugins: [effectorBabel()],
  define: { __QA_TOOLBAR__: 'false' },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    // Tests that build DOM windows (the sanitizer's) share a core with the other workers: on a loaded machine one
    // passed the default limit of 5 s, which says nothing about the code.
    testTimeout: 30_000,
    // The stylesheet the server puts inline, compiled as in the build (test/render-document.test.tsx).
    css: { include: [/[\\/]app[\\/]styles[\\/]app\.css(?:\?|$)/] },
  },
});
