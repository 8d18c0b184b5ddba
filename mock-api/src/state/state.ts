// The state of the mock API and the fold that builds it (docs/api.md "State: events, log and reset"): `evolve`
// applies one event to the seeded starting point, so replaying the log always rebuilds the same state. QA sessions
// share the seeded data and hold overlays of their own (overlay.ts); tokens expire and carts are capped.
import { type AccountOrder, type Ticket } from '@etalage/domain/account';
import { isSameLine } from '@etalage/domain/cart';
import { type PaymentStatus } from '@etalage/domain/checkout';
import { type OptionSelection } from '@etalage/domain/configurator';
import type { AddressRecord, Dataset } from '@etalage/fixtures';
import type { DomainEvent, MergedLine, StoredEvent } from './events';
import { OverlayMap } from './overlay';
import { hashPassword } from '../lib/ids';

export interface LineState {
  lUid: string;
  productId: string;
  options: OptionSelection[];
  quantity: number;
  /** What the shopper last asked for, before the stock rule. */
  originalQuantity: number;
}

export interface CartState {
  cUid: string;
  customerId: string | null;
  lines: LineState[];
  /** Coupon codes, in the order applied. */
  coupons: string[];
  shippingId: string | null;
  pickupLocationId: string | null;
  addressId: string | null;
  paymentOptionId: string | null;
  revision: number;
}

export interface CustomerState {
  id: string;
  customerId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  phoneNumber: string;
  active: boolean;
  addresses: AddressRecord[];
  defaultDeliveryAddressId: string | null;
  priceDiscountPercentage: number;
  /** The customer's current cart, once one exists. */
  cartUid: string | null;
}

export interface OrderState {
  customerId: string;
  order: AccountOrder;
  totalVat: number;
  paymentUids: string[];
}

export interface PaymentState {
  uid: string;
  kind: 'checkout' | 'openOrder';
  orderUid: string;
  method: string;
  amount: number;
  returnUrl: string;
  status: PaymentStatus;
  createdAt: string;
  settledAt: string | null;
}

export interface TokenState {
  customerId: string;
  /** When the login happened (ms since the epoch, from the event). */
  issuedAt: number;
}

export interface ResetTokenState extends TokenState {
  used: boolean;
}

/** A mail the mock "sent" (GET /__mock/mailbox shows them with their text and links). */
export interface MailRecord {
  /** `m{seq}`: the event that sent it. */
  id: string;
  at: string;
  kind: 'password-reset' | 'welcome' | 'order-confirmation';
  customerId: string;
  to: string;
  /** The reset token of a password-reset mail. */
  token: string | null;
  /** The order of an order confirmation. */
  orderUid: string | null;
}

/** The bounds of one state (docs/operations.md); part of the state, so a replay folds with the same ones. */
export interface StateLimits {
  /** Bearer tokens work this long after their login. */
  tokenTtlMs: number;
  /** Password reset links work this long. */
  resetTtlMs: number;
  /** Anonymous carts kept; a command opening one more drops the least recently changed (`cartToEvict`). */
  maxAnonymousCarts: number;
  /** Mails kept in the mailbox, newest. */
  mailboxSize: number;
}

export const DEFAULT_LIMITS: StateLimits = {
  tokenTtlMs: 24 * 60 * 60 * 1000,
  resetTtlMs: 60 * 60 * 1000,
  maxAnonymousCarts: 100_000,
  mailboxSize: 200,
};

