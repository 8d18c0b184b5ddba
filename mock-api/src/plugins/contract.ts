// Registers every call of the endpoint table (domain/src/api/endpoints.ts) with its handler and runs each request
// through the contract: transport scenarios, auth per the table, io-ts decoding of params and body (a 400 naming
// each bad field; the decoded value replaces the request part, so `t.exact` strips unknown keys), answer scenarios,
// the handler, and encoding the reply with its codec. In dev and test every reply is also decoded again, so the
// mock cannot drift from the contract the web app decodes with.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { endpoints, type EndpointName, type Endpoints } from '@etalage/domain/api';
import { formatErrors, type Endpoint, type FieldError } from '@etalage/domain/shared';
import { HttpError, fail, invalid } from '../lib/http-error';
import { JSON_TYPE } from '../lib/media-types';
import { runRespondScenarios, runTransportScenarios } from './scenarios';
import { SESSION_HEADER, sessionOf } from './sessions';
import type { MockSession } from '../sessions/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The endpoint table key of the call, or null for admin, media and unknown routes (for the journal). */
    endpoint: EndpointName | null;
    /** The customer of a valid bearer token (bearer and optional calls), else null. */
    customerId: string | null;
    authToken: string | null;
  }
}

/** JSON bytes that were already encoded and checked (cached catalogue answers). Sent as they are. */
export class Encoded {
  constructor(readonly bytes: Buffer) {}
}

/** A reply that is not JSON (an endpoint with `produces`): sent as an attachment named `filename`. */
export class Download {
  constructor(
    readonly bytes: Buffer,
    readonly filename: string,
  ) {}
}

type Decoded<C> = C extends t.Mixed ? t.TypeOf<C> : undefined;

export interface HandlerContext<N extends EndpointName> {
  /** The request's QA session: its state and what the services need (plugins/sessions.ts). */
  deps: MockSession;
  params: t.TypeOf<Endpoints[N]['params']>;
  body: Decoded<Endpoints[N]['body']>;
  /** The customer of a valid bearer token; always set for `bearer` calls. */
  customerId: string | null;
  token: string | null;
  /** Whether a `flag` scenario is on for this call (marks it applied). */
  flag: (name: string) => boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
) =>
  t.TypeOf<Endpoints[N]['reply']> | Encoded | Download | Promise<t.TypeOf<Endpoints[N]['reply']> | Encoded | Download>;

export type Handlers = { [N in EndpointName]: Handler<N> };

/** `/api/v2/cart/lines/{lineUid}` → `/api/v2/cart/lines/:lineUid`. */
export const toRoutePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Encodes a reply; with `check`, decodes it again and throws if it breaks its own codec. */
export const encodeReply = (codec: t.Mixed, value: unknown, check: boolean, where: string): string => {
  const encoded: unknown = codec.encode(value);
  if (check) {
    const result = codec.decode(encoded);
    if (isLeft(result)) {
      const errors = formatErrors(result.left)
        .map((e) => `${e.path} ${e.message}`)
        .join('; ');
      throw new Error(`Reply of ${where} breaks its contract: ${errors}`);
    }
  }
  return JSON.stringify(encoded);
};

const describeParserError = (code: string | undefined, bodyLimit: number): FieldError => {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { path: '(body)', message: 'must be sent as application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { path: '(body)', message: 'must not be empty when content-type is application/json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { path: '(body)', message: `must be at most ${bodyLimit} bytes` };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { path: '(body)', message: 'must be as long as its content-length' };
    default:
      return { path: '(body)', message: 'must be valid JSON' };
  }
};

/**
 * Errors the router meets before any route runs (Fastify's `frameworkErrors`), answered in the contract's error
 * shape like everything else: malformed percent-encoding is a 400 naming the URL; a path parameter longer than
 * the router takes (MAX_PARAM_LENGTH) names nothing that can exist, so it is a 404.
 */
