// No codec in the browser (web/vite/no-codecs.ts): the client build fails when io-ts or fp-ts reaches it, naming the
// chain of imports that brought it in.
import { describe, expect, it } from 'vitest';
import { codecIn, importChain, noCodecs } from '../vite/no-codecs';

const IO_TS = '/repo/node_modules/io-ts/es6/index.js';
const EITHER = '/repo/node_modules/fp-ts/es6/Either.js';
const CONTRACT = '/repo/domain/src/cart/contract.ts';
const ENDPOINTS = '/repo/domain/src/cart/endpoints.ts';
const MODEL = '/repo/domain/src/cart/model.ts';
const ROOT = '/repo/web/app/root.tsx';
const IMPORTERS: Record<string, string[]> = {
  [EITHER]: [IO_TS],
  [IO_TS]: [CONTRACT],
  [CONTRACT]: [ENDPOINTS, MODEL],
  [MODEL]: [ROOT],
};
const importersOf = (id: string) => IMPORTERS[id] ?? [];

describe('a codec module in a chunk', () => {
  it('is found in io-ts and fp-ts, with the chain of imports from the storefront down to it', () => {
    const included = (id: string) => id !== ENDPOINTS;
    expect(importChain(EITHER, importersOf, included)).toEqual([ROOT, MODEL, CONTRACT, IO_TS, EITHER]);
    expect(codecIn([ROOT, IO_TS], importersOf, included)).toEqual([ROOT, MODEL, CONTRACT, IO_TS]);
  });

  it('is not found in a chunk without one, or where all of its code was shaken away', () => {
    expect(codecIn(['/repo/node_modules/effector/effector.mjs', MODEL], importersOf)).toBeNull();
    expect(codecIn([MODEL, IO_TS], importersOf, (id) => id !== IO_TS)).toBeNull();
  });

  it("fails the browser's build", () => {
    const plugin = noCodecs() as unknown as {
      generateBundle(this: unknown, options: unknown, bundle: Record<string, unknown>): void;
    };
    const context = {
      getModuleInfo: (id: string) => ({ importers: importersOf(id), dynamicImporters: [] }),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const chunk = (fileName: string, modules: [string, number][]) => ({
      type: 'chunk',
      fileName,
      modules: Object.fromEntries(modules.map(([id, renderedLength]) => [id, { renderedLength }])),
    });
    const shaken = chunk('assets/state.js', [
      [MODEL, 120],
      [IO_TS, 0],
    ]);
    expect(() =>
      plugin.generateBundle.call(
        context,
        {},
        { a: chunk('assets/shop.js', [[ROOT, 80]]), b: shaken, c: { type: 'asset' } },
      ),
    ).not.toThrow();
    const kept = chunk('assets/state.js', [
      [MODEL, 120],
      [CONTRACT, 40],
      [IO_TS, 900],
    ]);
    expect(() =>
      plugin.generateBundle.call(context, {}, { a: chunk('assets/shop.js', [[ROOT, 80]]), b: kept }),
    ).toThrow(
      `io-ts or fp-ts reached the browser's bundle (assets/state.js): ${ROOT} → ${MODEL} → ${CONTRACT} → ${IO_TS}`,
    );
  });
});
