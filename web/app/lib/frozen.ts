// Values shared between renders (the public reads of app/server/shared-reads.ts) are frozen all the way down,
// so no render can change what another one reads. This module remembers which objects it froze so: such a
// value can never change, and work derived from it (its JSON in the page's state, app/effector/serialize.ts)
// can be done once.
const frozen = new WeakSet<object>();

/** Freezes the value and everything in it, and remembers each object as deep-frozen. */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !frozen.has(value)) {
    Object.freeze(value);
    frozen.add(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
};

/** Whether `deepFreeze` froze this object (and so everything in it). */
export const isDeepFrozen = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && frozen.has(value);
