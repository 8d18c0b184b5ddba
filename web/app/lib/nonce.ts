// The page's Content-Security-Policy nonce (docs/operations.md "Security headers"). The server render gets it
// from the response policy (app/server/middleware.ts) through this context; in the browser it is read back from
// the page's own scripts (browsers hide the attribute but keep the `nonce` property).
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce scripts inserted later must carry to run, e.g. the shop's consent-gated scripts:
 * `const script = document.createElement('script'); script.nonce = pageNonce() ?? ''; …`.
 */
export const pageNonce = (): string | undefined =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

/** The nonce for a script element rendered by a component. */
export const useNonce = (): string | undefined => useContext(NonceContext) ?? pageNonce();
