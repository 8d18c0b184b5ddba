// Formats the domain's ICU message bundles with the storefront's own formatter (./message.ts). Compiled messages
// are cached per bundle; a missing key renders the key itself (and is caught by the bundle-parity test), except a
// message with a fallback (a server phrase), which renders the fallback.
import type { Scope } from 'effector';
import { compileMessage } from '#compile-message';
import { $appConfig } from '@etalage/domain/app';
import { $locale, $messages, type Messages } from '@etalage/domain/i18n';
import { numberFormatOf, pluralRulesOf, type Locale, type NumberFormatter } from '@etalage/domain/shared';
import { type MessageRef } from '@etalage/domain/shell';
import { formatMessage, type Formats, type Message, type Params } from './message';

export type { Params } from './message';
export interface Translator {
  (key: string, params?: Params): string;
  ref(message: MessageRef): string;
  locale: Locale;
}

const numberFormats = new Map<string, NumberFormatter>();

/**
 * One number format per locale and options for every message and component: numbers are the domain's
 * (`numberFormatOf`: Intl's text without loading Intl's data in the browser, docs/performance.md "The
 * browser"), and each is built once.
 */
export const numberFormat = (locale: Locale, options?: Intl.NumberFormatOptions): NumberFormatter => {
  const key = `${locale}${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = numberFormatOf(locale, options);
    numberFormats.set(key, format);
  }
  return format;
};

const caches = new WeakMap<Messages, Map<string, Message>>();

export const createTranslator = (messages: Messages, locale: Locale): Translator => {
  let cache = caches.get(messages);
  if (!cache) {
    cache = new Map();
    caches.set(messages, cache);
  }
  const compiled = cache;
  const formats: Formats = { number: (options) => numberFormat(locale, options), plural: pluralRulesOf(locale) };
  const t = ((key: string, params?: Params) => {
    // In the browser a message arrives compiled (web/vite/messages.ts); on the server as its source string,
    // compiled once per process (the bundle and this cache live as long).
    const source = messages[key] as string | Message | undefined;
    if (source === undefined) return key;
    let message = compiled.get(key);
    if (message === undefined) {
      message = typeof source === 'string' ? compileMessage(source, key) : source;
      compiled.set(key, message);
    }
    return formatMessage(message, params ?? {}, formats, key);
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
