// The checkout (spec §4 Checkout, §8): the pre-session email check, the four steps with their 'Next'
// validation, registration of a new visitor, delivery and payment choices kept in the cart, payment creation
// and its errors, the revision rule, and the payment outcome page. Pure decisions live in ./rules, ./steps and
// ./errors; analytics listens to the facts this model fires.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { checkoutAddressForm } from '../address/model';
import { updateCartFx } from '../cart/api';
import type { Cart, CartUpdateRequest } from '../cart/contract';
import { $cart, cartDeleted, cartLoaded, cartReloadRequested } from '../cart/model';
import { validateCheckoutInformationForm, validatePreSessionForm } from '../forms/lib';
import { $locale } from '../i18n/model';
import { presessionFx, registerFx } from '../session/api';
import {
  $isAuthenticated,
  $isSessionChecked,
  $session,
  loggedOut,
  loginEmailChanged,
  loginSubmitted,
} from '../session/model';
import { message } from '../shell/message';
import {
  navigateFx,
  navigationRequested,
  notificationShown,
  panelOpened,
  routeChanged,
  type Alert,
} from '../shell/model';
import type { CountryCode } from '../shared/codec';
import type { DeliveryOption, PaymentOption, PaymentOutcome } from './contract';
import {
  createPaymentFx,
  deliveryOptionsFx,
  paymentOptionsFx,
  paymentOutcomeFx,
  paymentRetryFx,
  type CreatedPayment,
} from './api';
import { payFailureOf, paymentErrorOutcome } from './errors';
import {
  cartHasDelivery,
  deliveryUpdate,
  pickDeliveryAddress,
  preselectDelivery,
  preselectPayment,
  registerRequest,
  stepNotice,
  type DeliverySelection,
  type InformationValues,
} from './rules';
import {
  CHECKOUT_LOGIN_PATH,
  CHECKOUT_START_PATH,
  nextStep,
  previousStep,
  stepOfSlug,
  stepPath,
  type CheckoutStep,
} from './steps';

export const CHECKOUT_MESSAGES = {
  presessionFailed: 'checkout.presessionFailed',
  retryFailed: 'checkout.retryFailed',
  accountCreateError: 'phrases.accountCreateError',
  paymentOptionsFailed: 'phrases.checkoutPaymentOptionsFailed',
  noPaymentOptions: 'phrases.checkoutNoPaymentOptions',
} as const;

/** The fields of the information step that are not part of the address form. */
export type AccountField = 'emailAddress' | 'cocNumber' | 'vatNumber' | 'reference';
export type PasswordField = 'password' | 'password_confirm';

// ---------------------------------------------------------------------------------------------------
// Events

/** A checkout page starts: `/checkout` (slug null) or `/checkout/{slug}` (a step in either language, or a payment uid). */
export const checkoutPageStarted = createEvent<{ slug: string | null }>();
export const stepEntered = createEvent<CheckoutStep>();
/** The outcome page /checkout/{paymentUid} starts. */
export const paymentOutcomeStarted = createEvent<string>();
/** The site's origin (`https://shop.example`), for the payment's return URL. Set by the web layer. */
export const originResolved = createEvent<string>();

export const presessionEmailChanged = createEvent<string>();
export const presessionSubmitted = createEvent<string>();
export const accountFieldChanged = createEvent<{ field: AccountField; value: string }>();
export const passwordFieldChanged = createEvent<{ field: PasswordField; value: string }>();
/** A logged-in customer picks the delivery address at step 1. */
export const deliveryAddressSelected = createEvent<string>();
export const deliveryOptionSelected = createEvent<{ optionId: string; pickupLocationId?: string | null }>();
export const paymentOptionSelected = createEvent<string>();
export const nextClicked = createEvent();
export const prevClicked = createEvent();
/** On the outcome page of a cancelled or failed payment: pay again. */
export const paymentRetried = createEvent();

/** Facts for analytics. */
export const checkoutBegun = createEvent<Cart>();
export const deliveryConfirmed = createEvent<{ option: DeliveryOption; cart: Cart | null }>();
export const paymentConfirmed = createEvent<{ option: PaymentOption; cart: Cart | null }>();
export const purchaseCompleted = createEvent<PaymentOutcome>();

