// Login, session, registration and password calls (spec §3 Account session, §6, §7).
import * as t from 'io-ts';
import { CountryCode, NonEmptyString, nullable, success } from '../shared';

export const AddressType = t.keyof({ invoice: null, delivery: null }, 'AddressType');
export type AddressType = t.TypeOf<typeof AddressType>;

/** A saved address of a customer (spec §3 Address/customer form fields; `uid` when it exists). */
export const SavedAddress = t.type(
  {
    id: t.string,
    uid: t.string,
    type: AddressType,
    companyName: t.string,
    firstName: t.string,
    lastName: t.string,
    streetName: t.string,
    houseNumber: t.string,
    houseNumberAddition: t.string,
    zipCode: t.string,
    city: t.string,
    countryCode: CountryCode,
    phoneNumber: t.string,
  },
  'SavedAddress',
);
export type SavedAddress = t.TypeOf<typeof SavedAddress>;

export const AccountSession = t.type(
  {
    id: t.string,
    customerId: t.string,
    firstName: t.string,
    lastName: t.string,
    companyName: nullable(t.string),
    emailAddress: t.string,
    phoneNumber: t.string,
    /** accountStatus: false for an inactive customer, who cannot pay (error icr). */
    status: t.boolean,
    addresses: t.type({ invoice: t.array(SavedAddress), delivery: t.array(SavedAddress) }),
    defaultDeliveryAddressId: nullable(t.string),
    isAuthenticated: t.boolean,
  },
  'AccountSession',
);
export type AccountSession = t.TypeOf<typeof AccountSession>;

/** POST /api/v2/account/login. */
export const LoginRequest = t.exact(t.type({ email: NonEmptyString, password: NonEmptyString }), 'LoginRequest');
export type LoginRequest = t.TypeOf<typeof LoginRequest>;
export const LoginReply = success(t.type({ id: t.string, authToken: t.string, session: AccountSession }), 'LoginReply');
export type LoginReply = t.TypeOf<typeof LoginReply>;

/** POST /api/v2/account/session: bearer header, and the same token in the body. */
export const SessionRequest = t.exact(t.partial({ token: t.string }), 'SessionRequest');
export type SessionRequest = t.TypeOf<typeof SessionRequest>;
export const SessionReply = success(AccountSession, 'SessionReply');
export type SessionReply = t.TypeOf<typeof SessionReply>;

/** POST /api/presession/verify: `success` for a known email, `error` for an unknown one. */
export const PresessionRequest = t.exact(t.type({ email: NonEmptyString }), 'PresessionRequest');
export type PresessionRequest = t.TypeOf<typeof PresessionRequest>;
export const PresessionReply = t.type(
  { status: t.keyof({ success: null, error: null }), data: t.type({ exists: t.boolean }) },
  'PresessionReply',
);
export type PresessionReply = t.TypeOf<typeof PresessionReply>;

/** POST /api/v2/account/reset: sends a reset link; always answers success so emails cannot be probed. */
export const ResetRequest = t.exact(t.type({ emailAddress: NonEmptyString }), 'ResetRequest');
export type ResetRequest = t.TypeOf<typeof ResetRequest>;

/** POST /api/v2/account/password: a new password with the token of the reset link. */
export const NewPasswordRequest = t.exact(
  t.type({ token: NonEmptyString, password: NonEmptyString }),
  'NewPasswordRequest',
);
export type NewPasswordRequest = t.TypeOf<typeof NewPasswordRequest>;

/** The customer fields of registration and of the checkout information step (spec §3, §5). */
export const CustomerFields = t.intersection(
  [
    t.type({
      countryCode: CountryCode,
      firstName: NonEmptyString,
      lastName: NonEmptyString,
      zipCode: NonEmptyString,
      houseNumber: NonEmptyString,
      streetName: NonEmptyString,
      city: NonEmptyString,
      emailAddress: NonEmptyString,
      phoneNumber: NonEmptyString,
    }),
    t.partial({
      companyName: t.string,
      cocNumber: t.string,
      vatNumber: t.string,
      reference: t.string,
      houseNumberAddition: t.string,
      address: t.string,
    }),
  ],
  'CustomerFields',
);
export type CustomerFields = t.TypeOf<typeof CustomerFields>;

/** POST /api/v2/account/register: the customer fields plus a password. Answers the new account's id. */
export const RegisterRequest = t.exact(
  t.intersection([CustomerFields, t.type({ password: NonEmptyString })]),
  'RegisterRequest',
);
export type RegisterRequest = t.TypeOf<typeof RegisterRequest>;
export const RegisterReply = success(t.type({ id: t.string }), 'RegisterReply');
export type RegisterReply = t.TypeOf<typeof RegisterReply>;

/** POST /api/v2/account: changes account fields, e.g. the default delivery address. */
export const AccountUpdateRequest = t.exact(
  t.partial({
    defaultAddressId: t.string,
    firstName: NonEmptyString,
    lastName: NonEmptyString,
    companyName: t.string,
    phoneNumber: NonEmptyString,
  }),
  'AccountUpdateRequest',
);
export type AccountUpdateRequest = t.TypeOf<typeof AccountUpdateRequest>;

/** POST /api/v2/account/logout: ends the bearer's session; answers success even without one. */
export const LogoutRequest = t.exact(t.partial({}), 'LogoutRequest');
export type LogoutRequest = t.TypeOf<typeof LogoutRequest>;