export interface State {
  carts: Map<string, CartState>;
  /** Anonymous cart ids, least recently changed first. */
  anonymousCarts: Set<string>;
  customers: OverlayMap<string, CustomerState>;
  /** Lower-cased email → customer id. */
  emails: OverlayMap<string, string>;
  tokens: Map<string, TokenState>;
  resetTokens: Map<string, ResetTokenState>;
  orders: OverlayMap<string, OrderState>;
  payments: Map<string, PaymentState>;
  /** Tickets opened here (the seeded ones stay in the dataset), by id. */
  tickets: Map<string, { customerId: string; ticket: Ticket }>;
  /** The last mails sent, oldest first. */
  mails: MailRecord[];
  /** How many events were folded into this state. */
  seq: number;
  limits: StateLimits;
  /** Expired tokens are swept when the token maps grow past these sizes. */
  sweepTokensAt: number;
  sweepResetsAt: number;
}

/** The seeded customers and orders, built once per dataset and never changed: every state reads through them. */
interface Seed {
  customers: ReadonlyMap<string, CustomerState>;
  emails: ReadonlyMap<string, string>;
  orders: ReadonlyMap<string, OrderState>;
}

const seeds = new WeakMap<Dataset, Seed>();

const seedOf = (dataset: Dataset): Seed => {
  const cached = seeds.get(dataset);
  if (cached) return cached;
  const customers = new Map<string, CustomerState>();
  const emails = new Map<string, string>();
  for (const c of dataset.customers) {
    customers.set(c.id, {
      id: c.id,
      customerId: c.customerId,
      email: c.email,
      passwordHash: hashPassword(c.password),
      firstName: c.firstName,
      lastName: c.lastName,
      companyName: c.companyName,
      phoneNumber: c.phoneNumber,
      active: c.active,
      addresses: c.addresses.map((a) => ({ ...a })),
      defaultDeliveryAddressId: c.defaultDeliveryAddressId,
      priceDiscountPercentage: c.priceDiscountPercentage,
      cartUid: null,
    });
    emails.set(c.email.toLowerCase(), c.id);
  }
  const orders = new Map<string, OrderState>();
  for (const { customerId, order } of dataset.orders) {
    orders.set(order.uid, {
      customerId,
      order: structuredClone(order),
      totalVat: Math.round((order.totals.totalInclVat - order.totals.totalExclVat) * 100) / 100,
      paymentUids: [],
    });
  }
  const seed = { customers, emails, orders };
  seeds.set(dataset, seed);
  return seed;
};

const copyCustomer = (c: CustomerState): CustomerState => ({ ...c, addresses: c.addresses.map((a) => ({ ...a })) });
const copyOrder = (o: OrderState): OrderState => structuredClone(o);
const same = <T>(value: T): T => value;

const SWEEP_FROM = 1024;

/** The seeded state (nothing happened yet), reading through the shared seed. */
export const initialState = (dataset: Dataset, limits: StateLimits = DEFAULT_LIMITS): State => {
  const seed = seedOf(dataset);
  return {
    carts: new Map(),
    anonymousCarts: new Set(),
    customers: new OverlayMap(seed.customers, copyCustomer),
    emails: new OverlayMap(seed.emails, same),
    tokens: new Map(),
    resetTokens: new Map(),
    orders: new OverlayMap(seed.orders, copyOrder),
    payments: new Map(),
    tickets: new Map(),
    mails: [],
    seq: 0,
    limits,
    sweepTokensAt: SWEEP_FROM,
    sweepResetsAt: SWEEP_FROM,
  };
};

/** The customer of a bearer token that has not expired at `now`, else null. */
export const tokenCustomer = (state: State, token: string, now: number): string | null => {
  const entry = state.tokens.get(token);
  return entry && now - entry.issuedAt < state.limits.tokenTtlMs ? entry.customerId : null;
};

/** The customer of a reset token that is unused and has not expired at `now`, else null. */
export const resetCustomer = (state: State, token: string, now: number): string | null => {
  const entry = state.resetTokens.get(token);
  return entry && !entry.used && now - entry.issuedAt < state.limits.resetTtlMs ? entry.customerId : null;
};

/** Drops the entries of `tokens` that expired at `now` (amortized: only when the map doubled since the last sweep). */
const sweep = (tokens: Map<string, TokenState>, ttl: number, now: number): void => {
  for (const [token, entry] of tokens) if (now - entry.issuedAt >= ttl) tokens.delete(token);
};

