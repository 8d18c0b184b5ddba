// The search calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, NoParams, endpointTable } from '../shared';
import { SearchReply, SearchRequest } from './contract';

export const searchEndpoints = endpointTable({
  search: endpoint({
    method: 'POST',
    path: '/api/search',
    summary: 'Search results grouped by section; titles may contain markup.',
    tag: 'search',
    read: true,
    auth: 'none',
    params: NoParams,
    body: SearchRequest,
    reply: SearchReply,
    errors: [],
  }),
});
