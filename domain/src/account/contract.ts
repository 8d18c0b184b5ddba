// The customer's addresses, orders, invoices and tickets, and paying an open order (spec §3, §4, §7).
import * as t from 'io-ts';
import { CountryCode, NonEmptyString, nullable, success } from '../shared';
import { AddressType, SavedAddress } from '../session/contract';
import { OrderLine, PaymentOption, PickupLocation } from '../checkout/contract';

export const AddressesReply = success(t.array(SavedAddress), 'AddressesReply');
export type AddressesReply = t.TypeOf<typeof AddressesReply>;

const addressFields = {
  companyName: t.string,
  firstName: NonEmptyString,
  lastName: NonEmptyString,
  streetName: NonEmptyString,
  houseNumber: NonEmptyString,
  houseNumberAddition: t.string,
  zipCode: NonEmptyString,
  city: NonEmptyString,
  countryCode: CountryCode,
  phoneNumber: t.string,
};

/** POST /api/v2/account/addresses: a new address. `isDefault` makes it the default delivery address. */
export const AddressCreateRequest = t.exact(
  t.intersection([
    t.type({
      type: AddressType,
      firstName: NonEmptyString,
      lastName: NonEmptyString,
      streetName: NonEmptyString,
      houseNumber: NonEmptyString,
      zipCode: NonEmptyString,
      city: NonEmptyString,
      countryCode: CountryCode,
    }),
    t.partial({
      companyName: t.string,
      houseNumberAddition: t.string,
      phoneNumber: t.string,
      isDefault: t.boolean,
    }),
  ]),
  'AddressCreateRequest',
);
export type AddressCreateRequest = t.TypeOf<typeof AddressCreateRequest>;
export const AddressCreateReply = success(t.type({ uid: t.string, address: SavedAddress }), 'AddressCreateReply');
export type AddressCreateReply = t.TypeOf<typeof AddressCreateReply>;

/** PUT /api/v2/account/addresses/{id}: only the changed fields (spec §5). */
export const AddressUpdateRequest = t.exact(
  t.partial({ ...addressFields, isDefault: t.boolean }),
  'AddressUpdateRequest',
);
export type AddressUpdateRequest = t.TypeOf<typeof AddressUpdateRequest>;
export const AddressReply = success(SavedAddress, 'AddressReply');
export type AddressReply = t.TypeOf<typeof AddressReply>;

export const OrderStatus = t.keyof(
  { open: null, paid: null, cancelled: null, failed: null, shipped: null },
  'OrderStatus',
);
export type OrderStatus = t.TypeOf<typeof OrderStatus>;

/** An address as the order keeps it: a copy made when the order was placed, not a link into the address book. */
const { id: _id, uid: _uid, type: _type, ...placeFields } = SavedAddress.props;
export const OrderAddress = t.type(placeFields, 'OrderAddress');
export type OrderAddress = t.TypeOf<typeof OrderAddress>;

/** How the order travels: shipped to `address`, or picked up at `pickupLocation` (the other one is null). */
export const OrderDelivery = t.type(
  {
    type: t.keyof({ shipping: null, pickup: null }),
    label: t.string,
    address: nullable(OrderAddress),
    pickupLocation: nullable(PickupLocation),
  },
  'OrderDelivery',
);
export type OrderDelivery = t.TypeOf<typeof OrderDelivery>;

/**
 * Spec §3 Account order: id, uid, status, totals (totalInclVat, outstandingAmount, cartLinesAmount); with the
 * addresses, delivery and payment method the order page shows (docs/api.md).
 */
export const AccountOrder = t.type(
  {
    id: t.string,
    uid: t.string,
    number: t.string,
    status: OrderStatus,
    createdAt: t.string,
    totals: t.type({
      totalInclVat: t.number,
      totalExclVat: t.number,
      shippingInclVat: t.number,
      outstandingAmount: t.number,
      cartLinesAmount: t.number,
    }),
    lines: t.array(OrderLine),
    countryCode: CountryCode,
    coupon: nullable(t.string),
    invoiceAddress: OrderAddress,
    delivery: OrderDelivery,
    /** The label of the payment method chosen at checkout. */
    paymentMethod: t.string,
  },
  'AccountOrder',
);
export type AccountOrder = t.TypeOf<typeof AccountOrder>;

export const OrdersReply = success(t.array(AccountOrder), 'OrdersReply');
export type OrdersReply = t.TypeOf<typeof OrdersReply>;
export const OrderReply = success(AccountOrder, 'OrderReply');
export type OrderReply = t.TypeOf<typeof OrderReply>;

export const Invoice = t.type(
  { id: t.string, number: t.string, orderUid: t.string, date: t.string, amountInclVat: t.number, isPaid: t.boolean },
  'Invoice',
);
export type Invoice = t.TypeOf<typeof Invoice>;
export const InvoicesReply = success(t.array(Invoice), 'InvoicesReply');

export const Ticket = t.type(
  {
    id: t.string,
    subject: t.string,
    status: t.keyof({ open: null, answered: null, closed: null }),
    createdAt: t.string,
    orderUid: nullable(t.string),
    messages: t.array(t.type({ from: t.keyof({ customer: null, shop: null }), body: t.string, createdAt: t.string })),
  },
  'Ticket',
);
export type Ticket = t.TypeOf<typeof Ticket>;
export const TicketsReply = success(t.array(Ticket), 'TicketsReply');
export const TicketReply = success(Ticket, 'TicketReply');
export type TicketReply = t.TypeOf<typeof TicketReply>;

/** POST /api/v2/account/tickets: a new ticket, optionally about one of the customer's orders. */
export const TicketCreateRequest = t.exact(
  t.intersection([
    t.type({ subject: NonEmptyString, message: NonEmptyString }),
    t.partial({ orderUid: nullable(t.string) }),
  ]),
  'TicketCreateRequest',
);
export type TicketCreateRequest = t.TypeOf<typeof TicketCreateRequest>;

/** POST /api/v2/account/orders/{orderUid}/payments: payment options to pay what is still open. */
export const OrderPaymentsRequest = t.exact(t.type({ countryCode: CountryCode }), 'OrderPaymentsRequest');
export type OrderPaymentsRequest = t.TypeOf<typeof OrderPaymentsRequest>;
export const OrderPaymentsReply = success(t.array(PaymentOption), 'OrderPaymentsReply');

/** POST /api/v2/account/orders/{orderUid}/pay: `payMethod` is the chosen payment option. */
export const OrderPayRequest = t.exact(
  t.intersection([t.type({ payMethod: PaymentOption }), t.partial({ returnUrl: t.string })]),
  'OrderPayRequest',
);
export type OrderPayRequest = t.TypeOf<typeof OrderPayRequest>;
export const OrderPayReply = success(t.type({ paymentUrl: t.string, paymentUid: t.string }), 'OrderPayReply');
export type OrderPayReply = t.TypeOf<typeof OrderPayReply>;
