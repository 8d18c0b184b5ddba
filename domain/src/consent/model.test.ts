// Consent (spec §4 Consent, §8, §9): each stored state, the undecodable cookie, the wall off, the choices on the
// wall and the cookie they store, consent mode updates, and the scripts: positions, order, pending until
// consent, never twice, failures ignored.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $appConfig } from '../app';
import { $openPanel, writeCookieFx, type CookieWrite } from '../shell';
import type { ScriptRecord } from './contract';
import {
  ALL_GRANTED,
  CONSENT_MODE_DEFAULT,
  NECESSARY_ONLY,
  consentModeOf,
  decodePreferences,
  encodePreferences,
  scriptTarget,
  type ConsentModeState,
} from './lib';
import {
  $consent,
  $consentDecided,
  $cookieWallTab,
  consentAllAccepted,
  consentCategoryToggled,
  consentModeUpdateFx,
  consentSelectionAccepted,
  consentStarted,
  cookieWallOpened,
  cookieWallTabChanged,
  fetchScriptsFx,
  runScriptsFx,
} from './model';

const script = (id: string, cookieType: ScriptRecord['cookie_type'], position = 'body', status = 1): ScriptRecord => ({
  id,
  content: `/* ${id} */`,
  script_status: status,
  script_position: position,
  ...(cookieType === undefined ? {} : { cookie_type: cookieType }),
});

const SCRIPTS: ScriptRecord[] = [
  script('necessary-header', 'necessary', 'header'),
  script('no-type-footer', undefined, 'footer'),
  script('preferences-body', 'preferences'),
  script('statistics-header', 'statistics', 'header'),
  script('marketing-footer', 'marketing', 'footer'),
  script('marketing-inactive', 'marketing', 'header', 0),
];

const setup = ({
  wall = true,
  scripts = true,
  fetchScripts = async () => SCRIPTS,
}: { wall?: boolean; scripts?: boolean; fetchScripts?: () => Promise<ScriptRecord[]> } = {}) => {
  const ran: string[] = [];
  const updates: ConsentModeState[] = [];
  const cookies: CookieWrite[] = [];
  let fetches = 0;
  const scope = fork({
    values: [[$appConfig, { display: { cookieWall: { state: wall, scripts } } } as never]],
    handlers: [
      [runScriptsFx, (records: ScriptRecord[]) => void ran.push(...records.map((r) => r.id))],
      [consentModeUpdateFx, (state: ConsentModeState) => void updates.push(state)],
      [writeCookieFx, (write: CookieWrite) => void cookies.push(write)],
      [fetchScriptsFx, () => ((fetches += 1), fetchScripts())],
    ],
  });
  const start = (cookie: string | null) => allSettled(consentStarted, { scope, params: { cookie } });
  return { scope, ran, updates, cookies, start, fetches: () => fetches };
};

