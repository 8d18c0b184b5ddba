// POST /api/search: grouped results with highlighted (and sometimes hostile) titles; see services/search.ts.
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/contract';

export const searchHandlers = (app: FastifyInstance): Pick<Handlers, 'search'> => ({
  search: ({ body }) => ({ status: 'success', data: app.searchIndex.search(body.q) }),
});
