// The response policy middleware (app/server/middleware.ts) puts the nonce the server drew for the request
// (app/server/page-cache.ts) into the page's policy: the page cache relies on knowing it.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyOf } from '../app/server/http-policy';
import { nonceContext, responsePolicyMiddleware } from '../app/server/middleware';

const answer = async (nonce: string | null) => {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  const request = new Request('http://shop.test/vloerkleden');
  const args = { request, url: new URL(request.url), context, params: {}, pattern: '/*' };
  const page = async () => new Response('<html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
  return (await responsePolicyMiddleware(args as never, page)) as Response;
};

describe('the response policy', () => {
  it("writes the request's nonce into the page's policy", async () => {
    const response = await answer('Zm9yIHRoaXMgcmVxdWVzdA==');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicyOf('Zm9yIHRoaXMgcmVxdWVzdA=='));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves the policy out without a nonce (the development server), and keeps the other headers', async () => {
    const response = await answer(null);
    expect(response.headers.has('content-security-policy')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
  });
});
