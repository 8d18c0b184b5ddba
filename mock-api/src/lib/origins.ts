// Origins, for the rule that a payment returns only to the storefront: `http://localhost:3000/x` → its origin,
// and whether an absolute URL is on one of the allowed origins. The loopback names (localhost, 127.0.0.1, [::1])
// count as one host, so a tester on http://127.0.0.1:3000 is not refused by a storefront configured as localhost.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of an absolute http(s) URL; throws for anything else (configuration errors show at start). */
export const originOf = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${url} is not an http(s) URL`);
  return parsed.origin;
};

const sameHost = (url: URL): string =>
  LOOPBACK.has(url.hostname) ? `${url.protocol}//loopback:${url.port}` : url.origin;

export const isAllowedOrigin = (url: URL, allowed: readonly string[]): boolean =>
  allowed.some((origin) => sameHost(new URL(origin)) === sameHost(url));
