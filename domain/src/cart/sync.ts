// The cart's local-first sync as a pure state machine (spec §4 Cart, docs/decisions/cart-sync-state-machine.md). Edits
// change the shown lines at once and are remembered per line; a flush (after the debounce) turns them into a
// queue that runs strictly one request at a time. The cart model only wires these functions to effects.
import type { OptionSelection } from '../configurator/contract';
import { cartTotals, lineTotals } from '../pricing';
import type { Prices } from '../pricing/contract';
import type { Cart, CartLine, CartLineOption, CartTotals } from './contract';
import { isSameLine, selectionOfLine } from './lib';

/** What create-line needs for a line the server does not know yet. */
export interface LineDraft {
  productId: string;
  options: OptionSelection[];
}

export interface SyncLine {
  /** Stable identity: the server's lUid, or `new-{n}` until create-line answers. */
  key: string;
  line: CartLine;
  /** Set while the line exists only here; null once the server knows it. */
  draft: LineDraft | null;
}

/** One queued write: bring line `key` to `quantity`. `version` is the line's edit count when it was queued. */
export interface SyncTask {
  key: string;
  quantity: number;
  version: number;
}

export interface SyncState {
  cUid: string | null;
  /** Local-first lines, including lines at quantity 0 whose removal is not confirmed yet. */
  lines: SyncLine[];
  /** Edit count per line key; an answer is applied only if no edit came after its task. */
  versions: Record<string, number>;
  /** Wanted quantities waiting for the debounce. */
  dirty: Record<string, number>;
  queue: SyncTask[];
  inFlight: SyncTask | null;
  /** Draft keys → the lUid create-line gave them, so late events with the draft key still find the line. */
  aliases: Record<string, string>;
  /** A write was acknowledged since the last cart fetch: fetch once the queue is idle (totals come from the server). */
  needsRefresh: boolean;
  /** Bumped by every fetch and every acknowledged write; a fetch answer is applied only if it is still current. */
  mark: number;
  /** Counter for draft keys. */
  seq: number;
  /** Bumped when the cart is dropped (logout, deletion): answers to requests of an older cart are ignored. */
  generation: number;
  /**
   * A write failed: its task and everything after it wait, still shown as pending, until
   * the server answers again (a cart fetch succeeds, or the shopper retries). Nothing is dropped or undone.
   */
  stalled: boolean;
  /** Writes failed in a row; a successful write sets it back to 0. */
  failures: number;
}

export const emptySync = (cUid: string | null = null): SyncState => ({
  cUid,
  lines: [],
  versions: {},
  dirty: {},
  queue: [],
  inFlight: null,
  aliases: {},
  needsRefresh: false,
  mark: 0,
  seq: 0,
  generation: 0,
  stalled: false,
  failures: 0,
});

/**
 * Forgets the cart (logout, deletion, a new page start) and asks for a fresh fetch of `cUid` (null: a new cart).
 * Counters move on so that answers still on their way are recognised as stale.
 */
export const resetSync = (state: SyncState, cUid: string | null): SyncState => ({
  ...emptySync(cUid),
  seq: state.seq,
  mark: state.mark + 1,
  generation: state.generation + 1,
  needsRefresh: true,
});

export type SyncCall =
  | { kind: 'create'; cUid: string | null; item: { productId: string; quantity: number; options: OptionSelection[] } }
  | { kind: 'update'; cUid: string; lUid: string; quantity: number };

/** What the queue asks the API; `task` comes back with the answer. */
export interface SyncRequest {
  task: SyncTask;
  call: SyncCall;
  generation: number;
}

export type SyncAnswer =
  { kind: 'create'; cUid: string; lUid: string; updatedQuantity: number } | { kind: 'update'; updatedQuantity: number };

/**
 * A shown cart line: the contract's line, whether a change of it is still on its way to the server, and the key it
 * is drawn under, which stays the draft's once the server has given the line its lUid (the row, its focus and what
 * is typed in it stay).
 */
export type CartLineView = CartLine & { isLoading: boolean; viewKey: string };

export type QuantityEdit = { kind: 'increase' } | { kind: 'decrease' } | { kind: 'set'; quantity: number };

/** A change of a line's quantity made locally, for analytics (remove_from_cart) and the debounce. */
export interface LineChange {
  line: CartLine;
  from: number;
  to: number;
}

