// The QA toolbar's reading and writing of the `mock-scenario` cookie (docs/qa-scenarios.md "Choosing
// scenarios"): a comma-separated list of `name`, `name:argument` or `name@endpoint` entries.

export const SCENARIO_COOKIE = 'mock-scenario';
export const SESSION_COOKIE = 'mock-session';

/** The entries armed in a cookie value, trimmed, empty ones left out, each once. */
export const armedScenarios = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
];

/** The entry for a scenario, aimed at one endpoint when one is chosen. */
export const scenarioEntry = (name: string, endpoint: string | null): string =>
  endpoint ? `${name}@${endpoint}` : name;

/** The cookie value with `entry` armed (replacing the same scenario's earlier entry) or removed. */
export const withScenario = (armed: readonly string[], entry: string, on: boolean): string[] => {
  const name = entry.split(/[@:]/)[0];
  const others = armed.filter((current) => current.split(/[@:]/)[0] !== name);
  return on ? [...others, entry] : others;
};
