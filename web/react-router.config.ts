import type { Config } from '@react-router/dev/config';

// Every page is rendered on the server (real 301/302/303/404 statuses, spec §2).
// Middleware gives each request one Effector scope shared by all of its loaders (docs/architecture.md).
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR builds elsewhere (the QA-toolbar test builds a QA build beside the production one).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    // Loaders and middleware get the request as it came (no copies without `.data`, `index`, `_routes`): read
    // the page's address from their `url` argument, never from `request.url` (docs/decisions/request-url-argument.md).
    v8_passThroughRequests: true,
  },
} satisfies Config;
