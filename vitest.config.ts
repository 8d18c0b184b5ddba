import { configDefaults, defineConfig } from 'vitest/config';
import mockApi from './mock-api/vitest.config';
import web from './web/vitest.config';

// One Vitest run covers every package; each package is a project with its own environment. The mock API's tests
// share one module graph per worker (each builds its own app, and nothing they import keeps state between
// files), except the event log's, which mocks node:fs and so needs its modules fresh: 60 s against 23 s
// (docs/operations.md "CI"). Run alone in its package, the mock API's suite keeps every file isolated.
const isolatedMockApiFiles = ['test/event-log.test.ts'];
// The web layer's tests share one module graph per worker too (37 s against 100 s), except those that mock a module
// or a global, or keep the browser's one scope in the module (effector/client.ts), which need their modules fresh.
const isolatedWebFiles = [
  'test/compiled-messages.test.ts',
  'test/route.test.ts',
  'test/message-areas-client.test.ts',
  'app/components/outside-press.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      'domain',
      'fixtures',
      {
        ...web,
        test: {
          ...web.test,
          root: './web',
          exclude: [...configDefaults.exclude, ...isolatedWebFiles],
          isolate: false,
        },
      },
      { ...web, test: { ...web.test, name: 'web (isolated)', root: './web', include: isolatedWebFiles } },
      {
        test: {
          name: 'mock-api',
          root: './mock-api',
          include: mockApi.test?.include,
          exclude: [...configDefaults.exclude, ...isolatedMockApiFiles],
          isolate: false,
        },
      },
      { test: { name: 'mock-api (isolated)', root: './mock-api', include: isolatedMockApiFiles } },
    ],
  },
});
