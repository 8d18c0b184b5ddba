// Accounts: login tokens, sessions, registration, password reset, account fields and saved addresses
// (spec §3 Account session, §4 Session, §5, §6). Each command appends one event.
import { type AccountOrder, type Invoice, type Ticket, type TicketCreateRequest } from '@etalage/domain/account';
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from '@etalage/domain/forms';
import { type AccountSession, type SavedAddress } from '@etalage/domain/session';
import type { AddressRecord } from '@etalage/fixtures';
import { fail, HttpError, invalid } from '../lib/http-error';
import { hashPassword, shortId, token as newToken } from '../lib/ids';
import type { AccountChanges, AddressChanges } from '../state/events';
import { resetCustomer, type CustomerState } from '../state/state';
import type { Deps } from './deps';
import {
  checkFields,
  isAddition,
  isEmail,
  isHouseNo,
  isName,
  isPhone,
  isText,
  passwordProblem,
  postcodeProblem,
} from './validate';

export const customerOf = ({ store }: Deps, customerId: string): CustomerState => {
  const customer = store.state.customers.get(customerId);
  if (!customer) throw fail(401, 'unauthorized');
  return customer;
};

const savedAddress = (a: AddressRecord): SavedAddress => ({ ...a });

export const viewSession = (customer: CustomerState): AccountSession => ({
  id: customer.id,
  customerId: customer.customerId,
  firstName: customer.firstName,
  lastName: customer.lastName,
  companyName: customer.companyName,
  emailAddress: customer.email,
  phoneNumber: customer.phoneNumber,
  status: customer.active,
  addresses: {
    invoice: customer.addresses.filter((a) => a.type === 'invoice').map(savedAddress),
    delivery: customer.addresses.filter((a) => a.type === 'delivery').map(savedAddress),
  },
  defaultDeliveryAddressId: customer.defaultDeliveryAddressId,
  isAuthenticated: true,
});

/**
 * POST /api/v2/account/login: a new opaque token per login, kept as an event so it survives restarts. The login
 * back-off (sessions/throttle.ts) answers 429 with Retry-After while the account or the client address waits.
 */
export const login = (deps: Deps, email: string, password: string, address: string) => {
  const throttled = deps.options.loginThrottle;
  const wait = throttled ? deps.throttle.retryAfter(email, address) : 0;
  if (wait > 0) {
    throw new HttpError(
      429,
      {
        status: 'error',
        message: 'too_many_requests',
        errors: [{ path: 'email', message: `has had too many failed logins: try again in ${wait} s` }],
      },
      { 'retry-after': String(wait) },
    );
  }
  const id = deps.store.state.emails.get(email.trim().toLowerCase());
  const customer = id === undefined ? undefined : deps.store.state.customers.get(id);
  if (!customer || customer.passwordHash !== hashPassword(password)) {
    if (throttled) deps.throttle.failed(email, address);
    throw fail(401, 'invalid_credentials');
  }
  if (throttled) deps.throttle.succeeded(email);
  const authToken = newToken();
  deps.store.emit({ type: 'CustomerLoggedIn', data: { customerId: customer.id, token: authToken } });
  return { id: customer.id, authToken, session: viewSession(customer) };
};

export const logout = (deps: Deps, token: string | null): void => {
  if (token !== null && deps.store.state.tokens.has(token))
    deps.store.emit({ type: 'CustomerLoggedOut', data: { token } });
};

export const emailExists = (deps: Deps, email: string): boolean =>
  deps.store.state.emails.has(email.trim().toLowerCase());

/** Always succeeds (no probing of emails); a known email gets a reset link (GET /__mock/mailbox shows it). */
export const requestReset = (deps: Deps, email: string): void => {
  const id = deps.store.state.emails.get(email.trim().toLowerCase());
  if (id !== undefined)
    deps.store.emit({ type: 'PasswordResetRequested', data: { customerId: id, token: newToken() } });
};

