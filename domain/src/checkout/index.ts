// The checkout's public API (spec §2 checkout routes, §4 Checkout, §7 checkout calls, §8). The model is split by
// concern: ./pages (which page, and the loading rule of ./loading), ./information (pre-session and step 1),
// ./delivery, ./payment (steps 3 and 4 with the payment errors of ./errors), ./outcome, and ./navigation
// ('Next' and 'Prev').
export {
  CountryRequest,
  DeliveryOption,
  DeliveryOptionsReply,
  OrderLine,
  PayErrorReply,
  PayReply,
  PayRequest,
  PaymentErrorCode,
  PaymentOption,
  PaymentOptionsReply,
  PaymentOutcome,
  PaymentOutcomeReply,
  PaymentRetryRequest,
  PaymentStatus,
  PickupLocation,
} from './contract';
export {
  createPaymentFx,
  deliveryOptionsFx,
  paymentOptionsFx,
  paymentOutcomeFx,
  paymentRetryFx,
  type CreatedPayment,
  type OptionsParams,
  type PayParams,
} from './api';
export {
  PAYMENT_ERROR_CODES,
  PAYMENT_NOTICE,
  payFailureOf,
  paymentErrorOutcome,
  type PayFailure,
  type PaymentErrorOutcome,
  type PaymentReload,
} from './errors';
export { dueTasks, type CheckoutLoad, type CheckoutPlace, type CheckoutSituation, type CheckoutTask } from './loading';
export { CHECKOUT_MESSAGES, CHECKOUT_NOTICE, type DeliverySelection, registerRequest } from './rules';
export {
  CHECKOUT_LOGIN_PATH,
  CHECKOUT_START_PATH,
  CHECKOUT_STEPS,
  checkoutPageOf,
  checkoutTitleKey,
  nextStep,
  previousStep,
  stepNumber,
  stepOfSlug,
  stepPath,
  stepSlug,
  type CheckoutPage,
  type CheckoutStep,
} from './steps';
export {
  $accountFields,
  $deliveryAddress,
  $deliveryAddresses,
  $information,
  $informationErrors,
  $isCheckingEmail,
  $isRegistering,
  $passwordFields,
  $presessionEmail,
  $presessionError,
  $showInformationErrors,
  accountFieldChanged,
  deliveryAddressSelected,
  passwordFieldChanged,
  presessionEmailChanged,
  presessionEmailRestored,
  presessionSubmitted,
  PRESESSION_EMAIL_COOKIE,
  PRESESSION_EMAIL_MAX_AGE_S,
  type AccountField,
  type PasswordField,
} from './information';
export {
  $origin,
  $place,
  $step,
  checkoutBegun,
  checkoutPageStarted,
  originResolved,
  paymentOutcomeStarted,
  stepEntered,
} from './pages';
export {
  $deliveryOptions,
  $isLoadingDelivery,
  $selectedDelivery,
  deliveryConfirmed,
  deliveryOptionSelected,
} from './delivery';
export {
  $canPlaceOrder,
  $isLoadingPayments,
  $isPaying,
  $paymentOptions,
  $paymentOptionsAlert,
  $selectedPaymentId,
  paymentConfirmed,
  paymentOptionSelected,
} from './payment';
export {
  $canRetryPayment,
  $isLoadingOutcome,
  $isOutcomeMissing,
  $isRetrying,
  $paymentOutcome,
  paymentRetried,
  purchaseCompleted,
} from './outcome';
export { nextClicked, prevClicked } from './navigation';
