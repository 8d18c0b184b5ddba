// Small io-ts helpers shared by every contract: optional and nullable fields, trimmed and bounded
// strings, the reply envelope, and turning decode errors into `{ path, message }` lists that name the field.
import * as t from 'io-ts';
import { COUNTRY_CODES, LOCALE_CODES } from './guards';

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A non-empty string after trimming; requests use it for required text fields. */
export interface NonEmptyStringBrand {
  readonly NonEmptyString: unique symbol;
}
export const NonEmptyString = t.brand(
  t.string,
  (s): s is t.Branded<string, NonEmptyStringBrand> => s.trim().length > 0,
  'NonEmptyString',
);
export type NonEmptyString = t.TypeOf<typeof NonEmptyString>;

export interface NonNegativeIntBrand {
  readonly NonNegativeInt: unique symbol;
}
export const NonNegativeInt = t.brand(
  t.number,
  (n): n is t.Branded<number, NonNegativeIntBrand> => Number.isInteger(n) && n >= 0 && n <= 1_000_000,
  'NonNegativeInt',
);
export type NonNegativeInt = t.TypeOf<typeof NonNegativeInt>;

export interface PositiveIntBrand {
  readonly PositiveInt: unique symbol;
}
export const PositiveInt = t.brand(
  t.number,
  (n): n is t.Branded<number, PositiveIntBrand> => Number.isInteger(n) && n >= 1 && n <= 1_000_000,
  'PositiveInt',
);
export type PositiveInt = t.TypeOf<typeof PositiveInt>;

/** Money in euros as a finite number; the pricing lib does the exact (cent) arithmetic. */
export const Money = t.number;

/** The codec of one of a list's strings (the lists of `guards.ts`, which the browser tests without a codec). */
export const oneOf = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<T, null>, name);

/** Countries the shop delivers to (spec §3 Countries); the browser tests them with `isCountryCode`. */
export const CountryCode = oneOf(COUNTRY_CODES, 'CountryCode');
export type CountryCode = t.TypeOf<typeof CountryCode>;

export const Locale = oneOf(LOCALE_CODES, 'Locale');
export type Locale = t.TypeOf<typeof Locale>;

/** `{ status: 'success', data }`: the envelope of every successful reply. */
export const success = <C extends t.Mixed>(data: C, name?: string) =>
  t.type({ status: t.literal('success'), data }, name);

/** One invalid field of a request. `path` is dotted (`item.quantity`, `lines.0.id`). */
export const FieldError = t.type({ path: t.string, message: t.string }, 'FieldError');
export type FieldError = t.TypeOf<typeof FieldError>;

/**
 * The error envelope. `message` is a phrase key the storefront shows as `phrases.{message}`;
 * `errors` names every invalid field of a 400.
 */
export const ErrorReply = t.intersection(
  [t.type({ status: t.literal('error'), message: t.string }), t.partial({ errors: t.array(FieldError) })],
  'ErrorReply',
);
export type ErrorReply = t.TypeOf<typeof ErrorReply>;

/** `{ status, message }` replies of calls whose only answer is whether they worked. */
export const StatusReply = t.intersection(
  [t.type({ status: t.keyof({ success: null, error: null }) }), t.partial({ message: t.string })],
  'StatusReply',
);
export type StatusReply = t.TypeOf<typeof StatusReply>;

/** An empty request body: extra keys are stripped, nothing is required. */
export const EmptyBody = t.exact(t.partial({}), 'EmptyBody');

const describeExpected = (context: t.Context): string => {
  const last = context[context.length - 1];
  const name = last?.type.name ?? 'value';
  if (name === 'NonEmptyString') return 'must not be empty';
  if (name === 'NonNegativeInt') return 'must be a whole number of 0 or more';
  if (name === 'PositiveInt') return 'must be a whole number of 1 or more';
  return `must be ${name}`;
};

/**
 * Turns io-ts errors into one `{ path, message }` per field (the first reason wins).
 * Union and intersection members add numeric keys to the context; they are dropped so the
 * path is the field a person would name.
 */
export const formatErrors = (errors: t.Errors, root = ''): FieldError[] => {
  const seen = new Map<string, FieldError>();
  for (const error of errors) {
    const keys: string[] = [];
    for (let i = 1; i < error.context.length; i++) {
      const entry = error.context[i]!;
      let parent = error.context[i - 1]!.type as t.Mixed & { _tag?: string; type?: t.Mixed };
      // `t.exact` validates its inner codec under the same context entry: look through it.
      while (parent._tag === 'ExactType' && parent.type) parent = parent.type as typeof parent;
      // Members of unions and intersections are addressed by index; they are not fields.
      if (parent._tag === 'UnionType' || parent._tag === 'IntersectionType') continue;
      keys.push(entry.key);
    }
    const path = [root, ...keys].filter(Boolean).join('.') || root || '(body)';
    if (!seen.has(path)) {
      const message = error.message ?? (error.value === undefined ? 'is required' : describeExpected(error.context));
      seen.set(path, { path, message });
    }
  }
  return [...seen.values()];
};

/** Decodes or throws a `DecodeError` whose `errors` name each bad field. For API replies. */
export class DecodeError extends Error {
  constructor(
    readonly errors: FieldError[],
    readonly where: string,
  ) {
    super(`Unexpected reply from ${where}: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
    this.name = 'DecodeError';
  }
}

export const decodeOrThrow = <A, O>(codec: t.Type<A, O, unknown>, value: unknown, where: string): A => {
  const result = codec.decode(value);
  // An io-ts result is an fp-ts Either; its tag is read directly, so the browser bundle carries io-ts's own
  // (ES module) copy of fp-ts only, not fp-ts's CommonJS build as well.
  if (result._tag === 'Left') throw new DecodeError(formatErrors(result.left), where);
  return result.right;
};

/** The bytes of a reply that is not JSON (an invoice PDF: the endpoint's `produces`). */
export const Bytes = new t.Type<Uint8Array, Uint8Array, unknown>(
  'Bytes',
  (u): u is Uint8Array => u instanceof Uint8Array,
  (u, c) => (u instanceof Uint8Array ? t.success(u) : t.failure(u, c)),
  t.identity,
);
