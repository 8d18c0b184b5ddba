// Checkout decisions that need no state (spec §4 Checkout, §5, §8): which address delivers, which delivery and
// payment option is preselected, what a choice sends to the cart, whether a step may be left, and the
// registration body of a new visitor. Pure; the checkout model wires them.
import { type CheckoutInformationField, isFormValid, validateCheckoutInformationForm, VALIDATION } from '../forms';
import { normalizePostcode } from '../address';
import type { Cart, CartUpdateRequest } from '../cart/contract';
import type { AccountSession, RegisterRequest, SavedAddress } from '../session/contract';
import type { CountryCode, NonEmptyString } from '../shared';
import type { DeliveryOption, PaymentOption } from './contract';
import type { CheckoutStep } from './steps';

/** Notices of the checkout besides the §8 validation notices and payment errors. */
export const CHECKOUT_MESSAGES = {
  presessionFailed: 'checkout.presessionFailed',
  retryFailed: 'checkout.retryFailed',
  accountCreateError: 'phrases.accountCreateError',
  paymentOptionsFailed: 'phrases.checkoutPaymentOptionsFailed',
  noPaymentOptions: 'phrases.checkoutNoPaymentOptions',
} as const;

/** Spec §8 validation notices. */
export const CHECKOUT_NOTICE = {
  /** 'Validatie mislukt: Controleer de informatie in stap 1 (informatie).' */
  information: 'checkout.validation.information',
  /** 'Niet alle velden zijn ingevuld.' */
  incomplete: 'checkout.validation.incomplete',
  /** 'Geen bezorgoptie geselecteerd.' */
  noDelivery: 'checkout.validation.noDelivery',
  /** 'Geen betaalmethode geselecteerd.' */
  noPayment: 'checkout.validation.noPayment',
} as const;

export interface DeliverySelection {
  optionId: string;
  /** Set for a pickup option: the chosen location. */
  pickupLocationId: string | null;
}

/**
 * The address the order is delivered to: the one the shopper picked, else the cart's, else the customer's
 * default delivery address, else their first delivery address.
 */
export const pickDeliveryAddress = (
  session: AccountSession | null,
  cartAddressId: string | null,
  chosenId: string | null,
): SavedAddress | null => {
  if (!session) return null;
  const all = [...session.addresses.delivery, ...session.addresses.invoice];
  const byId = (id: string | null) => (id === null ? undefined : all.find((a) => a.id === id || a.uid === id));
  return (
    byId(chosenId) ??
    byId(cartAddressId) ??
    byId(session.defaultDeliveryAddressId) ??
    session.addresses.delivery[0] ??
    null
  );
};

/** Spec §4: the cart's choice when it is still offered, else the option marked preselected, else the first. */
export const preselectDelivery = (options: readonly DeliveryOption[], cart: Cart | null): DeliverySelection | null => {
  const pickupId = cart?.delivery.pickupLocationId ?? null;
  if (pickupId !== null) {
    const pickup = options.find((o) => o.type === 'pickup' && o.pickupLocations.some((l) => l.id === pickupId));
    if (pickup) return { optionId: pickup.id, pickupLocationId: pickupId };
  }
  const shippingId = cart?.delivery.shippingId ?? null;
  const shipping = options.find((o) => o.type === 'shipping' && o.id === shippingId);
  if (shipping) return { optionId: shipping.id, pickupLocationId: null };
  const fallback = options.find((o) => o.preselected) ?? options[0];
  if (!fallback) return null;
  return {
    optionId: fallback.id,
    pickupLocationId: fallback.type === 'pickup' ? (fallback.pickupLocations[0]?.id ?? null) : null,
  };
};

/** Spec §4: the cart's payment option when still offered, else the first. */
export const preselectPayment = (options: readonly PaymentOption[], cart: Cart | null): string | null =>
  options.find((o) => o.id === cart?.paymentOptionId)?.id ?? options[0]?.id ?? null;

/** Whether a selection is what the cart already holds (then no update is sent). */
export const cartHasDelivery = (cart: Cart | null, selection: DeliverySelection, option: DeliveryOption): boolean =>
  cart !== null &&
  (option.type === 'pickup'
    ? cart.delivery.pickupLocationId === selection.pickupLocationId && cart.delivery.shippingId === null
    : cart.delivery.shippingId === option.id && cart.delivery.pickupLocationId === null);

/** Spec §4: shipping sets the option and no pickup location; pickup the reverse. */
export const deliveryUpdate = (
  cUid: string,
  option: DeliveryOption,
  pickupLocationId: string | null,
): CartUpdateRequest =>
  (option.type === 'pickup'
    ? { cUid, shipping_option_id: null, pickup_location_id: pickupLocationId ?? option.pickupLocations[0]?.id ?? null }
    : { cUid, shipping_option_id: option.id, pickup_location_id: null }) as CartUpdateRequest;

export type InformationValues = Partial<Record<CheckoutInformationField, string>>;

export interface StepContext {
  isAuthenticated: boolean;
  deliveryAddress: SavedAddress | null;
  information: InformationValues;
  deliveryOptions: readonly DeliveryOption[];
  selectedDelivery: DeliverySelection | null;
  paymentOptions: readonly PaymentOption[];
  selectedPayment: string | null;
}

/**
 * Spec §4 'Next' validation, with the §8 notices: step 1 needs a valid form (new visitor; empty required
 * fields say 'not all fields', other problems 'check step 1') or a delivery address (logged in); step 2 a
 * delivery option; step 3 a payment method. null: the step may be left.
 */
export const stepNotice = (step: CheckoutStep, ctx: StepContext): string | null => {
  switch (step) {
    case 'information': {
      if (ctx.isAuthenticated) return ctx.deliveryAddress ? null : CHECKOUT_NOTICE.information;
      const errors = validateCheckoutInformationForm(ctx.information, { newAccount: true });
      if (isFormValid(errors)) return null;
      return Object.values(errors).includes(VALIDATION.required)
        ? CHECKOUT_NOTICE.incomplete
        : CHECKOUT_NOTICE.information;
    }
    case 'delivery':
      return ctx.selectedDelivery && ctx.deliveryOptions.some((o) => o.id === ctx.selectedDelivery?.optionId)
        ? null
        : CHECKOUT_NOTICE.noDelivery;
    case 'overview':
      return ctx.selectedPayment && ctx.paymentOptions.some((o) => o.id === ctx.selectedPayment)
        ? null
        : CHECKOUT_NOTICE.noPayment;
    case 'pay':
      return null;
  }
};

const OPTIONAL_FIELDS = [
  'companyName',
  'cocNumber',
  'vatNumber',
  'reference',
  'houseNumberAddition',
  'address',
] as const;

/** The register call of a new visitor at step 1 → 2 (spec §4): the form fields, trimmed, plus the password. */
export const registerRequest = (information: InformationValues): RegisterRequest => {
  const value = (field: CheckoutInformationField) => (information[field] ?? '').trim();
  const countryCode = value('countryCode') as CountryCode;
  const body: Record<string, string> = {
    countryCode,
    firstName: value('firstName'),
    lastName: value('lastName'),
    zipCode: normalizePostcode(countryCode, value('zipCode')) ?? value('zipCode'),
    houseNumber: value('houseNumber'),
    streetName: value('streetName'),
    city: value('city'),
    emailAddress: value('emailAddress'),
    phoneNumber: value('phoneNumber'),
    // The password is sent as typed: the login right after uses the same text.
    password: information.password ?? '',
  };
  for (const field of OPTIONAL_FIELDS) if (value(field) !== '') body[field] = value(field);
  return body as RegisterRequest & Record<string, NonEmptyString>;
};
