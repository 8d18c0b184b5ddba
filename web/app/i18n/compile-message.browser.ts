// In the browser every message arrives compiled by the build (web/vite/messages.ts): a string is already its
// text, so the page carries no ICU parser. `#compile-message` (web/package.json "imports") picks this or the
// server's compiler (`compile-message.node.ts`) by the bundle's conditions.
import type { Message } from './message';

export const compileMessage = (source: string, _key: string): Message => source;
