// Preact renders the storefront in the browser (issue 8, "Budgets that hold"; docs/performance.md "Preact in the
// browser"). React DOM's client is 57 KiB gzipped, the largest part of every page's JavaScript; Preact with its
// React compatibility layer does the same work for the storefront's components, React Router's and Radix's in
// about 9 KiB. The server keeps React DOM (its renderer writes the document; Preact hydrates it, with
// app/lib/preact-bridge.ts settling where the two differ), and so does the development server, whose fast refresh
// needs React. Only the browser's production build is redirected: each import of React, React DOM and the JSX
// runtime resolves to Preact's, and `__PREACT__` is true there.
import type { Plugin } from 'vite';
import { inBrowser } from './client-build.ts';

const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

export const preactClient = (): Plugin => ({
  name: 'etalage:preact-client',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: inBrowser,
  configEnvironment: (name) => (name === 'client' ? { define: { __PREACT__: 'true' } } : undefined),
  async resolveId(source, importer, options) {
    const target = PREACT_FOR[source];
    if (!target) return null;
    return this.resolve(target, importer, { ...options, skipSelf: true });
  },
});
