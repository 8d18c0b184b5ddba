// What both sanitizers (`purify.browser.ts`, `purify.node.ts`) offer: sanitize a string under a named policy.
import type { Config } from 'dompurify';

/** An allow-list with a name; the server caches answers per policy name and input. */
export interface Policy {
  name: string;
  config: Config & { RETURN_DOM?: false; RETURN_DOM_FRAGMENT?: false };
}

export interface Sanitizer {
  /**
   * The clean HTML. In the browser, null until DOMPurify has loaded (`ready`): the page's JavaScript does not
   * carry it, since server-rendered rich text is hydrated as it is (components/rich-text.tsx).
   */
  sanitize(html: string, policy: Policy): string | null;
  /** Loads DOMPurify (once) and resolves when `sanitize` answers strings; resolved at once on the server. */
  ready(): Promise<void>;
}
