// No codec in the browser (docs/decisions/browser-replies-checked-by-the-proxy.md): the storefront's `/api` proxy
// decodes the browser's replies, so the browser's bundle needs neither io-ts nor fp-ts. The client build fails when
// a module of either reaches it, naming the storefront's module that brought it in.
import type { Plugin } from 'vite';
import { inBrowser } from './client-build.ts';

/** A module of the codec library or of the functional library it is built on. */
export const CODEC_MODULE = /[\\/]node_modules[\\/](?:io-ts|fp-ts)[\\/]/;

/** What the bundler says of a module: who imports it, statically or dynamically. */
export type ImportersOf = (id: string) => readonly string[];

/** The storefront's own modules, where a chain of imports is followed up to. */
const APP_MODULE = /[\\/]web[\\/]app[\\/]/;

/**
 * A chain of imports from a module of the storefront (`web/app`) down to `id` (`app/x.tsx → domain/y.ts → io-ts`),
 * so the message names what to change. `included` says which modules the chunks hold: a chain goes through those.
 */
export const importChain = (id: string, importersOf: ImportersOf, included: (id: string) => boolean): string[] => {
  const chain = [id];
  const seen = new Set(chain);
  let current = id;
  while (!APP_MODULE.test(current)) {
    const importers = importersOf(current).filter((importer) => !seen.has(importer));
    const next = importers.find(included) ?? importers[0];
    if (next === undefined) break;
    chain.unshift(next);
    seen.add(next);
    current = next;
  }
  return chain;
};

/** The first codec module of a chunk's modules, with its import chain; null when there is none. */
export const codecIn = (
  moduleIds: readonly string[],
  importersOf: ImportersOf,
  included: (id: string) => boolean = () => true,
): string[] | null => {
  const id = moduleIds.find((moduleId) => CODEC_MODULE.test(moduleId) && included(moduleId));
  return id === undefined ? null : importChain(id, importersOf, included);
};

export const noCodecs = (): Plugin => ({
  name: 'etalage:no-codecs',
  apply: 'build',
  applyToEnvironment: inBrowser,
  generateBundle(_options, bundle) {
    const importersOf: ImportersOf = (id) => {
      const info = this.getModuleInfo(id);
      return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    };
    // What the chunks hold: a module whose code was all shaken away is listed with nothing rendered.
    const rendered = new Set<string>();
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const [id, info] of Object.entries(output.modules)) if (info.renderedLength > 0) rendered.add(id);
    }
    const included = (id: string) => rendered.has(id);
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const chain = codecIn(Object.keys(output.modules), importersOf, included);
      if (chain) {
        this.error(
          `io-ts or fp-ts reached the browser's bundle (${output.fileName}): ${chain.join(' → ')}. ` +
            "The browser's replies are decoded by the /api proxy; import codecs with `import type` only.",
        );
      }
    }
  },
});
