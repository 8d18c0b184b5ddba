// The browser's messages (web/vite/messages.ts): the build compiles each bundle, and the browser's translator,
// which has no ICU parser (`#compile-message` is the browser's there), formats what it compiled exactly as
// intl-messageformat formats the source strings. The build refuses any ICU library in the browser's bundle.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { createTranslator as CreateTranslator } from '../app/i18n/translator';
import { compileMessages, compiledMessages, refusedInBrowser } from '../vite/messages';
import { BUNDLES, differencesOf, samplesOf } from './message-samples';

describe('compiled messages (the browser bundles)', () => {
  // The translator as the browser's bundle has it; the build's compiler above stays the real one.
  let createTranslator: typeof CreateTranslator;
  beforeAll(async () => {
    vi.resetModules();
    vi.doMock('#compile-message', () => import('../app/i18n/compile-message.browser'));
    ({ createTranslator } = await import('../app/i18n/translator'));
  });

  it.each(['nl-NL', 'en-US'] as const)(
    'format every %s message as intl-messageformat formats its source, for a dozen sets of values',
    (locale) => {
      // As the browser receives it: the chunk's literal, through JSON.
      const compiled = JSON.parse(JSON.stringify(compileMessages(BUNDLES[locale]))) as Record<string, string>;
      const t = createTranslator(compiled, locale);
      const samples = samplesOf(locale);
      expect(samples.length).toBeGreaterThan(1000);
      expect(differencesOf(t, samples)).toEqual([]);
      // Plain messages are their text (the translator returns them as they are).
      expect(Object.values(compiled).filter((message) => typeof message === 'string').length).toBeGreaterThan(300);
    },
  );

  it('the browser formats a compiled string as it is: it never parses one', () => {
    const t = createTranslator({ plain: 'Pagina {page}' }, 'nl-NL');
    expect(t('plain', { page: 2 })).toBe('Pagina {page}');
  });

  it('names the key of a message that does not parse, or that the formatter does not format', () => {
    expect(() => compileMessages({ 'broken.key': 'Binnen {days dagen' })).toThrow(/broken\.key does not parse/);
    expect(() => compileMessages({ 'chosen.key': '{kind, select, a {A} other {B}}' })).toThrow(
      /chosen\.key uses select/,
    );
  });
});

describe('no ICU library in the browser', () => {
  it.each(['intl-messageformat', '@formatjs/icu-messageformat-parser', '@formatjs/fast-memoize'])(
    'the build refuses %s',
    (id) => {
      expect(refusedInBrowser(id)).toMatch(/ICU library/);
      const [guard] = compiledMessages();
      const error = vi.fn((message: string) => {
        throw new Error(message);
      });
      const resolveId = guard!.resolveId as (this: unknown, id: string, importer?: string) => unknown;
      expect(() => resolveId.call({ error }, id, '/app/i18n/translator.ts')).toThrow(/translator\.ts/);
    },
  );

  it('takes everything else', () => {
    const [guard] = compiledMessages();
    const resolveId = guard!.resolveId as (this: unknown, id: string, importer?: string) => unknown;
    for (const id of ['react', '@etalage/domain/i18n', '#compile-message', './message', 'intl-tel-input']) {
      expect(refusedInBrowser(id)).toBeNull();
      expect(resolveId.call({ error: () => undefined }, id, '/app/root.tsx')).toBeNull();
    }
  });
});