export const setNewPassword = (deps: Deps, token: string, password: string): void => {
  const customerId = resetCustomer(deps.store.state, token.trim(), deps.store.now().getTime());
  if (customerId === null) {
    throw new HttpError(422, {
      status: 'error',
      message: 'reset_token_invalid',
      errors: [{ path: 'token', message: 'is unknown, already used or expired' }],
    });
  }
  const problem = passwordProblem(password);
  if (problem) {
    throw new HttpError(422, {
      status: 'error',
      message: 'password_invalid',
      errors: [{ path: 'password', message: problem }],
    });
  }
  deps.store.emit({
    type: 'PasswordChanged',
    data: { customerId, token: token.trim(), passwordHash: hashPassword(password) },
  });
};

type PlaceFields = Partial<
  Pick<
    AddressRecord,
    'firstName' | 'lastName' | 'phoneNumber' | 'zipCode' | 'houseNumber' | 'houseNumberAddition' | 'streetName' | 'city'
  >
>;

/** The rules of the fields a customer and an address share (spec §5, on both sides: see validate.ts). */
const placeRules = (fields: PlaceFields, countryCode: string): Parameters<typeof checkFields>[0] => [
  ['firstName', fields.firstName, isName],
  ['lastName', fields.lastName, isName],
  ['phoneNumber', fields.phoneNumber, isPhone],
  ['zipCode', fields.zipCode, (v) => postcodeProblem(countryCode, v)],
  ['houseNumber', fields.houseNumber, isHouseNo],
  ['houseNumberAddition', fields.houseNumberAddition, isAddition],
  ['streetName', fields.streetName, isText],
  ['city', fields.city, isText],
];

export interface RegisterInput {
  countryCode: 'NL' | 'BE';
  firstName: string;
  lastName: string;
  zipCode: string;
  houseNumber: string;
  streetName: string;
  city: string;
  emailAddress: string;
  phoneNumber: string;
  password: string;
  companyName?: string;
  houseNumberAddition?: string;
}

const nextNumber = (deps: Deps): number => deps.store.state.customers.size + 1;

/** POST /api/v2/account/register: a customer with an invoice and a delivery address from the form. */
export const register = (deps: Deps, input: RegisterInput): { id: string } => {
  checkFields([
    ['emailAddress', input.emailAddress, isEmail],
    ['companyName', input.companyName, isText],
    ...placeRules(input, input.countryCode),
  ]);
  if (emailExists(deps, input.emailAddress)) {
    throw new HttpError(409, {
      status: 'error',
      message: 'account_exists',
      errors: [{ path: 'emailAddress', message: 'already has an account' }],
    });
  }
  const problem = passwordProblem(input.password);
  if (problem) {
    throw new HttpError(422, {
      status: 'error',
      message: 'password_invalid',
      errors: [{ path: 'password', message: problem }],
    });
  }
  const id = shortId('c');
  const place = {
    companyName: input.companyName?.trim() ?? '',
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneNumber: input.phoneNumber.trim(),
    streetName: input.streetName.trim(),
    houseNumber: input.houseNumber.trim(),
    houseNumberAddition: input.houseNumberAddition?.trim() ?? '',
    zipCode: input.zipCode.trim().toUpperCase(),
    city: input.city.trim(),
    countryCode: input.countryCode,
  };
  const invoiceId = shortId('a');
  const deliveryId = shortId('a');
  deps.store.emit({
    type: 'CustomerRegistered',
    data: {
      customer: {
        id,
        customerId: String(200_000 + nextNumber(deps)),
        email: input.emailAddress.trim(),
        passwordHash: hashPassword(input.password),
        firstName: place.firstName,
        lastName: place.lastName,
        companyName: place.companyName === '' ? null : place.companyName,
        phoneNumber: place.phoneNumber,
        addresses: [
          { id: invoiceId, uid: `adr-${invoiceId}`, type: 'invoice', ...place },
          { id: deliveryId, uid: `adr-${deliveryId}`, type: 'delivery', ...place },
        ],
        defaultDeliveryAddressId: deliveryId,
      },
    },
  });
  return { id };
};

const findAddress = (customer: CustomerState, idOrUid: string): AddressRecord | undefined =>
  customer.addresses.find((a) => a.id === idOrUid || a.uid === idOrUid);

const addressNotFound = (path: string) =>
  new HttpError(404, {
    status: 'error',
    message: 'address_not_found',
    errors: [{ path, message: 'is not an address of this customer' }],
  });