/** The line of `cart` with the same product and options, if any (the domain's same-line rule). */
export const findSameLine = (
  cart: CartState,
  productId: string,
  options: readonly OptionSelection[],
): LineState | undefined => cart.lines.find((line) => isSameLine(line, { productId, options }));

const newCart = (cUid: string, customerId: string | null): CartState => ({
  cUid,
  customerId,
  lines: [],
  coupons: [],
  shippingId: null,
  pickupLocationId: null,
  addressId: null,
  paymentOptionId: null,
  revision: 0,
});

const openCart = (state: State, cUid: string, customerId: string | null): CartState => {
  const cart = newCart(cUid, customerId);
  state.carts.set(cUid, cart);
  if (customerId !== null) {
    const customer = state.customers.edit(customerId);
    if (customer) customer.cartUid = cUid;
  } else {
    state.anonymousCarts.add(cUid);
  }
  return cart;
};

/**
 * The anonymous cart a command that opens one more must drop, at the cap: the least recently changed. The command
 * names it in its event (`evicted`), so a replay drops the same cart whatever the cap is then.
 */
export const cartToEvict = (state: State): string | null =>
  state.anonymousCarts.size >= state.limits.maxAnonymousCarts
    ? (state.anonymousCarts.values().next().value ?? null)
    : null;

/** Marks an anonymous cart as just changed (the cap drops the least recently changed first). */
const touched = (state: State, cart: CartState): CartState => {
  if (cart.customerId === null && state.anonymousCarts.delete(cart.cUid)) state.anonymousCarts.add(cart.cUid);
  return cart;
};

const forget = (state: State, cUid: string): void => {
  state.carts.delete(cUid);
  state.anonymousCarts.delete(cUid);
};

const addToLine = (cart: CartState, line: MergedLine, requested: number): void => {
  const existing = cart.lines.find((l) => l.lUid === line.lUid);
  if (existing) {
    existing.quantity += line.add;
    existing.originalQuantity = existing.quantity - line.add + requested;
  } else {
    cart.lines.push({
      lUid: line.lUid,
      productId: line.productId,
      options: line.options,
      quantity: line.add,
      originalQuantity: requested,
    });
  }
};

const cartOf = (state: State, cUid: string): CartState => {
  const cart = state.carts.get(cUid);
  if (!cart) throw new Error(`Event for unknown cart ${cUid}`);
  return touched(state, cart);
};

/** The customer to change (this state's own copy). */
const customerOf = (state: State, id: string): CustomerState => {
  const customer = state.customers.edit(id);
  if (!customer) throw new Error(`Event for unknown customer ${id}`);
  return customer;
};

/** The order to change (this state's own copy). */
const orderOf = (state: State, uid: string): OrderState => {
  const order = state.orders.edit(uid);
  if (!order) throw new Error(`Event for unknown order ${uid}`);
  return order;
};

const mail = (state: State, seq: number, at: string, record: Omit<MailRecord, 'id' | 'at'>): void => {
  state.mails.push({ id: `m${seq}`, at, ...record });
  if (state.mails.length > state.limits.mailboxSize) state.mails.shift();
};

/** Applies one event to the state (in place: the state is large and events are small). */
export const evolve = (state: State, event: StoredEvent): void => {
  state.seq = event.seq;
  apply(state, event, event.at, event.seq);
};

