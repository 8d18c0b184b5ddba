// Compiled messages for the browser, which then carries no ICU parser (docs/performance.md "The browser",
// docs/i18n.md): in the client build each locale's bundle becomes its messages' ASTs and FormatJS's `no-parser`
// entry; the server keeps the strings and the parser. A message that does not parse fails the build.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { inBrowser } from './client-build.ts';

/** A locale's core bundle or one of its areas (`messages/<area>/<locale>.ts`). */
const BUNDLE = /\/domain\/src\/i18n\/messages\/(?:[a-z]+\/)?[a-z]{2}-[A-Z]{2}\.ts$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/** Each message parsed to its AST, plain ones left as strings (what the translator formats directly). */
export const compileMessages = (messages: Record<string, string>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(messages).map(([key, source]) => {
      if (!source.includes('{')) return [key, source];
      try {
        return [key, parse(source)];
      } catch (error) {
        throw new Error(`message ${key} does not parse: ${(error as Error).message}`);
      }
    }),
  );

export const compiledMessages = (): Plugin[] => [
  {
    name: 'etalage:no-message-parser',
    enforce: 'pre',
    applyToEnvironment: inBrowser,
    async resolveId(id, importer, options) {
      if (id !== PARSER) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
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
