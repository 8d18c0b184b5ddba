import type { Config } from '@react-router/dev/config';

// Every page is rendered on the server (real 301/302/303/404 statuses, spec §2).
// Middleware gives each request one Effector scope shared by all of its loaders (docs/architecture.md).
export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    v8_middleware: true,
  },
} satisfies Config;
