// The fault a fault page names, and the Retry-After it passes on (docs/shell.md "Errors").
import { describe, expect, it } from 'vitest';
import { createFaultRecorder, faultOf, retryAfterSeconds } from '../app/effector/faults';

describe('faultOf', () => {
  it.each([
    [429, '3', { condition: 'busy', retryAfter: 3 }],
    [503, '120', { condition: 'unavailable', retryAfter: 120 }],
    [503, null, { condition: 'unavailable', retryAfter: null }],
    [504, null, { condition: 'timeout', retryAfter: null }],
    [408, null, { condition: 'timeout', retryAfter: null }],
    [502, null, { condition: 'unreachable', retryAfter: null }],
    [null, null, { condition: 'unreachable', retryAfter: null }],
    [404, null, null],
    [422, null, null],
    [500, null, null],
    [200, '5', null],
  ] as const)('%s with Retry-After %s → %j', (status, retryAfter, expected) => {
    expect(faultOf(status, retryAfter)).toEqual(expected);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['0', 0],
    ['30', 30],
    [' 7 ', 7],
    ['999999', 86_400],
    ['Mon, 23 Nov 2026 12:00:10 GMT', 10],
    ['Mon, 23 Nov 2026 11:00:00 GMT', 0],
    ['soon', null],
    ['-5', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(retryAfterSeconds(value, now)).toBe(expected);
  });
});

describe('createFaultRecorder', () => {
  const answer =
    (status: number, retryAfter: string | null = null) =>
    async () => ({
      status,
      headers: { get: (name: string) => (name === 'retry-after' ? retryAfter : null) },
      text: async () => '{}',
    });

  it('keeps the newest fault, not an answer that is no fault, and forgets on clear', async () => {
    const faults = createFaultRecorder();
    await faults.watch(answer(200))('/a', { method: 'GET', headers: {} });
    expect(faults.last).toBeNull();
    await faults.watch(answer(429, '2'))('/a', { method: 'GET', headers: {} });
    expect(faults.last).toEqual({ condition: 'busy', retryAfter: 2 });
    await faults.watch(answer(404))('/b', { method: 'GET', headers: {} });
    expect(faults.last).toEqual({ condition: 'busy', retryAfter: 2 });
    faults.clear();
    expect(faults.last).toBeNull();
  });

  it('records a failed connection and still throws it', async () => {
    const faults = createFaultRecorder();
    const failing = faults.watch(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(failing('/a', { method: 'GET', headers: {} })).rejects.toThrow('fetch failed');
    expect(faults.last).toEqual({ condition: 'unreachable', retryAfter: null });
  });
});
