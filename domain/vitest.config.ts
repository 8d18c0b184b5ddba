import { defineConfig } from 'vitest/config';
import babel from 'vite-plugin-babel';

// The Effector Babel plugin gives every store a stable sid, as in the web build,
// so that serialize(scope) in tests behaves as it does in production.
export default defineConfig({
  plugins: [
    babel({
      include: /\/domain\/src\/.*\.[cm]?tsx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript'] },
        plugins: [['effector/babel-plugin', { addLoc: true, addNames: true }]],
      },
    }),
  ],
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
  },
});
