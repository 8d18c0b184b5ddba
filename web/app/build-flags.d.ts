// Constants fixed at build time (vite.config.ts), so the bundler drops the branches they turn off.

/** True when the QA toolbar is built in (vite.config.ts: development, or QA_TOOLBAR=1). */
declare const __QA_TOOLBAR__: boolean;