/** POST /api/v2/account: name, company, phone and the default delivery address. */
export const updateAccount = (
  deps: Deps,
  customerId: string,
  input: {
    defaultAddressId?: string;
    firstName?: string;
    lastName?: string;
    companyName?: string;
    phoneNumber?: string;
  },
): AccountSession => {
  const customer = customerOf(deps, customerId);
  checkFields([
    ['firstName', input.firstName, isName],
    ['lastName', input.lastName, isName],
    ['companyName', input.companyName, isText],
    ['phoneNumber', input.phoneNumber, isPhone],
  ]);
  const changes: AccountChanges = {};
  if (input.defaultAddressId !== undefined) {
    const address = findAddress(customer, input.defaultAddressId);
    if (!address) throw addressNotFound('defaultAddressId');
    changes.defaultDeliveryAddressId = address.id;
  }
  if (input.firstName !== undefined) changes.firstName = input.firstName.trim();
  if (input.lastName !== undefined) changes.lastName = input.lastName.trim();
  if (input.companyName !== undefined)
    changes.companyName = input.companyName.trim() === '' ? null : input.companyName.trim();
  if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber.trim();
  if (Object.keys(changes).length > 0) deps.store.emit({ type: 'AccountChanged', data: { customerId, changes } });
  return viewSession(customerOf(deps, customerId));
};

export const listAddresses = (deps: Deps, customerId: string): SavedAddress[] =>
  customerOf(deps, customerId).addresses.map(savedAddress);

type AddressFields = Partial<Omit<AddressRecord, 'id' | 'uid' | 'type'>>;

const checkAddress = (fields: AddressFields, countryCode: string): void =>
  checkFields([['companyName', fields.companyName, isText], ...placeRules(fields, countryCode)]);

const trimmed = (fields: AddressFields): AddressChanges => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') out[key] = value.trim();
  if (out.zipCode !== undefined) out.zipCode = out.zipCode.toUpperCase();
  return out as AddressChanges;
};

export const createAddress = (
  deps: Deps,
  customerId: string,
  input: AddressFields & { type: 'invoice' | 'delivery'; countryCode: 'NL' | 'BE'; isDefault?: boolean },
): { uid: string; address: SavedAddress } => {
  customerOf(deps, customerId);
  const { type, isDefault, ...fields } = input;
  checkAddress(fields, input.countryCode);
  const id = shortId('a');
  const address: AddressRecord = {
    id,
    uid: `adr-${id}`,
    type,
    companyName: '',
    houseNumberAddition: '',
    phoneNumber: '',
    firstName: '',
    lastName: '',
    streetName: '',
    houseNumber: '',
    zipCode: '',
    city: '',
    countryCode: input.countryCode,
    ...trimmed(fields),
  };
  deps.store.emit({ type: 'AddressAdded', data: { customerId, address, isDefault: isDefault === true } });
  return { uid: address.uid, address: savedAddress(address) };
};

export const updateAddress = (
  deps: Deps,
  customerId: string,
  idOrUid: string,
  input: AddressFields & { isDefault?: boolean },
): SavedAddress => {
  const customer = customerOf(deps, customerId);
  const address = findAddress(customer, idOrUid);
  if (!address) throw addressNotFound('params.id');
  const { isDefault, ...fields } = input;
  checkAddress(fields, fields.countryCode ?? address.countryCode);
  if (fields.countryCode !== undefined && fields.countryCode !== address.countryCode && fields.zipCode === undefined)
    checkAddress({ zipCode: address.zipCode }, fields.countryCode);
  deps.store.emit({
    type: 'AddressChanged',
    data: { customerId, addressId: address.id, changes: trimmed(fields), isDefault: isDefault ?? null },
  });
  return savedAddress(findAddress(customerOf(deps, customerId), address.id)!);
};

export const deleteAddress = (deps: Deps, customerId: string, idOrUid: string): void => {
  const address = findAddress(customerOf(deps, customerId), idOrUid);
  if (!address) throw addressNotFound('params.id');
  deps.store.emit({ type: 'AddressDeleted', data: { customerId, addressId: address.id } });
};

