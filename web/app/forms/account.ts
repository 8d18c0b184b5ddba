// The account's forms as a route action takes them (effector/route.ts `Intent`;
// docs/decisions/forms-before-javascript.md): each fires the events its hydrated form fires, in the request's
// scope, so a form sent before or without JavaScript does what the browser's form does. The fields are handed
// to the models one by one, as typing would hand them; the models' own rules decide what is valid.
import { allSettled, type Scope } from 'effector';
import { data } from 'react-router';
import {
  $addressFormInPage,
  $informationFormErrors,
  $isInformationSaved,
  ADDRESSES_PATH,
  ADDRESS_FORM_PARAM,
  addressDeleteConfirmed,
  addressModalSubmitted,
  defaultAddressChosen,
  informationFieldChanged,
  informationSubmitted,
  modalAddressForm,
  registerAddressForm,
  registerFieldChanged,
  registerPasswordChanged,
  registerSubmitted,
  ticketFieldChanged,
  ticketSubmitted,
  type RegisterPlainField,
  type TicketDraft,
} from '@etalage/domain/account';
import { type AddressForm, type AddressFormField } from '@etalage/domain/address';
import { isFormValid } from '@etalage/domain/forms';
import {
  $isAuthenticated,
  $newPasswordErrors,
  $resetError,
  $resetLinkSentTo,
  $resetToken,
  $session,
  RESET_PATH,
  RESET_SENT_PARAM,
  newPasswordSubmitted,
  resetEmailChanged,
  resetLinkRequested,
} from '@etalage/domain/session';
import type { FormFields, Intent } from '~/effector/route';

/** A form that cannot be acted on as sent (a crafted or stale one): 400, naming the field. */
const badField = (field: string, why: string): never => {
  throw data(`The field '${field}' ${why}`, { status: 400, statusText: 'Bad Request' });
};

/** The address fields a form sends besides the country and the lookup's street and city. */
const TYPED_ADDRESS_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'phoneNumber',
  'zipCode',
  'houseNumber',
  'houseNumberAddition',
] as const satisfies readonly AddressFormField[];

/**
 * An address as sent, typed into `form` the way a shopper types it: the country first (choosing one clears the
 * address, spec §4), then the fields, then the house number again, which starts the Dutch lookup at once (the
 * §9 debounce is for typing). Where the lookup found nothing, cannot run or does not exist (Belgium), the street
 * and city typed by hand count; where it found the address, its street and city do, as in the browser. A field
 * the form does not have is left as the model holds it.
 */
export const fillAddressForm = async (scope: Scope, form: AddressForm, fields: FormFields, prefix = '') => {
  const name = (field: AddressFormField) => `${prefix}${field}`;
  const typed = (fieldNames: readonly AddressFormField[]) =>
    Object.fromEntries(
      fieldNames.filter((field) => fields.has(name(field))).map((field) => [field, fields.get(name(field))]),
    );
  await allSettled(form.$debounceMs, { scope, params: 0 });
  if (fields.has(name('countryCode'))) {
    await allSettled(form.fieldChanged, {
      scope,
      params: { field: 'countryCode', value: fields.get(name('countryCode')) },
    });
  }
  await allSettled(form.valuesFilled, { scope, params: typed(TYPED_ADDRESS_FIELDS) });
  if (fields.has(name('houseNumber'))) {
    await allSettled(form.fieldChanged, {
      scope,
      params: { field: 'houseNumber', value: fields.get(name('houseNumber')) },
    });
  }
  const found = scope.getState(form.$values);
  const byHand = typed(['streetName', 'city']);
  await allSettled(form.valuesFilled, {
    scope,
    params: {
      ...(found.streetName === '' && byHand.streetName !== undefined ? { streetName: byHand.streetName } : {}),
      ...(found.city === '' && byHand.city !== undefined ? { city: byHand.city } : {}),
    },
  });
};

const REGISTER_PLAIN_FIELDS = [
  'emailAddress',
  'phoneNumber',
  'cocNumber',
  'vatNumber',
  'reference',
] as const satisfies readonly RegisterPlainField[];

/**
 * Spec §5 register form: a valid one creates the account, logs in and goes to the overview (a 303 there, with the
 * login's cookie). One that is wanting or refused is the page again with every field but the password, which is
 * never sent back into a page.
 */
export const registerIntent: Intent = {
  run: async (scope, fields) => {
    await fillAddressForm(scope, registerAddressForm, fields);
    for (const field of REGISTER_PLAIN_FIELDS) {
      if (fields.has(field))
        await allSettled(registerFieldChanged, { scope, params: { field, value: fields.get(field) } });
    }
    await allSettled(registerPasswordChanged, { scope, params: fields.get('password') });
    await allSettled(registerSubmitted, { scope });
    if (!scope.getState($isAuthenticated)) await allSettled(registerPasswordChanged, { scope, params: '' });
  },
  failed: (scope) => !scope.getState($isAuthenticated),
};

