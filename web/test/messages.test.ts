// Both bundles have the same keys, every message is valid ICU in its locale, and every literal key the
// web code asks for exists: a missing translation fails here rather than showing a raw key to a shopper.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as nlCheckout } from '../../domain/src/i18n/messages/checkout/nl-NL';
import { messages as nlAccount } from '../../domain/src/i18n/messages/account/nl-NL';
import { UNKNOWN_SERVER_MESSAGE, phrase } from '../../domain/src/shell/message';
import { compileMessage } from '../app/i18n/compile-message.node';
import { createTranslator, translatorOf } from '../app/i18n/translator';
import { BUNDLES, FILES, differencesOf, samplesOf } from './message-samples';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') && !path.includes('i18n') ? [path] : [];
  });

const { 'nl-NL': nl, 'en-US': en } = BUNDLES;

describe('message areas', () => {
  it.each(Object.entries(FILES))('%s has the same keys in both locales', (_, [nlFile, enFile]) => {
    expect(Object.keys(nlFile).sort()).toEqual(Object.keys(enFile).sort());
  });

  it('no key is in two files', () => {
    const count = Object.values(FILES).reduce((sum, [file]) => sum + Object.keys(file).length, 0);
    expect(Object.keys(nl)).toHaveLength(count);
  });

  // The words each part of the app may ask for: the core bundle and the areas its pages or its panel load
  // (messageAreasOf, components/panels.tsx). The first pattern a file matches decides; the rest is the shop.
  const PARTS: [name: string, files: RegExp, areas: (keyof typeof FILES)[]][] = [
    [
      'the account',
      /features\/account\/|routes\/account|layouts\/account|components\/account-(panel|menu)/,
      ['checkout', 'account', 'cart'],
    ],
    [
      'the checkout',
      /features\/checkout\/|routes\/checkout|layouts\/checkout|components\/(address-|lazy-address-modal|login-form)/,
      ['checkout', 'cart'],
    ],
    ['the cart', /features\/cart\/|routes\/cart|components\/(cart-panel|cart-totals|coupon-panel)/, ['cart']],
    ['a product page', /features\/product\/|routes\/product/, ['product']],
    ['the search modal', /components\/search-modal/, ['search']],
    ['the cookie wall', /components\/cookie-wall/, ['consent']],
    ['the shop', /./, []],
  ];

  it.each(PARTS.map(([name]) => [name]))('what %s asks for is in the core bundle and its areas', (name) => {
    const root = join(__dirname, '..', 'app');
    const partOf = (file: string) => PARTS.find(([, files]) => files.test(file.slice(root.length)))!;
    const [, , areas] = PARTS.find(([part]) => part === name)!;
    const known: Record<string, string> = Object.assign({}, FILES.core[0], ...areas.map((area) => FILES[area][0]));
    const files = sourceFiles(root).filter((file) => !/i18n\/translator/.test(file) && partOf(file)[0] === name);
    expect(files.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        if (!(match[1]! in known)) missing.push(`${file.slice(root.length)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

// A model's notice is a key (`message('phrases.…')`), not a `t('…')` call: the phrases of the checkout and account
// areas may only be asked for by models of the pages that load those areas (docs/i18n.md "Areas").
it("the checkout's and the account's phrases are asked for only by their models", () => {
  const domain = join(__dirname, '..', '..', 'domain', 'src');
  const areaPhrases = [...Object.keys(nlCheckout), ...Object.keys(nlAccount)].filter((key) =>
    key.startsWith('phrases.'),
  );
  expect(areaPhrases.length).toBeGreaterThan(30);
  const askers = new Set<string>();
  for (const file of [...sourceFiles(domain), ...sourceFiles(join(__dirname, '..', 'app'))]) {
    if (file.endsWith('testing.ts')) continue;
    const text = readFileSync(file, 'utf8');
    if (areaPhrases.some((key) => text.includes(`'${key}'`))) askers.add(file.slice(file.indexOf('/src/') + 1));
  }
  const outside = [...askers].filter(
    (file) =>
      !/^src\/(checkout|account)\//.test(file) &&
      // The reset form's rule (validateResetForm), used by the account's reset page only.
      file !== 'src/forms/lib.ts',
  );
  expect(askers.size).toBeGreaterThan(3);
  expect(outside).toEqual([]);
});

describe('message bundles', () => {
  it('nl-NL and en-US have exactly the same keys', () => {
    const nlKeys = Object.keys(nl).sort();
    const enKeys = Object.keys(en).sort();
    expect(nlKeys.filter((key) => !(key in en))).toEqual([]);
    expect(enKeys.filter((key) => !(key in nl))).toEqual([]);
  });

  it.each([
    ['nl-NL', nl],
    ['en-US', en],
  ] as const)('every %s message is valid ICU of the constructs the formatter formats', (_, bundle) => {
    const broken = Object.entries(bundle).flatMap(([key, source]) => {
      try {
        compileMessage(source, key);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('every literal key used by the web app exists', () => {
    const root = join(__dirname, '..', 'app');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !(key in nl))).toEqual([]);
  });
});

describe('translator', () => {
  it('formats parameters and plurals per locale', () => {
    const t = createTranslator(
      { n: '{count, plural, one {# product} other {# producten}}', p: 'Pagina {page}' },
      'nl-NL',
    );
    expect(t('n', { count: 1 })).toBe('1 product');
    expect(t('n', { count: 3 })).toBe('3 producten');
    expect(t('p', { page: 2 })).toBe('Pagina 2');
  });

  it('shows the key itself when a message is missing', () => {
    expect(createTranslator({}, 'en-US')('missing.key')).toBe('missing.key');
  });

  it('formats message refs', () => {
    const t = createTranslator({ 'phrases.x': 'X {a}' }, 'en-US');
    expect(t.ref({ key: 'phrases.x', params: { a: 1 } })).toBe('X 1');
  });

  it('shows the fallback of a server phrase the bundle does not know (spec §8 phrases.{message})', () => {
    const t = createTranslator({ 'phrases.known': 'Known', notice: 'The notice' }, 'en-US');
    expect(t.ref({ key: 'phrases.known', fallback: { key: 'notice' } })).toBe('Known');
    expect(t.ref({ key: 'phrases.not_in_bundle', fallback: { key: 'notice' } })).toBe('The notice');
  });

  it('is one translator per bundle and locale, shared by every component that asks', () => {
    const bundle = { p: 'Pagina {page}' };
    const t = translatorOf(bundle, 'nl-NL');
    expect(translatorOf(bundle, 'nl-NL')).toBe(t);
    expect(translatorOf(bundle, 'en-US')).not.toBe(t);
    expect(translatorOf({ ...bundle }, 'nl-NL')).not.toBe(t);
    expect(t('p', { page: 3 })).toBe('Pagina 3');
    expect(translatorOf(bundle, 'en-US').locale).toBe('en-US');
  });

  it('has a visible message for every server phrase without a notice of its own', () => {
    expect(createTranslator(nl, 'nl-NL').ref(phrase('brand_new_message'))).toBe(nl[UNKNOWN_SERVER_MESSAGE]);
    expect(createTranslator(en, 'en-US').ref(phrase('brand_new_message'))).toBe(en[UNKNOWN_SERVER_MESSAGE]);
  });
});

describe('the server: source strings, compiled on first use', () => {
  it.each(['nl-NL', 'en-US'] as const)(
    'formats every %s message as intl-messageformat formats its source, for a dozen sets of values',
    (locale) => {
      const t = createTranslator(BUNDLES[locale], locale);
      const samples = samplesOf(locale);
      expect(samples.length).toBeGreaterThan(1000);
      expect(differencesOf(t, samples)).toEqual([]);
    },
  );
});
