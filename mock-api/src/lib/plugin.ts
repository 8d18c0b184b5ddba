// Marks a plugin as not encapsulated (what fastify-plugin does), so its decorators and hooks reach the
// whole app. Kept local to avoid a dependency for one symbol.
import type { FastifyPluginAsync } from 'fastify';

export const shared = <O extends Record<string, unknown>>(plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> => {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
};
