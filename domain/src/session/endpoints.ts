// The session calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, notFound, unprocessable, ErrorReply, StatusReply, contractTable } from '../shared';
import {
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
import { sessionRoutes } from './routes';

export const sessionEndpoints = contractTable(sessionRoutes, {
  login: {
    summary: 'Logs a customer in; answers the bearer token and the session.',
    tag: 'account',
    params: NoParams,
    body: LoginRequest,
    reply: LoginReply,
    errors: [
      { status: 401, codec: ErrorReply, when: 'email and password do not match' },
      {
        status: 429,
        codec: ErrorReply,
        when: 'too many failed logins for the account or the client address: wait Retry-After seconds',
      },
    ],
  },
  logout: {
    summary: "Ends the bearer token's session.",
    tag: 'account',
    params: NoParams,
    body: LogoutRequest,
    reply: StatusReply,
    errors: [],
  },
  session: {
    summary: 'The session of the bearer token.',
    tag: 'account',
    params: NoParams,
    body: SessionRequest,
    reply: SessionReply,
    errors: [],
  },
  presession: {
    summary: 'Whether an email belongs to a customer: success if known, error if not.',
    tag: 'account',
    params: NoParams,
    body: PresessionRequest,
    reply: PresessionReply,
    errors: [],
  },
  reset: {
    summary: 'Sends a password reset link (always success, so emails cannot be probed).',
    tag: 'account',
    params: NoParams,
    body: ResetRequest,
    reply: StatusReply,
    errors: [],
  },
  newPassword: {
    summary: 'Sets a new password with the token of a reset link.',
    tag: 'account',
    params: NoParams,
    body: NewPasswordRequest,
    reply: StatusReply,
    errors: [unprocessable('the token is unknown or used, or the password breaks the rules')],
  },
  register: {
    summary: 'Creates a customer account.',
    tag: 'account',
    params: NoParams,
    body: RegisterRequest,
    reply: RegisterReply,
    errors: [
      { status: 409, codec: ErrorReply, when: 'the email already has an account' },
      unprocessable('the password breaks the rules'),
    ],
  },
  accountUpdate: {
    summary: 'Changes account fields, such as the default delivery address.',
    tag: 'account',
    params: NoParams,
    body: AccountUpdateRequest,
    reply: SessionReply,
    errors: [notFound('defaultAddressId is not an address of this customer')],
  },
});
