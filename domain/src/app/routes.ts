// The app calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type { AppReply, AppRequest } from './contract';
import { route, routeTable } from '../shared';

export const appRoutes = routeTable({
  app: route<{ body: typeof AppRequest; reply: typeof AppReply }>({
    method: 'POST',
    path: '/api/v2/app',
    read: true,
    auth: 'none',
  }),
});