const deliveryReloadRequested = createEvent();
const paymentReloadRequested = createEvent();

// ---------------------------------------------------------------------------------------------------
// Stores

export const $step = createStore<CheckoutStep | null>(null, { name: '$checkoutStep' });
/** On /checkout or a step page (not the login or outcome page). */
const $isInCheckout = createStore(false, { name: '$isInCheckout' });
export const $origin = createStore('', { name: '$checkoutOrigin' });

export const $presessionEmail = createStore('', { name: '$presessionEmail' });
/** The message key of an invalid pre-session email, shown by the field. */
export const $presessionError = createStore<string | null>(null, { name: '$presessionError' });
export const $isCheckingEmail = presessionFx.pending;

export const $accountFields = createStore<Record<AccountField, string>>(
  { emailAddress: '', cocNumber: '', vatNumber: '', reference: '' },
  { name: '$checkoutAccountFields' },
);
/** Never serialized into the page. */
export const $passwordFields = createStore<Record<PasswordField, string>>(
  { password: '', password_confirm: '' },
  { serialize: 'ignore', name: '$checkoutPasswordFields' },
);
/** Everything the information form holds, as the §5 validators read it. */
export const $information = combine(
  checkoutAddressForm.$values,
  $accountFields,
  $passwordFields,
  (address, account, passwords): InformationValues => ({ ...address, ...account, ...passwords }),
);
/** Spec §5 field states for a new visitor ({} when valid). */
export const $informationErrors = $information.map((values) =>
  validateCheckoutInformationForm(values, { newAccount: true }),
);
/** Field errors show after a first failed 'Next'. */
export const $showInformationErrors = createStore(false, { name: '$showInformationErrors' });
export const $isRegistering = registerFx.pending;

const $chosenAddressId = createStore<string | null>(null, { name: '$chosenAddressId' });
export const $deliveryAddresses = $session.map((session) => session?.addresses.delivery ?? []);
export const $deliveryAddress = combine($session, $cart, $chosenAddressId, (session, cart, chosen) =>
  pickDeliveryAddress(session, cart?.addressId ?? null, chosen),
);
/** Options load for the delivery address's country; a new visitor's form country before an address exists. */
const $country = combine(
  $deliveryAddress,
  checkoutAddressForm.$values,
  (address, form): CountryCode => address?.countryCode ?? (form.countryCode === 'BE' ? 'BE' : 'NL'),
);

export const $deliveryOptions = createStore<DeliveryOption[]>([], { name: '$deliveryOptions' });
export const $selectedDelivery = createStore<DeliverySelection | null>(null, { name: '$selectedDelivery' });
export const $isLoadingDelivery = deliveryOptionsFx.pending;

export const $paymentOptions = createStore<PaymentOption[]>([], { name: '$paymentOptions' });
export const $selectedPaymentId = createStore<string | null>(null, { name: '$selectedPaymentId' });
export const $isLoadingPayments = paymentOptionsFx.pending;
const $paymentOptionsLoaded = createStore(false, { name: '$paymentOptionsLoaded' });

export const $isPaying = createPaymentFx.pending;
export const $paymentOutcome = createStore<PaymentOutcome | null>(null, { name: '$paymentOutcome' });
export const $isLoadingOutcome = paymentOutcomeFx.pending;
export const $isOutcomeMissing = createStore(false, { name: '$isOutcomeMissing' });
export const $canRetryPayment = $paymentOutcome.map(
  (outcome) => outcome !== null && ['cancelled', 'failed', 'expired'].includes(outcome.status),
);
export const $isRetrying = paymentRetryFx.pending;

/** Spec §8: no payment options and not loading → a non-dismissible danger alert titled Attention. */
export const $paymentOptionsAlert = combine(
  $step,
  $paymentOptions,
  $paymentOptionsLoaded,
  paymentOptionsFx.pending,
  (step, options, loaded, loading): Alert | null =>
    step === 'overview' && loaded && !loading && options.length === 0
      ? {
          id: 'checkoutNoPaymentOptions',
          state: 'danger',
          title: message('titles.attention'),
          message: message(CHECKOUT_MESSAGES.noPaymentOptions),
          color: 'red',
          dismissible: false,
        }
      : null,
);