// ---------------------------------------------------------------------------------------------------
// Reading

export const isPending = (state: SyncState, key: string): boolean =>
  key in state.dirty || state.inFlight?.key === key || state.queue.some((task) => task.key === key);

export const isIdle = (state: SyncState): boolean =>
  state.inFlight === null && state.queue.length === 0 && Object.keys(state.dirty).length === 0;

export const canStart = (state: SyncState): boolean =>
  !state.stalled && state.inFlight === null && state.queue.length > 0;

/** The cart should be fetched now: after acknowledged writes once the queue is idle, or after a failed write. */
export const isRefreshDue = (state: SyncState): boolean =>
  state.needsRefresh && state.inFlight === null && (state.stalled || isIdle(state));

/** The key of the line an event names: its key, its lUid, or a draft key that has since been created. */
export const findKey = (state: SyncState, id: string): string | null => {
  const wanted = state.aliases[id] ?? id;
  const found = state.lines.find((l) => l.key === wanted || l.line.lUid === wanted);
  return found ? found.key : null;
};

/** The lines the shopper sees: quantity above 0, in cart order. */
export const shownLines = (state: SyncState): CartLineView[] => {
  const draftKeyOf = new Map(Object.entries(state.aliases).map(([draft, lUid]) => [lUid, draft]));
  return state.lines
    .filter((l) => l.line.quantity > 0)
    .map((l) => ({
      ...l.line,
      isLoading: l.draft !== null || isPending(state, l.key),
      viewKey: draftKeyOf.get(l.key) ?? l.key,
    }));
};

/** True while any edit has not been answered; totals are then computed locally. */
export const hasPendingEdits = (state: SyncState): boolean =>
  !isIdle(state) || state.lines.some((l) => l.draft !== null);

// ---------------------------------------------------------------------------------------------------
// Local edits

/** Spec §5: quantity minimum 0; typed values are whole numbers. */
export const clampQuantity = (value: number): number =>
  Number.isFinite(value) ? Math.min(1_000_000, Math.max(0, Math.floor(value))) : 0;

const withQuantity = (line: CartLine, quantity: number): CartLine => ({
  ...line,
  quantity,
  totals: lineTotals({ prices: line.prices, quantity, weightPerUnit: line.weight.perUnit }),
});

const replaceLine = (lines: SyncLine[], key: string, next: (l: SyncLine) => SyncLine): SyncLine[] =>
  lines.map((l) => (l.key === key ? next(l) : l));

const setWanted = (state: SyncState, key: string, quantity: number): SyncState => ({
  ...state,
  lines: replaceLine(state.lines, key, (l) => ({ ...l, line: withQuantity(l.line, quantity) })),
  versions: { ...state.versions, [key]: (state.versions[key] ?? 0) + 1 },
  dirty: { ...state.dirty, [key]: quantity },
});

export interface EditResult {
  state: SyncState;
  change: LineChange | null;
}

/** Increase (+1), decrease (-1, floor 0) or set a typed quantity (floor 0) of the line `id` names. */
export const editLine = (state: SyncState, id: string, edit: QuantityEdit): EditResult => {
  const key = findKey(state, id);
  const current = key === null ? undefined : state.lines.find((l) => l.key === key);
  if (key === null || current === undefined) return { state, change: null };
  const from = current.line.quantity;
  const to = clampQuantity(edit.kind === 'increase' ? from + 1 : edit.kind === 'decrease' ? from - 1 : edit.quantity);
  if (to === from) return { state, change: null };
  const next = setWanted(state, key, to);
  return { state: next, change: { line: current.line, from, to } };
};

/** A product put in the cart from a product page (spec §4 Cart: add uses create-line). */
export interface ProductAddedInput {
  productId: string;
  quantity: number;
  options?: (OptionSelection & { groupName?: string; name?: string })[];
  title: string;
  slug: string;
  prices: Prices;
  brand?: string | null;
  image?: string | null;
  imageAlt?: string;
  weightPerUnit?: number;
}

