import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { effectorBabel } from '@etalage/domain/effector-babel';

// The Effector Babel pass runs before React Router's plugin over the web app AND the domain
// package's sources (linked through the workspace), so server and client bundles share store sids.
export default defineConfig({
  plugins: [effectorBabel({ build: true }), reactRouter()],
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
});
