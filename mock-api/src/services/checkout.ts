// Checkout: delivery and payment options per country, creating the order and its payment (spec §4, §8), the
// hosted payment page's outcomes, retries and paying an open order. Each command appends one event.
import type { AccountOrder } from '@etalage/domain/account';
import type { DeliveryOption, OrderLine, PaymentOption, PaymentOutcome } from '@etalage/domain/checkout';
import type { CountryCode } from '@etalage/domain/shared';
import { isMadeToMeasureLine, madeToMeasureTotal } from '@etalage/domain/cart';
import { fromCents, paymentDue, toCents } from '@etalage/domain/pricing';
import { toOrderAddress } from '@etalage/fixtures';
import { fail, HttpError, invalid, payError } from '../lib/http-error';
import { isAllowedOrigin } from '../lib/origins';
import { DEFAULT_SESSION } from '../sessions/session';
import { shortId, uuid } from '../lib/ids';
import type { NewPayment } from '../state/events';
import type { CartState, PaymentState } from '../state/state';
import { accessibleCart, deliveryPrice, isOrderable, openQuantity, viewCart } from './cart';
import { customerOf, findOrder } from './account';
import type { Deps } from './deps';

const productsTotal = (deps: Deps, cart: CartState | undefined): number | null => {
  if (!cart) return null;
  const { totals } = viewCart(deps, cart);
  return totals.totalInclVat - totals.shippingInclVat;
};

/** POST /api/v2/checkout/delivery: with a cUid, prices follow the free-shipping rule for that cart. */
export const deliveryOptions = (deps: Deps, countryCode: CountryCode, cUid?: string): DeliveryOption[] => {
  const cart = cUid === undefined ? undefined : deps.store.state.carts.get(cUid);
  const products = productsTotal(deps, cart);
  return deps.store.dataset.deliveryOptions[countryCode].map((o) => ({ ...o, prices: deliveryPrice(o, products) }));
};

export const paymentOptions = (deps: Deps, countryCode: CountryCode): PaymentOption[] =>
  deps.store.dataset.paymentOptions[countryCode];

/** Where a cart ships to: its address, else the customer's default delivery address, else any delivery address. */
const cartAddress = (deps: Deps, cart: CartState, customerId: string) => {
  const customer = customerOf(deps, customerId);
  return (
    customer.addresses.find((a) => a.id === cart.addressId) ??
    customer.addresses.find((a) => a.id === customer.defaultDeliveryAddressId) ??
    customer.addresses.find((a) => a.type === 'delivery')
  );
};

/** The country a cart ships to: its address's, else NL. */
export const cartCountry = (deps: Deps, cart: CartState, customerId: string): CountryCode =>
  cartAddress(deps, cart, customerId)?.countryCode ?? 'NL';

/**
 * Where a payment returns to: a site-relative path on the storefront, or an absolute URL on one of the
 * storefront's origins (STOREFRONT_URL, MOCK_STOREFRONT_ORIGINS); anything else is a 400 naming `returnUrl`, so
 * nobody holding a payment uid can point its return at another site. Default: `{STOREFRONT_URL}/checkout`.
 */
