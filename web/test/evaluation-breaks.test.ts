import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
import { BREAK, PART_SIZE, evaluationBreaks, withBreaks } from '../vite/evaluation-breaks';

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

  it('gives a long module more breaks, each before a top-level statement, none among its imports', () => {
    const filler = (name: string) => `export const ${name} = "${'x'.repeat(PART_SIZE / 2)}";\n`;
    // A template literal with a line at the start of a line: not a statement, never cut.
    const template = `export const text = \`one\n${'y'.repeat(PART_SIZE)}\nexport const not = 1;\`;\n`;
    const imports = Array.from({ length: 40 }, (_, i) => `import { a${i} } from "./a${i}";\n`).join('');
    const code = `${imports}${filler('a')}${filler('b')}${filler('c')}${template}${filler('d')}`;
    const out = withBreaks(code);
    // The first line's break, then one each before c (a and b make a part) and d (the template is one statement).
    const parts = out.split(BREAK);
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe('');
    expect(parts[1]!.startsWith(`${imports}${filler('a')}${filler('b')}`)).toBe(true);
    expect(parts[2]!.startsWith('export const c')).toBe(true);
    expect(parts[2]!).toContain('export const not = 1;`');
    expect(parts[3]).toBe(filler('d'));
    expect(parts.join('')).toBe(code);
    expect(() => parseAst(out)).not.toThrow();
    // A short module keeps its one break.
    expect(withBreaks(filler('a'))).toBe(`${BREAK}${filler('a')}`);
  });

  it('lets a timer set by a part run before the next part', async () => {
    const order: string[] = [];
    (globalThis as { evaluationOrder?: string[] }).evaluationOrder = order;
    const code =
      `globalThis.evaluationOrder.push("first"); setTimeout(() => globalThis.evaluationOrder.push("timer"), 0);\n` +
      `const padding = "${'x'.repeat(PART_SIZE)}";\n` +
      `globalThis.evaluationOrder.push("second " + padding.length);\n`;
    await import(`data:text/javascript,${encodeURIComponent(withBreaks(code))}`);
    expect(order).toEqual(['first', 'timer', `second ${PART_SIZE}`]);
  });
});
