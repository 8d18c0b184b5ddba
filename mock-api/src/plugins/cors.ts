// CORS (@fastify/cors): any origin, so QA tools and a toolbar on other origins can call the mock directly, and
// the headers QA reads are exposed. The storefront itself proxies /api and needs none of this.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { APPLIED_HEADER, SCENARIO_HEADER, UNKNOWN_HEADER } from './scenarios';

/** Headers QA tools on other origins may read. */
export const EXPOSE_HEADERS = [APPLIED_HEADER, UNKNOWN_HEADER, 'retry-after'];
const ALLOW_HEADERS = ['authorization', 'content-type', 'accept', SCENARIO_HEADER];

export const registerCors = async (app: FastifyInstance): Promise<void> => {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOW_HEADERS,
    exposedHeaders: EXPOSE_HEADERS,
    maxAge: 600,
  });
};
