import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { effectorBabel } from '@etalage/domain/effector-babel';
import { compiledMessages } from './vite/messages';

// The Effector Babel pass runs before React Router's plugin over the web app AND the domain
// package's sources (linked through the workspace), so server and client bundles share store sids.
// The QA toolbar (app/qa) is built in for development and for QA builds (QA_TOOLBAR=1), never otherwise: a
// production build drops its branch and emits no chunk of it (checked by e2e/tests/qa-toolbar.spec.ts).
export default defineConfig(({ mode }) => ({
  define: {
    __QA_TOOLBAR__: JSON.stringify(mode !== 'production' || process.env.QA_TOOLBAR === '1'),
  },
  plugins: [effectorBabel({ build: true }), reactRouter(), ...compiledMessages()],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  ssr: {
    // The domain package ships TypeScript sources: bundle it into the server build.
    noExternal: ['@etalage/domain'],
  },
  build: {
    sourcemap: false,
  },
}));
