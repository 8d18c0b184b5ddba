// Issue #6 of the reliability list: forwarding headers only from configured proxies; absolute URLs from appUrl.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrust, requestOrigin } from '../app/server/proxy-trust';
import { siteOrigin } from '../app/lib/seo';

const request = (remoteAddress: string, headers: Record<string, string>): IncomingMessage =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

const forged = { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('requestOrigin', () => {
  it('ignores forwarding headers when no proxy is configured', () => {
    expect(requestOrigin(request('203.0.113.9', forged), compileTrust(undefined))).toEqual({
      protocol: 'http',
      host: 'shop.example',
    });
    expect(requestOrigin(request('127.0.0.1', forged), compileTrust(''))).toEqual({
      protocol: 'http',
      host: 'shop.example',
    });
  });

  it('believes them from a configured proxy only', () => {
    const trust = compileTrust('loopback, 10.0.0.0/8');
    expect(requestOrigin(request('127.0.0.1', forged), trust)).toEqual({ protocol: 'https', host: 'evil.example' });
    expect(requestOrigin(request('10.1.2.3', forged), trust)).toEqual({ protocol: 'https', host: 'evil.example' });
    expect(requestOrigin(request('203.0.113.9', forged), trust)).toEqual({ protocol: 'http', host: 'shop.example' });
  });

  it('takes only the first of a list and only http or https as the protocol', () => {
    const trust = compileTrust('true');
    const origin = requestOrigin(
      request('203.0.113.9', {
        host: 'a.example',
        'x-forwarded-host': 'b.example, c.example',
        'x-forwarded-proto': 'javascript',
      }),
      trust,
    );
    expect(origin).toEqual({ protocol: 'http', host: 'b.example' });
  });
});

describe('siteOrigin', () => {
  it.each([
    ['https://www.etalage.example', 'http://evil.example', 'https://www.etalage.example'],
    ['https://www.etalage.example/shop/', 'http://evil.example', 'https://www.etalage.example'],
    ['', 'http://localhost:3000', 'http://localhost:3000'],
    [undefined, 'http://localhost:3000', 'http://localhost:3000'],
    ['javascript:alert(1)', 'http://localhost:3000', 'http://localhost:3000'],
    ['not a url', 'http://localhost:3000', 'http://localhost:3000'],
  ])('appUrl %s, request %s → %s', (appUrl, requestOriginValue, expected) => {
    expect(siteOrigin(appUrl, requestOriginValue)).toBe(expected);
  });
});
