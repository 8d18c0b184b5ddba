// Cookie consent as data (spec §3 Cookie preferences, §4 Consent, §9 the cookiePreferences cookie): the four
// categories, the cookie's encoding (base64 of JSON), and Google's consent mode v2 state each choice means.
import type { CookieType, ScriptRecord } from './contract';

export type CookieCategory = CookieType;
export const COOKIE_CATEGORIES: readonly CookieCategory[] = ['necessary', 'preferences', 'statistics', 'marketing'];

/** Spec §3: necessary is always true. */
export interface CookiePreferences {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

/** Spec §9: the cookie's name and lifetime (one year); path `/`, SameSite=Lax, Secure on https. */
export const CONSENT_COOKIE = 'cookiePreferences';
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
};
export const ALL_GRANTED: CookiePreferences = { necessary: true, preferences: true, statistics: true, marketing: true };

/** The three choices a stored cookie must hold (necessary is always true, whatever it says). */
const isStoredChoice = (value: unknown): value is Omit<CookiePreferences, 'necessary'> =>
  typeof value === 'object' &&
  value !== null &&
  ['preferences', 'statistics', 'marketing'].every(
    (category) => typeof (value as Record<string, unknown>)[category] === 'boolean',
  );

/** The cookie's value: base64 of the JSON of the four categories. */
export const encodePreferences = (preferences: CookiePreferences): string =>
  btoa(
    JSON.stringify({
      necessary: true,
      preferences: preferences.preferences,
      statistics: preferences.statistics,
      marketing: preferences.marketing,
    }),
  );

/** The stored choice; null for a missing or undecodable cookie, which counts as no choice (spec §8). */
export const decodePreferences = (value: string | null | undefined): CookiePreferences | null => {
  if (!value) return null;
  try {
    const stored: unknown = JSON.parse(atob(decodeURIComponent(value)));
    if (!isStoredChoice(stored)) return null;
    const { preferences, statistics, marketing } = stored;
    return { necessary: true, preferences, statistics, marketing };
  } catch {
    return null;
  }
};

/** Google consent mode v2: the seven types. */
export type ConsentModeType =
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage';
export type ConsentModeState = Record<ConsentModeType, 'granted' | 'denied'>;

const granted = (on: boolean) => (on ? 'granted' : 'denied');

/**
 * Spec §4: marketing controls ad storage, ad user data and ad personalization; statistics analytics storage;
 * preferences personalization storage; functionality and security are always granted.
 */
export const consentModeOf = (preferences: CookiePreferences): ConsentModeState => ({
  ad_storage: granted(preferences.marketing),
  ad_user_data: granted(preferences.marketing),
  ad_personalization: granted(preferences.marketing),
  analytics_storage: granted(preferences.statistics),
  functionality_storage: 'granted',
  personalization_storage: granted(preferences.preferences),
  security_storage: 'granted',
});

/** The default every page declares before anything else runs: all denied but functionality and security. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = consentModeOf(NECESSARY_ONLY);

/** Spec §3: a record's category, necessary when it has none. */
export const scriptCategory = (record: ScriptRecord): CookieCategory => record.cookie_type ?? 'necessary';

/** Spec §3: only records with script_status 1 are used. */
export const isActiveScript = (record: ScriptRecord): boolean => record.script_status === 1;

/** Spec §3: `header` goes into head, any other position to the end of body. */
export const scriptTarget = (record: ScriptRecord): 'head' | 'body' =>
  record.script_position === 'header' ? 'head' : 'body';

/** The active scripts that may run under `preferences` and have not run yet, in the API's order. */
export const dueScripts = (
  records: readonly ScriptRecord[],
  preferences: CookiePreferences,
  ran: readonly string[],
): ScriptRecord[] =>
  records.filter((record) => isActiveScript(record) && preferences[scriptCategory(record)] && !ran.includes(record.id));
