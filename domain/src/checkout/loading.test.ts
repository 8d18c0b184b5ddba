import { describe, expect, it } from 'vitest';
import {
  NO_REQUESTS,
  dueTasks,
  markTasks,
  requestLoads,
  type CheckoutSituation,
  type CheckoutTask,
  type TaskMarks,
} from './loading';

const situation = (overrides: Partial<CheckoutSituation> = {}): CheckoutSituation => ({
  place: 'delivery',
  visit: 1,
  ready: true,
  authenticated: true,
  country: 'NL',
  cartSettled: true,
  requests: NO_REQUESTS,
  ...overrides,
});
const mark = (visit: number, country: 'NL' | 'BE' = 'NL', request = 0) => ({ visit, country, request });

describe('dueTasks (the checkout loading rule)', () => {
  const rows: [string, Partial<CheckoutSituation>, TaskMarks, CheckoutTask[]][] = [
    ['nothing before the session and the cart are known', { ready: false }, {}, []],
    [
      'nothing outside the checkout pages',
      { place: null, requests: { deliveryOptions: 1, paymentOptions: 1 } },
      {},
      [],
    ],
    ['/checkout sends a logged-in customer on to step 1', { place: 'start' }, {}, ['toInformation']],
    ['/checkout keeps a visitor on the email check', { place: 'start', authenticated: false }, {}, []],
    ['/checkout redirects once per visit', { place: 'start' }, { toInformation: mark(1) }, []],
    ['step 1 loads nothing', { place: 'information' }, {}, []],
    ['a later step without a session starts over', { place: 'overview', authenticated: false }, {}, ['restart']],
    ['step 1 without a session is where a visitor belongs', { place: 'information', authenticated: false }, {}, []],
    ['delivery loads its options', { place: 'delivery' }, {}, ['deliveryOptions']],
    ['delivery loads them once per visit', { place: 'delivery' }, { deliveryOptions: mark(1) }, []],
    [
      'delivery loads them again on the next visit',
      { place: 'delivery', visit: 2 },
      { deliveryOptions: mark(1) },
      ['deliveryOptions'],
    ],
    [
      'delivery loads them again for another country',
      { place: 'delivery', country: 'BE' },
      { deliveryOptions: mark(1) },
      ['deliveryOptions'],
    ],
    [
      'delivery loads nothing for a visitor (who is sent back)',
      { place: 'delivery', authenticated: false },
      {},
      ['restart'],
    ],
    [
      'the overview loads payment options, and delivery options to name the choice',
      { place: 'overview' },
      {},
      ['deliveryOptions', 'paymentOptions'],
    ],
    [
      'the overview keeps the delivery options of the delivery step',
      { place: 'overview', visit: 2 },
      { deliveryOptions: mark(1) },
      ['paymentOptions'],
    ],
    [
      'the overview loads payment options once per visit',
      { place: 'overview', visit: 2 },
      { deliveryOptions: mark(1), paymentOptions: mark(2) },
      [],
    ],
    [
      'a payment error asking for delivery options reloads them on the overview (isoi, step overzicht)',
      { place: 'overview', visit: 3, requests: { deliveryOptions: 1, paymentOptions: 0 } },
      { deliveryOptions: mark(1), paymentOptions: mark(2) },
      ['deliveryOptions', 'paymentOptions'],
    ],
    [
      'a payment error asking for payment options reloads them on the delivery step (ipoi, step bezorging)',
      { place: 'delivery', visit: 3, requests: { deliveryOptions: 0, paymentOptions: 1 } },
      { deliveryOptions: mark(1), paymentOptions: mark(2) },
      ['deliveryOptions', 'paymentOptions'],
    ],
    [
      'a payment error asking for a load reloads it on step 1 too',
      { place: 'information', visit: 3, requests: { deliveryOptions: 1, paymentOptions: 1 } },
      {},
      ['deliveryOptions', 'paymentOptions'],
    ],
    [
      'a request is answered once',
      { place: 'information', visit: 4, requests: { deliveryOptions: 1, paymentOptions: 0 } },
      { deliveryOptions: mark(3, 'NL', 1) },
      [],
    ],
    ['the pay step pays once the cart is settled', { place: 'pay' }, {}, ['pay']],
    ['the pay step waits for a choice on its way to the cart', { place: 'pay', cartSettled: false }, {}, []],
    ['the pay step pays once per visit', { place: 'pay' }, { pay: mark(1) }, []],
    ['the pay step without a session starts over', { place: 'pay', authenticated: false }, {}, ['restart']],
  ];

  it.each(rows)('%s', (_, overrides, marks, tasks) => {
    expect(dueTasks(situation(overrides), marks)).toEqual(tasks);
  });

  it('marks what ran with the visit, the country and the request it answered', () => {
    const now = situation({
      place: 'overview',
      visit: 5,
      country: 'BE',
      requests: { deliveryOptions: 2, paymentOptions: 1 },
    });
    const marks = markTasks({ pay: mark(1) }, ['deliveryOptions', 'paymentOptions'], now);
    expect(marks).toEqual({ pay: mark(1), deliveryOptions: mark(5, 'BE', 2), paymentOptions: mark(5, 'BE', 1) });
    expect(dueTasks(now, marks)).toEqual([]);
  });

  it('counts the loads a payment error asks for', () => {
    expect(requestLoads(NO_REQUESTS, ['deliveryOptions'])).toEqual({ deliveryOptions: 1, paymentOptions: 0 });
    expect(requestLoads({ deliveryOptions: 1, paymentOptions: 0 }, ['paymentOptions', 'deliveryOptions'])).toEqual({
      deliveryOptions: 2,
      paymentOptions: 1,
    });
  });
});
