// The domain events of the mock API: every change to carts, accounts, addresses, orders and payments is one
// of these facts, appended to the log. One command appends exactly one event, so a torn write never leaves
// half a change behind. Every random value (uids, tokens) is in the event, so a replay is exact.
import type { AccountOrder, Ticket } from '@etalage/domain/account';
import type { OptionSelection } from '@etalage/domain/configurator';
import type { AddressRecord } from '@etalage/fixtures';
import type { CustomerState } from './state';

export interface CartChoices {
  shippingId?: string | null;
  pickupLocationId?: string | null;
  addressId?: string | null;
  paymentOptionId?: string | null;
}

export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  companyName?: string | null;
  phoneNumber?: string;
  defaultDeliveryAddressId?: string | null;
}

export type AddressChanges = Partial<Omit<AddressRecord, 'id' | 'uid' | 'type'>>;

/** A customer as registration creates them; the fold adds the rest (active, list prices, no cart yet). */
export type NewCustomer = Omit<CustomerState, 'active' | 'priceDiscountPercentage' | 'cartUid'>;

export interface NewPayment {
  uid: string;
  /** `checkout`: the order follows the payment's outcome; `openOrder`: only a paid outcome changes the order. */
  kind: 'checkout' | 'openOrder';
  method: string;
  amount: number;
  /** Where the payment page sends the shopper back to (`{returnUrl}/{paymentUid}`). */
  returnUrl: string;
}

/** Lines moved from one cart into another; `lUid` is the receiving line (existing or new). */
export interface MergedLine {
  lUid: string;
  productId: string;
  options: OptionSelection[];
  add: number;
}

export type DomainEvent =
  | {
      type: 'CartOpened';
      /** `evicted`: the anonymous cart dropped to stay within the cap (state.ts `cartToEvict`). */
      data: { cUid: string; customerId: string | null; evicted?: string };
    }
  | {
      type: 'LineAdded';
      data: {
        cUid: string;
        /** Set when the line opened a new cart. */
        openedFor: { customerId: string | null } | null;
        lUid: string;
        productId: string;
        options: OptionSelection[];
        /** What stock allowed of `requested`. */
        added: number;
        requested: number;
        /** The anonymous cart dropped to stay within the cap, when this line opened one. */
        evicted?: string;
      };
    }
  | { type: 'LineQuantitySet'; data: { cUid: string; lUid: string; quantity: number; requested: number } }
  | {
      type: 'CartsMerged';
      /** `openedFor`: the customer whose cart `into` is opened by this merge (they had none). */
      data: { from: string; into: string; openedFor: string | null; lines: MergedLine[]; coupons: string[] };
    }
  | { type: 'CartChoicesChanged'; data: { cUid: string; changes: CartChoices } }
  | { type: 'CouponApplied'; data: { cUid: string; code: string } }
  | { type: 'CouponRemoved'; data: { cUid: string; code: string } }
  | { type: 'CartDeleted'; data: { cUid: string } }
  | { type: 'CustomerRegistered'; data: { customer: NewCustomer } }
  | { type: 'CustomerLoggedIn'; data: { customerId: string; token: string } }
  | { type: 'CustomerLoggedOut'; data: { token: string } }
  | { type: 'PasswordResetRequested'; data: { customerId: string; token: string } }
  | { type: 'PasswordChanged'; data: { customerId: string; token: string; passwordHash: string } }
  | { type: 'AccountChanged'; data: { customerId: string; changes: AccountChanges } }
  | { type: 'AddressAdded'; data: { customerId: string; address: AddressRecord; isDefault: boolean } }
  | {
      type: 'AddressChanged';
      data: { customerId: string; addressId: string; changes: AddressChanges; isDefault: boolean | null };
    }
  | { type: 'AddressDeleted'; data: { customerId: string; addressId: string } }
  | {
      type: 'OrderPlaced';
      data: {
        customerId: string;
        cUid: string;
        /** The fresh cart the customer gets when the paid cart was theirs. */
        nextCUid: string | null;
        order: AccountOrder;
        totalVat: number;
        payment: NewPayment;
      };
    }
  | { type: 'PaymentStarted'; data: { orderUid: string; payment: NewPayment } }
  | { type: 'TicketOpened'; data: { customerId: string; ticket: Ticket } }
  | { type: 'PaymentSettled'; data: { paymentUid: string; status: 'paid' | 'cancelled' | 'failed' } };

export type EventType = DomainEvent['type'];

/** An event as stored: one JSON line `{ seq, type, at, data }`. */
export type StoredEvent = DomainEvent & { seq: number; at: string };
