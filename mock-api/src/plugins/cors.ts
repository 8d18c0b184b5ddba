// CORS for /api (and /media): any origin, so QA tools on other origins can call the mock directly. The
// storefront itself proxies /api and needs none of this.
// The contract routes set Allow-Origin themselves (plugins/contract.ts); this answers the preflight.
import type { FastifyInstance } from 'fastify';
import { SCENARIO_HEADER } from './scenarios';

const ALLOW_HEADERS = ['authorization', 'content-type', 'accept', SCENARIO_HEADER].join(', ');

export const registerCors = (app: FastifyInstance): void => {
  app.options('/api/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('access-control-allow-headers', ALLOW_HEADERS)
      .header('access-control-allow-origin', '*')
      .header('access-control-max-age', '600')
      .send(),
  );
};
