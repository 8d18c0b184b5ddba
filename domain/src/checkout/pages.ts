// Which checkout page is open (spec §2 /checkout, /checkout/login, /checkout/{slug}) and what it loads: the
// loading rule of ./loading applied to the page, the session, the cart and the country, in ONE sample. The
// redirects the rule names live here; the loads' answers belong to ./delivery and ./payment, the payment to
// ./payment. Also begin_checkout, once per checkout.
import { combine, createEvent, createStore, sample } from 'effector';
import { $cart, cartLoaded, updateCartFx } from '../cart';
import { $locale } from '../i18n';
import { $isAuthenticated, $isSessionChecked, loggedOut } from '../session';
import { navigationRequested, routeChanged } from '../shell';
import { createPaymentFx } from './api';
import { $country, presessionEmailRestored } from './information';
import {
  NO_REQUESTS,
  dueTasks,
  markTasks,
  requestLoads,
  type CheckoutLoad,
  type CheckoutPlace,
  type CheckoutSituation,
  type CheckoutTask,
  type TaskMarks,
} from './loading';
import { CHECKOUT_START_PATH, checkoutPageOf, stepPath, type CheckoutStep } from './steps';
import { checkoutBegun } from './facts';

export { checkoutBegun };

/**
 * A checkout page starts: `/checkout` (slug null) or `/checkout/{slug}` (a step in either language, or a payment
 * uid), with the pre-session email the shopper's browser keeps (`PRESESSION_EMAIL_COOKIE`), if any.
 */
export const checkoutPageStarted = createEvent<{ slug: string | null; email?: string | null }>();
export const stepEntered = createEvent<CheckoutStep>();
/** The outcome page /checkout/{paymentUid} starts. */
export const paymentOutcomeStarted = createEvent<string>();
/** The site's origin (`https://shop.example`), for the payment's return URL. Set by the web layer. */
export const originResolved = createEvent<string>();
/** A payment error asks for options to load again (spec §8); they load on the next checkout page. */
export const loadsRequested = createEvent<CheckoutLoad[]>();

const pageStarted = checkoutPageStarted.map(({ slug }) => checkoutPageOf(slug));
export const startEntered = pageStarted.filterMap((page) => (page.kind === 'start' ? true : undefined));
export const leftCheckout = routeChanged.filter({ fn: ({ pathname }) => !pathname.includes('checkout') });

/** The page whose work the loading rule does: the email check or a step; null on the login and outcome pages. */
export const $place = createStore<CheckoutPlace>(null, { name: '$checkoutPlace' });
export const $step = $place.map((place): CheckoutStep | null => (place === null || place === 'start' ? null : place));
/** Counts entries of checkout pages, so opening the same page again is a new visit. */
const $visit = createStore(0, { name: '$checkoutVisit' });
/** On /checkout or a step page (not the login or outcome page): begin_checkout may be reported. */
const $isInCheckout = createStore(false, { name: '$isInCheckout' });
export const $origin = createStore('', { name: '$checkoutOrigin' });

sample({ clock: originResolved, target: $origin });
sample({
  clock: checkoutPageStarted.filterMap(({ email }) => email || undefined),
  target: presessionEmailRestored,
});
sample({ clock: pageStarted.filterMap((page) => (page.kind === 'step' ? page.step : undefined)), target: stepEntered });
sample({
  clock: pageStarted.filterMap((page) => (page.kind === 'payment' ? page.uid : undefined)),
  target: paymentOutcomeStarted,
});

$place
  .on(pageStarted, (_, page) => (page.kind === 'start' ? 'start' : page.kind === 'step' ? page.step : null))
  // Leaving the pay step, whatever the outcome: nothing may act on it while the shopper is on the way out.
  .reset(leftCheckout, createPaymentFx.finally, loggedOut);
$visit.on(pageStarted, (visit) => visit + 1);
$isInCheckout.on([stepEntered, startEntered], () => true).reset(paymentOutcomeStarted, leftCheckout, loggedOut);

// ---------------------------------------------------------------------------------------------------
// The loading rule

/** How often a payment error asked for each load; the rule compares it with what each load answered. */
const $loadRequests = createStore<Record<CheckoutLoad, number>>(NO_REQUESTS, { name: '$checkoutLoadRequests' });
/** The situation each task last ran in. */
const $taskMarks = createStore<TaskMarks>({}, { name: '$checkoutTaskMarks' });
$loadRequests.on(loadsRequested, requestLoads).reset(loggedOut);

export const $situation = combine(
  {
    place: $place,
    visit: $visit,
    ready: combine($isSessionChecked, $cart, (checked, cart) => checked && cart !== null),
    authenticated: $isAuthenticated,
    country: $country,
    cartSettled: updateCartFx.pending.map((pending) => !pending),
    requests: $loadRequests,
  },
  (situation): CheckoutSituation => situation,
);

// When step, readiness and country (the situation) settle on one the rule names tasks for, then those run.
export const tasksDue = sample({
  clock: $situation.updates,
  source: $taskMarks,
  fn: (marks, situation) => ({ situation, tasks: dueTasks(situation, marks) }),
}).filter({ fn: ({ tasks }) => tasks.length > 0 });
$taskMarks.on(tasksDue, (marks, { tasks, situation }) => markTasks(marks, tasks, situation)).reset(loggedOut);

/** One task of the rule becoming due, with the situation it is due in. */
export const taskDue = (task: CheckoutTask) =>
  tasksDue.filterMap(({ tasks, situation }) => (tasks.includes(task) ? situation : undefined));

// When a logged-in customer opens /checkout, then step 1 follows at once (the email step is for visitors).
sample({
  clock: taskDue('toInformation'),
  source: $locale,
  fn: (locale) => ({ to: stepPath('information', locale), replace: true }),
  target: navigationRequested,
});
// When a step after step 1 is opened without a session, then the shopper starts the checkout again.
sample({
  clock: taskDue('restart'),
  fn: () => ({ to: CHECKOUT_START_PATH, replace: true }),
  target: navigationRequested,
});

// ---------------------------------------------------------------------------------------------------
// begin_checkout (once per checkout, when the cart is known and not empty)

const $hasBegun = createStore(false, { name: '$hasBegunCheckout' });
const begun = sample({
  clock: [stepEntered, startEntered, cartLoaded],
  source: { inCheckout: $isInCheckout, begun: $hasBegun, cart: $cart },
  filter: ({ inCheckout, begun, cart }) => inCheckout && !begun && cart !== null && cart.lines.length > 0,
  fn: ({ cart }) => cart!,
});
sample({ clock: begun, target: checkoutBegun });
$hasBegun.on(begun, () => true).reset(createPaymentFx.done, loggedOut);
