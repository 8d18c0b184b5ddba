import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { BREAK, evaluationBreaks } from '../vite/evaluation-breaks';

const plugin = evaluationBreaks();
const transform = (code: string, id: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call({}, code, id);
const appliesTo = (name: string) =>
  (plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name } as never);

describe('evaluation breaks (web/vite/evaluation-breaks.ts)', () => {
  it('starts each domain model, API binding, contract and endpoint table with a break, on its first line', () => {
    const ids = ['model', 'api', 'contract', 'endpoints', 'sync'].map((name) => `/repo/domain/src/cart/${name}.ts`);
    for (const id of ids) {
      const out = transform('import { a } from "./a";\nexport const b = a;\n', id);
      expect(out?.code.startsWith(BREAK)).toBe(true);
      expect(out?.code.split('\n')).toHaveLength(3);
    }
  });

  it('leaves every other module as it is', () => {
    for (const id of [
      '/repo/domain/src/cart/lib.ts',
      '/repo/domain/src/shared/entities.ts',
      '/repo/web/app/root.tsx',
    ]) {
      expect(transform('export const b = 1;\n', id)).toBeNull();
    }
  });

  it('is part of the browser build only', () => {
    expect((plugin as Plugin).apply).toBe('build');
    expect(appliesTo('client')).toBe(true);
    expect(appliesTo('ssr')).toBe(false);
  });

  it('ends the task before the body runs: a timer set earlier comes first', async () => {
    const order: string[] = [];
    (globalThis as { evaluationOrder?: string[] }).evaluationOrder = order;
    const body = 'globalThis.evaluationOrder.push("body");\n';
    setTimeout(() => order.push('timer'), 0);
    const module = transform(body, '/repo/domain/src/shell/model.ts')!.code;
    await import(`data:text/javascript,${encodeURIComponent(module)}`);
    expect(order).toEqual(['timer', 'body']);
    // Without the break the body runs at once.
    order.length = 0;
    setTimeout(() => order.push('timer'), 0);
    await import(`data:text/javascript,${encodeURIComponent(`${body}// plain`)}`);
    expect(order).toEqual(['body']);
  });
});
