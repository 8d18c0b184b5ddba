// What one entry of the API table says (docs/architecture.md "One contract"): a route (`route.ts`: method, path,
// read, auth) plus its contract: the codecs, the summary and tag of the OpenAPI document, and the error answers.
// Each model lists its routes in `routes.ts` and builds its entries from them in `endpoints.ts`, beside its
// `contract.ts`; `api/endpoints.ts` collects them into the one table.
import * as t from 'io-ts';
import { ErrorReply, NonEmptyString } from './codec';
import type { Route } from './route';

/** What an entry adds to its route: the codecs and the documentation. */
export interface Contract<
  P extends t.Mixed = t.Mixed,
  B extends t.Mixed | null = t.Mixed | null,
  R extends t.Mixed = t.Mixed,
> {
  readonly summary: string;
  readonly tag: string;
  readonly params: P;
  /** The request body codec; null for calls without a body. */
  readonly body: B;
  readonly reply: R;
  /** Error answers besides 400 (bad request) and 401 (for bearer calls), with what they mean. */
  readonly errors: readonly { readonly status: number; readonly codec: t.Mixed; readonly when: string }[];
}

/** One entry of the table: the route with its contract. */
export type Endpoint<
  P extends t.Mixed = t.Mixed,
  B extends t.Mixed | null = t.Mixed | null,
  R extends t.Mixed = t.Mixed,
> = Route<P, B, R> & Contract<P, B, R>;

export const NoParams = t.type({}, 'NoParams');
export const param = <K extends string>(...names: K[]) =>
  t.type(Object.fromEntries(names.map((n) => [n, NonEmptyString])) as Record<K, typeof NonEmptyString>);
export const notFound = (when: string) => ({ status: 404, codec: ErrorReply, when });
export const unprocessable = (when: string) => ({ status: 422, codec: ErrorReply, when });

/** An entry that knows its name in the table. */
export type NamedEndpoint<N extends string = string> = Endpoint & { readonly name: N };

/** The contract a route's codecs call for. */
type ContractOf<R> = R extends Route<infer P, infer B, infer Reply> ? Contract<P, B, Reply> : never;

/**
 * One model's entries: each route with its contract. Every route needs a contract and every contract a route
 * (the types say so, and a table that does not fails here, when the module loads).
 */
export const contractTable = <T extends Record<string, Route>>(
  routes: T,
  contracts: { readonly [K in keyof T]: ContractOf<T[K]> },
): { readonly [K in keyof T]: T[K] & ContractOf<T[K]> } => {
  const routeNames = Object.keys(routes);
  const contractNames = Object.keys(contracts);
  const withoutContract = routeNames.filter((name) => !contractNames.includes(name));
  const withoutRoute = contractNames.filter((name) => !routeNames.includes(name));
  if (withoutContract.length > 0 || withoutRoute.length > 0) {
    throw new Error(
      `Routes without a contract: ${withoutContract.join(', ') || 'none'}; contracts without a route: ${withoutRoute.join(', ') || 'none'}`,
    );
  }
  return Object.fromEntries(routeNames.map((name) => [name, { ...routes[name], ...contracts[name as keyof T] }])) as {
    readonly [K in keyof T]: T[K] & ContractOf<T[K]>;
  };
};
