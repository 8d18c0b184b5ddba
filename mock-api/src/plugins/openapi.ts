// GET /openapi.json (generated from the codecs) and Swagger UI at /docs.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '../openapi/document';

export const registerOpenApi = async (app: FastifyInstance, publicUrl: string): Promise<void> => {
  const document = buildOpenApiDocument(publicUrl);
  const body = JSON.stringify(document);
  await app.register(swagger, {
    mode: 'static',
    // The static mode's type knows OpenAPI 3.0; the 3.1 document is served as is.
    specification: { document: document as never },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
};
