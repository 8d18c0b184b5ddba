// The one API client (docs/architecture.md "The API client"). Effects reach it through the `$api` store,
// so a server request, the browser and tests each bring their own. It is called with an entry of the endpoint
// table (`api.call(cartEndpoints.cartState, …)`), builds the URL from it, adds the bearer token and forwarded
// headers, and applies the spec's retry rule (§7): reads (an entry's `read` flag) retried once, writes never, on
// 408/409/425/429/500/502/503/504. Given the table's codecs (`contracts`, the server) it decodes every reply; without
// them (the browser) it trusts what the storefront's proxy checked and passed (docs/decisions/
// browser-replies-checked-by-the-proxy.md), so it imports no codec and no io-ts.
import type * as t from 'io-ts';
import type { ErrorReply, FieldError, NamedRoute } from '../shared';
import type { PayErrorReply } from '../checkout/contract';
import { phrase, type MessageRef } from '../shell';
import type { EndpointName } from './routes';

/** A route of the table, as the client is called with it (its codecs' types type the call). */
export type ApiEndpoint = NamedRoute<EndpointName>;
type CodecsOf<E extends ApiEndpoint> = NonNullable<E['codecs']>;
/** The path's parameters as sent (plain strings: the brands the server decodes them into are its own). */
export type ParamsOfEndpoint<E extends ApiEndpoint> = t.OutputOf<CodecsOf<E>['params']>;
export type BodyOfEndpoint<E extends ApiEndpoint> = CodecsOf<E>['body'] extends t.Mixed
  ? t.OutputOf<CodecsOf<E>['body']>
  : undefined;
export type ReplyOfEndpoint<E extends ApiEndpoint> = t.TypeOf<CodecsOf<E>['reply']>;

/** Fills `{param}` placeholders, URL-encoding each value. */
export const buildPath = (path: string, params: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });

/** The part of `fetch` the client uses; keeps `domain` free of DOM and Node types. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: unknown },
) => Promise<{
  status: number;
  text(): Promise<string>;
  /** For replies that are not JSON (`download`); every real fetch has them. */
  arrayBuffer?(): Promise<ArrayBuffer>;
  headers?: { get(name: string): string | null };
}>;

