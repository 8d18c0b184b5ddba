// io-ts codecs of the domain events (events.ts), for what comes from outside: an imported session file is
// decoded event by event, so a bad one is a 400 naming it (`events.12.data.cUid`) before anything is folded.
// The type checks at the bottom keep the codecs and the event types saying the same thing.
import * as t from 'io-ts';
import { AccountOrder, Ticket } from '@etalage/domain/account';
import { OptionSelection } from '@etalage/domain/configurator';
import { SavedAddress } from '@etalage/domain/session';
import { nullable } from '@etalage/domain/shared';
import type { StoredEvent } from './events';

const optional = <R extends t.Props, P extends t.Props>(required: R, props: P) =>
  t.intersection([t.type(required), t.partial(props)]);

const CartChoices = t.exact(
  t.partial({
    shippingId: nullable(t.string),
    pickupLocationId: nullable(t.string),
    addressId: nullable(t.string),
    paymentOptionId: nullable(t.string),
  }),
);

const AccountChanges = t.exact(
  t.partial({
    firstName: t.string,
    lastName: t.string,
    companyName: nullable(t.string),
    phoneNumber: t.string,
    defaultDeliveryAddressId: nullable(t.string),
  }),
);

/** The fields of an address a change may set: all but its identity. */
const { id: _id, uid: _uid, type: _type, ...addressFields } = SavedAddress.props;
const AddressChanges = t.exact(t.partial(addressFields));

const NewCustomer = t.type({
  id: t.string,
  customerId: t.string,
  email: t.string,
  passwordHash: t.string,
  firstName: t.string,
  lastName: t.string,
  companyName: nullable(t.string),
  phoneNumber: t.string,
  addresses: t.array(SavedAddress),
  defaultDeliveryAddressId: nullable(t.string),
});

const NewPayment = t.type({
  uid: t.string,
  kind: t.keyof({ checkout: null, openOrder: null }),
  method: t.string,
  amount: t.number,
  returnUrl: t.string,
});

const MergedLine = t.type({ lUid: t.string, productId: t.string, options: t.array(OptionSelection), add: t.number });

/** An event of one type; unknown keys of its data are dropped (`t.exact`), so they never reach the state. */
const event = <T extends string, D extends t.HasProps>(type: T, data: D) =>
  t.type({ seq: t.number, type: t.literal(type), at: t.string, data: t.exact(data) });

export const StoredEventCodec = t.union(
  [
    event('CartOpened', optional({ cUid: t.string, customerId: nullable(t.string) }, { evicted: t.string })),
    event(
      'LineAdded',
      optional(
        {
          cUid: t.string,
          openedFor: nullable(t.type({ customerId: nullable(t.string) })),
          lUid: t.string,
          productId: t.string,
          options: t.array(OptionSelection),
          added: t.number,
          requested: t.number,
        },
        { evicted: t.string },
      ),
    ),
    event('LineQuantitySet', t.type({ cUid: t.string, lUid: t.string, quantity: t.number, requested: t.number })),
    event(
      'CartsMerged',
      t.type({
        from: t.string,
        into: t.string,
        openedFor: nullable(t.string),
        lines: t.array(MergedLine),
        coupons: t.array(t.string),
      }),
    ),
    event('CartChoicesChanged', t.type({ cUid: t.string, changes: CartChoices })),
    event('CouponApplied', t.type({ cUid: t.string, code: t.string })),
    event('CouponRemoved', t.type({ cUid: t.string, code: t.string })),
    event('CartDeleted', t.type({ cUid: t.string })),
    event('CustomerRegistered', t.type({ customer: NewCustomer })),
    event('CustomerLoggedIn', t.type({ customerId: t.string, token: t.string })),
    event('CustomerLoggedOut', t.type({ token: t.string })),
    event('PasswordResetRequested', t.type({ customerId: t.string, token: t.string })),
    event('PasswordChanged', t.type({ customerId: t.string, token: t.string, passwordHash: t.string })),
    event('AccountChanged', t.type({ customerId: t.string, changes: AccountChanges })),
    event('AddressAdded', t.type({ customerId: t.string, address: SavedAddress, isDefault: t.boolean })),
    event(
      'AddressChanged',
      t.type({
        customerId: t.string,
        addressId: t.string,
        changes: AddressChanges,
        isDefault: nullable(t.boolean),
      }),
    ),
    event('AddressDeleted', t.type({ customerId: t.string, addressId: t.string })),
    event(
      'OrderPlaced',
      t.type({
        customerId: t.string,
        cUid: t.string,
        nextCUid: nullable(t.string),
        order: AccountOrder,
        totalVat: t.number,
        payment: NewPayment,
      }),
    ),
    event('PaymentStarted', t.type({ orderUid: t.string, payment: NewPayment })),
    event('TicketOpened', t.type({ customerId: t.string, ticket: Ticket })),
    event(
      'PaymentSettled',
      t.type({ paymentUid: t.string, status: t.keyof({ paid: null, cancelled: null, failed: null }) }),
    ),
  ],
  'StoredEvent',
);

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

/** Does not compile when the codecs and the event types (events.ts) say different things. */
export const EVENT_CODECS_AGREE: Mutual<t.TypeOf<typeof StoredEventCodec>, StoredEvent> = true;
