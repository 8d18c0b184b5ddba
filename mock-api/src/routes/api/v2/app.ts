// POST /api/v2/app and GET /api/v2/scripts: the shop's configuration and its third-party scripts.
import type { FastifyInstance } from 'fastify';
import { FAULTY_SCRIPT_IDS } from '@etalage/fixtures';
import type { Handlers } from '../../../plugins/contract';

export const appHandlers = (app: FastifyInstance): Pick<Handlers, 'app' | 'scripts'> => ({
  app: ({ deps, flag }) => {
    const config = deps.appConfig.current;
    return { status: 'success', data: flag('app-inactive') ? { ...config, status: 'inactive' } : config };
  },
  // The scripts that fail on purpose come only with QA's scenario: the default shop runs clean.
  scripts: ({ flag }) => {
    const { scripts } = app.catalogue.dataset;
    return {
      status: 'success',
      data: flag('faulty-scripts') ? scripts : scripts.filter((script) => !FAULTY_SCRIPT_IDS.includes(script.id)),
    };
  },
});
