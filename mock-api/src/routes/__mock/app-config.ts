// /__mock/app-config: QA and tests change the app config the mock serves (a category's default sort, the
// price filter, the account menu flags) without restarting it, per QA session. PATCH merges a partial config over
// the current one and checks it with the config codec (400 naming each bad field, nothing changed); GET shows it;
// DELETE and POST /__mock/reset go back to the seeded config. The slot is the session's appConfig
// (state/app-config.ts).
import { invalid } from '../../lib/http-error';
import type { MockSession } from '../../sessions/session';
import type { AdminHandlers } from './index';

const view = (session: MockSession) => ({
  status: 'success',
  config: session.appConfig.current,
  override: session.appConfig.patch,
});

export const appConfigHandlers: Pick<AdminHandlers, 'appConfig' | 'appConfigPatch' | 'appConfigClear'> = {
  appConfig: ({ session }) => view(session),
  appConfigPatch: ({ session, request }) => {
    const result = session.appConfig.apply(request.body);
    if (!result.ok) throw invalid(result.errors);
    return view(session);
  },
  appConfigClear: ({ session }) => {
    session.appConfig.clear();
    return view(session);
  },
};
