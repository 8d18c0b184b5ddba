// The browser's half of `#early-actions` (web/package.json "imports"): nothing. The server put the script in the
// page's head (`early-actions.node.ts`), and it ran before the bundle arrived.
export const EARLY_ACTIONS_SCRIPT = '';
