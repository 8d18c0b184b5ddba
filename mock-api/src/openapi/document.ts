// The OpenAPI 3.1 document, generated from the endpoint table and its io-ts codecs (plus the mock's own admin
// codecs), served at GET /openapi.json and rendered by Swagger UI at /docs.
import type * as t from 'io-ts';
import { ErrorReply, endpoints, type Endpoint, type EndpointName } from '@etalage/domain';
import {
  AppConfigAdminReply,
  EventsReply,
  HealthReply,
  JournalReply,
  NamedFixturesReply,
  OkReply,
  ScenarioAddedReply,
  ScenarioRequest,
  ScenariosReply,
} from '../admin/contract';
import { SCENARIOS } from '../scenarios/catalog';
import { SchemaBuilder, type JsonSchema } from './schema';

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  400: 'The request is invalid: `errors` names each bad field',
  401: 'No valid bearer token',
  404: 'Not found',
  409: 'Conflict',
  413: 'The body is too large',
  422: 'The request cannot be carried out',
};

interface ObjectSchema extends JsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

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

export const buildOpenApiDocument = (publicUrl: string): JsonSchema => {
  const builder = new SchemaBuilder();
  const error = builder.schema(ErrorReply);
  const paths: Record<string, Record<string, unknown>> = {};

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name] as Endpoint;
    const params = builder.schema(endpoint.params) as ObjectSchema;
    const parameters: unknown[] = Object.entries(params.properties ?? {}).map(([param, schema]) => ({
      name: param,
      in: 'path',
      required: true,
      schema,
    }));
    parameters.push(scenarioParameter);

    const responses: Record<string, unknown> = {
      '200': { description: STATUS_TEXT[200], content: json(builder.schema(endpoint.reply)) },
      '400': { description: STATUS_TEXT[400], content: json(error) },
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

  const admin = (summary: string, reply: t.Mixed, extra: Record<string, unknown> = {}) => ({
    summary,
    tags: ['mock'],
    responses: { '200': { description: STATUS_TEXT[200], content: json(builder.schema(reply)) } },
    ...extra,
  });
  const query = (...names: string[]) =>
    names.map((n) => ({ name: n, in: 'query', required: false, schema: { type: 'string' } }));
  paths['/__mock/fixtures'] = { get: admin('The named fixtures QA and tests rely on.', NamedFixturesReply) };
  paths['/__mock/scenarios'] = {
    get: admin('Every scenario (description, endpoints) and the global ones switched on.', ScenariosReply),
    post: admin(
      'Switches a scenario on for every request (optionally one endpoint, a number of times).',
      ScenarioAddedReply,
      {
        requestBody: { required: true, content: json(builder.schema(ScenarioRequest)) },
      },
    ),
    delete: admin('Switches every global scenario off.', OkReply),
  };
  paths['/__mock/journal'] = {
    get: admin('The last requests, newest first.', JournalReply, { parameters: query('limit') }),
  };
  paths['/__mock/events'] = {
    get: admin('The event log, oldest first.', EventsReply, { parameters: query('after', 'limit', 'type') }),
  };
  paths['/__mock/reset'] = {
    post: admin(
      'Back to the seeded state: empties the log, scenarios and journal, and the app config override.',
      OkReply,
    ),
  };
  paths['/__mock/app-config'] = {
    get: admin('The app config served now, and the partial config set over the seeded one.', AppConfigAdminReply),
    patch: admin(
      'Merges a partial app config over the current one (objects merge, other values replace), checked by the ' +
        'config codec; undone by DELETE /__mock/app-config or POST /__mock/reset.',
      AppConfigAdminReply,
      {
        requestBody: {
          required: true,
          description: 'Any part of the app config, e.g. `{ "display": { "sorting": { "sortBy": "lowest-price" } } }`.',
          content: json({ type: 'object', additionalProperties: true }),
        },
        responses: {
          '200': { description: STATUS_TEXT[200], content: json(builder.schema(AppConfigAdminReply)) },
          '400': { description: `${STATUS_TEXT[400]}; nothing changed`, content: json(error) },
        },
      },
    ),
    delete: admin('Back to the seeded app config.', AppConfigAdminReply),
  };
  paths['/__mock/health'] = { get: admin('Liveness, the seed and the number of events.', HealthReply) };
  paths['/__mock/pay/{paymentUid}'] = {
    get: {
      summary: 'The hosted payment page (HTML) with Pay, Cancel and Fail.',
      tags: ['mock'],
      parameters: [{ name: 'paymentUid', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'HTML page' }, '404': { description: 'Unknown payment' } },
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Etalage mock API',
      version: '0.1.0',
      description:
        'The storefront contract (spec §7) served by a stateful, event-sourced mock. Generated from the io-ts codecs ' +
        'in the domain package. Every call accepts the X-Mock-Scenario header to produce errors on demand.',
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(Object.values(endpoints).map((e) => e.tag)), 'mock'].map((name) => ({ name })),
    paths,
    components: {
      schemas: builder.components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The authToken of a login.' } },
    },
  };
};
