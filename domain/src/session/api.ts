// Account calls (spec §7): login, logout, session check, pre-session email check and registration.
// I/O only; the session and checkout models decide what the answers mean.
import { attach } from 'effector';
import { $api } from '../api';
import type { AccountSession, RegisterRequest } from './contract';
import { sessionRoutes } from './routes';

export const loginFx = attach({
  source: $api,
  effect: async (api, body: { email: string; password: string }) =>
    (await api.call(sessionRoutes.login, { body })).data,
});

export const logoutFx = attach({
  source: $api,
  effect: async (api): Promise<void> => {
    await api.call(sessionRoutes.logout, { body: {} });
  },
});

/** Spec §7: the stored token goes as bearer header and in the body. */
export const fetchSessionFx = attach({
  source: $api,
  effect: async (api, token: string): Promise<AccountSession> =>
    (await api.call(sessionRoutes.session, { body: { token }, token })).data,
});

/** Spec §7 pre-session: `success` means the email has an account. */
export const presessionFx = attach({
  source: $api,
  effect: async (api, email: string): Promise<{ exists: boolean }> => {
    const reply = await api.call(sessionRoutes.presession, { body: { email } });
    return { exists: reply.status === 'success' };
  },
});

export const registerFx = attach({
  source: $api,
  effect: async (api, body: RegisterRequest): Promise<{ id: string }> =>
    (await api.call(sessionRoutes.register, { body })).data,
});
