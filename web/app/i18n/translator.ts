// Formats the domain's ICU message bundles with intl-messageformat. Compiled messages are cached per
// bundle; a missing key renders the key itself (and is caught by the bundle-parity test), except a message
// with a fallback (a server phrase), which renders the fallback.
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Scope } from 'effector';
import { $appConfig, $locale, $messages, type Locale, type MessageRef, type Messages } from '@etalage/domain';

export type Params = Record<string, string | number>;
export interface Translator {
  (key: string, params?: Params): string;
  ref(message: MessageRef): string;
  locale: Locale;
}

const caches = new WeakMap<Messages, Map<string, IntlMessageFormat>>();

export const createTranslator = (messages: Messages, locale: Locale): Translator => {
  let cache = caches.get(messages);
  if (!cache) {
    cache = new Map();
    caches.set(messages, cache);
  }
  const compiled = cache;
  const t = ((key: string, params?: Params) => {
    // In the browser a message with arguments arrives parsed (web/vite/messages.ts); on the server as a string.
    const source = messages[key] as string | MessageFormatElement[] | undefined;
    if (source === undefined) return key;
    if (typeof source === 'string' && !source.includes('{')) return source;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, locale);
      compiled.set(key, format);
    }
    return String(format.format(params ?? {}));
  }) as Translator;
  // A server phrase the bundles do not know shows its fallback (spec §8: phrases.{message}).
  t.ref = (message) =>
    messages[message.key] === undefined && message.fallback ? t.ref(message.fallback) : t(message.key, message.params);
  t.locale = locale;
  return t;
};

/** The translator of a scope's active locale, for loaders (components use `useT`). */
export const scopeTranslator = (scope: Scope): Translator =>
  createTranslator(scope.getState($messages), scope.getState($locale));

/** The document title of a page that is not a catalogue page: '{page} | {shop}'. */
export const shopPageTitle = (scope: Scope, page: string): string =>
  scopeTranslator(scope)('checkout.meta.title', { page, shop: scope.getState($appConfig)?.app.name ?? '' });
