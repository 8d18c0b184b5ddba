// Locale and lazily loaded message bundles (spec §1, §7 "Locale message files load lazily", §9 cookie).
// The bundles are plain objects of ICU message strings; the web layer formats them. Only the bundle
// of the active locale is loaded, on the server and in the browser.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { writeCookieFx } from '../shell';
import { Locale } from '../shared';
import type { Messages } from './messages/types';

export const DEFAULT_LOCALE: Locale = 'nl-NL';
export const LOCALES: readonly Locale[] = ['nl-NL', 'en-US'];
/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The locale of a cookie value, or the default when it is absent or unknown. */
export const localeFrom = (value: string | null | undefined): Locale => (Locale.is(value) ? value : DEFAULT_LOCALE);

const bundles: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'nl-NL': () => import('./messages/nl-NL'),
  'en-US': () => import('./messages/en-US'),
};

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * Loads one locale's bundle (a separate chunk per locale in the web build), once per process: a bundle never
 * changes, and a server render asks for it on every page.
 */
export const loadBundle = (locale: Locale): Promise<Messages> => {
  let bundle = loaded.get(locale);
  if (bundle === undefined) {
    bundle = bundles[locale]().then((module) => module.messages);
    // A failed load (a chunk the browser could not fetch) is tried again next time.
    void bundle.catch(() => loaded.delete(locale));
    loaded.set(locale, bundle);
  }
  return bundle;
};

export const loadMessagesFx = createEffect(loadBundle);

/** The shopper chose a locale (the web layer stores the cookie). */
export const localeChosen = createEvent<Locale>();
export const localeStarted = createEvent<Locale>();

export const $locale = createStore<Locale>(DEFAULT_LOCALE, { name: '$locale' });
/** Not serialized: the browser loads its own copy of the bundle before it hydrates. */
export const $messages = createStore<Messages>({}, { serialize: 'ignore', name: '$messages' });
export const $messagesLocale = createStore<Locale | null>(null, { serialize: 'ignore', name: '$messagesLocale' });

// When a page starts or the shopper picks a locale, then that locale is active and its bundle loads.
sample({ clock: [localeStarted, localeChosen], target: [$locale, loadMessagesFx] });
sample({ clock: loadMessagesFx.doneData, target: $messages });
sample({ clock: loadMessagesFx.done, fn: ({ params }) => params, target: $messagesLocale });

// When the shopper picks a locale, then it is remembered in the locale cookie for 365 days (spec §9).
sample({
  clock: localeChosen,
  fn: (locale) => ({ name: LOCALE_COOKIE, value: locale, maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S }),
  target: writeCookieFx,
});
