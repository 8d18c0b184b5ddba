// The storefront's HTTP rules for pages (app/server/http-policy.ts), as tables.
import { describe, expect, it } from 'vitest';
import {
  bypassesSharedCache,
  cacheControlOf,
  cacheLocaleOf,
  cacheTimesFromEnv,
  contentSecurityPolicyOf,
  createNonce,
  documentSecurityHeaders,
  factsOfRequest,
  renderModeOf,
  sharedCacheTimesOf,
  type AnswerFacts,
} from '../app/server/http-policy';

const request = (path: string, headers: Record<string, string> = {}) =>
  factsOfRequest(new Request(`http://shop.test${path}`, { headers }), new URL(`http://shop.test${path}`));

describe('render mode and cache bypass', () => {
  it.each([
    ['/', {}, 'public', false],
    ['/vloerkleden/wollen-vloerkleden?page=2', {}, 'public', false],
    ['/product/1001/kleed', { cookie: 'cart_uid=c1; locale=en-US; cookiePreferences=e30=' }, 'public', false],
    ['/product/1001/kleed', { cookie: 'auth_token=t1' }, 'private', true],
    ['/blogs', { cookie: 'mock-scenario=slow' }, 'public', true],
    ['/blogs', { cookie: 'mock-session=qa-1' }, 'public', true],
    ['/blogs', { 'x-mock-scenario': 'status-500@content' }, 'public', true],
    ['/blogs', { 'x-mock-session': 'qa-1' }, 'public', true],
    ['/account/login', {}, 'private', false],
    ['/account/overview', {}, 'private', false],
    ['/checkout', {}, 'private', false],
    ['/checkout/bezorging', {}, 'private', false],
    ['/cart', { cookie: 'cart_uid=c1' }, 'private', false],
    ['/cartographie', {}, 'public', false],
    ['/accountancy-tips', {}, 'public', false],
    ['/checkouts', {}, 'public', false],
  ] as const)('%s %j is %s, bypass %s', (path, headers, mode, bypass) => {
    expect(renderModeOf(request(path, headers))).toBe(mode);
    expect(bypassesSharedCache(request(path, headers))).toBe(bypass);
  });

  it('keys public pages by the locale cookie, normalised', () => {
    expect(cacheLocaleOf(request('/', { cookie: 'locale=en-US' }))).toBe('en-US');
    expect(cacheLocaleOf(request('/', { cookie: 'locale=nl-NL' }))).toBe('nl-NL');
    // No (valid) cookie: the shop's default locale, a cache key of its own.
    expect(cacheLocaleOf(request('/', { cookie: 'locale=fr-FR' }))).toBe('default');
    expect(cacheLocaleOf(request('/'))).toBe('default');
  });
});

describe('Cache-Control', () => {
  const times = { ttlS: 60, staleWhileRevalidateS: 300 };
  const answer = (facts: Partial<AnswerFacts>): AnswerFacts => ({
    mode: 'public',
    bypass: false,
    status: 200,
    setsCookie: false,
    ...facts,
  });

  it.each([
    ['a public page', {}, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'],
    ['a private page', { mode: 'private' }, 'private, no-store'],
    ['a logged-in shopper', { mode: 'private', bypass: true }, 'private, no-store'],
    ["QA's scenario or session", { bypass: true }, 'private, no-store'],
    ['a public 404', { status: 404 }, 'no-store'],
    ['a public redirect', { status: 301 }, 'no-store'],
    ['a public 503', { status: 503 }, 'no-store'],
    ['an answer setting a cookie', { setsCookie: true }, 'no-store'],
  ] as const)('%s: %s', (_, facts, expected) => {
    expect(cacheControlOf(answer(facts), times)).toBe(expected);
  });

  it('keeps nothing with a TTL of 0', () => {
    expect(cacheControlOf(answer({}), { ttlS: 0, staleWhileRevalidateS: 300 })).toBe('no-store');
  });

  it.each([
    ['public, max-age=0, s-maxage=60, stale-while-revalidate=300', { ttlS: 60, staleWhileRevalidateS: 300 }],
    ['public, s-maxage=5', { ttlS: 5, staleWhileRevalidateS: 0 }],
    ['private, no-store', null],
    ['no-store', null],
    ['public, max-age=60', null],
    ['public, s-maxage=0', null],
    [null, null],
  ])('a shared cache reads %s as %j', (value, expected) => {
    expect(sharedCacheTimesOf(value)).toEqual(expected);
  });

  it('takes its times from PAGE_CACHE_TTL and PAGE_CACHE_SWR, with defaults for missing or bad values', () => {
    expect(cacheTimesFromEnv({})).toEqual({ ttlS: 60, staleWhileRevalidateS: 300 });
    expect(cacheTimesFromEnv({ PAGE_CACHE_TTL: '2', PAGE_CACHE_SWR: '0' })).toEqual({
      ttlS: 2,
      staleWhileRevalidateS: 0,
    });
    expect(cacheTimesFromEnv({ PAGE_CACHE_TTL: '-1', PAGE_CACHE_SWR: 'x' })).toEqual({
      ttlS: 60,
      staleWhileRevalidateS: 300,
    });
  });
});

describe('security headers', () => {
  it('makes a new 128-bit nonce for every page', () => {
    // More than one draw of the random pool (256 nonces a draw): no nonce repeats across a refill.
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('allows scripts by nonce only (and what they load) and frames nothing', () => {
    const policy = contentSecurityPolicyOf('abc+/=');
    const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives.get('script-src')).toBe("'nonce-abc+/=' 'strict-dynamic' https: 'unsafe-inline'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('default-src')).toBe("'self'");
  });

  it('sends the policy with the page, and the other headers with or without it', () => {
    expect(documentSecurityHeaders('n1')).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicyOf('n1'),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(documentSecurityHeaders(null)).not.toHaveProperty('Content-Security-Policy');
  });
});
