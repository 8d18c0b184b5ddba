import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAst, transformWithOxc } from 'vite';
import { withoutProse } from '../vite/endpoint-docs';

const table = `import { endpoint, notFound } from '../shared';
export const demoEndpoints = {
  demo: endpoint({
    method: 'POST',
    path: '/api/v2/démo/{id}',
    summary: "The shopper's démo – with a dash, € and 'quotes'.",
    read: true,
    errors: [notFound('no démo has this id'), { status: 409, codec: Reply, when: 'taken' + ' already' }],
  }),
  other: endpoint({ summary: \`a template\`, path: '/api/other' }),
};
`;

describe('the API table in the browser (web/vite/endpoint-docs.ts)', () => {
  it("empties each summary and each error answer's text, whatever characters come before them", () => {
    const out = withoutProse(table);
    expect(out).toContain(`summary: '',`);
    expect(out).toContain(`notFound('')`);
    expect(out).toContain(`when: ''`);
    expect(out).toContain(`summary: '', path: '/api/other'`);
    expect(out).not.toMatch(/démo –|no démo|taken|template/);
  });

  it('leaves what the client reads: methods, paths and flags', () => {
    const out = withoutProse(table);
    expect(out).toContain(`path: '/api/v2/démo/{id}'`);
    expect(out).toContain(`method: 'POST'`);
    expect(out).toContain('read: true');
  });

  it('keeps every real table a valid module with all its paths', async () => {
    const source = readFileSync(new URL('../../domain/src/cart/endpoints.ts', import.meta.url), 'utf8');
    const { code } = await transformWithOxc(source, 'endpoints.ts');
    const out = withoutProse(code);
    expect(code).toMatch(/summary: "/);
    expect(out).not.toMatch(/summary: "/);
    const paths = code.match(/path: "[^"]+"/g) ?? [];
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) expect(out).toContain(path);
    expect(() => parseAst(out)).not.toThrow();
  });
});
