// Which proxies in front may name the request's host and protocol (X-Forwarded-Host, X-Forwarded-Proto).
// TRUST_PROXY lists them as Express and proxy-addr read them: `loopback`, `uniquelocal`, addresses or subnets,
// comma-separated; `true` trusts every peer. Unset, no peer is believed, so a shopper's `X-Forwarded-Host:
// evil.example` cannot change the URL a page is rendered for (or the page cache's key). Absolute URLs in pages
// (canonical, og:url, JSON-LD) come from the config's appUrl anyway (lib/seo.ts).
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

type Trust = (address: string, hop: number) => boolean;

export const compileTrust = (value: string | undefined): Trust => {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length === 0 || list.includes('false')) return () => false;
  if (list.includes('true')) return () => true;
  return proxyaddr.compile(list);
};

const trustFromEnv = compileTrust(process.env.TRUST_PROXY);

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The protocol and host a page is rendered for: the forwarded ones only from a trusted proxy. */
export const requestOrigin = (
  req: IncomingMessage,
  trust: Trust = trustFromEnv,
): { protocol: string; host: string } => {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const trusted = trust(req.socket.remoteAddress ?? '', 0);
  const forwardedProto = trusted ? first(req.headers['x-forwarded-proto']) : undefined;
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = (trusted ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host ?? 'localhost';
  return { protocol, host };
};
