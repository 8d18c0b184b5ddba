/** True when the QA toolbar is built in (vite.config.ts: development, or QA_TOOLBAR=1). */
declare const __QA_TOOLBAR__: boolean;