/** What `download` answers: the bytes of a reply that is not JSON, its media type and its file name. */
export interface Download {
  bytes: Uint8Array;
  type: string;
  filename: string | null;
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type ApiErrorKind = 'http' | 'network' | 'decode';

/** Why a call failed. `reply` is the decoded error body when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: EndpointName,
    readonly status: number,
    readonly reply: ErrorReply | PayErrorReply | null,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The phrase key of an error reply (`phrases.{message}`), when there is one. */
  get phrase(): string | null {
    const reply = this.reply;
    if (reply === null) return null;
    return typeof reply.message === 'string' ? reply.message : reply.message.text;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * What to tell the shopper about a failed call (spec §8): the server's message as phrases.{message}, or the
 * flow's own notice when there is none; the notice is also the fallback for a phrase the bundles do not know.
 */
export const failureMessage = (error: unknown, notice: MessageRef): MessageRef =>
  isApiError(error) && error.phrase ? phrase(error.phrase, notice) : notice;

/** What decodes replies with the table's codecs (`api/contracts.ts`): the server's clients are given it. */
export interface ReplyContracts {
  /** The reply of a success, decoded; throws an error whose `errors` name each bad field when it does not match. */
  reply(name: EndpointName, json: unknown): unknown;
  /** An error reply decoded by the codec its status lists (or the error envelope); null when it is neither. */
  errorReply(name: EndpointName, status: number, json: unknown): ErrorReply | PayErrorReply | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A success's envelope (`{ status, … }`), all the browser checks of a reply the proxy decoded. */
const isEnvelope = (json: unknown): boolean => isObject(json) && typeof json.status === 'string';

const isFieldError = (value: unknown): value is FieldError =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

const isPayMessage = (value: unknown): value is PayErrorReply['message'] =>
  isObject(value) &&
  typeof value.text === 'string' &&
  (value.step === null || typeof value.step === 'string') &&
  (value.code === null || typeof value.code === 'string');

/**
 * An error reply read without a codec (the browser's, after the proxy's check): `{ status: 'error', message }`
 * with a phrase key, the invalid fields of a 400, or a payment's `{ step, code, text }`; null for anything else.
 */
export const readErrorReply = (json: unknown): ErrorReply | PayErrorReply | null => {
  if (!isObject(json) || json.status !== 'error') return null;
  const { message, errors } = json;
  if (typeof message === 'string') {
    return Array.isArray(errors)
      ? { status: 'error', message, errors: errors.filter(isFieldError) }
      : { status: 'error', message };
  }
  return isPayMessage(message) ? { status: 'error', message } : null;
};

export interface ApiClientOptions {
  /** '' in the browser (same origin, through the web server's /api proxy); absolute on the server. */
  baseUrl: string;
  fetch: FetchLike;
  /** Bearer token of the shopper, if logged in. */
  token?: string | null;
  /** Headers sent with every call, e.g. the shopper's cookies forwarded by the server render. */
  headers?: Record<string, string>;
  /** The table's codecs: every reply is decoded with them. Without them, only the envelope is checked. */
  contracts?: ReplyContracts;
}

/** A call's input. A route with a body codec needs its body: whether one is sent is said by the body itself. */
export type CallInput<E extends ApiEndpoint> = {
  params?: ParamsOfEndpoint<E>;
  /** Overrides the client's token for this call (the session check sends the stored token). */
  token?: string | null;
} & (BodyOfEndpoint<E> extends undefined ? { body?: undefined } : { body: BodyOfEndpoint<E> });

export interface ApiClient {
  readonly baseUrl: string;
  call<E extends ApiEndpoint>(endpoint: E, input?: CallInput<E>): Promise<ReplyOfEndpoint<E>>;
  /** A call whose reply is not JSON (an endpoint with `produces`, an invoice PDF); fails as `call` does. */
  download<E extends ApiEndpoint>(endpoint: E, input?: CallInput<E>): Promise<Download>;
  /** A copy with another token (after login or logout). */
  withToken(token: string | null): ApiClient;
}

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl, fetch, headers = {}, contracts } = options;
  const token = options.token ?? null;
  const errorReply = (name: EndpointName, status: number, json: unknown) =>
    contracts ? contracts.errorReply(name, status, json) : readErrorReply(json);

  const call = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ReplyOfEndpoint<E>> => {
    const { name } = endpoint;
    const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
    const bearer = input.token === undefined ? token : input.token;
    const requestHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    let body: string | undefined;
    if (input.body !== undefined) {
      requestHeaders['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    if (bearer) requestHeaders.authorization = `Bearer ${bearer}`;

    const attempts = endpoint.read ? 2 : 1;
    let lastError: ApiError | null = null;
    for (let attempt = 0; attempt < attempts; attempt++) {
      let status: number;
      let text: string;
      try {
        const response = await fetch(baseUrl + path, { method: endpoint.method, headers: requestHeaders, body });
        status = response.status;
        text = await response.text();
      } catch (cause) {
        // A dropped connection or an unreachable server: not retried (the status is unknown).
        throw new ApiError('network', name, 0, null, `Network failure calling ${endpoint.path}: ${String(cause)}`);
      }
      let json: unknown;
      try {
        json = text === '' ? null : JSON.parse(text);
      } catch {
        lastError = new ApiError('decode', name, status, null, `Malformed JSON from ${endpoint.path} (${status})`);
        if (RETRY_STATUSES.has(status)) continue;
        throw lastError;
      }
      if (status >= 200 && status < 300) {
        if (!contracts) {
          if (isEnvelope(json)) return json as ReplyOfEndpoint<E>;
          throw new ApiError('decode', name, status, null, `Unexpected reply from ${endpoint.path}: no envelope`);
        }
        try {
          return contracts.reply(name, json) as ReplyOfEndpoint<E>;
        } catch (error) {
          const fieldErrors = (error as { errors?: FieldError[] }).errors ?? [];
          throw new ApiError('decode', name, status, null, (error as Error).message, fieldErrors);
        }
      }
      const reply = errorReply(name, status, json);
      lastError = new ApiError(
        'http',
        name,
        status,
        reply,
        `${endpoint.method} ${endpoint.path} answered ${status}`,
        reply && 'errors' in reply ? (reply.errors ?? []) : [],
      );
      if (!RETRY_STATUSES.has(status)) break;
    }
    throw lastError ?? new ApiError('network', name, 0, null, `No answer from ${endpoint.path}`);
  };

  const download = async <E extends ApiEndpoint>(endpoint: E, input: CallInput<E> = {}): Promise<Download> => {
    const { name } = endpoint;
    const path = buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>);
    const bearer = input.token === undefined ? token : input.token;
    const requestHeaders: Record<string, string> = {
      accept: `${endpoint.produces ?? '*/*'}, application/json`,
      ...headers,
    };
    if (bearer) requestHeaders.authorization = `Bearer ${bearer}`;
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(baseUrl + path, { method: endpoint.method, headers: requestHeaders });
    } catch (cause) {
      throw new ApiError('network', name, 0, null, `Network failure calling ${endpoint.path}: ${String(cause)}`);
    }
    const type = response.headers?.get('content-type') ?? '';
    if (
      response.status >= 200 &&
      response.status < 300 &&
      response.arrayBuffer &&
      !type.startsWith('application/json')
    ) {
      const disposition = response.headers?.get('content-disposition') ?? '';
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        type,
        filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
      };
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      // An error page that is not JSON: the status says enough.
    }
    const reply = errorReply(name, response.status, json);
    throw new ApiError(
      'http',
      name,
      response.status,
      reply,
      `${endpoint.method} ${endpoint.path} answered ${response.status}`,
    );
  };

  return {
    baseUrl,
    call,
    download,
    withToken: (next) => createApiClient({ ...options, token: next }),
  };
};
