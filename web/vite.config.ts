import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import babel from 'vite-plugin-babel';

// The Effector Babel plugin runs before React Router's plugin over the web app AND the domain
// package's sources (linked through the workspace), so server and client bundles share store sids.
export default defineConfig({
  plugins: [
    babel({
      include: /\/(web\/app|domain\/src)\/.*\.[cm]?[jt]sx?$/,
      exclude: /node_modules|\.test\./,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['effector/babel-plugin', { addLoc: false, addNames: true, reactSsr: false }]],
      },
    }),
    reactRouter(),
  ],
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
