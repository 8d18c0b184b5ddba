// The session calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type {
  AccountUpdateRequest,
  LoginReply,
  LoginRequest,
  LogoutRequest,
  NewPasswordRequest,
  PresessionReply,
  PresessionRequest,
  RegisterReply,
  RegisterRequest,
  ResetRequest,
  SessionReply,
  SessionRequest,
} from './contract';
import { route, routeTable, type StatusReply } from '../shared';

export const sessionRoutes = routeTable({
  login: route<{ body: typeof LoginRequest; reply: typeof LoginReply }>({
    method: 'POST',
    path: '/api/v2/account/login',
    read: false,
    auth: 'none',
  }),
  logout: route<{ body: typeof LogoutRequest; reply: typeof StatusReply }>({
    method: 'POST',
    path: '/api/v2/account/logout',
    read: false,
    auth: 'optional',
  }),
  session: route<{ body: typeof SessionRequest; reply: typeof SessionReply }>({
    method: 'POST',
    path: '/api/v2/account/session',
    read: true,
    auth: 'bearer',
  }),
  presession: route<{ body: typeof PresessionRequest; reply: typeof PresessionReply }>({
    method: 'POST',
    path: '/api/presession/verify',
    read: true,
    auth: 'none',
  }),
  reset: route<{ body: typeof ResetRequest; reply: typeof StatusReply }>({
    method: 'POST',
    path: '/api/v2/account/reset',
    read: false,
    auth: 'none',
  }),
  newPassword: route<{ body: typeof NewPasswordRequest; reply: typeof StatusReply }>({
    method: 'POST',
    path: '/api/v2/account/password',
    read: false,
    auth: 'none',
  }),
  register: route<{ body: typeof RegisterRequest; reply: typeof RegisterReply }>({
    method: 'POST',
    path: '/api/v2/account/register',
    read: false,
    auth: 'none',
  }),
  accountUpdate: route<{ body: typeof AccountUpdateRequest; reply: typeof SessionReply }>({
    method: 'POST',
    path: '/api/v2/account',
    read: false,
    auth: 'bearer',
  }),
});
