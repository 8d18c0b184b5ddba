// CORS for /api (and /media): any origin, so QA tools on other origins can call the mock directly. The
// storefront itself proxies /api and needs none of this.
import type { FastifyInstance } from 'fastify';
import { APPLIED_HEADER, SCENARIO_HEADER, UNKNOWN_HEADER } from './scenarios';

const ALLOW_HEADERS = ['authorization', 'content-type', 'accept', SCENARIO_HEADER].join(', ');
const EXPOSE_HEADERS = [APPLIED_HEADER, UNKNOWN_HEADER, 'retry-after'].join(', ');

export const registerCors = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', EXPOSE_HEADERS);
  });
  app.options('/api/*', async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('access-control-allow-headers', ALLOW_HEADERS)
      .header('access-control-max-age', '600')
      .send(),
  );
};
