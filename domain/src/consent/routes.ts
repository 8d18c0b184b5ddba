// The consent calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type { ScriptsReply } from './contract';
import { route, routeTable } from '../shared';

export const consentRoutes = routeTable({
  scripts: route<{ reply: typeof ScriptsReply }>({
    method: 'GET',
    path: '/api/v2/scripts',
    read: true,
    auth: 'none',
  }),
});
