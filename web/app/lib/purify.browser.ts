// The sanitizer in the browser: DOMPurify on the page's own DOM. The server has its own (`purify.node.ts`);
// `#purify` (web/package.json "imports") picks one by the bundle's conditions, so jsdom never reaches the browser.
import DOMPurify, { type DOMPurify as Purify } from 'dompurify';
import type { Policy, Sanitizer } from './purify';

/** One DOMPurify on the real DOM: `setup` adds the policy's hooks once. */
export const createSanitizer = (setup: (purify: Purify) => void): Sanitizer => {
  setup(DOMPurify);
  return { sanitize: (html: string, policy: Policy) => DOMPurify.sanitize(html, policy.config) };
};
