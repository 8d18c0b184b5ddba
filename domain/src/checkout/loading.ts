// The checkout's loading rule (spec §4 Checkout, §8): what a checkout page loads or does once the page knows
// enough, as one pure function of where the shopper is. The model keeps, per task, the situation it last ran
// in (a mark) and runs every task this rule names whenever the situation changes; nothing else starts a load.
import type { CountryCode } from '../shared';
import type { CheckoutStep } from './steps';

/** The checkout page the shopper is on: the email check, a step, or null (login, outcome page, elsewhere). */
export type CheckoutPlace = 'start' | CheckoutStep | null;

/** Options a page loads; a payment error can ask for them again (spec §8 ipoi, isoi). */
export type CheckoutLoad = 'deliveryOptions' | 'paymentOptions';

export type CheckoutTask =
  /** A logged-in customer on /checkout goes on to step 1 (the email check is for visitors). */
  | 'toInformation'
  /** A step after step 1 without a session starts the checkout again. */
  | 'restart'
  | CheckoutLoad
  /** The pay step creates the payment (or, not reached with 'Next', goes back to the overview). */
  | 'pay';

export interface CheckoutSituation {
  place: CheckoutPlace;
  /** Counts page entries: opening the same page again is a new visit. */
  visit: number;
  /** The page knows the session and the cart (on a server render they load alongside the page). */
  ready: boolean;
  authenticated: boolean;
  /** The country options load for: the delivery address's, or the form's before there is one. */
  country: CountryCode;
  /** No choice of the checkout itself (address, delivery, payment) is on its way to the cart. */
  cartSettled: boolean;
  /** How often a payment error asked for each load (spec §8). */
  requests: Record<CheckoutLoad, number>;
}

/** The situation a task last ran in: enough to tell whether it is due again. */
export interface TaskMark {
  visit: number;
  country: CountryCode;
  /** The payment error's request it answered (0: none). */
  request: number;
}
export type TaskMarks = Partial<Record<CheckoutTask, TaskMark>>;

export const NO_REQUESTS: Record<CheckoutLoad, number> = { deliveryOptions: 0, paymentOptions: 0 };

const TASKS: readonly CheckoutTask[] = ['toInformation', 'restart', 'deliveryOptions', 'paymentOptions', 'pay'];

/**
 * The rule. Nothing runs before the page knows the session and the cart; then, per task:
 *
 * | task            | on                          | when                     | again                                |
 * | --------------- | --------------------------- | ------------------------ | ------------------------------------ |
 * | toInformation   | /checkout                   | logged in                | on the next visit                    |
 * | restart         | delivery, overview, pay     | not logged in            | on the next visit                    |
 * | deliveryOptions | delivery                    | logged in                | each visit, new country, asked again |
 * | deliveryOptions | overview                    | logged in (to name the   | new country, asked again             |
 * |                 |                             | cart's choice)           |                                      |
 * | paymentOptions  | overview                    | logged in                | each visit, new country, asked again |
 * | either load     | any other checkout page     | logged in, a payment     | asked again                          |
 * |                 |                             | error asked for it       |                                      |
 * | pay             | pay                         | logged in, cart settled  | on the next visit                    |
 *
 * "Asked again": a payment error's request came after the last load, so its reload happens on whichever
 * checkout page the error leads to (spec §8: isoi with step overzicht still reloads the delivery options).
 */
export const dueTasks = (situation: CheckoutSituation, marks: TaskMarks): CheckoutTask[] => {
  const { place, visit, ready, authenticated, country, cartSettled, requests } = situation;
  if (!ready || place === null) return [];
  const isDue = (task: CheckoutTask): boolean => {
    const mark = marks[task];
    const newVisit = mark?.visit !== visit;
    const newCountry = mark?.country !== country;
    const asked =
      task === 'deliveryOptions' || task === 'paymentOptions' ? requests[task] > (mark?.request ?? 0) : false;
    switch (task) {
      case 'toInformation':
        return place === 'start' && authenticated && newVisit;
      case 'restart':
        return place !== 'start' && place !== 'information' && !authenticated && newVisit;
      case 'deliveryOptions':
        if (!authenticated) return false;
        if (place === 'delivery') return newVisit || newCountry || asked;
        if (place === 'overview') return newCountry || asked;
        return asked;
      case 'paymentOptions':
        if (!authenticated) return false;
        if (place === 'overview') return newVisit || newCountry || asked;
        return asked;
      case 'pay':
        return place === 'pay' && authenticated && cartSettled && newVisit;
    }
  };
  return TASKS.filter(isDue);
};

/** The marks after running `tasks` in `situation`. */
export const markTasks = (
  marks: TaskMarks,
  tasks: readonly CheckoutTask[],
  situation: CheckoutSituation,
): TaskMarks => {
  const next = { ...marks };
  for (const task of tasks) {
    const request = task === 'deliveryOptions' || task === 'paymentOptions' ? situation.requests[task] : 0;
    next[task] = { visit: situation.visit, country: situation.country, request };
  }
  return next;
};

/** Counts a payment error's reloads (spec §8) into the requests. */
export const requestLoads = (
  requests: Record<CheckoutLoad, number>,
  loads: readonly CheckoutLoad[],
): Record<CheckoutLoad, number> => {
  const next = { ...requests };
  for (const load of loads) next[load] += 1;
  return next;
};
