// The API tables without their documentation in the browser: the client reads only each entry's method, path,
// codecs and retry flag, so the client build makes every summary and error description '' to save bytes on every
// page. The server build, the mock API, the OpenAPI document and the tests read the tables as written.
import { parseAst, type Plugin } from 'vite';
import { clientBuildRewrite } from './client-build.ts';

const TABLE = /\/domain\/src\/[a-z-]+\/endpoints\.ts$/;
/** The helpers whose first argument says when an error answer happens (domain/src/shared/endpoint.ts). */
const ERROR_HELPERS = new Set(['notFound', 'unprocessable']);
const PROSE_KEYS = new Set(['summary', 'when']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string literal, a template without expressions, or a concatenation of them. */
const isText = (node: Node): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) ||
  (node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    isText(node.left as Node) &&
    isText(node.right as Node));

/** The ranges of every documentation text in a table module. */
export const proseRanges = (code: string): [number, number][] => {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'Property' && !node.computed) {
      const key = node.key as Node;
      const value = node.value as Node;
      if (key.type === 'Identifier' && PROSE_KEYS.has(key.name as string) && isText(value)) {
        ranges.push([value.start, value.end]);
      }
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const [first] = node.arguments as Node[];
      if (callee.type === 'Identifier' && ERROR_HELPERS.has(callee.name as string) && first && isText(first)) {
        ranges.push([first.start, first.end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return ranges;
};

/** The module with each documentation text replaced by ''. */
export const withoutProse = (code: string): string =>
  proseRanges(code)
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => `${text.slice(0, start)}''${text.slice(end)}`, code);

export const endpointDocs = (): Plugin => clientBuildRewrite('etalage:endpoint-docs', TABLE, withoutProse);
