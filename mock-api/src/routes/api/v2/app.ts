// POST /api/v2/app and GET /api/v2/scripts: the shop's configuration and its third-party scripts.
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../../plugins/contract';

export const appHandlers = (app: FastifyInstance): Pick<Handlers, 'app' | 'scripts'> => ({
  app: ({ deps, flag }) => {
    const config = deps.appConfig.current;
    return { status: 'success', data: flag('app-inactive') ? { ...config, status: 'inactive' } : config };
  },
  scripts: () => ({ status: 'success', data: app.catalogue.dataset.scripts }),
});
