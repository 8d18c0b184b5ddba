// What one call of the API is, without its codecs (docs/architecture.md "One contract"): method, path, whether it
// only reads, its auth and the media type of a reply that is not JSON. The models and the API client use the
// routes; each model's `endpoints.ts` adds the codecs and the documentation for the mock API, the OpenAPI document
// and the server. A route names its codecs' types only (`import type`), so the browser's bundle carries no codec.
import type * as t from 'io-ts';
import type { NonEmptyString } from './codec';
import type { NoParams } from './endpoint';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `bearer`: 401 without a valid token. `optional`: a valid token changes the answer (customer cart, prices). */
export type Auth = 'none' | 'bearer' | 'optional';

/** The codec of a path's parameters, each a non-empty string (`param('lineUid')` in the contract). */
export type Params<K extends string> = t.TypeC<Record<K, typeof NonEmptyString>>;

export interface Route<
  P extends t.Mixed = t.Mixed,
  B extends t.Mixed | null = t.Mixed | null,
  R extends t.Mixed = t.Mixed,
> {
  readonly method: Method;
  /** OpenAPI-style path with `{param}` placeholders. */
  readonly path: string;
  /**
   * Whether the call only reads. Spec §7: a read is retried once on a retry status, a write never. Required,
   * so a new call cannot become a never-retried write by omission.
   */
  readonly read: boolean;
  readonly auth: Auth;
  /** The media type of a reply that is not JSON (a PDF); its `reply` codec is then `Bytes`. */
  readonly produces?: 'application/pdf';
  /** Never set: the types of the call's codecs (path parameters, body or null, reply), which type the client. */
  readonly codecs?: { readonly params: P; readonly body: B; readonly reply: R };
}

/** A route's facts as written; its codecs are its type argument. */
export type RouteFacts = Omit<Route, 'codecs'>;

/**
 * One route, typed by its codecs: `route<{ params?: Params<'id'>; body?: typeof Request; reply: typeof Reply }>`.
 * Without `params` it has none; without `body` it sends none.
 */
export const route = <C extends { params?: t.Mixed; body?: t.Mixed; reply: t.Mixed }>(
  facts: RouteFacts,
): Route<
  C extends { params: infer P extends t.Mixed } ? P : typeof NoParams,
  C extends { body: infer B extends t.Mixed } ? B : null,
  C['reply']
> => facts;

/** A route that knows its name in the table: what the API client is called with. */
export type NamedRoute<N extends string = string> = Route & { readonly name: N };

/**
 * One model's routes, each given its name. The API client is called with the route itself
 * (`api.call(cartRoutes.cartState, …)`), so a page's bundle carries the routes of the calls it makes.
 */
export const routeTable = <T extends Record<string, Route>>(
  table: T,
): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } => {
  for (const [name, entry] of Object.entries(table)) Object.assign(entry, { name });
  return table as { readonly [K in keyof T & string]: T[K] & { readonly name: K } };
};