// Work that waits until the page knows the session and the cart (on a server render they load alongside).
const $isReady = combine($isSessionChecked, $cart, (checked, cart) => checked && cart !== null);
const $isStartDue = createStore(false, { name: '$isCheckoutStartDue' });
const $isDeliveryDue = createStore(false, { name: '$isDeliveryDue' });
const $isPaymentDue = createStore(false, { name: '$isPaymentDue' });
/** Set only by 'Next' on the overview, so a reload or a redirect to the pay step never pays by itself. */
const $isPayArmed = createStore(false, { name: '$isPayArmed' });
/** The cart revision the later steps were shown with (spec §4: a changed cart sends the shopper back). */
const $confirmedRevision = createStore<number | null>(null, { name: '$confirmedRevision' });
const $isCartPanelDue = createStore(false, { name: '$isCheckoutCartPanelDue' });
const $hasBegun = createStore(false, { name: '$hasBegunCheckout' });
const $reportedPurchases = createStore<string[]>([], { name: '$reportedPurchases' });

// Choices sent to the cart; each remembers what to restore when it fails.
const chooseDeliveryFx = attach({
  effect: updateCartFx,
  mapParams: ({
    body,
  }: {
    body: CartUpdateRequest;
    selection: DeliverySelection;
    previous: DeliverySelection | null;
  }) => body,
});
const choosePaymentFx = attach({
  effect: updateCartFx,
  mapParams: ({ body }: { body: CartUpdateRequest; selection: string; previous: string | null }) => body,
});
const chooseAddressFx = attach({ effect: updateCartFx });
const $isUpdatingCart = combine(
  chooseDeliveryFx.pending,
  choosePaymentFx.pending,
  chooseAddressFx.pending,
  (a, b, c) => a || b || c,
);

// ---------------------------------------------------------------------------------------------------
// Pages and steps

sample({ clock: originResolved, target: $origin });

type Page =
  { kind: 'start' } | { kind: 'step'; step: CheckoutStep } | { kind: 'login' } | { kind: 'payment'; uid: string };
const pageStarted = checkoutPageStarted.map(({ slug }): Page => {
  if (slug === null || slug.trim() === '') return { kind: 'start' };
  const step = stepOfSlug(slug);
  if (step) return { kind: 'step', step };
  if (slug === 'login') return { kind: 'login' };
  return { kind: 'payment', uid: slug };
});
const startEntered = pageStarted.filter({ fn: (page) => page.kind === 'start' });
sample({ clock: pageStarted.filterMap((page) => (page.kind === 'step' ? page.step : undefined)), target: stepEntered });
sample({
  clock: pageStarted.filterMap((page) => (page.kind === 'payment' ? page.uid : undefined)),
  target: paymentOutcomeStarted,
});

const leftCheckout = routeChanged.filter({ fn: ({ pathname }) => !pathname.includes('checkout') });
$step
  .on(stepEntered, (_, step) => step)
  // Leaving the pay step, whatever the outcome: nothing may act on it while the shopper is on the way out.
  .reset(startEntered, paymentOutcomeStarted, leftCheckout, createPaymentFx.finally, loggedOut);
$isInCheckout.on([stepEntered, startEntered], () => true).reset(paymentOutcomeStarted, leftCheckout, loggedOut);
$isStartDue.on(startEntered, () => true).reset(stepEntered, leftCheckout);
$isDeliveryDue.on(stepEntered, (_, step) => step === 'delivery').on(deliveryReloadRequested, () => true);
$isPaymentDue.on(stepEntered, (_, step) => step === 'overview').on(paymentReloadRequested, () => true);
$confirmedRevision
  .on(stepEntered, (revision, step) => (step === 'overview' || step === 'pay' ? revision : null))
  .reset(loggedOut);
$isPayArmed.reset(leftCheckout, loggedOut, startEntered);

