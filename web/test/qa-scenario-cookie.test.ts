import { describe, expect, it } from 'vitest';
import { armedScenarios, scenarioEntry, withScenario } from '../app/qa/scenario-cookie';

describe('the QA toolbar and the mock-scenario cookie', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['ipoi', ['ipoi']],
    [' ipoi , slow:3000@content,, ipoi ', ['ipoi', 'slow:3000@content']],
  ])('reads %j as %j', (value, expected) => {
    expect(armedScenarios(value)).toEqual(expected);
  });

  it('aims an entry at one endpoint when one is chosen', () => {
    expect(scenarioEntry('status-503', 'cartState')).toBe('status-503@cartState');
    expect(scenarioEntry('ipoi', null)).toBe('ipoi');
  });

  it('arms a scenario once, replacing its earlier entry, and clears it', () => {
    const armed = ['ipoi', 'status-503@cartState'];
    expect(withScenario(armed, 'status-503@createLine', true)).toEqual(['ipoi', 'status-503@createLine']);
    expect(withScenario(armed, 'isoi', true)).toEqual(['ipoi', 'status-503@cartState', 'isoi']);
    expect(withScenario(armed, 'status-503@cartState', false)).toEqual(['ipoi']);
    expect(withScenario(['slow:3000'], 'slow', false)).toEqual([]);
  });
});