const apply = (state: State, event: DomainEvent, at: string, seq: number): void => {
  switch (event.type) {
    case 'CartOpened':
      if (event.data.evicted) forget(state, event.data.evicted);
      openCart(state, event.data.cUid, event.data.customerId);
      return;
    case 'LineAdded': {
      const { cUid, openedFor, lUid, productId, options, added, requested, evicted } = event.data;
      if (evicted) forget(state, evicted);
      const existing = state.carts.get(cUid);
      const cart = existing ? touched(state, existing) : openCart(state, cUid, openedFor?.customerId ?? null);
      addToLine(cart, { lUid, productId, options, add: added }, requested);
      cart.revision++;
      return;
    }
    case 'LineQuantitySet': {
      const cart = cartOf(state, event.data.cUid);
      const { lUid, quantity, requested } = event.data;
      if (quantity === 0) cart.lines = cart.lines.filter((l) => l.lUid !== lUid);
      else {
        const line = cart.lines.find((l) => l.lUid === lUid);
        if (line) {
          line.quantity = quantity;
          line.originalQuantity = requested;
        }
      }
      cart.revision++;
      return;
    }
    case 'CartsMerged': {
      const existing = state.carts.get(event.data.into);
      const into = existing ? touched(state, existing) : openCart(state, event.data.into, event.data.openedFor);
      for (const line of event.data.lines) addToLine(into, line, line.add);
      for (const code of event.data.coupons) if (!into.coupons.includes(code)) into.coupons.push(code);
      forget(state, event.data.from);
      into.revision++;
      return;
    }
    case 'CartChoicesChanged': {
      const cart = cartOf(state, event.data.cUid);
      const { changes } = event.data;
      if (changes.shippingId !== undefined) cart.shippingId = changes.shippingId;
      if (changes.pickupLocationId !== undefined) cart.pickupLocationId = changes.pickupLocationId;
      if (changes.addressId !== undefined) cart.addressId = changes.addressId;
      if (changes.paymentOptionId !== undefined) cart.paymentOptionId = changes.paymentOptionId;
      cart.revision++;
      return;
    }
    case 'CouponApplied': {
      const cart = cartOf(state, event.data.cUid);
      cart.coupons.push(event.data.code);
      cart.revision++;
      return;
    }
    case 'CouponRemoved': {
      const cart = cartOf(state, event.data.cUid);
      cart.coupons = cart.coupons.filter((c) => c !== event.data.code);
      cart.revision++;
      return;
    }
    case 'CartDeleted': {
      const cart = cartOf(state, event.data.cUid);
      forget(state, cart.cUid);
      if (cart.customerId !== null && state.customers.get(cart.customerId)?.cartUid === cart.cUid)
        customerOf(state, cart.customerId).cartUid = null;
      return;
    }
    case 'CustomerRegistered': {
      const c = event.data.customer;
      state.customers.set(c.id, {
        ...c,
        addresses: c.addresses.map((a) => ({ ...a })),
        active: true,
        priceDiscountPercentage: 0,
        cartUid: null,
      });
      state.emails.set(c.email.toLowerCase(), c.id);
      mail(state, seq, at, { kind: 'welcome', customerId: c.id, to: c.email, token: null, orderUid: null });
      return;
    }
    case 'CustomerLoggedIn': {
      const now = Date.parse(at);
      if (state.tokens.size >= state.sweepTokensAt) {
        sweep(state.tokens, state.limits.tokenTtlMs, now);
        state.sweepTokensAt = Math.max(SWEEP_FROM, state.tokens.size * 2);
      }
      state.tokens.set(event.data.token, { customerId: event.data.customerId, issuedAt: now });
      return;
    }
    case 'CustomerLoggedOut':
      state.tokens.delete(event.data.token);
      return;
    case 'PasswordResetRequested': {
      const now = Date.parse(at);
      if (state.resetTokens.size >= state.sweepResetsAt) {
        sweep(state.resetTokens, state.limits.resetTtlMs, now);
        state.sweepResetsAt = Math.max(SWEEP_FROM, state.resetTokens.size * 2);
      }
      const { customerId, token } = event.data;
      state.resetTokens.set(token, { customerId, used: false, issuedAt: now });
      const to = state.customers.get(customerId)?.email ?? '';
      mail(state, seq, at, { kind: 'password-reset', customerId, to, token, orderUid: null });
      return;
    }
    case 'PasswordChanged': {
      const { customerId } = event.data;
      customerOf(state, customerId).passwordHash = event.data.passwordHash;
      const reset = state.resetTokens.get(event.data.token);
      if (reset) reset.used = true;
      // A new password ends every session of the customer that was started with the old one.
      for (const [token, entry] of state.tokens) if (entry.customerId === customerId) state.tokens.delete(token);
      return;
    }
    case 'AccountChanged': {
      const customer = customerOf(state, event.data.customerId);
      Object.assign(customer, event.data.changes);
      return;
    }
    case 'AddressAdded': {
      const customer = customerOf(state, event.data.customerId);
      customer.addresses.push({ ...event.data.address });
      if (event.data.isDefault) customer.defaultDeliveryAddressId = event.data.address.id;
      return;
    }
    case 'AddressChanged': {
      const customer = customerOf(state, event.data.customerId);
      const address = customer.addresses.find((a) => a.id === event.data.addressId);
      if (address) Object.assign(address, event.data.changes);
      if (event.data.isDefault === true) customer.defaultDeliveryAddressId = event.data.addressId;
      if (event.data.isDefault === false && customer.defaultDeliveryAddressId === event.data.addressId)
        customer.defaultDeliveryAddressId = null;
      return;
    }
    case 'AddressDeleted': {
      const customer = customerOf(state, event.data.customerId);
      customer.addresses = customer.addresses.filter((a) => a.id !== event.data.addressId);
      if (customer.defaultDeliveryAddressId === event.data.addressId) customer.defaultDeliveryAddressId = null;
      for (const cart of state.carts.values())
        if (cart.customerId === customer.id && cart.addressId === event.data.addressId) cart.addressId = null;
      return;
    }
    case 'OrderPlaced': {
      const { customerId, cUid, nextCUid, order, totalVat, payment } = event.data;
      forget(state, cUid);
      if (nextCUid !== null) openCart(state, nextCUid, customerId);
      state.orders.set(order.uid, { customerId, order: structuredClone(order), totalVat, paymentUids: [payment.uid] });
      const to = state.customers.get(customerId)?.email ?? '';
      mail(state, seq, at, { kind: 'order-confirmation', customerId, to, token: null, orderUid: order.uid });
      state.payments.set(payment.uid, {
        ...payment,
        orderUid: order.uid,
        status: 'open',
        createdAt: at,
        settledAt: null,
      });
      return;
    }
    case 'PaymentStarted': {
      const { orderUid, payment } = event.data;
      const order = orderOf(state, orderUid);
      order.paymentUids.push(payment.uid);
      if (payment.kind === 'checkout') order.order.status = 'open';
      state.payments.set(payment.uid, { ...payment, orderUid, status: 'open', createdAt: at, settledAt: null });
      return;
    }
    case 'TicketOpened': {
      const { customerId, ticket } = event.data;
      state.tickets.set(ticket.id, { customerId, ticket: structuredClone(ticket) });
      return;
    }
    case 'PaymentSettled': {
      const payment = state.payments.get(event.data.paymentUid);
      if (!payment) throw new Error(`Event for unknown payment ${event.data.paymentUid}`);
      payment.status = event.data.status;
      payment.settledAt = at;
      const order = state.orders.edit(payment.orderUid);
      if (!order) return;
      if (event.data.status === 'paid') {
        // A deposit (spec §9) pays part of the order: the rest stays open, payable from the account.
        const open = Math.max(0, Math.round((order.order.totals.outstandingAmount - payment.amount) * 100) / 100);
        order.order.totals.outstandingAmount = open;
        order.order.status = open > 0 ? 'open' : 'paid';
      } else if (payment.kind === 'checkout') {
        order.order.status = event.data.status;
      }
      return;
    }
  }
};