const checkpoint = [stepEntered, startEntered, $isReady.updates, deliveryReloadRequested, paymentReloadRequested];
const $context = combine({
  step: $step,
  ready: $isReady,
  authenticated: $isAuthenticated,
  locale: $locale,
  cart: $cart,
  address: $deliveryAddress,
  country: $country,
});

// When a logged-in customer opens /checkout, then step 1 follows at once (the email step is for visitors).
const startRedirected = sample({
  clock: checkpoint,
  source: { context: $context, due: $isStartDue },
  filter: ({ context, due }) => due && context.ready,
  fn: ({ context }) => context,
});
sample({
  clock: startRedirected,
  filter: ({ authenticated }) => authenticated,
  fn: ({ locale }) => ({ to: stepPath('information', locale), replace: true }),
  target: navigationRequested,
});
$isStartDue.reset(startRedirected);

// When a step after step 1 is opened without a session, then the shopper starts the checkout again.
sample({
  clock: checkpoint,
  source: $context,
  filter: ({ step, ready, authenticated }) => ready && !authenticated && step !== null && step !== 'information',
  fn: () => ({ to: CHECKOUT_START_PATH, replace: true }),
  target: navigationRequested,
});

// When the delivery step is ready, then the cart gets the delivery address and the options for its country load.
const deliveryLoad = sample({
  clock: checkpoint,
  source: { context: $context, due: $isDeliveryDue },
  filter: ({ context, due }) => due && context.ready && context.authenticated && context.step === 'delivery',
  fn: ({ context }) => context,
});
$isDeliveryDue.reset(deliveryLoad);
sample({
  clock: deliveryLoad,
  filter: ({ cart, address }) => cart !== null && address !== null && cart.addressId !== address.id,
  fn: ({ cart, address }) => ({ cUid: cart!.cUid, address_id: address!.id }) as CartUpdateRequest,
  target: chooseAddressFx,
});
sample({
  clock: deliveryLoad,
  fn: ({ country, cart }) => ({ countryCode: country, cUid: cart?.cUid ?? null }),
  target: deliveryOptionsFx,
});

// When the overview is ready, then the payment options for the country load.
const paymentLoad = sample({
  clock: checkpoint,
  source: { context: $context, due: $isPaymentDue },
  filter: ({ context, due }) => due && context.ready && context.authenticated && context.step === 'overview',
  fn: ({ context }) => context,
});
$isPaymentDue.reset(paymentLoad);
sample({
  clock: paymentLoad,
  fn: ({ country, cart }) => ({ countryCode: country, cUid: cart?.cUid ?? null }),
  target: paymentOptionsFx,
});
// The overview names the chosen delivery option: after a reload on this step its options are not loaded yet.
sample({
  clock: paymentLoad,
  source: $deliveryOptions,
  filter: (options) => options.length === 0,
  fn: (_, { country, cart }) => ({ countryCode: country, cUid: cart?.cUid ?? null }),
  target: deliveryOptionsFx,
});

// When the pay step is ready after 'Next' on the overview, then the payment is created; otherwise back to the overview.
const payReached = sample({
  clock: checkpoint,
  source: { context: $context, armed: $isPayArmed, origin: $origin },
  filter: ({ context }) => context.ready && context.authenticated && context.step === 'pay',
});
sample({
  clock: payReached,
  filter: ({ armed, context }) => armed && context.cart !== null,
  fn: ({ context, origin }) => ({ cUid: context.cart!.cUid, returnUrl: `${origin}${CHECKOUT_START_PATH}` }),
  target: createPaymentFx,
});
sample({
  clock: payReached,
  filter: ({ armed }) => !armed,
  fn: ({ context }) => ({ to: stepPath('overview', context.locale), replace: true }),
  target: navigationRequested,
});
$isPayArmed.reset(createPaymentFx);

// ---------------------------------------------------------------------------------------------------
// Pre-session (spec §4): a known email logs in first, an unknown one continues as a new customer.