describe('the stored choice', () => {
  it('round-trips as base64 of JSON; an undecodable or malformed cookie counts as none', () => {
    const choice = { ...NECESSARY_ONLY, statistics: true };
    const encoded = encodePreferences(choice);
    expect(JSON.parse(atob(encoded))).toEqual({
      necessary: true,
      preferences: false,
      statistics: true,
      marketing: false,
    });
    expect(decodePreferences(encoded)).toEqual(choice);
    expect(decodePreferences(encodeURIComponent(encoded))).toEqual(choice);
    expect(decodePreferences('%%%not-base64')).toBeNull();
    expect(decodePreferences(btoa('not json'))).toBeNull();
    expect(decodePreferences(btoa(JSON.stringify({ statistics: 'yes' })))).toBeNull();
    expect(decodePreferences(null)).toBeNull();
  });

  it('maps to consent mode: marketing the three ad types, statistics analytics, preferences personalization', () => {
    expect(CONSENT_MODE_DEFAULT).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    expect(consentModeOf({ ...NECESSARY_ONLY, marketing: true })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(consentModeOf({ ...NECESSARY_ONLY, preferences: true }).personalization_storage).toBe('granted');
  });

  it('puts header scripts in head and every other position at the end of body', () => {
    expect(scriptTarget(script('a', 'necessary', 'header'))).toBe('head');
    expect(scriptTarget(script('b', 'necessary', 'footer'))).toBe('body');
    expect(scriptTarget(script('c', 'necessary', 'body'))).toBe('body');
  });
});

describe('at start', () => {
  it('no stored choice: the wall opens with only necessary granted; only necessary scripts run', async () => {
    const { scope, ran, updates, start } = setup();
    await start(null);
    expect(scope.getState($openPanel)?.name).toBe('cookieWall');
    expect(scope.getState($consentDecided)).toBe(false);
    expect(scope.getState($consent)).toEqual(NECESSARY_ONLY);
    expect(updates).toEqual([CONSENT_MODE_DEFAULT]);
    // In the API's order; a record without a type is necessary; the inactive one never runs.
    expect(ran).toEqual(['necessary-header', 'no-type-footer']);
  });

  it('an undecodable cookie counts as absent', async () => {
    const { scope, start } = setup();
    await start('garbage==');
    expect(scope.getState($openPanel)?.name).toBe('cookieWall');
  });

  it('a stored choice applies it and keeps the wall closed', async () => {
    const { scope, ran, updates, start } = setup();
    await start(encodePreferences({ ...NECESSARY_ONLY, statistics: true }));
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($consentDecided)).toBe(true);
    expect(updates).toEqual([consentModeOf({ ...NECESSARY_ONLY, statistics: true })]);
    expect(ran).toEqual(['necessary-header', 'no-type-footer', 'statistics-header']);
  });

  it('the wall off: everything granted, every active script runs, no wall', async () => {
    const { scope, ran, updates, start } = setup({ wall: false });
    await start(null);
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($consent)).toEqual(ALL_GRANTED);
    expect(updates).toEqual([consentModeOf(ALL_GRANTED)]);
    expect(ran).toEqual([
      'necessary-header',
      'no-type-footer',
      'preferences-body',
      'statistics-header',
      'marketing-footer',
    ]);
  });

  it('scripts switched off by the shop: none is read', async () => {
    const { ran, start, fetches } = setup({ scripts: false });
    await start(null);
    expect(fetches()).toBe(0);
    expect(ran).toEqual([]);
  });

  it('a failing scripts call is ignored: the wall still works', async () => {
    const { scope, ran, start } = setup({
      fetchScripts: async () => {
        throw new Error('down');
      },
    });
    await start(null);
    expect(ran).toEqual([]);
    await allSettled(consentAllAccepted, { scope });
    expect(scope.getState($consent)).toEqual(ALL_GRANTED);
  });
});

describe('on the wall', () => {
  it('Allow all stores every category for a year, closes the wall, updates consent mode and runs what waited', async () => {
    const { scope, ran, updates, cookies, start } = setup();
    await start(null);
    await allSettled(consentAllAccepted, { scope });
    expect(cookies).toEqual([
      { name: 'cookiePreferences', value: encodePreferences(ALL_GRANTED), maxAgeSeconds: 31_536_000 },
    ]);
    expect(scope.getState($openPanel)).toBeNull();
    expect(updates.at(-1)).toEqual(consentModeOf(ALL_GRANTED));
    expect(ran).toEqual([
      'necessary-header',
      'no-type-footer',
      'preferences-body',
      'statistics-header',
      'marketing-footer',
    ]);
  });

  it('Allow selection stores the switches; a later wider choice runs only what had not run', async () => {
    const { scope, ran, cookies, start } = setup();
    await start(null);
    await allSettled(cookieWallTabChanged, { scope, params: 'details' });
    await allSettled(consentCategoryToggled, { scope, params: { category: 'statistics', granted: true } });
    await allSettled(consentCategoryToggled, { scope, params: { category: 'necessary', granted: false } });
    await allSettled(consentSelectionAccepted, { scope });
    const selection = { ...NECESSARY_ONLY, statistics: true };
    expect(scope.getState($consent)).toEqual(selection);
    expect(decodePreferences(cookies.at(-1)!.value)).toEqual(selection);
    expect(ran).toEqual(['necessary-header', 'no-type-footer', 'statistics-header']);
    // The footer link opens the wall again on its first tab; allowing all runs the rest, none twice.
    await allSettled(cookieWallOpened, { scope });
    expect(scope.getState($openPanel)?.name).toBe('cookieWall');
    expect(scope.getState($cookieWallTab)).toBe('condition');
    await allSettled(consentAllAccepted, { scope });
    expect(ran).toEqual([
      'necessary-header',
      'no-type-footer',
      'statistics-header',
      'preferences-body',
      'marketing-footer',
    ]);
  });

  it('a narrower choice later never runs a script twice (and cannot unrun one)', async () => {
    const { scope, ran, start } = setup();
    await start(encodePreferences(ALL_GRANTED));
    const before = [...ran];
    await allSettled(cookieWallOpened, { scope });
    await allSettled(consentCategoryToggled, { scope, params: { category: 'marketing', granted: false } });
    await allSettled(consentSelectionAccepted, { scope });
    await allSettled(consentAllAccepted, { scope });
    expect(ran).toEqual(before);
  });
});
