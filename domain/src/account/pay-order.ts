// Paying an open order (spec §2 panel paymentOrder, §4, §7, §8; docs/account.md "Paying an open order"): the
// panel loads the options for the order's country and pays at the provider's page; a refused option (ipoi) loads
// the options again, and any other failure to pay is swallowed, as spec §8 says.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api } from '../api';
import { $appConfig, offeredPaymentOptions } from '../app';
import { CHECKOUT_MESSAGES, PAYMENT_ERROR_CODES, payFailureOf, type PaymentOption } from '../checkout';
import { loggedOut } from '../session';
import { message, navigationRequested, notificationShown, panelClosed, panelOpened, type Alert } from '../shell';
import type { CountryCode } from '../shared';
import type { AccountOrder } from './contract';
import { $accountOrder, $accountOrders, isPayable } from './orders';
import { accountRoutes } from './routes';

export const PAY_ORDER_MESSAGES = {
  choose: 'account.pay.choose',
} as const;

/** 'Betalen' on an order: opens the panel for that order (by uid). */
export const payOrderOpened = createEvent<{ uid: string }>();
export const payOrderOptionSelected = createEvent<string>();
/** 'Nu betalen'; `returnUrl` is where the provider sends the customer back (the storefront's outcome page). */
export const payOrderSubmitted = createEvent<{ returnUrl: string }>();

/** Only the methods the shop's config offers (spec §3 paymentMethods), as in the checkout. */
export const fetchOrderPaymentOptionsFx = attach({
  source: { api: $api, config: $appConfig },
  effect: async (
    { api, config },
    { uid, countryCode }: { uid: string; countryCode: CountryCode },
  ): Promise<PaymentOption[]> =>
    offeredPaymentOptions(
      (await api.call(accountRoutes.orderPayments, { params: { orderUid: uid }, body: { countryCode } })).data,
      config?.paymentMethods,
    ),
});
export const payOrderFx = attach({
  source: $api,
  effect: async (
    api,
    { uid, payMethod, returnUrl }: { uid: string; payMethod: PaymentOption; returnUrl: string },
  ): Promise<{ paymentUrl: string; paymentUid: string }> =>
    (
      await api.call(accountRoutes.orderPay, {
        params: { orderUid: uid },
        body: returnUrl ? { payMethod, returnUrl } : { payMethod },
      })
    ).data,
});

/** The order the panel pays. */
export const $payOrder = createStore<AccountOrder | null>(null, { name: '$payOrder' });
export const $payOrderOptions = createStore<PaymentOption[]>([], { name: '$payOrderOptions' });
/** The options answered at least once since the panel opened (so 'none' is an answer, not a wait). */
const $payOrderOptionsLoaded = createStore(false, { name: '$payOrderOptionsLoaded' });
export const $payOrderSelectedId = createStore<string | null>(null, { name: '$payOrderSelectedId' });
/** 'Nu betalen' without a choice: the message at the options. */
export const $payOrderError = createStore<string | null>(null, { name: '$payOrderError' });
export const $isLoadingPayOrderOptions = fetchOrderPaymentOptionsFx.pending;
/** Spec §4: a loading flag disables the button while the payment is made. */
export const $isPayingOrder = payOrderFx.pending;