export const listOrders = ({ store }: Deps, customerId: string): AccountOrder[] =>
  [...store.state.orders.values()]
    .filter((o) => o.customerId === customerId)
    .map((o) => o.order)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const findOrder = ({ store }: Deps, customerId: string, idOrUid: string) => {
  const order = store.state.orders.get(idOrUid) ?? [...store.state.orders.values()].find((o) => o.order.id === idOrUid);
  if (!order || order.customerId !== customerId) {
    throw new HttpError(404, {
      status: 'error',
      message: 'order_not_found',
      errors: [{ path: 'params.orderUid', message: 'is not an order of this customer' }],
    });
  }
  return order;
};

/** Seeded invoices, plus one per order paid through the mock's payment page. */
export const listInvoices = ({ store }: Deps, customerId: string): Invoice[] => {
  const seeded = store.dataset.invoices.filter((i) => i.customerId === customerId).map((i) => i.invoice);
  const invoiced = new Set(seeded.map((i) => i.orderUid));
  const paid: Invoice[] = [];
  for (const order of store.state.orders.values()) {
    if (order.customerId !== customerId || invoiced.has(order.order.uid) || order.order.status !== 'paid') continue;
    const payment = order.paymentUids.map((uid) => store.state.payments.get(uid)).find((p) => p?.status === 'paid');
    if (!payment) continue;
    paid.push({
      id: `inv-${order.order.id}`,
      number: `F${order.order.number}`,
      orderUid: order.order.uid,
      date: payment.settledAt ?? payment.createdAt,
      amountInclVat: order.order.totals.totalInclVat,
      isPaid: true,
    });
  }
  // Seeded invoices of open orders that were paid here since follow the order.
  const current = seeded.map((i) => {
    const order = store.state.orders.get(i.orderUid);
    return order && order.order.status === 'paid' && !i.isPaid ? { ...i, isPaid: true } : i;
  });
  return [...paid.reverse(), ...current];
};

/** The seeded tickets and those opened here, newest first. */
export const listTickets = ({ store }: Deps, customerId: string): Ticket[] =>
  [...store.dataset.tickets, ...store.state.tickets.values()]
    .filter((t) => t.customerId === customerId)
    .map((t) => t.ticket)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const findTicket = (deps: Deps, customerId: string, id: string): Ticket => {
  const ticket = listTickets(deps, customerId).find((t) => t.id === id);
  if (!ticket) {
    throw new HttpError(404, {
      status: 'error',
      message: 'ticket_not_found',
      errors: [{ path: 'params.id', message: 'is not a ticket of this customer' }],
    });
  }
  return ticket;
};

/**
 * POST /api/v2/account/tickets: a ticket with the customer's first message, status open. Subject and message are
 * trimmed and kept as text (the storefront renders them as text); too long, or an order of someone else, is a 400
 * naming the field.
 */
export const openTicket = (deps: Deps, customerId: string, input: TicketCreateRequest): Ticket => {
  const subject = input.subject.trim();
  const body = input.message.trim();
  const orderUid = input.orderUid?.trim() || null;
  const errors = [
    ...([...subject].length > TICKET_SUBJECT_MAX
      ? [{ path: 'subject', message: `must be at most ${TICKET_SUBJECT_MAX} characters` }]
      : []),
    ...([...body].length > TICKET_MESSAGE_MAX
      ? [{ path: 'message', message: `must be at most ${TICKET_MESSAGE_MAX} characters` }]
      : []),
  ];
  if (errors.length > 0) throw invalid(errors);
  let order: string | null = null;
  if (orderUid !== null) {
    try {
      order = findOrder(deps, customerId, orderUid).order.uid;
    } catch {
      throw invalid([{ path: 'orderUid', message: 'is not an order of this customer' }]);
    }
  }
  const createdAt = new Date().toISOString();
  const ticket: Ticket = {
    id: `T-${5001 + deps.store.state.tickets.size}`,
    subject,
    status: 'open',
    createdAt,
    orderUid: order,
    messages: [{ from: 'customer', body, createdAt }],
  };
  deps.store.emit({ type: 'TicketOpened', data: { customerId, ticket } });
  return ticket;
};
