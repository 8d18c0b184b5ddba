import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { NonEmptyString, PositiveInt, formatErrors } from './codec';

const paths = (codec: t.Mixed, value: unknown, root?: string): string[] => {
  const result = codec.decode(value);
  if (!isLeft(result)) return [];
  return formatErrors(result.left, root).map((e) => e.path);
};

describe('formatErrors', () => {
  const exactIntersection = t.exact(
    t.intersection([
      t.type({ name: NonEmptyString }),
      t.partial({ times: PositiveInt, item: t.type({ id: t.string }) }),
    ]),
  );
  it.each([
    ['a plain field', t.type({ name: t.string }), { name: 1 }, ['name']],
    ['exact intersection members are not fields', exactIntersection, { name: '', times: 0 }, ['name', 'times']],
    ['nested fields under an exact intersection', exactIntersection, { name: 'x', item: {} }, ['item.id']],
    ['the root', t.type({ name: t.string }), 'text', ['(body)']],
    ['union members are not fields', t.type({ a: t.union([t.string, t.null]) }), { a: 1 }, ['a']],
  ])('%s', (_title, codec, value, expected) => {
    expect(paths(codec as t.Mixed, value)).toEqual(expected);
  });

  it('prefixes a root', () => {
    expect(paths(t.type({ id: NonEmptyString }), { id: ' ' }, 'params')).toEqual(['params.id']);
  });
});
