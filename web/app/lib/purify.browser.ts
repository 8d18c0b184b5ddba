// The sanitizer in the browser: DOMPurify on the page's own DOM, loaded when first needed, so the page's
// JavaScript does not carry it. Server-rendered rich text hydrates without it; a client navigation to a page
// with rich text loads it beside the page's data (`ready` in the route's clientLoader). The server has its own
// (`purify.node.ts`); `#purify` (web/package.json "imports") picks one by the bundle's conditions.
import type { DOMPurify as Purify } from 'dompurify';
import { guardedLoad } from './chunks';
import type { Sanitizer } from './purify';

/** One DOMPurify on the real DOM, loaded on the first `ready`; `setup` adds the policy's hooks once. */
export const createSanitizer = (setup: (purify: Purify) => void): Sanitizer => {
  let purify: Purify | null = null;
  let loading: Promise<void> | null = null;
  const load = guardedLoad(() => import('dompurify'));
  return {
    sanitize: (html, policy) => (purify === null ? null : purify.sanitize(html, policy.config)),
    ready: () =>
      (loading ??= load().then(
        ({ default: loaded }) => {
          setup(loaded);
          purify = loaded;
        },
        (error: unknown) => {
          // A failed load may be tried again (the guard reloads the page at most once in 10 s).
          loading = null;
          throw error;
        },
      )),
  };
};
