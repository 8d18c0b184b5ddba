// Cookies read from and written to a cookie string, as the server's `cookie` package does it (the first cookie of
// a name wins, a value is URI-encoded, quotes around it are dropped): the browser's bundle carries these two
// functions instead of the package, and the route helper reads a request's cookies with the same one.

/** The value of the first cookie called `name` in a `document.cookie` string; null when it is missing or empty. */
export const readCookie = (cookies: string, name: string): string | null => {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== name) continue;
    let value = pair.slice(at + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not URI-encoded after all: kept as written, as the server's parser keeps it.
    }
    return value || null;
  }
  return null;
};

export interface CookieOptions {
  /** Without it the cookie lasts as long as the browser's session; 0 deletes it. */
  maxAgeSeconds?: number;
  secure: boolean;
}

/** The `document.cookie` assignment that writes `name` for the whole site. */
export const cookieText = (name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.floor(maxAgeSeconds)}`]),
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
