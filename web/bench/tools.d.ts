// The parts of the benchmark's own tools that bench/lighthouse.ts uses. The tools are installed by `npm run bench`
// into bench/node_modules, not by `npm ci` (docs/decisions/bench-tools-apart.md), so the typecheck of a fresh
// install reads these declarations; ambient declarations come before node_modules, so it is these either way.

declare module 'chrome-launcher' {
  export interface LaunchedChrome {
    port: number;
    kill(): void;
  }
  export function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}

declare module 'lighthouse' {
  export interface Audit {
    id: string;
    score: number | null;
    numericValue?: number;
    details?: unknown;
  }
  export interface Category {
    score: number | null;
    auditRefs: { id: string; weight: number }[];
  }
  /** The report of one run (Lighthouse's `LH.Result`). */
  export interface Result {
    runtimeError?: { code: string; message: string };
    categories: Record<string, Category>;
    audits: Record<string, Audit>;
  }
  export interface Flags {
    port: number;
    output?: 'json' | 'html';
    logLevel?: 'silent' | 'error' | 'info' | 'verbose';
    onlyCategories?: string[];
  }
  export default function lighthouse(url: string, flags: Flags): Promise<{ lhr: Result } | undefined>;
}
