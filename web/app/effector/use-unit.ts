// The storefront's `useUnit` (docs/performance.md "The server"). In the browser it is effector-react's. A
// server render happens once per request and nothing changes the scope while React renders, so there the hook
// only reads: each store's value in the request's scope, each event bound to it (`scopeBind`, made once per
// scope and event). effector-react's hook subscribes through `useSyncExternalStore`, with two refs, a memo,
// two callbacks and copies of the shape per call: on a category page (a few hundred calls) about a tenth of
// what a render allocated, for the same values.
import { is, scopeBind, type EventCallable, type Scope, type Unit } from 'effector';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps effector-react's useUnit
import { useProvidedScope, useUnit as useUnitOfEffectorReact } from 'effector-react';

const boundInScope = new WeakMap<Scope, Map<Unit<unknown>, unknown>>();

/** What `useUnit` gives for one unit in a server render: a store's value, or the event bound to the scope. */
const valueInScope = (unit: Unit<unknown>, scope: Scope): unknown => {
  if (!is.unit(unit)) throw new TypeError('useUnit expects units');
  if (is.store(unit)) return scope.getState(unit);
  let bound = boundInScope.get(scope);
  if (bound === undefined) {
    bound = new Map();
    boundInScope.set(scope, bound);
  }
  let callable = bound.get(unit);
  if (callable === undefined) {
    // scopeBind's types take callable events and effects; a derived event, which a component may be given, binds alike.
    callable = scopeBind(unit as unknown as EventCallable<unknown>, { scope });
    bound.set(unit, callable);
  }
  return callable;
};

type UnitShape = Unit<unknown> | Unit<unknown>[] | Record<string, Unit<unknown>> | { '@@unitShape': () => unknown };

function useUnitInServerRender(shape: UnitShape): unknown {
  const scope = useProvidedScope();
  // Every server render has its request's scope (entry.server.tsx); without one, effector-react's hook reads.
  if (scope === null) return useUnitOfEffectorReact(shape as Parameters<typeof useUnitOfEffectorReact>[0]);
  if (is.unit(shape)) return valueInScope(shape, scope);
  const units = (
    '@@unitShape' in shape && typeof shape['@@unitShape'] === 'function' ? shape['@@unitShape']() : shape
  ) as Unit<unknown>[] | Record<string, Unit<unknown>>;
  if (Array.isArray(units)) return units.map((unit) => valueInScope(unit, scope));
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(units)) values[key] = valueInScope(units[key]!, scope);
  return values;
}

/**
 * effector-react's `useUnit`, the same values and types; a server render reads them without subscribing. Which
 * of the two runs never changes within a process (a page is rendered on the server, then hydrated and rendered
 * in the browser), so each keeps its own hooks in the same order on every render.
 */
export const useUnit = ((...args: Parameters<typeof useUnitOfEffectorReact>) =>
  import.meta.env.SSR && typeof document === 'undefined'
    ? useUnitInServerRender(args[0] as UnitShape)
    : useUnitOfEffectorReact(...args)) as typeof useUnitOfEffectorReact;
