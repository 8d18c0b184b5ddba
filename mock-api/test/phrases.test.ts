// Spec §8: the storefront shows a server message as phrases.{message}. Every message the mock API can answer a
// storefront call with (error and success replies, payment errors, QA transport faults) has that phrase in both
// locales (in the core bundle or an area: docs/i18n.md "Areas"), so a shopper never reads a raw key. Found by
// reading the sources: a new `fail(…)` or `message: '…'` is covered without being listed here. The QA admin routes
// answer QA, not shoppers.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS, loadBundle } from '@etalage/domain/i18n';

const nl = await loadBundle('nl-NL', MESSAGE_AREAS);
const en = await loadBundle('en-US', MESSAGE_AREAS);

const SOURCE = join(__dirname, '..', 'src');
const FOR_QA_ONLY = [join(SOURCE, 'admin'), join(SOURCE, 'routes', '__mock'), join(SOURCE, 'sessions', 'file.ts')];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (FOR_QA_ONLY.some((excluded) => path.startsWith(excluded))) return [];
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });

const PATTERNS = [
  /\bmessage: '([a-z][a-z_]*)'/g,
  /\bfail\(\s*\d{3},\s*'([a-z][a-z_]*)'/g,
  /\bpayError(?:Answer)?\([^()]*?,[^()]*?,\s*'([a-z][a-z_]*)'\)/g,
  /^\s+\d{3}: '([a-z][a-z_]*)',$/gm,
];

const serverMessages = [
  ...new Set(
    sources(SOURCE).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
    }),
  ),
].sort();

describe('server messages (spec §8 phrases.{message})', () => {
  it('are found in the sources', () => {
    expect(serverMessages).toEqual(
      expect.arrayContaining(['account_exists', 'cart_changed', 'invalid_credentials', 'internal_error']),
    );
  });

  it.each(serverMessages)('phrases.%s is in nl-NL and en-US', (serverMessage) => {
    expect(nl[`phrases.${serverMessage}`]).toBeTruthy();
    expect(en[`phrases.${serverMessage}`]).toBeTruthy();
  });
});
