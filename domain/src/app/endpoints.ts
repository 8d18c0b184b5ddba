// The app calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, NoParams, endpointTable } from '../shared';
import { AppReply, AppRequest } from './contract';

export const appEndpoints = endpointTable({
  app: endpoint({
    method: 'POST',
    path: '/api/v2/app',
    summary: 'The app config: status, display settings, menus, feature flags.',
    tag: 'app',
    read: true,
    auth: 'none',
    params: NoParams,
    body: AppRequest,
    reply: AppReply,
    errors: [],
  }),
});
