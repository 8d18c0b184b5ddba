import { describe, expect, it } from 'vitest';
import {
  addProduct,
  applyServerCart,
  clampQuantity,
  editLine,
  emptySync,
  fail,
  flush,
  isRefreshDue,
  canStart,
  resume,
  shownLines,
  startNext,
  succeed,
  totalsOf,
  type QuantityEdit,
  type SyncState,
} from './sync';
import { testCart, testLine, testPrices } from './testing';

const loaded = (quantity = 2): SyncState =>
  applyServerCart(emptySync('cart-1'), testCart({ lines: [testLine({ lUid: 'l1', quantity })] }));

const rug = { productId: 'p1', quantity: 1, title: 'Kleed', slug: 'kleed', prices: testPrices(100) };

describe('clampQuantity (spec §5: minimum 0)', () => {
  it.each([
    [3, 3],
    [3.9, 3],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [2_000_000, 1_000_000],
  ])('%d → %d', (input, expected) => expect(clampQuantity(input)).toBe(expected));
});

describe('editLine', () => {
  const rows: [string, QuantityEdit, number][] = [
    ['increase adds one', { kind: 'increase' }, 3],
    ['decrease takes one', { kind: 'decrease' }, 1],
    ['typed sets the value', { kind: 'set', quantity: 7 }, 7],
    ['typed below zero is zero', { kind: 'set', quantity: -3 }, 0],
  ];
  it.each(rows)('%s', (_, edit, expected) => {
    const { state, change } = editLine(loaded(), 'l1', edit);
    expect(state.lines[0]?.line.quantity).toBe(expected);
    expect(state.dirty).toEqual({ l1: expected });
    expect(change).toMatchObject({ from: 2, to: expected });
    expect(state.lines[0]?.line.totals.totalInclVat).toBe(expected * 10);
  });

  it('decrease stops at 0 and then changes nothing', () => {
    const once = editLine(loaded(1), 'l1', { kind: 'decrease' }).state;
    const twice = editLine(once, 'l1', { kind: 'decrease' });
    expect(twice.change).toBeNull();
    expect(twice.state).toBe(once);
    expect(shownLines(once)).toEqual([]);
  });

  it('ignores unknown lines', () => {
    const state = loaded();
    expect(editLine(state, 'nope', { kind: 'increase' })).toEqual({ state, change: null });
  });
});

describe('addProduct', () => {
  it('merges into a line with the same product and options', () => {
    const base = applyServerCart(
      emptySync('cart-1'),
      testCart({ lines: [testLine({ lUid: 'l1', productId: 'p1', quantity: 1 })] }),
    );
    expect(addProduct(base, rug).state.lines.map((l) => [l.key, l.line.quantity])).toEqual([['l1', 2]]);
  });

  it('makes a separate draft for other options, and options compare regardless of order', () => {
    const withOptions = {
      ...rug,
      options: [
        { groupId: 'g1', id: 'o1' },
        { groupId: 'g2', id: 'o2' },
      ],
    };
    const first = addProduct(emptySync('cart-1'), withOptions).state;
    const reordered = addProduct(first, { ...withOptions, options: [...withOptions.options].reverse() }).state;
    expect(reordered.lines.map((l) => [l.key, l.line.quantity])).toEqual([['new-1', 2]]);
    const other = addProduct(first, rug).state;
    expect(other.lines.map((l) => l.key)).toEqual(['new-1', 'new-2']);
  });

  it('ignores a quantity below 1', () => {
    expect(addProduct(emptySync(), { ...rug, quantity: 0 }).change).toBeNull();
  });
});

