// Which scenarios apply to a request: parsed from the `X-Mock-Scenario` header, the `mock-scenario` cookie
// (both `name[:arg][@endpoint]`, comma-separated) and the global list set through POST /__mock/scenarios.
import { endpoints, type EndpointName } from '@etalage/domain/api';
import { SCENARIOS_BY_NAME, type ScenarioDef } from './catalog';

export type ScenarioSource = 'header' | 'cookie' | 'global';

export interface ScenarioSpec {
  def: ScenarioDef;
  /** The numeric argument (`slow:3000`), or the default; null for scenarios without one. */
  arg: number | null;
  /** Narrowed to one endpoint with `@endpoint`; null for the scenario's own endpoints. */
  endpoint: EndpointName | null;
}

export interface Activation extends ScenarioSpec {
  source: ScenarioSource;
  /** Called when the scenario takes effect (counts down a global `times`). */
  consume: () => void;
}

const isEndpointName = (name: string): name is EndpointName => Object.hasOwn(endpoints, name);

/** Parses one `name[:arg][@endpoint]`; a string says what is wrong with it. */
export const parseScenario = (text: string): ScenarioSpec | string => {
  const [head = '', endpoint, ...rest] = text.trim().split('@');
  if (rest.length > 0) return 'has more than one @';
  const [name = '', argText, ...more] = head.split(':');
  if (more.length > 0) return 'has more than one :';
  const def = SCENARIOS_BY_NAME.get(name);
  if (!def) return `is not a scenario (GET /__mock/scenarios lists them)`;
  let arg: number | null = null;
  if (def.argument) {
    arg = def.argument.default;
    if (argText !== undefined) {
      const value = Number(argText);
      if (argText === '' || !Number.isInteger(value) || value < def.argument.min || value > def.argument.max)
        return `${def.argument.name} must be a whole number from ${def.argument.min} to ${def.argument.max}`;
      arg = value;
    }
  } else if (argText !== undefined) return `${name} takes no argument`;
  if (endpoint !== undefined && !isEndpointName(endpoint)) return `@${endpoint} is not an endpoint name`;
  return { def, arg, endpoint: endpoint ?? null };
};

/** Parses a header or cookie value; unparsable names are returned as `unknown` (ignored, but reported). */
export const parseScenarioList = (value: string | undefined): { specs: ScenarioSpec[]; unknown: string[] } => {
  const specs: ScenarioSpec[] = [];
  const unknown: string[] = [];
  if (!value) return { specs, unknown };
  for (const part of value.split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const spec = parseScenario(text);
    if (typeof spec === 'string') unknown.push(text);
    else specs.push(spec);
  }
  return { specs, unknown };
};

export const affects = (spec: ScenarioSpec, endpoint: EndpointName): boolean =>
  spec.endpoint !== null
    ? spec.endpoint === endpoint
    : spec.def.endpoints === 'all' || spec.def.endpoints.includes(endpoint);

export interface GlobalScenario extends ScenarioSpec {
  id: number;
  /** Answers left before it switches itself off; null for no limit. */
  remaining: number | null;
}

/** The global scenarios (admin API). Kept outside the event log: they are test setup, not shop state. */
export class GlobalScenarios {
  private list: GlobalScenario[] = [];
  private nextId = 1;

  add(spec: ScenarioSpec, times: number | null): GlobalScenario {
    const entry = { ...spec, id: this.nextId++, remaining: times };
    this.list.push(entry);
    return entry;
  }

  clear(): void {
    this.list = [];
  }

  all(): readonly GlobalScenario[] {
    return this.list;
  }

  /** The global scenarios affecting `endpoint`, each able to count itself down. */
  activations(endpoint: EndpointName): Activation[] {
    const found: Activation[] = [];
    for (const entry of this.list) {
      if (!affects(entry, endpoint)) continue;
      found.push({
        ...entry,
        source: 'global',
        consume: () => {
          if (entry.remaining === null) return;
          entry.remaining--;
          if (entry.remaining <= 0) this.list = this.list.filter((e) => e !== entry);
        },
      });
    }
    return found;
  }
}

const noop = (): void => {};

/** Every scenario affecting this call, in precedence order: header, cookie, global. */
export const selectScenarios = (
  endpoint: EndpointName,
  header: string | undefined,
  cookie: string | undefined,
  globals: GlobalScenarios,
): { active: Activation[]; unknown: string[] } => {
  const fromHeader = parseScenarioList(header);
  const fromCookie = parseScenarioList(cookie);
  const active: Activation[] = [
    ...fromHeader.specs
      .filter((s) => affects(s, endpoint))
      .map((s) => ({ ...s, source: 'header' as const, consume: noop })),
    ...fromCookie.specs
      .filter((s) => affects(s, endpoint))
      .map((s) => ({ ...s, source: 'cookie' as const, consume: noop })),
    ...globals.activations(endpoint),
  ];
  return { active, unknown: [...fromHeader.unknown, ...fromCookie.unknown] };
};

/** The label of an applied scenario in `X-Mock-Scenario-Applied` and the journal (`slow:3000`). */
export const scenarioLabel = (spec: ScenarioSpec): string =>
  spec.arg !== null && spec.def.argument ? `${spec.def.name}:${spec.arg}` : spec.def.name;
