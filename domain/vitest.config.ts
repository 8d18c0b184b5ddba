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
    // The property tests run hundreds of generated cases on a core shared with the other workers: on a loaded
    // machine one took 6 s against the default limit of 5, which says nothing about the code.
    testTimeout: 30_000,
  },
});