const draftLine = (key: string, input: ProductAddedInput, quantity: number): CartLine => {
  const options: CartLineOption[] = (input.options ?? []).map((o) => ({
    id: o.id,
    lineOptionId: '',
    groupId: o.groupId,
    groupName: o.groupName ?? '',
    name: o.name ?? '',
    displayType: o.custom ? 'custom' : 'text',
    custom: o.custom ? { name: o.name ?? '', label: o.groupName ?? '', quantity: 1, dimensions: o.custom } : null,
    prices: null,
  }));
  const weightPerUnit = input.weightPerUnit ?? 0;
  return {
    id: key,
    uid: key,
    lUid: key,
    productId: input.productId,
    quantity,
    originalQuantity: quantity,
    slug: input.slug,
    title: input.title,
    brand: input.brand ?? null,
    options,
    prices: input.prices,
    image: input.image ? { imageSrc: { medium: input.image } } : null,
    imageAlt: input.imageAlt ?? input.title,
    stock: { openQuantity: 0, isManaged: false, isPermanentlyOutOfStock: false },
    backorder: false,
    weight: { perUnit: weightPerUnit },
    totals: lineTotals({ prices: input.prices, quantity, weightPerUnit }),
  };
};

/**
 * Adds a product. A line with the same product and options already in the cart grows instead (one update-line);
 * otherwise a draft line appears at once and create-line runs when the queue reaches it.
 */
export const addProduct = (state: SyncState, input: ProductAddedInput): EditResult => {
  const quantity = clampQuantity(input.quantity);
  if (quantity === 0) return { state, change: null };
  const selection: OptionSelection[] = (input.options ?? []).map(({ groupId, id, custom }) =>
    custom ? { groupId, id, custom } : { groupId, id },
  );
  const wanted = { productId: input.productId, options: selection };
  const same = state.lines.find((l) =>
    isSameLine(wanted, {
      productId: l.line.productId,
      options: l.draft ? l.draft.options : selectionOfLine(l.line),
    }),
  );
  if (same) return editLine(state, same.key, { kind: 'set', quantity: same.line.quantity + quantity });
  const key = `new-${state.seq + 1}`;
  const line = draftLine(key, input, quantity);
  const next: SyncState = {
    ...state,
    seq: state.seq + 1,
    lines: [...state.lines, { key, line, draft: { productId: input.productId, options: selection } }],
    versions: { ...state.versions, [key]: 1 },
    dirty: { ...state.dirty, [key]: quantity },
  };
  return { state: next, change: { line, from: 0, to: quantity } };
};

// ---------------------------------------------------------------------------------------------------
// The queue

const draftOf = (line: CartLine): LineDraft => ({
  productId: line.productId,
  options: line.options.map((o) =>
    o.custom ? { groupId: o.groupId, id: o.id, custom: o.custom.dimensions } : { groupId: o.groupId, id: o.id },
  ),
});

const dropLine = (state: SyncState, key: string): SyncState => ({
  ...state,
  lines: state.lines.filter((l) => l.key !== key),
});

/**
 * The debounce fired: every waiting edit joins the queue, replacing a queued (not yet sent) task of the same
 * line, so ten quick clicks make one request. A draft set back to 0 before it was ever sent just disappears.
 */
export const flush = (state: SyncState): SyncState => {
  let next: SyncState = { ...state, dirty: {} };
  for (const { key } of state.lines) {
    const quantity = state.dirty[key];
    if (quantity === undefined) continue;
    const version = state.versions[key] ?? 0;
    const line = next.lines.find((l) => l.key === key);
    const creating = next.inFlight?.key === key;
    const queue = next.queue.filter((task) => task.key !== key);
    if (line?.draft && !creating && quantity === 0) {
      next = dropLine({ ...next, queue }, key);
      continue;
    }
    next = { ...next, queue: [...queue, { key, quantity, version }] };
  }
  return next;
};

export interface StartResult {
  state: SyncState;
  request: SyncRequest | null;
}

/** Takes the next task and turns it into a request (create-line for a draft, update-line otherwise). */
export const startNext = (state: SyncState): StartResult => {
  let next = state;
  while (canStart(next)) {
    const [task, ...rest] = next.queue as [SyncTask, ...SyncTask[]];
    next = { ...next, queue: rest };
    const line = next.lines.find((l) => l.key === task.key);
    if (!line) continue;
    if (line.draft) {
      if (task.quantity === 0) {
        next = dropLine(next, task.key);
        continue;
      }
      const call: SyncCall = {
        kind: 'create',
        cUid: next.cUid,
        item: { productId: line.draft.productId, quantity: task.quantity, options: line.draft.options },
      };
      return { state: { ...next, inFlight: task }, request: { task, call, generation: next.generation } };
    }
    if (next.cUid === null) continue;
    const call: SyncCall = { kind: 'update', cUid: next.cUid, lUid: line.line.lUid, quantity: task.quantity };
    return { state: { ...next, inFlight: task }, request: { task, call, generation: next.generation } };
  }
  return { state: next, request: null };
};

