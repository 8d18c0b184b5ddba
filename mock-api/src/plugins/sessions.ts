// Which QA session a request belongs to: header `X-Mock-Session`, else query parameter `mock-session` (links
// such as the payment page's), else cookie `mock-session` (which the storefront forwards like `mock-scenario`);
// none means the shared default. An id that is malformed answers 400, one that is not live 410, both in the
// contract's error shape, so a test never silently runs in someone else's state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { cookieOf } from './cookies';
import { SESSION_ID, type GoneReason, type Sessions } from '../sessions/registry';
import type { MockSession } from '../sessions/session';

export const SESSION_HEADER = 'x-mock-session';
export const SESSION_COOKIE = 'mock-session';
export const SESSION_QUERY = 'mock-session';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** The request's QA session, once resolved (null before, or when its id was refused). */
    session: MockSession | null;
  }
}

/** The session id a request names, or undefined for the default. */
export const sessionIdOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[SESSION_HEADER];
  if (typeof header === 'string' && header !== '') return header.trim();
  const query = (request.query as Record<string, unknown> | undefined)?.[SESSION_QUERY];
  if (typeof query === 'string' && query !== '') return query.trim();
  const cookie = cookieOf(request, SESSION_COOKIE);
  return cookie === undefined || cookie === '' ? undefined : cookie.trim();
};

const GONE: Record<GoneReason | 'unknown', string> = {
  evicted:
    'is gone: it was the least recently used session past the cap (MOCK_MAX_SESSIONS); create a new one with POST /__mock/sessions',
  deleted: 'is gone: it was deleted; create a new one with POST /__mock/sessions',
  unknown: 'is not a session of this server (it may be from before a restart); create one with POST /__mock/sessions',
};

/** The 410 for a session id that is not live. */
export const sessionGone = (reason: GoneReason | 'unknown'): HttpError =>
  new HttpError(410, {
    status: 'error',
    message: 'mock_session_gone',
    errors: [{ path: 'X-Mock-Session', message: GONE[reason] }],
  });

/** Resolves, remembers and returns the request's session (a use: it becomes the most recently used). */
export const sessionOf = (app: FastifyInstance, request: FastifyRequest): MockSession => {
  if (request.session !== null) return request.session;
  const id = sessionIdOf(request);
  if (id === undefined) return (request.session = app.sessions.defaultSession);
  if (!SESSION_ID.test(id))
    throw new HttpError(400, {
      status: 'error',
      message: 'validation_failed',
      errors: [{ path: 'X-Mock-Session', message: 'must be a session id: 1 to 64 letters, digits, _ or -' }],
    });
  const found = app.sessions.use(id);
  if (found === null || typeof found === 'string') throw sessionGone(found ?? 'unknown');
  return (request.session = found);
};

/** The request's session, or the shared default when it names none or one that is gone (for images and pages). */
export const sessionOrDefault = (app: FastifyInstance, request: FastifyRequest): MockSession => {
  try {
    return sessionOf(app, request);
  } catch {
    return app.sessions.defaultSession;
  }
};

export const registerSessions = (app: FastifyInstance, sessions: Sessions): void => {
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);
  app.addHook('onClose', async () => sessions.close());
};