export const frameworkError = (
  error: Error & { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  const [status, body] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [
          404,
          {
            status: 'error',
            message: 'not_found',
            errors: [{ path: '(url)', message: 'names nothing: a path parameter is too long' }],
          },
        ]
      : error.code === 'FST_ERR_BAD_URL'
        ? [
            400,
            {
              status: 'error',
              message: 'validation_failed',
              errors: [{ path: '(url)', message: 'must be valid percent-encoding' }],
            },
          ]
        : [500, { status: 'error', message: 'internal_error' }];
  void reply.code(status).type(JSON_TYPE).send(body);
};

export interface ContractOptions {
  handlers: Handlers;
  /** Decode every reply before sending it (dev and test). */
  checkReplies: boolean;
  bodyLimit: number;
}

export const registerContract = (
  app: FastifyInstance,
  { handlers, checkReplies, bodyLimit }: ContractOptions,
): void => {
  app.decorateRequest('endpoint', null);
  app.decorateRequest('customerId', null);
  app.decorateRequest('authToken', null);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).type(JSON_TYPE).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Body parser failures (bad JSON, wrong content type, too large): the body is the bad field.
      const field = describeParserError(error.code, bodyLimit);
      const code = status === 413 ? 413 : 400;
      return reply
        .code(code)
        .type(JSON_TYPE)
        .send({ status: 'error', message: code === 413 ? 'payload_too_large' : 'validation_failed', errors: [field] });
    }
    request.log.error({ err: error }, 'handler failed');
    return reply.code(500).type(JSON_TYPE).send({ status: 'error', message: 'internal_error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).type(JSON_TYPE).send({ status: 'error', message: 'not_found' }),
  );

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name] as Endpoint;
    const handler = handlers[name] as Handler<EndpointName> | undefined;
    if (!handler) throw new Error(`No handler for endpoint ${name} (${endpoint.method} ${endpoint.path})`);
    const where = `${endpoint.method} ${endpoint.path}`;

    // Path parameters are decoded unless the endpoint has none (every params codec is a `t.type`).
    const hasParams = !(endpoint.params instanceof t.InterfaceType) || Object.keys(endpoint.params.props).length > 0;

    // One handler runs the whole pipeline (fewer hook hops keep the catalogue read close to raw Fastify):
    // transport scenarios, auth, decoding, answer scenarios, the handler, encoding.
    app.route({
      method: endpoint.method,
      url: toRoutePath(endpoint.path),
      handler: async (request, reply) => {
        // Named here, not read from request.routeOptions, which builds a new object on every read.
        request.endpoint = name;
        const session = sessionOf(app, request);
        if (session !== app.sessions.defaultSession) reply.header(SESSION_HEADER, session.id);
        const transport = runTransportScenarios(session, name, request, reply);
        if (transport !== null && (await transport)) return reply;

        const match = BEARER.exec(request.headers.authorization ?? '');
        const token = match?.[1] ?? null;
        const customerId = token === null ? null : session.store.customerOfToken(token);
        if (endpoint.auth === 'bearer' && customerId === null) {
          throw fail(401, 'unauthorized', { 'www-authenticate': 'Bearer' });
        }
        if (endpoint.auth !== 'none' && customerId !== null) {
          request.customerId = customerId;
          request.authToken = token;
        }

        // What the endpoint's codecs decode is the handler's input (typed per endpoint in `Handlers`).
        const params: t.Validation<t.TypeOf<Endpoint['params']>> = hasParams
          ? endpoint.params.decode(request.params)
          : t.success(request.params);
        const body: t.Validation<t.TypeOf<NonNullable<Endpoint['body']>>> =
          endpoint.body === null
            ? t.success(undefined)
            : endpoint.body.decode(request.body === undefined ? {} : request.body);
        if (isLeft(params) || isLeft(body)) {
          throw invalid([
            ...(isLeft(params) ? formatErrors(params.left, 'params') : []),
            ...(isLeft(body) ? formatErrors(body.left) : []),
          ]);
        }
        request.params = params.right;
        request.body = body.right;

        if (runRespondScenarios(name, request, reply)) return reply;

        const answer = handler({
          deps: session,
          params: params.right,
          body: body.right,
          customerId: request.customerId,
          token: request.authToken,
          flag: (scenario) => request.scenarios?.flag(scenario) ?? false,
          request,
          reply,
        });
        // Most handlers are synchronous: awaiting only real promises saves a microtask per request.
        const result = answer instanceof Promise ? await answer : answer;
        if (result instanceof Download) {
          return reply
            .type(endpoint.produces ?? 'application/octet-stream')
            .header('content-disposition', `attachment; filename="${result.filename.replace(/[^\w.-]/g, '_')}"`)
            .header('cache-control', 'private, no-store')
            .send(result.bytes);
        }
        reply.type(JSON_TYPE);
        if (result instanceof Encoded) return reply.send(result.bytes);
        return reply.send(encodeReply(endpoint.reply, result, checkReplies, where));
      },
    });
  }
};
