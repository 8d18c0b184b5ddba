import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