export const returnBase = (deps: Deps, returnUrl: string | undefined): string => {
  if (returnUrl === undefined || returnUrl.trim() === '') return `${deps.settings.storefrontUrl}/checkout`;
  const refuse = (message: string) => invalid([{ path: 'returnUrl', message }]);
  const text = returnUrl.trim();
  // One leading slash: `//host` and `/\host` are other sites to a browser.
  const relative = /^\/(?![/\\])/.test(text);
  let url: URL;
  try {
    url = new URL(text, `${deps.settings.storefrontUrl}/`);
  } catch {
    throw refuse('must be a URL of the storefront');
  }
  if (!relative && !/^https?:\/\//i.test(text)) throw refuse('must be a site-relative path or an http(s) URL');
  if (url.username !== '' || url.password !== '') throw refuse('must not carry credentials');
  if (!isAllowedOrigin(url, deps.settings.returnOrigins))
    throw refuse(`must be on the storefront (${deps.settings.returnOrigins.join(', ')})`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
};

/** The hosted payment page; a QA session's payment names the session, since the browser comes here directly. */
export const paymentUrl = (deps: Deps, paymentUid: string): string =>
  `${deps.settings.publicUrl}/__mock/pay/${encodeURIComponent(paymentUid)}` +
  (deps.id === DEFAULT_SESSION ? '' : `?mock-session=${encodeURIComponent(deps.id)}`);

const AREA = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const orderLineOf = (line: ReturnType<typeof viewCart>['lines'][number]): OrderLine => ({
  productId: line.productId,
  title: line.title,
  slug: line.slug,
  quantity: line.quantity,
  priceInclVat: line.prices.discountInclVat ?? line.prices.baseInclVat,
  totalInclVat: line.totals.totalInclVat,
  options: line.options.map((o) =>
    // The area in the shop's Dutch number format, as the fixture orders have it: 'Rechthoek, 200 x 300 cm (6,00 m²)'.
    o.custom ? `${o.name}, ${o.custom.label} (${AREA.format(o.custom.quantity)} m²)` : o.name,
  ),
  returnable: !isMadeToMeasureLine(line),
});

/** The addresses and delivery an order keeps: copies, so later changes to the address book leave it as placed. */
const placeOf = (
  deps: Deps,
  cart: CartState,
  customerId: string,
  delivery: DeliveryOption,
): Pick<AccountOrder, 'invoiceAddress' | 'delivery'> => {
  const customer = customerOf(deps, customerId);
  const shipTo = cartAddress(deps, cart, customerId);
  const invoice = customer.addresses.find((a) => a.type === 'invoice') ?? shipTo;
  // Registration always saves an invoice address; a customer without one cannot reach the pay step.
  if (!invoice) throw payError('bezorging', null, 'address_missing');
  const pickupLocation = delivery.pickupLocations.find((l) => l.id === cart.pickupLocationId) ?? null;
  return {
    invoiceAddress: toOrderAddress(invoice),
    delivery: {
      type: pickupLocation ? 'pickup' : 'shipping',
      label: delivery.label,
      address: pickupLocation ? null : toOrderAddress(shipTo ?? invoice),
      pickupLocation,
    },
  };
};

/**
 * POST /api/v2/checkout/pay. The checks run in a fixed order (docs/api.md): the cart (step cart: changed since
 * the revision the shopper saw, empty, or a line that can no longer be delivered), coupons (icc), the delivery
 * choice (step bezorging, isoi for another country), the payment choice (step overzicht, ipoi), the customer
 * (icr). Then the cart becomes an order with an open payment on the hosted payment page.
 */
export const pay = (
  deps: Deps,
  input: { cUid: string; returnUrl?: string; revision?: number },
  customerId: string,
): { paymentUid: string; paymentUrl: string } => {
  const cart = accessibleCart(deps, input.cUid, customerId);
  // Another tab or call changed the cart after the shopper's overview: they must see it before paying.
  if (input.revision !== undefined && input.revision !== cart.revision) throw payError('cart', null, 'cart_changed');
  const customer = customerOf(deps, customerId);
  const view = viewCart(deps, cart);
  const lineBroken = cart.lines.some((line) => {
    const record = deps.catalogue.products.get(line.productId);
    return !record || !isOrderable(record) || line.quantity > openQuantity(record, cart, line.lUid);
  });
  if (view.lines.length === 0 || view.lines.length !== cart.lines.length || lineBroken)
    throw payError('cart', null, 'cart_changed');
  const subtotal = view.totals.subtotalInclVat;
  const couponBroken = cart.coupons.some((code) => {
    const coupon = deps.store.dataset.coupons.find((c) => c.code === code);
    return !coupon || !coupon.active || subtotal < coupon.minimumSubtotal;
  });
  if (couponBroken) throw payError(null, 'icc', 'cart_invalid');

  const country = cartCountry(deps, cart, customerId);
  if (cart.shippingId === null && cart.pickupLocationId === null)
    throw payError('bezorging', null, 'delivery_option_missing');
  const delivery = deps.store.dataset.deliveryOptions[country].find(
    (o) => o.id === cart.shippingId || o.pickupLocations.some((l) => l.id === cart.pickupLocationId),
  );
  if (!delivery) throw payError('bezorging', 'isoi', 'shipping_option_invalid');
  if (cart.paymentOptionId === null) throw payError('overzicht', null, 'payment_option_missing');
  const method = deps.store.dataset.paymentOptions[country].find((o) => o.id === cart.paymentOptionId);
  if (!method) throw payError('overzicht', 'ipoi', 'payment_option_invalid');
  if (!customer.active) throw payError(null, 'icr', 'customer_inactive');

  // The cart view prices shipping with the free-shipping rule already; the payment fee is added to the order.
  const fee = toCents(method.prices.inclVat);
  const feeExcl = toCents(method.prices.exclVat);
  const totalIncl = fromCents(toCents(view.totals.totalInclVat) + fee);
  const totalExcl = fromCents(toCents(view.totals.totalExclVat) + feeExcl);
  const vat = fromCents(view.totals.totalVat.reduce((s, v) => s + toCents(v.amount), 0) + fee - feeExcl);
  const orderId = String(90_000 + deps.store.state.orders.size + 1);
  const now = new Date().toISOString();
  const order: AccountOrder = {
    id: orderId,
    uid: `ord-${uuid()}`,
    number: `2026-${orderId}`,
    status: 'open',
    createdAt: now,
    totals: {
      totalInclVat: totalIncl,
      totalExclVat: totalExcl,
      shippingInclVat: view.totals.shippingInclVat,
      outstandingAmount: totalIncl,
      cartLinesAmount: view.lines.length,
    },
    lines: view.lines.map(orderLineOf),
    countryCode: country,
    coupon: cart.coupons[0] ?? null,
    ...placeOf(deps, cart, customerId, delivery),
    paymentMethod: method.label,
  };
  // Spec §1/§9 with the deposit on: the made-to-measure lines' rest is paid on delivery, as the order's
  // outstanding amount once this payment is in (the fold takes what a paid payment paid off the order).
  const due = paymentDue(totalIncl, madeToMeasureTotal(view.lines), deps.appConfig.current.settings.deposit);
  const payment: NewPayment = {
    uid: shortId('pay'),
    kind: 'checkout',
    method: method.label,
    amount: due.now,
    returnUrl: returnBase(deps, input.returnUrl),
  };
  deps.store.emit({
    type: 'OrderPlaced',
    data: {
      customerId,
      cUid: cart.cUid,
      nextCUid: customer.cartUid === cart.cUid ? uuid() : null,
      order,
      totalVat: vat,
      payment,
    },
  });
  return { paymentUid: payment.uid, paymentUrl: paymentUrl(deps, payment.uid) };
};

export const findPayment = ({ store }: Deps, paymentUid: string): PaymentState => {
  const payment = store.state.payments.get(paymentUid);
  if (!payment) {
    throw new HttpError(404, {
      status: 'error',
      message: 'payment_not_found',
      errors: [{ path: 'params.paymentUid', message: 'is not a payment' }],
    });
  }
  return payment;
};

export const paymentOutcome = (deps: Deps, paymentUid: string): PaymentOutcome => {
  const payment = findPayment(deps, paymentUid);
  const order = deps.store.state.orders.get(payment.orderUid)!;
  return {
    paymentUid: payment.uid,
    status: payment.status,
    orderUid: order.order.uid,
    orderNumber: order.order.number,
    method: payment.method,
    amount: payment.amount,
    order: {
      lines: order.order.lines,
      totalInclVat: order.order.totals.totalInclVat,
      totalVat: order.totalVat,
      shippingInclVat: order.order.totals.shippingInclVat,
      coupon: order.order.coupon,
    },
  };
};

/** The payment page's buttons. Settling twice is a no-op: the first outcome stands. */
export const settlePayment = (
  deps: Deps,
  paymentUid: string,
  status: 'paid' | 'cancelled' | 'failed',
): PaymentState => {
  const payment = findPayment(deps, paymentUid);
  if (payment.status === 'open') deps.store.emit({ type: 'PaymentSettled', data: { paymentUid, status } });
  return deps.store.state.payments.get(paymentUid)!;
};

/** POST /api/v2/checkout/payments/{paymentUid}/retry: a new payment for an order that is not paid. */
export const retryPayment = (
  deps: Deps,
  paymentUid: string,
  returnUrl: string | undefined,
): { paymentUid: string; paymentUrl: string } => {
  const previous = findPayment(deps, paymentUid);
  const order = deps.store.state.orders.get(previous.orderUid)!;
  if (order.order.status === 'paid' || order.order.totals.outstandingAmount <= 0) throw fail(422, 'order_paid');
  const payment: NewPayment = {
    uid: shortId('pay'),
    kind: previous.kind,
    method: previous.method,
    amount: order.order.totals.outstandingAmount,
    // The return stays where the first payment pointed unless the retry names another page of the storefront.
    returnUrl: returnUrl === undefined ? previous.returnUrl : returnBase(deps, returnUrl),
  };
  deps.store.emit({ type: 'PaymentStarted', data: { orderUid: order.order.uid, payment } });
  return { paymentUid: payment.uid, paymentUrl: paymentUrl(deps, payment.uid) };
};

/** POST /api/v2/account/orders/{orderUid}/pay: pays what is open with the chosen option (unknown option: ipoi). */
export const payOpenOrder = (
  deps: Deps,
  customerId: string,
  orderUid: string,
  input: { payMethod: PaymentOption; returnUrl?: string },
): { paymentUid: string; paymentUrl: string } => {
  const order = findOrder(deps, customerId, orderUid);
  if (order.order.status !== 'open' || order.order.totals.outstandingAmount <= 0)
    throw payError(null, null, 'order_paid');
  const method = deps.store.dataset.paymentOptions[order.order.countryCode].find((o) => o.id === input.payMethod.id);
  if (!method) throw payError(null, 'ipoi', 'payment_option_invalid');
  const payment: NewPayment = {
    uid: shortId('pay'),
    kind: 'openOrder',
    method: method.label,
    amount: order.order.totals.outstandingAmount,
    returnUrl: returnBase(deps, input.returnUrl),
  };
  deps.store.emit({ type: 'PaymentStarted', data: { orderUid: order.order.uid, payment } });
  return { paymentUid: payment.uid, paymentUrl: paymentUrl(deps, payment.uid) };
};
