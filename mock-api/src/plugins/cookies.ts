// Cookies, with @fastify/cookie's parser, read only where a rule needs one (the QA scenario and session
// cookies): its per-request parsing hook is off, so the many requests without those cookies never pay for it,
// and the first read parses the header once for the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';

export const registerCookies = async (app: FastifyInstance): Promise<void> => {
  await app.register(cookie, { hook: false });
};

/** The value of cookie `name` of the request, if it sent one. */
export const cookieOf = (request: FastifyRequest, name: string): string | undefined => {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  const parsed = (request.cookies as FastifyRequest['cookies'] | null) ?? request.server.parseCookie(header);
  request.cookies = parsed;
  return parsed[name];
};
