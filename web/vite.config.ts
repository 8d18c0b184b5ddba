import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { effectorBabel } from '@etalage/domain/effector-babel';
import { compiledMessages } from './vite/messages.ts';
import { endpointDocs } from './vite/endpoint-docs.ts';
import { routerProduction } from './vite/router-production.ts';
import { precompress } from './vite/precompress.ts';
import { shopCore } from './vite/shop-core.ts';

// The Effector Babel pass runs before React Router's plugin over the web app AND the domain
// package's sources (linked through the workspace), so server and client bundles share store sids.
// The QA toolbar (app/qa) is built in for development and for QA builds (QA_TOOLBAR=1), never otherwise: a
// production build drops its branch and emits no chunk of it (checked by e2e/tests/qa-toolbar.spec.ts).
export default defineConfig(({ mode }) => ({
  define: {
    __QA_TOOLBAR__: JSON.stringify(mode !== 'production' || process.env.QA_TOOLBAR === '1'),
  },
  plugins: [
    effectorBabel({ build: true }),
    reactRouter(),
    ...compiledMessages(),
    endpointDocs(),
    routerProduction(),
    precompress(),
    shopCore(),
  ],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  // Development: the packages of every module of the app, the lazy parts' too (Downshift, Radix's dialog,
  // DOMPurify), are optimized when the dev server starts, so the first page and the first open of a panel do not
  // make Vite reload the page (found by trying it: the search typed into was reloaded away on a first start).
  optimizeDeps: {
    entries: ['app/**/*.{ts,tsx}', '!app/**/*.node.ts', '!app/server/**', '!app/**/*.test.{ts,tsx}'],
  },
  ssr: {
    // The domain package ships TypeScript sources: bundle it into the server build.
    noExternal: ['@etalage/domain'],
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, in one chunk: React, React DOM, React Router, Effector and
            // the contracts' io-ts. One file compresses better than the pieces the bundler would cut (docs/performance.md),
            // and it changes only when a library is upgraded, so a deploy leaves it in the browser's cache.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|effector|effector-react|io-ts|fp-ts|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
