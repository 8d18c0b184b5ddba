// The state of the mock API and the fold that builds it: `evolve` applies one event, the seeded dataset is the
// starting point. State is only ever changed here, so replaying the log always rebuilds the same state.
import { isSameLine, type AccountOrder, type OptionSelection, type PaymentStatus } from '@etalage/domain';
import type { AddressRecord, Dataset } from '@etalage/fixtures';
import type { DomainEvent, MergedLine, StoredEvent } from './events';
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

export interface State {
  carts: Map<string, CartState>;
  customers: Map<string, CustomerState>;
  /** Lower-cased email → customer id. */
  emails: Map<string, string>;
  /** Login token → customer id. */
  tokens: Map<string, string>;
  resetTokens: Map<string, { customerId: string; used: boolean }>;
  orders: Map<string, OrderState>;
  payments: Map<string, PaymentState>;
  /** How many events were folded into this state. */
  seq: number;
}

export const initialState = (dataset: Dataset): State => {
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
  return {
    carts: new Map(),
    customers,
    emails,
    tokens: new Map(),
    resetTokens: new Map(),
    orders,
    payments: new Map(),
    seq: 0,
  };
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
    const customer = state.customers.get(customerId);
    if (customer) customer.cartUid = cUid;
  }
  return cart;
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
  return cart;
};

const customerOf = (state: State, id: string): CustomerState => {
  const customer = state.customers.get(id);
  if (!customer) throw new Error(`Event for unknown customer ${id}`);
  return customer;
};

/** Applies one event to the state (in place: the state is large and events are small). */
export const evolve = (state: State, event: StoredEvent): void => {
  state.seq = event.seq;
  apply(state, event, event.at);
};

const apply = (state: State, event: DomainEvent, at: string): void => {
  switch (event.type) {
    case 'CartOpened':
      openCart(state, event.data.cUid, event.data.customerId);
      return;
    case 'LineAdded': {
      const { cUid, openedFor, lUid, productId, options, added, requested } = event.data;
      const cart = state.carts.get(cUid) ?? openCart(state, cUid, openedFor?.customerId ?? null);
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
      const into = state.carts.get(event.data.into) ?? openCart(state, event.data.into, event.data.openedFor);
      for (const line of event.data.lines) addToLine(into, line, line.add);
      for (const code of event.data.coupons) if (!into.coupons.includes(code)) into.coupons.push(code);
      state.carts.delete(event.data.from);
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
      state.carts.delete(cart.cUid);
      if (cart.customerId !== null) {
        const customer = state.customers.get(cart.customerId);
        if (customer?.cartUid === cart.cUid) customer.cartUid = null;
      }
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
      return;
    }
    case 'CustomerLoggedIn':
      state.tokens.set(event.data.token, event.data.customerId);
      return;
    case 'CustomerLoggedOut':
      state.tokens.delete(event.data.token);
      return;
    case 'PasswordResetRequested':
      state.resetTokens.set(event.data.token, { customerId: event.data.customerId, used: false });
      return;
    case 'PasswordChanged': {
      customerOf(state, event.data.customerId).passwordHash = event.data.passwordHash;
      const reset = state.resetTokens.get(event.data.token);
      if (reset) reset.used = true;
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
      state.carts.delete(cUid);
      if (nextCUid !== null) openCart(state, nextCUid, customerId);
      state.orders.set(order.uid, { customerId, order: structuredClone(order), totalVat, paymentUids: [payment.uid] });
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
      const order = state.orders.get(orderUid);
      if (!order) throw new Error(`Event for unknown order ${orderUid}`);
      order.paymentUids.push(payment.uid);
      if (payment.kind === 'checkout') order.order.status = 'open';
      state.payments.set(payment.uid, { ...payment, orderUid, status: 'open', createdAt: at, settledAt: null });
      return;
    }
    case 'PaymentSettled': {
      const payment = state.payments.get(event.data.paymentUid);
      if (!payment) throw new Error(`Event for unknown payment ${event.data.paymentUid}`);
      payment.status = event.data.status;
      payment.settledAt = at;
      const order = state.orders.get(payment.orderUid);
      if (!order) return;
      if (event.data.status === 'paid') {
        order.order.status = 'paid';
        order.order.totals.outstandingAmount = 0;
      } else if (payment.kind === 'checkout') {
        order.order.status = event.data.status;
      }
      return;
    }
  }
};
