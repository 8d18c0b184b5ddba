// What both sanitizers (`purify.browser.ts`, `purify.node.ts`) offer: sanitize a string under a named policy.
import type { Config } from 'dompurify';

/** An allow-list with a name; the server caches answers per policy name and input. */
export interface Policy {
  name: string;
  config: Config & { RETURN_DOM?: false; RETURN_DOM_FRAGMENT?: false };
}

export interface Sanitizer {
  sanitize(html: string, policy: Policy): string;
}
