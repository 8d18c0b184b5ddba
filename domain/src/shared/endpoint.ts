// What one entry of the API table says (docs/architecture.md "One contract"). Each model lists its calls in
// its own `endpoints.ts`, beside its `contract.ts`; `api/endpoints.ts` collects them into the one table.
import * as t from 'io-ts';
import { ErrorReply, NonEmptyString } from './codec';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `bearer`: 401 without a valid token. `optional`: a valid token changes the answer (customer cart, prices). */
export type Auth = 'none' | 'bearer' | 'optional';

export interface Endpoint<
  P extends t.Mixed = t.Mixed,
  B extends t.Mixed | null = t.Mixed | null,
  R extends t.Mixed = t.Mixed,
> {
  readonly method: Method;
  /** OpenAPI-style path with `{param}` placeholders. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /**
   * Whether the call only reads. Spec §7: a read is retried once on a retry status, a write never. Required,
   * so a new call cannot become a never-retried write by omission.
   */
  readonly read: boolean;
  readonly auth: Auth;
  readonly params: P;
  /** The request body codec; null for calls without a body. */
  readonly body: B;
  readonly reply: R;
  /** The media type of a reply that is not JSON (a PDF); its `reply` codec is then `Bytes`. */
  readonly produces?: 'application/pdf';
  /** Error answers besides 400 (bad request) and 401 (for bearer calls), with what they mean. */
  readonly errors: readonly { readonly status: number; readonly codec: t.Mixed; readonly when: string }[];
}

export const NoParams = t.type({}, 'NoParams');
export const param = <K extends string>(...names: K[]) =>
  t.type(Object.fromEntries(names.map((n) => [n, NonEmptyString])) as Record<K, typeof NonEmptyString>);
export const notFound = (when: string) => ({ status: 404, codec: ErrorReply, when });
export const unprocessable = (when: string) => ({ status: 422, codec: ErrorReply, when });

/** One entry of the table, typed by its codecs. */
export const endpoint = <P extends t.Mixed, B extends t.Mixed | null, R extends t.Mixed>(
  e: Endpoint<P, B, R>,
): Endpoint<P, B, R> => e;

/** An entry that knows its name in the table: what the API client is called with. */
export type NamedEndpoint<N extends string = string> = Endpoint & { readonly name: N };

/**
 * One model's part of the table, each entry given its name. The API client is called with the entry itself
 * (`api.call(cartEndpoints.cartState, …)`), so a page's bundle carries the contracts of the calls it makes,
 * not the whole table (docs/performance.md "Budgets").
 */
export const endpointTable = <T extends Record<string, Endpoint>>(
  table: T,
): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } => {
  for (const [name, entry] of Object.entries(table)) Object.assign(entry, { name });
  return table as { readonly [K in keyof T & string]: T[K] & { readonly name: K } };
};