const rekey = (state: SyncState, from: string, to: string): SyncState => {
  const { [from]: dirtyQuantity, ...dirty } = state.dirty;
  const { [from]: version, ...versions } = state.versions;
  return {
    ...state,
    lines: state.lines.map((l) => (l.key === from ? { ...l, key: to } : l)),
    dirty: dirtyQuantity === undefined ? dirty : { ...dirty, [to]: dirtyQuantity },
    versions: version === undefined ? versions : { ...versions, [to]: version },
    queue: state.queue.map((task) => (task.key === from ? { ...task, key: to } : task)),
    aliases: { ...state.aliases, [from]: to },
  };
};

export interface AnswerResult {
  state: SyncState;
  /** The quantity stock allowed when it is lower than asked (spec §4: set the line and show the toast). */
  limitedTo: number | null;
}

/**
 * Applies a write's answer. A create always records the new lUid and cUid; the quantity is applied only if no
 * newer edit of the line is pending. Quantity 0 removes the line.
 */
export const succeed = (state: SyncState, request: SyncRequest, answer: SyncAnswer): AnswerResult => {
  const { task } = request;
  if (request.generation !== state.generation) return { state, limitedTo: null };
  let next: SyncState = { ...state, inFlight: null, needsRefresh: true, mark: state.mark + 1, failures: 0 };
  let key = task.key;
  const isCurrent = (next.versions[key] ?? 0) === task.version;
  if (answer.kind === 'create' && clampQuantity(answer.updatedQuantity) === 0) {
    // Nothing was created (no stock). A newer edit keeps the draft, so its own create runs next.
    next = { ...next, cUid: answer.cUid };
    return isCurrent ? { state: dropLine(next, key), limitedTo: 0 } : { state: next, limitedTo: null };
  }
  if (answer.kind === 'update' && clampQuantity(answer.updatedQuantity) === 0 && !isCurrent) {
    // The server removed the line while the shopper already wanted it back: it must be created again.
    next = {
      ...next,
      lines: replaceLine(next.lines, key, (l) => ({ ...l, draft: draftOf(l.line) })),
    };
    return { state: next, limitedTo: null };
  }
  if (answer.kind === 'create') {
    next = rekey({ ...next, cUid: answer.cUid }, key, answer.lUid);
    key = answer.lUid;
    next = {
      ...next,
      lines: replaceLine(next.lines, key, (l) => ({
        ...l,
        draft: null,
        line: { ...l.line, id: answer.lUid, uid: answer.lUid, lUid: answer.lUid },
      })),
    };
  }
  if ((next.versions[key] ?? 0) !== task.version) return { state: next, limitedTo: null };
  const quantity = clampQuantity(answer.updatedQuantity);
  const limitedTo = quantity < task.quantity ? quantity : null;
  if (quantity === 0) return { state: dropLine(next, key), limitedTo };
  next = { ...next, lines: replaceLine(next.lines, key, (l) => ({ ...l, line: withQuantity(l.line, quantity) })) };
  return { state: next, limitedTo };
};

/**
 * A write failed (spec §4 asks for the cart again): the failed task goes back to the head
 * of the queue and the queue stalls, so what the shopper asked for stays visibly pending and nothing is dropped.
 * A failed create names the cart it opened (`openedCartUid`): an anonymous shopper's new cart is adopted, so a
 * line the server did write (its answer lost) is found there. The cart is fetched next; `resume` reconciles.
 */
export const fail = (state: SyncState, request: SyncRequest, openedCartUid: string | null = null): SyncState => {
  if (request.generation !== state.generation) return state;
  const adopt = request.call.kind === 'create' && state.cUid === null && openedCartUid !== null;
  return {
    ...state,
    cUid: adopt ? openedCartUid : state.cUid,
    inFlight: null,
    queue: [request.task, ...state.queue.filter((task) => task.key !== request.task.key)],
    stalled: true,
    failures: state.failures + 1,
    needsRefresh: true,
  };
};