describe('queue', () => {
  it('coalesces edits of a line into one task per flush', () => {
    let state = loaded();
    for (let i = 0; i < 10; i++) state = editLine(state, 'l1', { kind: 'increase' }).state;
    state = flush(state);
    expect(state.queue).toEqual([{ key: 'l1', quantity: 12, version: 10 }]);
    const { state: running, request } = startNext(state);
    expect(request?.call).toEqual({ kind: 'update', cUid: 'cart-1', lUid: 'l1', quantity: 12 });
    expect(startNext(running).request).toBeNull();
  });

  it('creates drafts, then renames them to the lUid the server gave', () => {
    const added = flush(addProduct(emptySync(null), rug).state);
    const { state, request } = startNext(added);
    expect(request?.call).toEqual({ kind: 'create', cUid: null, item: { productId: 'p1', quantity: 1, options: [] } });
    const answered = succeed(state, request!, { kind: 'create', cUid: 'c9', lUid: 'l5', updatedQuantity: 1 });
    expect(answered.state.cUid).toBe('c9');
    expect(shownLines(answered.state)).toMatchObject([{ lUid: 'l5', quantity: 1, isLoading: false }]);
    // Drawn under the same key as the draft, before and after the server's cart comes back.
    expect(shownLines(added)[0]?.viewKey).toBe('new-1');
    expect(shownLines(answered.state)[0]?.viewKey).toBe('new-1');
    const fetched = applyServerCart(
      answered.state,
      testCart({ cUid: 'c9', lines: [testLine({ lUid: 'l5', quantity: 1 })] }),
    );
    expect(shownLines(fetched)[0]?.viewKey).toBe('new-1');
    expect(editLine(answered.state, 'new-1', { kind: 'increase' }).state.dirty).toEqual({ l5: 2 });
    expect(answered.state.needsRefresh).toBe(true);
  });

  it('reports a stock limit and sets the allowed quantity', () => {
    const { state, request } = startNext(flush(editLine(loaded(), 'l1', { kind: 'set', quantity: 9 }).state));
    const answered = succeed(state, request!, { kind: 'update', updatedQuantity: 4 });
    expect(answered.limitedTo).toBe(4);
    expect(shownLines(answered.state)[0]?.quantity).toBe(4);
  });

  it('keeps a failed write and the edits after it, shown as pending, and asks for a fetch', () => {
    let state = flush(editLine(loaded(), 'l1', { kind: 'set', quantity: 5 }).state);
    const started = startNext(state);
    state = editLine(started.state, 'l1', { kind: 'set', quantity: 6 }).state;
    const failed = fail(state, started.request!);
    expect(failed.queue).toEqual([started.request!.task]);
    expect(failed.dirty).toEqual({ l1: 6 });
    expect(failed.stalled).toBe(true);
    expect(failed.failures).toBe(1);
    expect(canStart(failed)).toBe(false);
    expect(isRefreshDue(failed)).toBe(true);
    expect(shownLines(failed)).toEqual([expect.objectContaining({ lUid: 'l1', quantity: 6, isLoading: true })]);
    // The server answers again: the queue runs, with the newest wanted quantity once it is flushed.
    const resumed = resume(failed, testCart({ lines: [testLine({ lUid: 'l1', quantity: 2 })] }));
    expect(resumed.stalled).toBe(false);
    expect(canStart(flush(resumed))).toBe(true);
    expect(startNext(flush(resumed)).request?.call).toMatchObject({ kind: 'update', lUid: 'l1', quantity: 6 });
  });

  it('a failed first line keeps the cart it opened, and a line the server did write is adopted, not made twice', () => {
    const added = flush(addProduct(emptySync(null), rug).state);
    const started = startNext(added);
    expect(started.request?.call).toMatchObject({ kind: 'create', cUid: null });
    const failed = fail(started.state, started.request!, 'cart-9');
    expect(failed.cUid).toBe('cart-9');
    const server = testCart({ cUid: 'cart-9', lines: [testLine({ lUid: 'l7', productId: 'p1', quantity: 1 })] });
    const resumed = resume(applyServerCart(failed, server), server);
    expect(shownLines(resumed)).toEqual([expect.objectContaining({ lUid: 'l7', quantity: 1, isLoading: true })]);
    expect(startNext(resumed).request?.call).toEqual({ kind: 'update', cUid: 'cart-9', lUid: 'l7', quantity: 1 });
  });

  it('a successful write ends the run of failures', () => {
    const started = startNext(flush(editLine(loaded(), 'l1', { kind: 'set', quantity: 5 }).state));
    const failed = fail(started.state, started.request!);
    const again = startNext(resume(failed, testCart({ lines: [testLine({ lUid: 'l1', quantity: 2 })] })));
    expect(succeed(again.state, again.request!, { kind: 'update', updatedQuantity: 5 }).state.failures).toBe(0);
  });

  it('ignores answers for a cart that was dropped meanwhile', () => {
    const started = startNext(flush(editLine(loaded(), 'l1', { kind: 'set', quantity: 5 }).state));
    const dropped = { ...emptySync(null), generation: started.state.generation + 1 };
    expect(succeed(dropped, started.request!, { kind: 'update', updatedQuantity: 5 }).state).toBe(dropped);
    expect(fail(dropped, started.request!)).toBe(dropped);
  });
});

describe('applyServerCart and totalsOf', () => {
  it('keeps pending local quantities and drafts over a fetched cart', () => {
    let state = editLine(loaded(), 'l1', { kind: 'set', quantity: 5 }).state;
    state = addProduct(state, { ...rug, productId: 'p2' }).state;
    const server = testCart({ lines: [testLine({ lUid: 'l1', quantity: 2 }), testLine({ lUid: 'l3', quantity: 1 })] });
    const applied = applyServerCart(state, server);
    expect(shownLines(applied).map((l) => [l.lUid, l.quantity])).toEqual([
      ['l1', 5],
      ['l3', 1],
      ['new-1', 1],
    ]);
  });

  it("uses the server's totals when the lines match, local totals otherwise", () => {
    const cart = testCart({ lines: [testLine({ lUid: 'l1', quantity: 2 })] });
    const state = applyServerCart(emptySync('cart-1'), cart);
    expect(totalsOf(state, cart)).toBe(cart.totals);
    const edited = editLine(state, 'l1', { kind: 'set', quantity: 3 }).state;
    expect(totalsOf(edited, cart)?.totalInclVat).toBe(30);
    expect(totalsOf(emptySync(), null)).toBeNull();
  });
});