/** Spec §8: no options to pay with is the Attention alert, and nothing can be paid. */
export const $payOrderAlert = combine(
  $payOrderOptions,
  $payOrderOptionsLoaded,
  fetchOrderPaymentOptionsFx.pending,
  (options, loaded, loading): Alert | null =>
    loaded && !loading && options.length === 0
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

// When 'Betalen' is pressed on a payable order, then the panel opens and its options load.
const asked = sample({
  clock: payOrderOpened,
  source: { orders: $accountOrders, shown: $accountOrder },
  fn: ({ orders, shown }, { uid }) =>
    shown?.uid === uid ? shown : (orders.find((order) => order.uid === uid) ?? null),
});
const opened = asked.filter({ fn: (order): order is AccountOrder => order !== null && isPayable(order) });
sample({ clock: opened, target: $payOrder });
sample({
  clock: opened,
  fn: (order) => ({ name: 'paymentOrder' as const, data: { uid: order.uid } }),
  target: panelOpened,
});
const optionsAsked = sample({ clock: opened, fn: (order) => ({ uid: order.uid, countryCode: order.countryCode }) });
sample({ clock: optionsAsked, target: fetchOrderPaymentOptionsFx });
$payOrderOptionsLoaded.reset(opened);
$payOrderSelectedId.reset(opened);
$payOrderError.reset(opened);

$payOrderOptions
  .on(fetchOrderPaymentOptionsFx.doneData, (_, options) => options)
  .reset(fetchOrderPaymentOptionsFx.fail);
$payOrderOptionsLoaded.on(fetchOrderPaymentOptionsFx.finally, () => true);
// Failing options: none offered, and the Failed notification (spec §8 checkoutPaymentOptionsFailed); the
// Attention alert is for an answer with no options, not for a failure.
$payOrderOptionsLoaded.on(fetchOrderPaymentOptionsFx.done, () => true).reset(fetchOrderPaymentOptionsFx.fail);
sample({
  clock: fetchOrderPaymentOptionsFx.fail,
  fn: () => ({
    title: message('titles.failed'),
    message: message(CHECKOUT_MESSAGES.paymentOptionsFailed),
    type: 'danger' as const,
  }),
  target: notificationShown,
});

$payOrderSelectedId.on(payOrderOptionSelected, (_, id) => id);
$payOrderError.reset(payOrderOptionSelected);

const submitted = sample({
  clock: payOrderSubmitted,
  source: {
    order: $payOrder,
    options: $payOrderOptions,
    selected: $payOrderSelectedId,
    busy: payOrderFx.pending,
  },
  filter: ({ order, busy }) => order !== null && !busy,
  fn: ({ order, options, selected }, { returnUrl }) => ({
    uid: order!.uid,
    payMethod: options.find((option) => option.id === selected) ?? null,
    returnUrl,
  }),
});
sample({
  clock: submitted,
  filter: ({ payMethod }) => payMethod === null,
  fn: () => PAY_ORDER_MESSAGES.choose,
  target: $payOrderError,
});
sample({
  clock: submitted,
  filter: (request): request is { uid: string; payMethod: PaymentOption; returnUrl: string } =>
    request.payMethod !== null,
  target: payOrderFx,
});

// When the payment is made, then the customer goes to the provider's page.
sample({
  clock: payOrderFx.doneData,
  fn: ({ paymentUrl }) => ({ to: paymentUrl, external: true }),
  target: navigationRequested,
});

// Spec §8: a refused option (ipoi) says so and loads the options again with nothing chosen; other exceptions
// (another code, a refusal without one, a network failure) are swallowed: the button is enabled again, nothing
// is said.
const refused = payOrderFx.failData.filterMap((error) => {
  const failure = payFailureOf(error);
  return failure.kind === 'answer' && failure.code === 'ipoi' ? failure.code : undefined;
});
sample({
  clock: refused,
  fn: () => ({
    title: message('titles.failed'),
    message: message(PAYMENT_ERROR_CODES.ipoi.notice),
    type: 'danger' as const,
  }),
  target: notificationShown,
});
const reloadAsked = sample({ clock: refused, source: $payOrder, filter: (order) => order !== null });
sample({ clock: reloadAsked, fn: () => null, target: $payOrderSelectedId });
sample({
  clock: reloadAsked,
  fn: (order) => ({ uid: order!.uid, countryCode: order!.countryCode }),
  target: fetchOrderPaymentOptionsFx,
});

// Closing the panel or logging out forgets the choice.
$payOrderSelectedId.reset(loggedOut, panelClosed);
$payOrderError.reset(loggedOut, panelClosed);
$payOrder.reset(loggedOut);
$payOrderOptions.reset(loggedOut);
$payOrderOptionsLoaded.reset(loggedOut);
