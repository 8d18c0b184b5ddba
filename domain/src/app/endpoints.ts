// The app calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, contractTable } from '../shared';
import { AppReply, AppRequest } from './contract';
import { appRoutes } from './routes';

export const appEndpoints = contractTable(appRoutes, {
  app: {
    summary: 'The app config: status, display settings, menus, feature flags.',
    tag: 'app',
    params: NoParams,
    body: AppRequest,
    reply: AppReply,
    errors: [],
  },
});
