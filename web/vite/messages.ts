// Compiled messages for the browser, which then carries no ICU parser and no ICU formatter library
// (docs/performance.md "The browser", docs/i18n.md "Formatting"): in the client build each locale's bundle becomes
// its messages in the storefront's compiled form, which `web/app/i18n/message.ts` formats; the server keeps the
// strings and compiles them on first use. A message that does not parse, or uses a construct the formatter does
// not format, fails the build.
import type { Plugin } from 'vite';
import { compileMessage } from '../app/i18n/compile-message.node.ts';
import type { Message } from '../app/i18n/message.ts';
import { inBrowser } from './client-build.ts';

/** A locale's core bundle or one of its areas (`messages/<area>/<locale>.ts`). */
const BUNDLE = /\/domain\/src\/i18n\/messages\/(?:[a-z]+\/)?[a-z]{2}-[A-Z]{2}\.ts$/;

/** The ICU libraries the browser's build must not carry: its messages arrive compiled. */
const ICU_LIBRARIES = /^(?:intl-messageformat|@formatjs\/)/;

/** Each message compiled (`compile-message.node.ts`): a plain one is its text, any other its parts. */
export const compileMessages = (messages: Record<string, string>): Record<string, Message> =>
  Object.fromEntries(Object.entries(messages).map(([key, source]) => [key, compileMessage(source, key)]));

/** Why the browser's build refuses an import of `id`, or null when it takes it. */
export const refusedInBrowser = (id: string): string | null =>
  ICU_LIBRARIES.test(id)
    ? `${id} is an ICU library: the browser formats compiled messages with web/app/i18n/message.ts`
    : null;

export const compiledMessages = (): Plugin[] => [
  {
    name: 'etalage:no-icu-in-browser',
    enforce: 'pre',
    applyToEnvironment: inBrowser,
    resolveId(id, importer) {
      const refused = refusedInBrowser(id);
      if (refused !== null) this.error(`${refused} (imported by ${importer ?? 'the build'})`);
      return null;
    },
  },
  {
    name: 'etalage:compiled-messages',
    // After TypeScript is stripped: the bundle is then a plain module exporting one object literal.
    enforce: 'post',
    applyToEnvironment: inBrowser,
    async transform(code, id) {
      if (!BUNDLE.test(id)) return null;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        messages: Record<string, string>;
      };
      return { code: `export const messages = ${JSON.stringify(compileMessages(module.messages))};\n`, map: null };
    },
  },
];
