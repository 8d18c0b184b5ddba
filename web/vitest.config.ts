import { defineConfig } from 'vitest/config';
import babel from 'vite-plugin-babel';

// Unit tests of the web layer run without React Router's Vite plugin (it needs a full app build);
// the Effector Babel plugin still gives stores their sids, as in the real build.
export default defineConfig({
  plugins: [
    babel({
      include: /\/(web\/app|domain\/src)\/.*\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['effector/babel-plugin', { addLoc: true, addNames: true }]],
      },
    }),
  ],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
  },
});