/**
 * The server answered again after a failed write: the queue runs again. A line still waiting to be created that
 * the server's cart already holds (its create ran but the answer was lost) becomes that line, and its task sets
 * the wanted quantity with update-line, which is safe to repeat, instead of creating it a second time.
 */
export const resume = (state: SyncState, cart: Cart): SyncState => {
  if (!state.stalled) return state;
  let next: SyncState = { ...state, stalled: false };
  const onServer = new Set(cart.lines.map((line) => line.lUid));
  for (const local of state.lines) {
    // A line the server no longer has (a removal whose answer was lost, or removed elsewhere): wanted at 0 it is
    // done; wanted above 0 it is created again.
    if (local.draft || onServer.has(local.line.lUid) || !isPending(next, local.key)) continue;
    if (local.line.quantity === 0) {
      const { [local.key]: _waiting, ...dirty } = next.dirty;
      next = {
        ...dropLine(next, local.key),
        dirty,
        queue: next.queue.filter((task) => task.key !== local.key),
      };
    } else {
      next = { ...next, lines: replaceLine(next.lines, local.key, (l) => ({ ...l, draft: draftOf(l.line) })) };
    }
  }
  for (const local of next.lines) {
    if (!local.draft || next.inFlight?.key === local.key) continue;
    const draft = local.draft;
    const server = cart.lines.find((line) =>
      isSameLine(draft, { productId: line.productId, options: selectionOfLine(line) }),
    );
    // The server's copy of the line (shown by the fetch) gives way to the shopper's pending one.
    if (!server || isPending(next, server.lUid)) continue;
    next = rekey({ ...next, lines: next.lines.filter((l) => l.key !== server.lUid) }, local.key, server.lUid);
    next = {
      ...next,
      lines: replaceLine(next.lines, server.lUid, (l) => ({
        ...l,
        draft: null,
        line: { ...server, quantity: l.line.quantity, totals: withQuantity(server, l.line.quantity).totals },
      })),
    };
  }
  return next;
};

// ---------------------------------------------------------------------------------------------------
// Server carts

/** A cart fetch is sent: answers of earlier fetches are stale from now on. */
export const issueFetch = (state: SyncState): SyncState => ({ ...state, mark: state.mark + 1, needsRefresh: false });

/**
 * Shows a cart from the server, keeping what the shopper changed since: lines with pending edits keep their
 * local quantity, drafts not created yet stay. Everything else is the server's.
 */
export const applyServerCart = (state: SyncState, cart: Cart): SyncState => {
  const lines: SyncLine[] = cart.lines.map((line) => ({ key: line.lUid, line, draft: null }));
  for (const local of state.lines) {
    if (!isPending(state, local.key)) continue;
    const index = lines.findIndex((l) => l.key === local.key);
    if (local.draft || index === -1) lines.push(local);
    else lines[index] = { ...lines[index]!, line: withQuantity(lines[index]!.line, local.line.quantity) };
  }
  return { ...state, cUid: cart.cUid, lines };
};

/** A write answered with the whole cart (delivery, payment, address choices): it is the newest state. */
export const receiveServerCart = (state: SyncState, cart: Cart): SyncState =>
  applyServerCart({ ...state, mark: state.mark + 1 }, cart);

const quantities = (lines: readonly CartLine[]): string =>
  lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.lUid}:${l.quantity}`)
    .join(',');

/**
 * The totals to show: the server's while the shown lines are exactly the server cart's lines; otherwise
 * (edits on their way) computed here from the local lines with the cart's coupons and shipping, so the
 * footer follows the shopper's clicks at once. null before any cart or line exists.
 */
export const totalsOf = (state: SyncState, cart: Cart | null): CartTotals | null => {
  const lines = shownLines(state);
  if (cart !== null && quantities(lines) === quantities(cart.lines)) return cart.totals;
  if (cart === null && lines.length === 0) return null;
  return cartTotals({
    lines,
    coupons: cart?.coupons ?? [],
    shipping: cart ? { exclVat: cart.totals.shippingExclVat, inclVat: cart.totals.shippingInclVat } : null,
  });
};
