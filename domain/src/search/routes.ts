// The search calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type { SearchReply, SearchRequest } from './contract';
import { route, routeTable } from '../shared';

export const searchRoutes = routeTable({
  search: route<{ body: typeof SearchRequest; reply: typeof SearchReply }>({
    method: 'POST',
    path: '/api/search',
    read: true,
    auth: 'none',
  }),
});
