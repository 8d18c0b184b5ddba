// The app config (spec §3 App config) and whether the shop can be shown at all (spec §1: 'Inactive' or
// "Can't connect"). Owns the config and the build id; page data belongs to the catalogue and product models.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api } from '../api';
import { $locale, localeChosen, localeStarted } from '../i18n';
import type { Locale } from '../shared';
import type { AppConfig } from './contract';
import { contactBarOf, contentLanguageOf, logoSrcOf } from './lib';
import { appRoutes } from './routes';

export type AppState = 'loading' | 'active' | 'inactive' | 'unreachable';

/**
 * A page render starts (server) or the browser boots: load the config in the shopper's locale. `chosen` is
 * false when the shopper has not chosen one (no locale cookie): then the shop's `display.locale` is the default.
 */
export const appStarted = createEvent<{ locale: Locale; chosen?: boolean }>();

export const fetchAppConfigFx = attach({
  source: $api,
  effect: (api, locale: Locale) => api.call(appRoutes.app, { body: { locale } }),
});

export const $appConfig = createStore<AppConfig | null>(null, { name: '$appConfig' });
export const $appState = createStore<AppState>('loading', { name: '$appState' });
/** Spec §1: the floating contact bar's links, or null when the settings hide it. */
export const $contactBar = $appConfig.map(contactBarOf);
/** Spec §3 Site settings `logoUrl.max`: the logo's URL for the header, or null when the config names none. */
export const $logoSrc = $appConfig.map((config) => logoSrcOf(config?.logoUrl));

// When the shop starts or the shopper switches language, then the config is (re)loaded in that locale.
sample({ clock: appStarted, fn: ({ locale }) => locale, target: fetchAppConfigFx });
sample({ clock: localeChosen, target: fetchAppConfigFx });

$appConfig.on(fetchAppConfigFx.doneData, (_, reply) => reply.data);

/** Whether the shopper chose the locale (a cookie); the shop's default applies only when not. */
const $localeChosen = createStore(true, { name: '$localeChosenByShopper', serialize: 'ignore' })
  .on(appStarted, (_, { chosen }) => chosen ?? true)
  .on(localeChosen, () => true);

// Spec §3 display.locale: a shopper who has not chosen gets the shop's default locale (one it offers); the
// config is read again in that locale. The second answer matches, so this happens once.
sample({
  clock: fetchAppConfigFx.doneData,
  source: { locale: $locale, chosen: $localeChosen },
  filter: ({ locale, chosen }, reply) =>
    !chosen && reply.data.display.locale !== locale && reply.data.languages.app.includes(reply.data.display.locale),
  fn: (_, reply) => reply.data.display.locale,
  target: [localeStarted, fetchAppConfigFx],
});
$appState
  .on(fetchAppConfigFx.doneData, (_, reply) => (reply.data.status === 'active' ? 'active' : 'inactive'))
  .on(fetchAppConfigFx.fail, (state) => (state === 'active' ? state : 'unreachable'));

/** Spec §9: filter show-more threshold default 5. */
export const DEFAULT_SHOW_MORE_THRESHOLD = 5;

/** Settings the UI reads often, with the spec's defaults when the config has not loaded. */
export const $priceSettings = $appConfig.map((config) => ({
  decimals: config?.display.priceDecimals ?? 2,
  exclVat: config?.display.priceExclVat ?? false,
  zeroAsFree: config?.display.zeroPriceAsFree ?? true,
  /** Spec §9: the cart always shows the currency; elsewhere display.currency.state says whether it is shown. */
  withCurrency: config?.display.currency.state ?? true,
}));
/** The language of the shop's content (languages.html) where it is not the page's, for its `lang`; else null. */
export const $contentLanguage = combine($appConfig, $locale, (config, locale) =>
  contentLanguageOf(config?.languages.html, locale),
);
export const $showMoreThreshold = $appConfig.map(
  (config) => config?.content.category.filters.showMoreTreshold ?? DEFAULT_SHOW_MORE_THRESHOLD,
);
export const $defaultSort = $appConfig.map((config) => config?.display.sorting.sortBy ?? 'relevance');
