// The browser's own cookie reads and writes (app/lib/browser-cookies.ts) against the server's `cookie` package,
// which reads what the browser writes and writes what the browser reads.
import { parse, serialize } from 'cookie';
import { describe, expect, it } from 'vitest';
import { cookieText, readCookie } from '../app/lib/browser-cookies';

describe('the browser’s cookies (web/app/lib/browser-cookies.ts)', () => {
  const values = ['abc', 'a b;c=d,é', 'eyJ0eXAiOiJKV1QifQ.x-y_z', '"quoted"', '%E0%A4%A', ''];

  it('reads each value as the server’s parser reads it, the first cookie of a name winning', () => {
    for (const value of values) {
      const header = `other=1; ${serialize('cart_uid', value)}; cart_uid=second`;
      expect(readCookie(header, 'cart_uid')).toBe(parse(header).cart_uid || null);
    }
    expect(readCookie('cookiePreferences="%7B%22a%22%3A1%7D"', 'cookiePreferences')).toBe('{"a":1}');
    expect(readCookie('a=1; b=2', 'c')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
    expect(readCookie('broken; a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('writes what the server’s parser reads back, for the whole site', () => {
    for (const value of values.filter(Boolean)) {
      const text = cookieText('auth_token', value, { maxAgeSeconds: 60, secure: false });
      expect(parse(text.split('; ')[0]!).auth_token).toBe(value);
      expect(text).toContain('; Max-Age=60; Path=/; SameSite=Lax');
    }
    expect(cookieText('a', '', { maxAgeSeconds: 0, secure: true })).toBe('a=; Max-Age=0; Path=/; SameSite=Lax; Secure');
    expect(cookieText('a', 'b', { secure: false })).toBe('a=b; Path=/; SameSite=Lax');
  });
});
