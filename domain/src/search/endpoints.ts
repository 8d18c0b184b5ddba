// The search calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, contractTable } from '../shared';
import { SearchReply, SearchRequest } from './contract';
import { searchRoutes } from './routes';

export const searchEndpoints = contractTable(searchRoutes, {
  search: {
    summary: 'Search results grouped by section; titles may contain markup.',
    tag: 'search',
    params: NoParams,
    body: SearchRequest,
    reply: SearchReply,
    errors: [],
  },
});
