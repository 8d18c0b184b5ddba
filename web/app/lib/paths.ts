// Rules on the request path that hold before any page is looked up (spec §2 "routes and validation").

/**
 * Spec §2: a path other than the root that ends in a slash answers 301 without it. The target always stays on
 * this site: leading slashes and backslashes collapse to one slash, so `//evil.example/`, `///`, `/.//` or
 * `/\evil.example/` never become a protocol-relative `Location` that a browser follows to another host.
 * Null when the path needs no redirect.
 */
export const trailingSlashTarget = (pathname: string, search: string): string | null => {
  if (pathname === '/' || !/[/\\]$/.test(pathname)) return null;
  const path = pathname.replace(/[/\\]+$/, '').replace(/^[/\\]+/, '');
  return `/${path}${search}`;
};

/**
 * False for a path with malformed percent-encoding (`/%E0%A4%A`, `/vloerkleden%`): the shop answers 400. The
 * decoded value is used (compared), so a bundler cannot drop the call as free of side effects.
 */
export const isWellEncodedPath = (pathname: string): boolean => {
  try {
    return typeof decodeURIComponent(pathname) === 'string';
  } catch {
    return false;
  }
};
