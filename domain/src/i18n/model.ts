// Locale and lazily loaded message bundles (spec §1, §7 "Locale message files load lazily", §9 cookie).
// The bundles are plain objects of ICU message strings; the web layer formats them. Only the bundle
// of the active locale is loaded, on the server and in the browser.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { writeCookieFx } from '../shell';
import { LOCALE_CODES, isLocale, type Locale } from '../shared';
import type { Messages } from './messages/types';

export const DEFAULT_LOCALE: Locale = 'nl-NL';
export const LOCALES: readonly Locale[] = LOCALE_CODES;
/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The locale of a cookie value, or the default when it is absent or unknown. */
export const localeFrom = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The words of parts most pages never show live in areas of their own (docs/i18n.md "Areas"): a page loads the
 * core bundle and the areas it needs; the server always has every area.
 */
export type MessageArea = 'checkout' | 'account' | 'consent' | 'search' | 'product' | 'cart';
export const MESSAGE_AREAS: readonly MessageArea[] = ['checkout', 'account', 'consent', 'search', 'product', 'cart'];

type BundleImport = () => Promise<{ messages: Messages }>;

const bundles: Record<Locale, BundleImport> = {
  'nl-NL': () => import('./messages/nl-NL'),
  'en-US': () => import('./messages/en-US'),
};
const areaBundles: Record<MessageArea, Record<Locale, BundleImport>> = {
  checkout: { 'nl-NL': () => import('./messages/checkout/nl-NL'), 'en-US': () => import('./messages/checkout/en-US') },
  account: { 'nl-NL': () => import('./messages/account/nl-NL'), 'en-US': () => import('./messages/account/en-US') },
  consent: { 'nl-NL': () => import('./messages/consent/nl-NL'), 'en-US': () => import('./messages/consent/en-US') },
  search: { 'nl-NL': () => import('./messages/search/nl-NL'), 'en-US': () => import('./messages/search/en-US') },
  product: { 'nl-NL': () => import('./messages/product/nl-NL'), 'en-US': () => import('./messages/product/en-US') },
  cart: { 'nl-NL': () => import('./messages/cart/nl-NL'), 'en-US': () => import('./messages/cart/en-US') },
};

/**
 * The areas a page needs before it renders: a product page its own; the cart page the cart's; the checkout its
 * own and the cart's (the order summary); the account its own, the checkout's (the address book and paying an
 * open order share the checkout's words) and the cart's. Parts loaded later ask for theirs (the cart panel).
 */
export const messageAreasOf = (pathname: string): MessageArea[] => {
  if (/^\/product(?:\/|$)/.test(pathname)) return ['product'];
  if (/^\/cart(?:\/|$)/.test(pathname)) return ['cart'];
  if (/^\/checkout(?:\/|$)/.test(pathname)) return ['checkout', 'cart'];
  if (/^\/account(?:\/|$)/.test(pathname)) return ['checkout', 'account', 'cart'];
  return [];
};

const loaded = new Map<string, Promise<Messages>>();

/** Loads one file (a separate chunk in the web build) once per process: a bundle never changes. */
const loadOnce = (key: string, load: BundleImport): Promise<Messages> => {
  let bundle = loaded.get(key);
  if (bundle === undefined) {
    bundle = load().then((module) => module.messages);
    // A failed load (a chunk the browser could not fetch) is tried again next time.
    void bundle.catch(() => loaded.delete(key));
    loaded.set(key, bundle);
  }
  return bundle;
};

const merged = new Map<string, Promise<Messages>>();

/**
 * One locale's words: its core bundle and the given areas, as one object, the same object for the same locale
 * and areas for the life of the process. So the translator's compiled messages (cached per bundle object) serve
 * every render of the server, instead of being compiled again for each request (docs/performance.md).
 */
export const loadBundle = (locale: Locale, areas: readonly MessageArea[] = []): Promise<Messages> => {
  const key = [locale, ...[...areas].sort()].join('|');
  let bundle = merged.get(key);
  if (bundle === undefined) {
    bundle = Promise.all([
      loadOnce(locale, bundles[locale]),
      ...areas.map((area) => loadOnce(`${area}/${locale}`, areaBundles[area][locale])),
    ]).then((parts) => Object.freeze(Object.assign({}, ...parts)) as Messages);
    void bundle.catch(() => merged.delete(key));
    merged.set(key, bundle);
  }
  return bundle;
};

export const loadMessagesFx = createEffect(({ locale, areas }: { locale: Locale; areas: readonly MessageArea[] }) =>
  loadBundle(locale, areas),
);

/** The shopper chose a locale (the web layer stores the cookie). */
export const localeChosen = createEvent<Locale>();
export const localeStarted = createEvent<Locale>();
/** A page or a part about to show needs these areas' words (loaded once; kept when the locale changes). */
export const messageAreasNeeded = createEvent<readonly MessageArea[]>();

export const $locale = createStore<Locale>(DEFAULT_LOCALE, { name: '$locale' });
/** Not serialized: the browser loads its own copy of the bundle before it hydrates. */
export const $messages = createStore<Messages>({}, { serialize: 'ignore', name: '$messages' });
export const $messagesLocale = createStore<Locale | null>(null, { serialize: 'ignore', name: '$messagesLocale' });
/** The areas asked for so far; every load includes them all. */
export const $messageAreas = createStore<readonly MessageArea[]>([], { serialize: 'ignore', name: '$messageAreas' });
/** The areas whose words `$messages` holds now (a part waits for its area here, not for the scope to settle). */
export const $loadedMessageAreas = createStore<readonly MessageArea[]>([], {
  serialize: 'ignore',
  name: '$loadedMessageAreas',
});

const areasAdded = sample({
  clock: messageAreasNeeded,
  source: $messageAreas,
  filter: (known, wanted) => wanted.some((area) => !known.includes(area)),
  fn: (known, wanted) => [...known, ...wanted.filter((area) => !known.includes(area))],
});
$messageAreas.on(areasAdded, (_, areas) => areas);

// When a page starts or the shopper picks a locale, then that locale is active and its words load (with every
// area asked for so far); when an area is asked for, the active locale's words load with it. An answer counts
// only if it is for the active locale and holds every area asked for by now, so an older, smaller answer never
// replaces a newer one.
sample({ clock: [localeStarted, localeChosen], target: $locale });
sample({
  clock: [localeStarted, localeChosen],
  source: $messageAreas,
  fn: (areas, locale) => ({ locale, areas }),
  target: loadMessagesFx,
});
sample({ clock: areasAdded, source: $locale, fn: (locale, areas) => ({ locale, areas }), target: loadMessagesFx });
const complete = sample({
  clock: loadMessagesFx.done,
  source: { locale: $locale, areas: $messageAreas },
  filter: (now, { params }) => params.locale === now.locale && now.areas.every((area) => params.areas.includes(area)),
  fn: (_, done) => done,
});
sample({ clock: complete, fn: ({ result }) => result, target: $messages });
sample({ clock: complete, fn: ({ params }) => params.locale, target: $messagesLocale });
sample({ clock: complete, fn: ({ params }) => params.areas, target: $loadedMessageAreas });

// When the shopper picks a locale, then it is remembered in the locale cookie for 365 days (spec §9).
sample({
  clock: localeChosen,
  fn: (locale) => ({ name: LOCALE_COOKIE, value: locale, maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S }),
  target: writeCookieFx,
});