/**
 * Spec §2 /account/reset without a token: the link is sent, and the page that follows says where it went
 * (`?sent=`). A wanting email, or a call that failed, is the form again with the email and why.
 */
export const resetLinkIntent: Intent = {
  run: async (scope, fields) => {
    const email = fields.get('email');
    await allSettled(resetEmailChanged, { scope, params: email });
    await allSettled(resetLinkRequested, { scope, params: { email } });
  },
  // The page's own ?sent= (a second link asked for from it) does not count: only this email, sent now.
  failed: (scope, fields) =>
    scope.getState($resetError) !== null || scope.getState($resetLinkSentTo) !== fields.get('email').trim(),
  next: (scope) => `${RESET_PATH}?${RESET_SENT_PARAM}=${encodeURIComponent(scope.getState($resetLinkSentTo) ?? '')}`,
};

/**
 * Spec §5 reset with the link's token: a new password set leads to the login (the model's navigation, a 303). A
 * wanting pair or a refused token is the form again, without the passwords, saying why.
 */
export const newPasswordIntent: Intent = {
  run: (scope, fields) =>
    allSettled(newPasswordSubmitted, {
      scope,
      params: { password: fields.get('password'), password_confirm: fields.get('password_confirm') },
    }),
  failed: (scope) =>
    scope.getState($resetToken) === null ||
    !isFormValid(scope.getState($newPasswordErrors)) ||
    scope.getState($resetError) !== null,
};

const INFORMATION_FIELDS = ['companyName', 'firstName', 'lastName', 'phoneNumber'] as const;

/** Spec §5 information form: saved (only what changed), or the form again with its errors and what was typed. */
export const informationIntent: Intent = {
  run: async (scope, fields) => {
    for (const field of INFORMATION_FIELDS) {
      if (fields.has(field)) {
        await allSettled(informationFieldChanged, { scope, params: { field, value: fields.get(field) } });
      }
    }
    await allSettled(informationSubmitted, { scope });
  },
  failed: (scope) => !isFormValid(scope.getState($informationFormErrors)) || !scope.getState($isInformationSaved),
};

/**
 * The address book's own form (`?address=new` or `?address={id}`, domain account/address-page): saved, it leads
 * back to the list; wanting or refused, it is the form again with the lookup's result and what was typed.
 */
export const addressIntent: Intent = {
  run: async (scope, fields) => {
    if (scope.getState($addressFormInPage) === null) badField(ADDRESS_FORM_PARAM, 'of the page names no address form');
    await fillAddressForm(scope, modalAddressForm, fields);
    await allSettled(addressModalSubmitted, { scope });
  },
  failed: (scope) => scope.getState($addressFormInPage) !== null,
  next: () => ADDRESSES_PATH,
};

/** The id of a saved address of the session the form names, else a 400 naming the field. */
const savedAddressId = (scope: Scope, fields: FormFields, kind: 'any' | 'delivery'): string => {
  const id = fields.get('id');
  const addresses = scope.getState($session)?.addresses;
  const known =
    kind === 'delivery' ? addresses?.delivery : [...(addresses?.invoice ?? []), ...(addresses?.delivery ?? [])];
  return known?.some((address) => address.id === id)
    ? id
    : badField('id', `names none of your ${kind === 'delivery' ? 'delivery ' : ''}addresses`);
};

const stillSaved = (scope: Scope, id: string): boolean => {
  const addresses = scope.getState($session)?.addresses;
  return [...(addresses?.invoice ?? []), ...(addresses?.delivery ?? [])].some((address) => address.id === id);
};

/** 'Yes, delete' on a saved address: gone from the list, or the list again saying why not. */
export const addressDeleteIntent: Intent = {
  run: (scope, fields) => allSettled(addressDeleteConfirmed, { scope, params: savedAddressId(scope, fields, 'any') }),
  failed: (scope, fields) => stillSaved(scope, fields.get('id')),
  next: () => ADDRESSES_PATH,
};

/** 'Make default' on a delivery address. */
export const addressDefaultIntent: Intent = {
  run: (scope, fields) =>
    allSettled(defaultAddressChosen, { scope, params: savedAddressId(scope, fields, 'delivery') }),
  failed: (scope, fields) => scope.getState($session)?.defaultDeliveryAddressId !== fields.get('id'),
  next: () => ADDRESSES_PATH,
};

const TICKET_FIELDS = ['subject', 'orderUid', 'message'] as const satisfies readonly (keyof TicketDraft)[];

/**
 * A new ticket (spec §2 /account/tickets): opened, it leads to its page (the model's navigation, a 303); wanting
 * or refused, the form again with what was typed.
 */
export const ticketIntent: Intent = {
  run: async (scope, fields) => {
    for (const field of TICKET_FIELDS) {
      if (fields.has(field))
        await allSettled(ticketFieldChanged, { scope, params: { field, value: fields.get(field) } });
    }
    await allSettled(ticketSubmitted, { scope });
  },
  // An opened ticket has led to its page before this is read.
  failed: () => true,
};
