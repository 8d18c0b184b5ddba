import type { Plugin } from 'vite';

/** The Effector Babel pass (sids for every store); `build` for the production bundle. */
export declare const effectorBabel: (options?: { build?: boolean }) => Plugin;
