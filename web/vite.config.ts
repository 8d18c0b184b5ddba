import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { effectorBabel } from '@etalage/domain/effector-babel';
import { compiledMessages } from './vite/messages.ts';
import { noCodecs } from './vite/no-codecs.ts';
import { routerProduction } from './vite/router-production.ts';
import { precompress } from './vite/precompress.ts';

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
    noCodecs(),
    routerProduction(),
    precompress(),
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
            // Static groups, in this order (a module goes to the first group that takes it; each group takes what
            // its modules import, except what an earlier group took). The libraries every page runs, in two
            // chunks that change only when a library is upgraded, so a deploy leaves them in the browser's cache:
            // the renderer and the router, then the state (no codecs: web/vite/no-codecs.ts).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
            },
            {
              name: 'state',
              test: /node_modules[\\/](effector|effector-react|patronum)[\\/]/,
            },
            // The storefront's shell, in one chunk: what the root route and the shop layout import, the route
            // helper and the parts both shop routes (content and product) render. One file compresses better
            // than the small pieces the bundler would cut from it.
            {
              name: 'shop',
              test: /[\\/]web[\\/]app[\\/](root\.tsx|layouts[\\/]shop\.tsx|effector[\\/]|components[\\/](breadcrumbs|price|rich-text)\.tsx)/,
            },
            // The product page in one chunk: its route, the parts it always draws and its models, about 2 KiB less
            // than the seven pieces the bundler cut them into (docs/performance.md "The browser"); its options and
            // panels stay chunks that load when needed. First, what it imports that other pages import too, each
            // in a chunk of its own so those pages do not load the product page: the newest-answer helper and the
            // price route (the catalogue's model), the quantity field (the cart panel).
            {
              name: 'latest',
              test: /[\\/]domain[\\/]src[\\/](api[\\/]latest|pricing[\\/]routes)\.ts$/,
            },
            {
              name: 'number-input',
              test: /[\\/]web[\\/]app[\\/]components[\\/](number-input|early-value)\.tsx?$/,
            },
            {
              name: 'product-page',
              test: /[\\/]web[\\/]app[\\/](routes[\\/]product\.tsx|features[\\/]product[\\/](product-page|gallery|add-to-cart|variations|specifications|panels)\.tsx)|[\\/]domain[\\/]src[\\/](configurator|product)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
