// The QA admin routes (/__mock/*), registered from their table (admin/contract.ts): each request passes the
// admin token check (MOCK_ADMIN_TOKEN, when set; health and the payment page are open), finds its session when
// the route acts on one, has its params, query and body decoded (a 400 naming each bad field) and its reply
// encoded with the route's codec. The handlers are here and in sessions.ts; the payment page is in pay.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { endpoints, type EndpointName } from '@etalage/domain/api';
import { formatErrors } from '@etalage/domain/shared';
import { NAMED } from '@etalage/fixtures';
import { ADMIN_ROUTES, type AdminRoute, type AdminRouteName } from '../../admin/contract';
import { fail, invalid } from '../../lib/http-error';
import { redact } from '../../lib/redact';
import { encodeReply, toRoutePath } from '../../plugins/contract';
import { JSON_TYPE } from '../../lib/media-types';
import { sessionOf } from '../../plugins/sessions';
import { SCENARIOS } from '../../scenarios/catalog';
import { parseScenario, scenarioLabel, type GlobalScenario } from '../../scenarios/select';
import { viewMail } from '../../services/mailbox';
import type { StoredEvent } from '../../state/events';
import type { MockSession } from '../../sessions/session';
import { appConfigHandlers } from './app-config';
import { sessionHandlers } from './sessions';

export interface AdminContext {
  /** The request's session for routes that act on one; the default otherwise. */
  session: MockSession;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type AdminHandler = (ctx: AdminContext) => unknown;
/** Every JSON route of the table has a handler (the payment page's two are HTML, in pay.ts). */
export type AdminHandlers = Record<Exclude<AdminRouteName, 'payPage' | 'paySettle'>, AdminHandler>;

const decode = <C extends t.Mixed>(codec: C, value: unknown, root = ''): t.TypeOf<C> => {
  const result = codec.decode(value ?? {});
  if (isLeft(result)) throw invalid(formatErrors(result.left, root));
  return result.right;
};

export const wholeNumber = (field: string, text: string | undefined, fallback: number): number => {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw invalid([{ path: field, message: 'must be a whole number of 0 or more' }]);
  return n;
};

const activeView = (entry: GlobalScenario) => ({
  id: entry.id,
  name: scenarioLabel(entry),
  endpoint: entry.endpoint,
  remaining: entry.remaining,
});

/** The event feed hides secrets as the journal does; a reset request keeps its token (QA follows the link). */
export const redactEvent = (event: StoredEvent): unknown =>
  event.type === 'PasswordResetRequested' ? event : { ...event, data: redact(event.data) };

const sha = (text: string): Buffer => createHash('sha256').update(text).digest();

/** MOCK_ADMIN_TOKEN, when set: `Authorization: Bearer {token}` on every route that is not open. */
const checkAdminToken = (adminToken: string | null, request: FastifyRequest): void => {
  if (adminToken === null) return;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (given === undefined || !timingSafeEqual(sha(given), sha(adminToken)))
    throw fail(401, 'unauthorized', { 'www-authenticate': 'Bearer realm="mock-admin"' });
};

const basicHandlers = (app: FastifyInstance, startedAt: number) => ({
  health: () => ({
    status: 'ok',
    seed: app.sessions.defaultSession.store.dataset.seed,
    events: app.sessions.defaultSession.store.eventCount,
    sessions: app.sessions.size,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }),

  fixtures: () => NAMED,

  scenarios: ({ session }: AdminContext) => ({
    available: SCENARIOS.map((s) => ({
      name: s.name,
      kind: s.kind,
      description: s.description,
      endpoints: s.endpoints === 'all' ? ['*'] : [...s.endpoints],
      argument: s.argument ?? null,
    })),
    active: session.scenarios.all().map(activeView),
  }),

  scenarioArm: ({ session, body }: AdminContext) => {
    const request = body as { name: string; endpoint?: string; times?: number };
    const spec = parseScenario(request.name);
    if (typeof spec === 'string') throw invalid([{ path: 'name', message: spec }]);
    if (request.endpoint !== undefined) {
      if (!Object.hasOwn(endpoints, request.endpoint))
        throw invalid([{ path: 'endpoint', message: 'is not an endpoint name (a key of the endpoint table)' }]);
      if (spec.endpoint !== null && spec.endpoint !== request.endpoint)
        throw invalid([{ path: 'endpoint', message: `conflicts with @${spec.endpoint} in name` }]);
      spec.endpoint = request.endpoint as EndpointName;
    }
    return { status: 'success', scenario: activeView(session.scenarios.add(spec, request.times ?? null)) };
  },

  scenariosClear: ({ session }: AdminContext) => {
    session.scenarios.clear();
    return { status: 'success', message: 'scenarios_cleared' };
  },

  journal: ({ session, query }: AdminContext) => ({
    capacity: session.journal.capacity,
    entries: session.journal.entries(wholeNumber('limit', query.limit, session.journal.capacity)),
  }),

  events: ({ session, query }: AdminContext) => {
    const after = wholeNumber('after', query.after, 0);
    const limit = wholeNumber('limit', query.limit, 1000);
    const { store } = session;
    return {
      total: store.eventCount,
      lastSeq: store.state.seq,
      oldestKept: store.oldestKept,
      events: store.events({ after, limit, type: query.type }).map(redactEvent),
    };
  },

  mailbox: ({ session, query }: AdminContext) => {
    const limit = wholeNumber('limit', query.limit, session.store.limits.mailboxSize);
    const to = query.to?.trim().toLowerCase();
    const matching = session.store.state.mails.filter(
      (m) => (to === undefined || m.to.toLowerCase() === to) && (query.kind === undefined || m.kind === query.kind),
    );
    const newest = matching.slice(Math.max(0, matching.length - limit)).reverse();
    return { mails: newest.map((m) => viewMail(session, m)) };
  },

  reset: ({ session }: AdminContext) => {
    session.reset();
    return { status: 'success', message: 'reset' };
  },
});

export const registerAdmin = async (app: FastifyInstance, checkReplies: boolean): Promise<void> => {
  const handlers: AdminHandlers = {
    ...basicHandlers(app, Date.now()),
    ...appConfigHandlers,
    ...sessionHandlers(app),
  };
  await app.register(async (scope) => {
    for (const [name, handler] of Object.entries(handlers) as [keyof AdminHandlers, AdminHandler][]) {
      const route: AdminRoute = ADMIN_ROUTES[name];
      const where = `${route.method} ${route.path}`;
      scope.route({
        method: route.method,
        url: toRoutePath(route.path),
        handler: async (request, reply) => {
          if (!route.open) checkAdminToken(app.settings.adminToken, request);
          const session = route.session ? sessionOf(app, request) : app.sessions.defaultSession;
          const params = route.params ? decode(route.params, request.params, 'params') : {};
          const query = route.query ? decode(route.query, request.query) : {};
          const body = route.body ? decode(route.body, request.body) : undefined;
          const value = await handler({ session, params, query, body, request, reply });
          return reply
            .code(route.status ?? 200)
            .type(JSON_TYPE)
            .send(encodeReply(route.reply!, value, checkReplies, where));
        },
      });
    }
  });
};
