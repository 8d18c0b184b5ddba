// React Router's production build for the browser (issue 8, "Budgets that hold"). The package's exports name only
// its development build (the production one differs by a single constant, `ENABLE_DEV_WARNINGS`), so the
// browser's bundle carried the route warnings and the development error screens written for a developer's
// console. The browser's production build sets the constant as the production build has it, and the minifier drops
// what it guarded. The server build keeps the package as it is: its warnings go to the server's log only.
import type { Plugin } from 'vite';
import { clientBuildRewrite } from './client-build.ts';

const DEV_WARNINGS = 'var ENABLE_DEV_WARNINGS = true;';

export const routerProduction = (): Plugin =>
  clientBuildRewrite(
    'etalage:router-production',
    /[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/,
    (code) => code.replace(DEV_WARNINGS, 'var ENABLE_DEV_WARNINGS = false;'),
  );
