// /__mock/sessions: isolated QA sessions (create, list, rename or change options, delete), bug-report files
// (export, import) and a way in as a customer of a session. The sessions themselves are in ../../sessions/.
import type { FastifyInstance } from 'fastify';
import type { MockSessionFile } from '../../admin/contract';
import { fail, HttpError, invalid } from '../../lib/http-error';
import { sessionGone } from '../../plugins/sessions';
import { viewSession } from '../../services/account';
import { token as newToken } from '../../lib/ids';
import { exportSession, importSession } from '../../sessions/file';
import { DEFAULT_SESSION, type MockSession } from '../../sessions/session';
import type { AdminContext, AdminHandlers } from './index';

export const sessionInfo = (session: MockSession) => ({
  id: session.id,
  name: session.name,
  createdAt: session.createdAt.toISOString(),
  lastUsedAt: session.lastUsedAt.toISOString(),
  events: session.store.eventCount,
  options: { ...session.options },
});

type SessionHandlers = Pick<
  AdminHandlers,
  | 'sessions'
  | 'sessionCreate'
  | 'session'
  | 'sessionUpdate'
  | 'sessionDelete'
  | 'sessionExport'
  | 'sessionImport'
  | 'sessionLogin'
>;

export const sessionHandlers = (app: FastifyInstance): SessionHandlers => {
  /** The session of the path (the default too), without counting it as a use; 404 or 410 when there is none. */
  const pathSession = ({ params }: AdminContext): MockSession => {
    const id = params.id!;
    const live = app.sessions.peek(id);
    if (live) return live;
    const found = app.sessions.use(id);
    if (typeof found === 'string') throw sessionGone(found);
    throw fail(404, 'mock_session_not_found');
  };
  const answer = (session: MockSession) => ({ status: 'success', session: sessionInfo(session) });

  return {
    sessions: () => ({ capacity: app.sessions.capacity, sessions: app.sessions.list().map(sessionInfo) }),

    sessionCreate: ({ body }) => {
      const { name, loginThrottle } = body as { name?: string; loginThrottle?: boolean };
      return answer(app.sessions.create(name?.trim() ?? null, { loginThrottle: loginThrottle ?? true }));
    },

    session: (ctx) => answer(pathSession(ctx)),

    sessionUpdate: (ctx) => {
      const session = pathSession(ctx);
      const { name, loginThrottle } = ctx.body as { name?: string; loginThrottle?: boolean };
      if (name !== undefined) session.name = name.trim();
      if (loginThrottle !== undefined) session.options = { ...session.options, loginThrottle };
      return answer(session);
    },

    sessionDelete: (ctx) => {
      if (ctx.params.id === DEFAULT_SESSION)
        throw invalid([{ path: 'params.id', message: 'is the shared default, which is reset, never deleted' }]);
      pathSession(ctx);
      app.sessions.delete(ctx.params.id!);
      return { status: 'success', message: 'session_deleted' };
    },

    sessionExport: (ctx) => {
      const session = pathSession(ctx);
      const file = exportSession(session);
      const stamp = file.exportedAt.replace(/[:.]/g, '-');
      ctx.reply.header('content-disposition', `attachment; filename="mock-session-${session.id}-${stamp}.json"`);
      return file;
    },

    sessionImport: ({ body, query }) => {
      const file = body as MockSessionFile;
      const fresh = app.sessions.detached(query.name?.trim() ?? file.session.name, { ...file.session.options });
      importSession(file, fresh);
      return answer(app.sessions.adopt(fresh));
    },

    sessionLogin: (ctx) => {
      const session = pathSession(ctx);
      const { email } = ctx.body as { email: string };
      const id = session.store.state.emails.get(email.trim().toLowerCase());
      const customer = id === undefined ? undefined : session.store.state.customers.get(id);
      if (!customer) {
        throw new HttpError(404, {
          status: 'error',
          message: 'customer_not_found',
          errors: [{ path: 'email', message: 'is not a customer of this session' }],
        });
      }
      const authToken = newToken();
      session.store.emit({ type: 'CustomerLoggedIn', data: { customerId: customer.id, token: authToken } });
      return { status: 'success', data: { id: customer.id, authToken, session: viewSession(customer) } };
    },
  };
};
