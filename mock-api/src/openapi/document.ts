// The OpenAPI 3.1 document, generated from the endpoint table and its io-ts codecs (plus the mock's own admin
// codecs), served at GET /openapi.json and rendered by Swagger UI at /docs.
import type * as t from 'io-ts';
import { endpoints, type EndpointName } from '@etalage/domain/api';
import { ErrorReply, type Endpoint } from '@etalage/domain/shared';
import { ADMIN_ROUTES } from '../admin/contract';
import { SCENARIOS } from '../scenarios/catalog';
import { SchemaBuilder, type JsonSchema } from './schema';

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  400: 'The request is invalid: `errors` names each bad field',
  201: 'Created',
  401: 'No valid bearer token',
  404: 'Not found',
  409: 'Conflict',
  410: 'The QA session named by X-Mock-Session (or the mock-session query or cookie) is gone',
  413: 'The body is too large',
  422: 'The request cannot be carried out',
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const scenarioParameter = {
  name: 'X-Mock-Scenario',
  in: 'header',
  required: false,
  description:
    'Comma-separated scenarios for this request, each `name[:arg][@endpoint]` (see GET /__mock/scenarios). ' +
    `Names: ${SCENARIOS.map((s) => s.name).join(', ')}.`,
  schema: { type: 'string' },
};

const sessionParameter = {
  name: 'X-Mock-Session',
  in: 'header',
  required: false,
  description:
    'The QA session this request acts in (POST /__mock/sessions creates one); also the `mock-session` query ' +
    'parameter or cookie. Without it: the shared default state. A session that is gone answers 410.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
};

export const buildOpenApiDocument = (publicUrl: string): JsonSchema => {
  const builder = new SchemaBuilder();
  const error = builder.schema(ErrorReply);
  const paths: Record<string, Record<string, unknown>> = {};

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name] as Endpoint;
    const parameters: unknown[] = Object.entries(builder.propertiesOf(endpoint.params)).map(([param, schema]) => ({
      name: param,
      in: 'path',
      required: true,
      schema,
    }));
    parameters.push(scenarioParameter, sessionParameter);

    const responses: Record<string, unknown> = {
      '200': {
        description: STATUS_TEXT[200],
        content: endpoint.produces
          ? { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } }
          : json(builder.schema(endpoint.reply)),
      },
      '400': { description: STATUS_TEXT[400], content: json(error) },
      '410': { description: STATUS_TEXT[410], content: json(error) },
    };
    if (endpoint.auth === 'bearer') responses['401'] = { description: STATUS_TEXT[401], content: json(error) };
    const byStatus = new Map<number, { codecs: t.Mixed[]; when: string[] }>();
    for (const e of endpoint.errors) {
      const entry = byStatus.get(e.status) ?? { codecs: [], when: [] };
      if (!entry.codecs.includes(e.codec)) entry.codecs.push(e.codec);
      entry.when.push(e.when);
      byStatus.set(e.status, entry);
    }
    for (const [status, { codecs, when }] of byStatus) {
      const schemas = codecs.map((c) => builder.schema(c));
      responses[String(status)] = {
        description: when.join('; '),
        content: json(schemas.length === 1 ? schemas[0]! : { anyOf: schemas }),
      };
    }

    const operation: Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      parameters,
      responses,
    };
    if (endpoint.auth === 'bearer') operation.security = [{ bearer: [] }];
    if (endpoint.auth === 'optional') operation.security = [{}, { bearer: [] }];
    if (endpoint.body !== null) {
      operation.requestBody = { required: false, content: json(builder.schema(endpoint.body)) };
    }
    const path = (paths[endpoint.path] ??= {});
    path[endpoint.method.toLowerCase()] = operation;
  }

  for (const [name, route] of Object.entries(ADMIN_ROUTES)) {
    const parameters: unknown[] = [];
    if (route.params) {
      for (const [param, schema] of Object.entries(builder.propertiesOf(route.params)))
        parameters.push({ name: param, in: 'path', required: true, schema });
    }
    if (route.query) {
      for (const [param, schema] of Object.entries(builder.propertiesOf(route.query)))
        parameters.push({ name: param, in: 'query', required: false, schema });
    }
    if (route.session) parameters.push(sessionParameter);
    const success = route.status ?? 200;
    const responses: Record<string, unknown> = {
      [String(success)]: route.reply
        ? { description: STATUS_TEXT[success] ?? 'Success', content: json(builder.schema(route.reply)) }
        : { description: success === 303 ? 'Redirect to the storefront' : 'HTML page' },
    };
    if (!route.open)
      responses['401'] = { description: 'MOCK_ADMIN_TOKEN is set and the request lacks it', content: json(error) };
    for (const e of route.errors) {
      const key = String(e.status);
      const known = responses[key] as { description: string } | undefined;
      responses[key] = {
        description: known ? `${known.description}; ${e.when}` : e.when,
        content: json(error),
      };
    }
    const operation: Record<string, unknown> = {
      operationId: `mock_${name}`,
      summary: route.summary,
      tags: ['mock'],
      parameters,
      responses,
    };
    if (!route.open) operation.security = [{}, { adminToken: [] }];
    if (route.body) operation.requestBody = { required: true, content: json(builder.schema(route.body)) };
    const path = (paths[route.path] ??= {});
    path[route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Etalage mock API',
      version: '0.1.0',
      description:
        'The storefront contract (spec §7) served by a stateful, event-sourced mock. Generated from the io-ts codecs ' +
        'in the domain package. Every call accepts the X-Mock-Scenario header to produce errors on demand, and ' +
        'X-Mock-Session to act in an isolated QA session (the `mock` tag lists the admin routes).',
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(Object.values(endpoints).map((e) => e.tag)), 'mock'].map((name) => ({ name })),
    paths,
    components: {
      schemas: builder.components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The authToken of a login.' },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'MOCK_ADMIN_TOKEN, when the mock runs with one: every /__mock route but health and the payment page needs it.',
        },
      },
    },
  };
};
