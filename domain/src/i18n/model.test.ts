// The words a page loads (docs/i18n.md "Areas"): the core bundle and the areas asked for, kept across a locale
// change, and never replaced by an older, smaller answer.
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../shared';
import {
  $messageAreas,
  $messages,
  loadBundle,
  loadMessagesFx,
  localeChosen,
  localeStarted,
  messageAreasNeeded,
  messageAreasOf,
  type MessageArea,
} from './model';

describe('message areas', () => {
  it("a page of the shop needs none, a product page and the cart page their own, the checkout and the account theirs and the cart's", () => {
    expect(messageAreasOf('/')).toEqual([]);
    expect(messageAreasOf('/checkouts-and-more')).toEqual([]);
    expect(messageAreasOf('/checkout/gegevens')).toEqual(['checkout', 'cart']);
    expect(messageAreasOf('/account/orders/1')).toEqual(['checkout', 'account', 'cart']);
    expect(messageAreasOf('/product/1001/sierkussen')).toEqual(['product']);
    expect(messageAreasOf('/products-and-more')).toEqual([]);
    expect(messageAreasOf('/cart')).toEqual(['cart']);
  });

  it('loads the core bundle with the asked areas', async () => {
    const core = await loadBundle('nl-NL');
    const withSearch = await loadBundle('nl-NL', ['search']);
    expect(core['search.title']).toBeUndefined();
    expect(withSearch['search.title']).toBe('Zoeken');
    expect(withSearch['search.open']).toBe(core['search.open']);
  });

  it('keeps the areas when the locale changes', async () => {
    const scope = fork();
    await allSettled(localeStarted, { scope, params: 'nl-NL' });
    await allSettled(messageAreasNeeded, { scope, params: ['consent'] });
    expect(scope.getState($messages)['consent.allowAll']).toBe('Alles toestaan');
    await allSettled(localeChosen, { scope, params: 'en-US' });
    expect(scope.getState($messages)['consent.allowAll']).toBe('Allow all');
    expect(scope.getState($messageAreas)).toEqual(['consent']);
  });

  it('never lets an older answer without the newest areas replace a newer one', async () => {
    const waiting: (() => void)[] = [];
    const scope = fork({
      handlers: [
        [
          loadMessagesFx,
          ({ locale, areas }: { locale: Locale; areas: readonly MessageArea[] }) =>
            new Promise((resolve) => waiting.push(() => resolve({ [`${locale}:${areas.join(',')}`]: 'x' }))),
        ],
      ],
    });
    void allSettled(localeStarted, { scope, params: 'nl-NL' });
    void allSettled(messageAreasNeeded, { scope, params: ['search'] });
    expect(waiting).toHaveLength(2);
    waiting[1]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    waiting[0]!();
    await allSettled(scope);
    expect(scope.getState($messages)).toEqual({ 'nl-NL:search': 'x' });
  });
});