sample({ clock: presessionEmailChanged, target: $presessionEmail });
sample({ clock: presessionSubmitted, target: $presessionEmail });
const presessionChecked = presessionSubmitted.map((email) => ({
  email: email.trim(),
  error: validatePreSessionForm({ email }).email ?? null,
}));
sample({ clock: presessionChecked, fn: ({ error }) => error, target: $presessionError });
sample({
  clock: presessionChecked,
  filter: ({ error }) => error === null,
  fn: ({ email }) => email,
  target: presessionFx,
});
sample({
  clock: presessionFx.done,
  filter: ({ result }) => result.exists,
  fn: ({ params }) => params,
  target: loginEmailChanged,
});
sample({
  clock: presessionFx.done,
  source: $locale,
  fn: (locale, { result }) => ({ to: result.exists ? CHECKOUT_LOGIN_PATH : stepPath('information', locale) }),
  target: navigationRequested,
});
$accountFields.on(presessionFx.done, (fields, { params, result }) =>
  result.exists ? fields : { ...fields, emailAddress: params },
);
sample({
  clock: presessionFx.fail,
  fn: () => ({ message: message(CHECKOUT_MESSAGES.presessionFailed), type: 'danger' as const }),
  target: notificationShown,
});

// ---------------------------------------------------------------------------------------------------
// Step 1: information

$accountFields.on(accountFieldChanged, (fields, { field, value }) => ({ ...fields, [field]: value }));
$passwordFields.on(passwordFieldChanged, (fields, { field, value }) => ({ ...fields, [field]: value }));
sample({ clock: deliveryAddressSelected, target: $chosenAddressId });

// ---------------------------------------------------------------------------------------------------
// 'Next' and 'Prev' (spec §4: Next validates the current step, Prev skips validation)

const nextChecked = sample({
  clock: nextClicked,
  source: {
    step: $step,
    isAuthenticated: $isAuthenticated,
    deliveryAddress: $deliveryAddress,
    information: $information,
    deliveryOptions: $deliveryOptions,
    selectedDelivery: $selectedDelivery,
    paymentOptions: $paymentOptions,
    selectedPayment: $selectedPaymentId,
    busy: combine($isRegistering, $isPaying, (a, b) => a || b),
  },
  filter: ({ step, busy }) => step !== null && step !== 'pay' && !busy,
  fn: (ctx) => ({ ...ctx, step: ctx.step as CheckoutStep, notice: stepNotice(ctx.step as CheckoutStep, ctx) }),
});

sample({
  clock: nextChecked,
  filter: ({ notice }) => notice !== null,
  fn: ({ notice }) => ({ message: message(notice ?? ''), type: 'danger' as const }),
  target: notificationShown,
});
$showInformationErrors.on(
  nextChecked,
  (shown, { step, notice }) => shown || (step === 'information' && notice !== null),
);

const stepPassed = nextChecked.filter({ fn: ({ notice }) => notice === null });

