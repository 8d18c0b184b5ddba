import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['domain', 'fixtures', 'mock-api', 'web'],
  },
});
