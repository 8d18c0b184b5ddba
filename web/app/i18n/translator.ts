// Formats the domain's ICU message bundles with intl-messageformat. Compiled messages are cached per
// bundle; a missing key renders the key itself (and is caught by the bundle-parity test), except a message
// with a fallback (a server phrase), which renders the fallback.
import { memoize, strategies } from '@formatjs/fast-memoize';
import { IntlMessageFormat, formatToParts, type Formatters } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Scope } from 'effector';
import { $appConfig } from '@etalage/domain/app';
import { $locale, $messages, type Messages } from '@etalage/domain/i18n';
import { numberFormatOf, pluralRulesOf, type Locale, type NumberFormatter } from '@etalage/domain/shared';
import { type MessageRef } from '@etalage/domain/shell';

export type Params = Record<string, string | number>;
export interface Translator {
  (key: string, params?: Params): string;
  ref(message: MessageRef): string;
  locale: Locale;
}

/**
 * One set of formatters for every message, memoized by their arguments, and no IntlMessageFormat per message in
 * the browser: each one would build its own Intl.PluralRules and Intl.NumberFormat and ask Intl which locales it
 * supports (`supportedLocalesOf`), and those calls are most of what formatting costs, a long task of a category
 * page's hydration (docs/performance.md "The browser"). Messages are
 * formatted from their AST with intl-messageformat's own `formatToParts`, which calls only `format` and `select`
 * on what these give: numbers and plurals are the domain's (`numberFormatOf`, `pluralRulesOf`: Intl's text
 * without loading Intl's data in the browser), dates Intl's.
 */
const formatters: Formatters = {
  getNumberFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => numberFormatOf(...args) as Intl.NumberFormat,
    { strategy: strategies.variadic },
  ),
  getDateTimeFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    { strategy: strategies.variadic },
  ),
  getPluralRules: memoize(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => pluralRulesOf(...args) as Intl.PluralRules,
    { strategy: strategies.variadic },
  ),
};

/** The same memoized number formats for code outside messages (a number no message formats, e.g. a score). */
export const numberFormat = (locale: string, options?: Parameters<Formatters['getNumberFormat']>[1]): NumberFormatter =>
  formatters.getNumberFormat(locale, options);

const caches = new WeakMap<Messages, Map<string, MessageFormatElement[]>>();

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
    let ast = compiled.get(key);
    if (!ast) {
      // On the server the message is parsed once per process (the bundle and this cache live as long).
      ast =
        typeof source === 'string' ? new IntlMessageFormat(source, locale, undefined, { formatters }).getAst() : source;
      compiled.set(key, ast);
    }
    return formatToParts(ast, locale, formatters, IntlMessageFormat.formats, params ?? {}, undefined, key)
      .map((part) => String(part.value))
      .join('');
  }) as Translator;
  // A server phrase the bundles do not know shows its fallback (spec §8: phrases.{message}).
  t.ref = (message) =>
    messages[message.key] === undefined && message.fallback ? t.ref(message.fallback) : t(message.key, message.params);
  t.locale = locale;
  return t;
};

const translators = new WeakMap<Messages, Map<Locale, Translator>>();

/**
 * The one translator of a bundle and locale: every component of a render (and every render sharing the bundle)
 * gets the same function instead of making its own (`useT`).
 */
export const translatorOf = (messages: Messages, locale: Locale): Translator => {
  let byLocale = translators.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(messages, byLocale);
  }
  let t = byLocale.get(locale);
  if (!t) {
    t = createTranslator(messages, locale);
    byLocale.set(locale, t);
  }
  return t;
};

/** The translator of a scope's active locale, for loaders (components use `useT`). */
export const scopeTranslator = (scope: Scope): Translator =>
  translatorOf(scope.getState($messages), scope.getState($locale));

/** The document title of a page that is not a catalogue page: '{page} | {shop}'. */
export const shopPageTitle = (scope: Scope, page: string): string =>
  scopeTranslator(scope)('checkout.meta.title', { page, shop: scope.getState($appConfig)?.app.name ?? '' });
