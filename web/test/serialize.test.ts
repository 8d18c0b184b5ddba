// Serialized state is untrusted HTML context: no value may close the script element or smuggle markup.
import { describe, expect, it } from 'vitest';
import { escapeJson, serializeState } from '../app/effector/serialize';
import { deepFreeze } from '../app/lib/frozen';

describe('serializeState', () => {
  const payloads = [
    '</script><script>alert(1)</script>',
    '<!--',
    '<img src=x onerror=alert(1)>',
    'line\u2028separator\u2029paragraph',
    '</SCRIPT >',
  ];

  it.each(payloads)('escapes %j so it cannot leave the JSON script', (payload) => {
    const html = serializeState({ a: payload, nested: { b: [payload] } });
    expect(html).not.toMatch(/</);
    expect(html).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(html)).toEqual({ a: payload, nested: { b: [payload] } });
  });

  it('leaves ordinary JSON readable', () => {
    expect(escapeJson('{"a":"b > c & d"}')).toBe('{"a":"b > c & d"}');
  });

  it("is the whole values' escaped JSON, member by member", () => {
    const values = {
      '-a1hv0g': true,
      '7erd0n': deepFreeze({ app: { name: 'Etalage <b>' }, menus: [{ title: 'a\u2028b' }] }),
      '148f4e': { data: [1, 2, { nested: '</script>' }] },
      skipped: undefined,
      '10': null,
    };
    expect(serializeState(values)).toBe(escapeJson(JSON.stringify(values)));
    expect(serializeState({})).toBe('{}');
  });

  it('stringifies a value shared between renders (deep-frozen) once', () => {
    let stringified = 0;
    const shared = deepFreeze({
      menus: ['Vloerkleden'],
      toJSON() {
        stringified += 1;
        return { menus: this.menus };
      },
    });
    const first = serializeState({ config: shared, page: 1 });
    const second = serializeState({ config: shared, page: 2 });
    expect(stringified).toBe(1);
    expect(first).toBe('{"config":{"menus":["Vloerkleden"]},"page":1}');
    expect(second).toBe('{"config":{"menus":["Vloerkleden"]},"page":2}');
    // A value that is not deep-frozen can change between renders: it is stringified every time.
    const own = { count: 1 };
    expect(serializeState({ own })).toBe('{"own":{"count":1}}');
    own.count = 2;
    expect(serializeState({ own })).toBe('{"own":{"count":2}}');
  });
});