// A new visitor leaving step 1 first gets an account (spec §4), then logs in and goes on to delivery.
sample({
  clock: stepPassed,
  filter: ({ step, isAuthenticated }) => step === 'information' && !isAuthenticated,
  fn: ({ information }) => registerRequest(information),
  target: registerFx,
});
sample({
  clock: registerFx.done,
  source: $locale,
  fn: (locale, { params }) => ({
    email: params.emailAddress,
    password: params.password,
    redirectTo: stepPath('delivery', locale),
  }),
  target: loginSubmitted,
});
sample({
  clock: registerFx.fail,
  fn: () => ({
    title: message('titles.failed'),
    message: message(CHECKOUT_MESSAGES.accountCreateError),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
$passwordFields.reset(registerFx.done);

sample({
  clock: stepPassed,
  source: $cart,
  filter: (_, { step }) => step === 'delivery',
  fn: (cart, { deliveryOptions, selectedDelivery }) => ({
    option: deliveryOptions.find((o) => o.id === selectedDelivery?.optionId) as DeliveryOption,
    cart,
  }),
  target: deliveryConfirmed,
});
sample({
  clock: stepPassed,
  source: $cart,
  filter: (_, { step }) => step === 'overview',
  fn: (cart, { paymentOptions, selectedPayment }) => ({
    option: paymentOptions.find((o) => o.id === selectedPayment) as PaymentOption,
    cart,
  }),
  target: paymentConfirmed,
});
$isPayArmed.on(stepPassed, (armed, { step }) => armed || step === 'overview');

// When a step passes (a logged-in customer at step 1, or steps 2 and 3), then the next step opens.
sample({
  clock: stepPassed,
  source: $locale,
  filter: (_, { step, isAuthenticated }) => step !== 'information' || isAuthenticated,
  fn: (locale, { step }) => ({ to: stepPath(nextStep(step) ?? step, locale) }),
  target: navigationRequested,
});

sample({
  clock: prevClicked,
  source: { step: $step, locale: $locale, authenticated: $isAuthenticated },
  filter: ({ step, authenticated }) => step !== null && (step !== 'information' || !authenticated),
  fn: ({ step, locale }) => {
    const previous = previousStep(step as CheckoutStep);
    return { to: previous ? stepPath(previous, locale) : CHECKOUT_START_PATH };
  },
  target: navigationRequested,
});

// ---------------------------------------------------------------------------------------------------
// Step 2: delivery options (spec §4: preselect the cart's choice, the preselected option or the first)

sample({ clock: deliveryOptionsFx.doneData, target: $deliveryOptions });
$deliveryOptions.on(deliveryOptionsFx.fail, () => []);
const deliveryPreselected = sample({
  clock: deliveryOptionsFx.doneData,
  source: $cart,
  fn: (cart, options) => {
    const selection = preselectDelivery(options, cart);
    const option = options.find((o) => o.id === selection?.optionId) ?? null;
    return { cart, selection, option };
  },
});
sample({ clock: deliveryPreselected, fn: ({ selection }) => selection, target: $selectedDelivery });
// A preselection the cart does not hold yet is stored in the cart, so the payment sees it. Only on the
// delivery step: the overview loads the options to name the cart's choice, never to change it.
sample({
  clock: deliveryPreselected,
  source: $step,
  filter: (step, { cart, selection, option }) =>
    step === 'delivery' &&
    cart !== null &&
    selection !== null &&
    option !== null &&
    !cartHasDelivery(cart, selection, option),
  fn: (_, { cart, selection, option }) => ({
    body: deliveryUpdate(cart!.cUid, option!, selection!.pickupLocationId),
    selection: selection!,
    previous: null,
  }),
  target: chooseDeliveryFx,
});

const deliveryChosen = sample({
  clock: deliveryOptionSelected,
  source: { options: $deliveryOptions, selected: $selectedDelivery, cart: $cart },
  filter: ({ options, cart }, { optionId }) => cart !== null && options.some((o) => o.id === optionId),
  fn: ({ options, selected, cart }, { optionId, pickupLocationId }) => {
    const option = options.find((o) => o.id === optionId) as DeliveryOption;
    const pickup = option.type === 'pickup' ? (pickupLocationId ?? option.pickupLocations[0]?.id ?? null) : null;
    const selection: DeliverySelection = { optionId, pickupLocationId: pickup };
    return { body: deliveryUpdate(cart!.cUid, option, pickup), selection, previous: selected };
  },
});
const deliveryChanged = sample({
  clock: deliveryChosen,
  filter: ({ selection, previous }) =>
    previous === null ||
    previous.optionId !== selection.optionId ||
    previous.pickupLocationId !== selection.pickupLocationId,
});
sample({ clock: deliveryChanged, fn: ({ selection }) => selection, target: $selectedDelivery });
sample({ clock: deliveryChanged, target: chooseDeliveryFx });
// When storing the choice fails, then the previous choice comes back (unless the shopper chose again meanwhile).
sample({
  clock: chooseDeliveryFx.fail,
  source: $selectedDelivery,
  filter: (current, { params }) =>
    current?.optionId === params.selection.optionId && current?.pickupLocationId === params.selection.pickupLocationId,
  fn: (_, { params }) => params.previous,
  target: $selectedDelivery,
});

// ---------------------------------------------------------------------------------------------------
// Step 3: payment options (spec §4, §8)

sample({ clock: paymentOptionsFx.doneData, target: $paymentOptions });
$paymentOptionsLoaded.on(paymentOptionsFx.finally, () => true).reset(paymentOptionsFx, leftCheckout, loggedOut);
// When the payment options cannot load, then none are offered and a Failed notification says so.
$paymentOptions.on(paymentOptionsFx.fail, () => []);
sample({
  clock: paymentOptionsFx.fail,
  fn: () => ({
    title: message('titles.failed'),
    message: message(CHECKOUT_MESSAGES.paymentOptionsFailed),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
const paymentPreselected = sample({
  clock: paymentOptionsFx.doneData,
  source: $cart,
  fn: (cart, options) => ({ cart, selection: preselectPayment(options, cart) }),
});
sample({ clock: paymentPreselected, fn: ({ selection }) => selection, target: $selectedPaymentId });
sample({
  clock: paymentPreselected,
  filter: ({ cart, selection }) => cart !== null && selection !== null && cart.paymentOptionId !== selection,
  fn: ({ cart, selection }) => ({
    body: { cUid: cart!.cUid, payment_option_id: selection } as CartUpdateRequest,
    selection: selection!,
    previous: null,
  }),
  target: choosePaymentFx,
});

const paymentChosen = sample({
  clock: paymentOptionSelected,
  source: { options: $paymentOptions, selected: $selectedPaymentId, cart: $cart },
  filter: ({ options, selected, cart }, id) => cart !== null && id !== selected && options.some((o) => o.id === id),
  fn: ({ selected, cart }, id) => ({
    body: { cUid: cart!.cUid, payment_option_id: id } as CartUpdateRequest,
    selection: id,
    previous: selected,
  }),
});
sample({ clock: paymentChosen, fn: ({ selection }) => selection, target: $selectedPaymentId });
sample({ clock: paymentChosen, target: choosePaymentFx });
// Spec §4: if that update fails the previous selection is restored.
sample({
  clock: choosePaymentFx.fail,
  source: $selectedPaymentId,
  filter: (current, { params }) => current === params.selection,
  fn: (_, { params }) => params.previous,
  target: $selectedPaymentId,
});

// ---------------------------------------------------------------------------------------------------
// The revision rule (spec §4: if the cart changed while on a later step, back to delivery)

// The checkout's own choices change the revision too; their answers are the new reference.
$confirmedRevision.on(
  [chooseDeliveryFx.doneData, choosePaymentFx.doneData, chooseAddressFx.doneData],
  (_, cart) => cart.revision,
);
const revisionChecked = sample({
  clock: [cartLoaded, stepEntered],
  source: { step: $step, confirmed: $confirmedRevision, cart: $cart, updating: $isUpdatingCart, locale: $locale },
  filter: ({ step, cart }) => (step === 'overview' || step === 'pay') && cart !== null,
});
$confirmedRevision.on(revisionChecked, (revision, { cart }) => revision ?? cart!.revision);
const revisionChanged = sample({
  clock: revisionChecked,
  filter: ({ confirmed, cart, updating }) => confirmed !== null && !updating && cart!.revision !== confirmed,
});
sample({
  clock: revisionChanged,
  fn: ({ locale }) => ({ to: stepPath('delivery', locale) }),
  target: navigationRequested,
});
$confirmedRevision.reset(revisionChanged);
$isPayArmed.reset(revisionChanged);

// ---------------------------------------------------------------------------------------------------
// Step 4: the payment (spec §4) and its errors (spec §8)

// The order exists once the payment is created: the cart is done with (a retry pays the same order).
sample({ clock: createPaymentFx.done, fn: () => undefined, target: cartDeleted });
const toPayment = ({ paymentUid, paymentUrl }: CreatedPayment) =>
  paymentUrl ? { to: paymentUrl, external: true } : { to: `${CHECKOUT_START_PATH}/${paymentUid}` };
sample({ clock: createPaymentFx.doneData, fn: toPayment, target: navigationRequested });
$hasBegun.reset(createPaymentFx.done);

const paymentFailed = sample({
  clock: createPaymentFx.failData,
  source: $locale,
  fn: (locale, error) => paymentErrorOutcome(payFailureOf(error), locale),
});
for (const index of [0, 1, 2]) {
  sample({
    clock: paymentFailed,
    filter: ({ notices }) => notices.length > index,
    fn: ({ notices }) => notices[index]!,
    target: notificationShown,
  });
}
sample({
  clock: paymentFailed,
  filter: ({ reloads }) => reloads.includes('cart'),
  fn: () => undefined,
  target: cartReloadRequested,
});
sample({
  clock: paymentFailed,
  filter: ({ reloads }) => reloads.includes('deliveryOptions'),
  fn: () => undefined,
  target: deliveryReloadRequested,
});
sample({
  clock: paymentFailed,
  filter: ({ reloads }) => reloads.includes('paymentOptions'),
  fn: () => undefined,
  target: paymentReloadRequested,
});
$isCartPanelDue.on(paymentFailed, (due, { openCart }) => due || openCart);
sample({ clock: paymentFailed, fn: ({ destination }) => ({ to: destination }), target: navigationRequested });
// Panels close on a route change, so the cart panel opens once the shopper arrived.
const cartPanelShown = sample({
  clock: navigateFx.done,
  filter: $isCartPanelDue,
  fn: () => ({ name: 'cart' as const }),
});
sample({ clock: cartPanelShown, target: panelOpened });
$isCartPanelDue.reset(cartPanelShown);

// ---------------------------------------------------------------------------------------------------
// The outcome page /checkout/{paymentUid}

$paymentOutcome.reset(paymentOutcomeStarted);
$isOutcomeMissing.on(paymentOutcomeFx.fail, () => true).reset(paymentOutcomeStarted);
sample({ clock: paymentOutcomeStarted, target: paymentOutcomeFx });
sample({ clock: paymentOutcomeFx.doneData, target: $paymentOutcome });
// When a payment is paid, then the purchase is reported, once per payment.
const purchased = sample({
  clock: paymentOutcomeFx.doneData,
  source: $reportedPurchases,
  filter: (reported, outcome) => outcome.status === 'paid' && !reported.includes(outcome.paymentUid),
  fn: (_, outcome) => outcome,
});
sample({ clock: purchased, target: purchaseCompleted });
$reportedPurchases.on(purchased, (reported, outcome) => [...reported, outcome.paymentUid]);

sample({
  clock: paymentRetried,
  source: { outcome: $paymentOutcome, canRetry: $canRetryPayment, origin: $origin },
  filter: ({ outcome, canRetry }) => outcome !== null && canRetry,
  fn: ({ outcome, origin }) => ({
    paymentUid: outcome!.paymentUid,
    returnUrl: origin ? `${origin}${CHECKOUT_START_PATH}` : '',
  }),
  target: paymentRetryFx,
});
sample({ clock: paymentRetryFx.doneData, fn: toPayment, target: navigationRequested });
sample({
  clock: paymentRetryFx.fail,
  fn: () => ({
    title: message('titles.failed'),
    message: message(CHECKOUT_MESSAGES.retryFailed),
    type: 'danger' as const,
  }),
  target: notificationShown,
});

// ---------------------------------------------------------------------------------------------------
// begin_checkout (once per checkout, when the cart is known and not empty)

const begun = sample({
  clock: [stepEntered, startEntered, cartLoaded],
  source: { inCheckout: $isInCheckout, begun: $hasBegun, cart: $cart },
  filter: ({ inCheckout, begun, cart }) => inCheckout && !begun && cart !== null && cart.lines.length > 0,
  fn: ({ cart }) => cart!,
});
sample({ clock: begun, target: checkoutBegun });
$hasBegun.on(begun, () => true);

// ---------------------------------------------------------------------------------------------------
// Logout clears the checkout state (spec §4 Session).

$presessionEmail.reset(loggedOut);
$presessionError.reset(loggedOut);
$accountFields.reset(loggedOut);
$passwordFields.reset(loggedOut);
$showInformationErrors.reset(loggedOut);
$chosenAddressId.reset(loggedOut);
$deliveryOptions.reset(loggedOut);
$selectedDelivery.reset(loggedOut);
$paymentOptions.reset(loggedOut);
$selectedPaymentId.reset(loggedOut);
$isCartPanelDue.reset(loggedOut);
$hasBegun.reset(loggedOut);
$isDeliveryDue.reset(loggedOut);
$isPaymentDue.reset(loggedOut);
sample({ clock: loggedOut, target: checkoutAddressForm.formReset });
