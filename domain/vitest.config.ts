import { defineConfig } from 'vitest/config';
import { effectorBabel } from './effector-babel.js';

// The Effector Babel pass gives every store a stable sid, as in the web build,
// so that serialize(scope) in tests behaves as it does in production.
export default defineConfig({
  plugins: [effectorBabel()],
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure models and functions (no module mocks, no globals): the files of a worker share one module graph
    // instead of each importing it again, for a quicker run (docs/operations.md "CI").
    isolate: false,
  },
});
