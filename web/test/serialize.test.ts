// Serialized state is untrusted HTML context: no value may close the script element or smuggle markup.
import { describe, expect, it } from 'vitest';
import { escapeJson, serializeState } from '../app/effector/serialize';

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
});
