// Cookie consent and the shop's scripts (spec §2 Cookie wall, §4 Consent, §7 GET /api/v2/scripts, §8, §9;
// docs/consent.md "What happens, and where"), decided in the browser so the server's page is the same for every
// visitor (docs/decisions/consent-in-the-browser.md).
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $api } from '../api';
import { $appConfig } from '../app';
import { panelClosed, panelOpened, writeCookieFx } from '../shell';
import type { ScriptRecord } from './contract';
import {
  ALL_GRANTED,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  NECESSARY_ONLY,
  consentModeOf,
  decodePreferences,
  dueScripts,
  encodePreferences,
  isActiveScript,
  type ConsentModeState,
  type CookieCategory,
  type CookiePreferences,
} from './lib';
import { consentRoutes } from './routes';

export type CookieWallTab = 'condition' | 'details' | 'about';

/** The browser starts: the cookiePreferences cookie as it holds it (null when absent). */
export const consentStarted = createEvent<{ cookie: string | null }>();
/** The footer's link: open the wall again, with the current choice in the details. */
export const cookieWallOpened = createEvent();
export const cookieWallTabChanged = createEvent<CookieWallTab>();
/** A category's switch on the Details tab (necessary cannot be switched off). */
export const consentCategoryToggled = createEvent<{ category: CookieCategory; granted: boolean }>();
/** 'Allow all'. */
export const consentAllAccepted = createEvent();
/** 'Allow selection': what the Details tab shows. */
export const consentSelectionAccepted = createEvent();

/** Google consent mode `update`. Default: nothing (server, tests); the browser calls `gtag('consent', 'update', …)`. */
export const consentModeUpdateFx = createEffect<ConsentModeState, void>(() => undefined);
/** Runs scripts: the browser inserts each into head or at the end of body; a failing one is ignored. */
export const runScriptsFx = createEffect<ScriptRecord[], void>(() => undefined);
/** Spec §7 GET /api/v2/scripts; a failure is ignored (spec §8): no scripts. */
export const fetchScriptsFx = attach({
  source: $api,
  effect: async (api): Promise<ScriptRecord[]> => (await api.call(consentRoutes.scripts)).data,
});

/** What is granted now; necessary only until the browser has decided. */
export const $consent = createStore<CookiePreferences>(NECESSARY_ONLY, { name: '$consent', serialize: 'ignore' });
/** Whether the visitor has chosen (or the wall is off); false while the wall waits for a choice. */
export const $consentDecided = createStore(false, { name: '$consentDecided', serialize: 'ignore' });
/** The switches of the Details tab, applied by 'Allow selection'. */
export const $consentDraft = createStore<CookiePreferences>(NECESSARY_ONLY, {
  name: '$consentDraft',
  serialize: 'ignore',
});
export const $cookieWallTab = createStore<CookieWallTab>('condition', {
  name: '$cookieWallTab',
  serialize: 'ignore',
});
/** The active script records, as read at start. */
export const $scripts = createStore<ScriptRecord[]>([], { name: '$scripts', serialize: 'ignore' });
/** The ids of the scripts that have run (each runs once). */
export const $ranScripts = createStore<string[]>([], { name: '$ranScripts', serialize: 'ignore' });

/** Whether the shop asks for consent (`display.cookieWall.state`); the footer's link shows only then. */
export const $cookieWallEnabled = $appConfig.map((config) => config?.display.cookieWall.state ?? false);
const $scriptsEnabled = $appConfig.map((config) => config?.display.cookieWall.scripts ?? true);

/** The browser's decision at start. */
const decided = sample({
  clock: consentStarted,
  source: $cookieWallEnabled,
  fn: (wallEnabled, { cookie }) => {
    if (!wallEnabled) return { preferences: ALL_GRANTED, ask: false };
    const stored = decodePreferences(cookie);
    return stored ? { preferences: stored, ask: false } : { preferences: NECESSARY_ONLY, ask: true };
  },
});
$consent.on(decided, (_, { preferences }) => preferences);
$consentDecided.on(decided, (_, { ask }) => !ask);
$consentDraft.on(decided, (_, { preferences }) => preferences);
sample({ clock: decided, filter: ({ ask }) => ask, fn: () => ({ name: 'cookieWall' as const }), target: panelOpened });

// The footer link: the wall again, on its first tab, with the switches as granted now.
sample({ clock: cookieWallOpened, source: $consent, target: $consentDraft });
$cookieWallTab.on(cookieWallOpened, () => 'condition').on(cookieWallTabChanged, (_, tab) => tab);
sample({ clock: cookieWallOpened, fn: () => ({ name: 'cookieWall' as const }), target: panelOpened });

$consentDraft.on(consentCategoryToggled, (draft, { category, granted }) =>
  category === 'necessary' ? draft : { ...draft, [category]: granted },
);

/** A choice made on the wall: stored for a year, applied at once, the wall closed. */
const allChosen = consentAllAccepted.map(() => ALL_GRANTED);
const selectionChosen = sample({ clock: consentSelectionAccepted, source: $consentDraft });
const accepted = sample({ clock: [allChosen, selectionChosen] });
$consent.on(accepted, (_, preferences) => preferences);
$consentDraft.on(accepted, (_, preferences) => preferences);
$consentDecided.on(accepted, () => true);
sample({
  clock: accepted,
  fn: (preferences) => ({
    name: CONSENT_COOKIE,
    value: encodePreferences(preferences),
    maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
  }),
  target: writeCookieFx,
});
sample({ clock: accepted, target: panelClosed });

// Every decision, at start and on the wall, updates consent mode.
sample({
  clock: [decided.map(({ preferences }) => preferences), accepted],
  fn: consentModeOf,
  target: consentModeUpdateFx,
});

// The scripts are read once, at start (unless the shop switched them off), and only active ones are kept.
sample({ clock: consentStarted, source: $scriptsEnabled, filter: Boolean, target: fetchScriptsFx });
$scripts.on(fetchScriptsFx.doneData, (_, records) => records.filter(isActiveScript));

// Whenever the scripts arrive or consent grows, those now allowed that have not run, run (each once).
const due = sample({
  clock: [$scripts.updates, $consent.updates],
  source: { scripts: $scripts, consent: $consent, ran: $ranScripts },
  fn: ({ scripts, consent, ran }) => dueScripts(scripts, consent, ran),
}).filter({ fn: (records) => records.length > 0 });
$ranScripts.on(due, (ran, records) => [...ran, ...records.map((record) => record.id)]);
sample({ clock: due, target: runScriptsFx });
