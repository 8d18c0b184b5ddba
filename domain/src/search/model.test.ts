// The search modal's model (spec §5 search, §8, §9): debounce, trimming, nothing sent for empty input, stale
// answers dropped, failures logged and not shown.
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { SearchGroup } from './contract';
import { shownPriceBadge } from './lib';
import {
  $searchDebounceMs,
  $searchedQuery,
  $searchQuery,
  $searchResultCount,
  $searchResults,
  $searchStatus,
  logSearchFailureFx,
  searchCleared,
  searchFx,
  searchQueryChanged,
} from './model';

const group = (q: string): SearchGroup[] => [
  {
    id: 'products',
    title: 'Producten',
    items: [{ id: `p-${q}`, title: `<em>${q}</em>`, slug: q, image: null, url: `/product/1/${q}`, badges: [] }],
  },
];

const setup = (handler: (q: string) => Promise<SearchGroup[]> = async (q) => group(q)) => {
  const calls: string[] = [];
  const logged: unknown[] = [];
  const scope = fork({
    values: [[$searchDebounceMs, 0]],
    handlers: [
      [searchFx, (_api: unknown, q: string) => (calls.push(q), handler(q))],
      [logSearchFailureFx, (failure: unknown) => void logged.push(failure)],
    ],
  });
  const type = async (text: string) => {
    await allSettled(searchQueryChanged, { scope, params: text });
    await allSettled(scope);
  };
  return { scope, calls, logged, type };
};

describe('search', () => {
  it('searches the trimmed query once typing pauses, and shows the groups', async () => {
    const { scope, calls, type } = setup();
    await type('  bank ');
    expect(calls).toEqual(['bank']);
    expect(scope.getState($searchQuery)).toBe('  bank ');
    expect(scope.getState($searchResults)).toEqual(group('bank'));
    expect(scope.getState($searchedQuery)).toBe('bank');
    expect(scope.getState($searchStatus)).toBe('done');
    expect(scope.getState($searchResultCount)).toBe(1);
  });

  it('sends one request for quick typing (the 300 ms debounce)', async () => {
    vi.useFakeTimers();
    try {
      const calls: string[] = [];
      const scope = fork({ handlers: [[searchFx, async (_api: unknown, q: string) => (calls.push(q), group(q))]] });
      for (const text of ['b', 'bo', 'bou', 'boucle']) {
        void allSettled(searchQueryChanged, { scope, params: text });
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(300);
      expect(calls).toEqual(['boucle']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing for empty or whitespace-only input and clears what was shown', async () => {
    const { scope, calls, type } = setup();
    await type('bank');
    await type('   ');
    expect(calls).toEqual(['bank']);
    expect(scope.getState($searchResults)).toEqual([]);
    expect(scope.getState($searchedQuery)).toBeNull();
    expect(scope.getState($searchStatus)).toBe('idle');
    await type('');
    expect(calls).toEqual(['bank']);
  });

  it('does not search again when only spaces were added', async () => {
    const { calls, type } = setup();
    await type('bank');
    await type('bank ');
    expect(calls).toEqual(['bank']);
  });

  it('never lets an older answer replace a newer one', async () => {
    const waiting = new Map<string, () => void>();
    const { scope, type } = setup((q) => new Promise((resolve) => waiting.set(q, () => resolve(group(q)))));
    void type('bank');
    await vi.waitFor(() => expect(waiting.has('bank')).toBe(true));
    void type('bed');
    await vi.waitFor(() => expect(waiting.has('bed')).toBe(true));
    waiting.get('bed')!();
    await vi.waitFor(() => expect(scope.getState($searchedQuery)).toBe('bed'));
    waiting.get('bank')!();
    await allSettled(scope);
    expect(scope.getState($searchedQuery)).toBe('bed');
    expect(scope.getState($searchResults)).toEqual(group('bed'));
  });

  it('drops an answer that arrives after the input was cleared', async () => {
    let answer: () => void = () => undefined;
    const { scope, type } = setup((q) => new Promise((resolve) => (answer = () => resolve(group(q)))));
    void type('bank');
    await vi.waitFor(() => expect(scope.getState($searchStatus)).toBe('searching'));
    // allSettled would wait for the pending search too: clear without waiting, then let the answer in.
    void allSettled(searchCleared, { scope });
    await vi.waitFor(() => expect(scope.getState($searchQuery)).toBe(''));
    answer();
    await allSettled(scope);
    expect(scope.getState($searchQuery)).toBe('');
    expect(scope.getState($searchResults)).toEqual([]);
    expect(scope.getState($searchStatus)).toBe('idle');
  });

  it('logs a failure and shows nothing', async () => {
    const { scope, logged, type } = setup(async () => {
      throw new Error('search index down');
    });
    await type('bank');
    expect(scope.getState($searchResults)).toEqual([]);
    expect(scope.getState($searchStatus)).toBe('failed');
    expect(logged).toEqual([{ query: 'bank', error: new Error('search index down') }]);
  });
});

describe('price badge', () => {
  const value = {
    prefix: ' vanaf ',
    range: { min: { exclVat: 10, inclVat: 12.1 }, max: { exclVat: 20, inclVat: 24.2 } },
    discountExclVat: null,
    discountInclVat: null,
  };
  it('shows a range incl or excl VAT by setting, with its prefix', () => {
    expect(shownPriceBadge(value, { exclVat: false })).toEqual({
      prefix: 'vanaf',
      min: 12.1,
      max: 24.2,
      discount: null,
    });
    expect(shownPriceBadge(value, { exclVat: true })).toEqual({ prefix: 'vanaf', min: 10, max: 20, discount: null });
  });
  it('shows one price when the range is one price, and a discount below it', () => {
    const single = {
      ...value,
      prefix: '',
      range: { min: value.range.min, max: value.range.min },
      discountExclVat: 8,
      discountInclVat: 9.68,
    };
    expect(shownPriceBadge(single, { exclVat: false })).toEqual({ prefix: '', min: 12.1, max: null, discount: 9.68 });
  });
  it('ignores a discount that is not below the regular price', () => {
    expect(
      shownPriceBadge({ ...value, discountInclVat: 30, discountExclVat: 25 }, { exclVat: false }).discount,
    ).toBeNull();
  });
});
