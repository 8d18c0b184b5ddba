import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ReplyContracts } from '../api/client';
import { replyContracts } from '../api/contracts';
import { checkoutEndpoints } from './endpoints';
import type { NonEmptyString } from '../shared/codec';
import {
  PAYMENT_ERROR_CODES,
  PAYMENT_NOTICE,
  payFailureOf,
  paymentErrorOutcome,
  type PayFailure,
  type PaymentErrorOutcome,
} from './errors';
import type { PaymentErrorCode } from './contract';

const n = (key: string, type: 'danger' | 'warning' = 'danger') => ({ message: { key }, type });
const answer = (step: string | null, code: PaymentErrorCode | null): PayFailure => ({ kind: 'answer', step, code });

describe('paymentErrorOutcome (spec §8 payment creation errors)', () => {
  const rows: [string, PayFailure, PaymentErrorOutcome][] = [
    [
      "step 'cart': reload cart, open the panel, cart-updated notice, back to delivery",
      answer('cart', null),
      {
        notices: [n(PAYMENT_NOTICE.cartUpdated, 'warning')],
        reloads: ['cart'],
        destination: '/checkout/bezorging',
        openCart: true,
      },
    ],
    [
      'code icc with a known step: validate-cart notice, back to that step',
      answer('overzicht', 'icc'),
      {
        notices: [n(PAYMENT_NOTICE.validateCartFailed)],
        reloads: [],
        destination: '/checkout/overzicht',
        openCart: false,
      },
    ],
    [
      'code ipoi: provider notice, reload payment options',
      answer('overzicht', 'ipoi'),
      {
        notices: [n(PAYMENT_NOTICE.paymentProviderFailed)],
        reloads: ['paymentOptions'],
        destination: '/checkout/overzicht',
        openCart: false,
      },
    ],
    [
      'code isoi: shipping notice, reload delivery options',
      answer('bezorging', 'isoi'),
      {
        notices: [n(PAYMENT_NOTICE.invalidShippingOption)],
        reloads: ['deliveryOptions'],
        destination: '/checkout/bezorging',
        openCart: false,
      },
    ],
    [
      'code icr: inactive-customer notice, go home (whatever the step)',
      answer('gegevens', 'icr'),
      { notices: [n(PAYMENT_NOTICE.inactiveCustomer)], reloads: [], destination: '/', openCart: false },
    ],
    [
      'an English step slug is known too, and the path follows the locale',
      answer('information', null),
      { notices: [], reloads: [], destination: '/checkout/gegevens', openCart: false },
    ],
    [
      'step pay is a known step',
      answer('betalen', 'icc'),
      {
        notices: [n(PAYMENT_NOTICE.validateCartFailed)],
        reloads: [],
        destination: '/checkout/betalen',
        openCart: false,
      },
    ],
    [
      'an unknown step: unknown-step notice and /checkout',
      answer('somewhere', null),
      { notices: [n(PAYMENT_NOTICE.unknownStep)], reloads: [], destination: '/checkout', openCart: false },
    ],
    [
      'an unknown step with a known code: both notices, /checkout',
      answer('somewhere', 'isoi'),
      {
        notices: [n(PAYMENT_NOTICE.invalidShippingOption), n(PAYMENT_NOTICE.unknownStep)],
        reloads: ['deliveryOptions'],
        destination: '/checkout',
        openCart: false,
      },
    ],
    [
      'no step and a known code: that notice only, /checkout',
      answer(null, 'icc'),
      { notices: [n(PAYMENT_NOTICE.validateCartFailed)], reloads: [], destination: '/checkout', openCart: false },
    ],
    [
      'no step, no code (e.g. a 404 or 500): unknown-step notice, /checkout',
      answer(null, null),
      { notices: [n(PAYMENT_NOTICE.unknownStep)], reloads: [], destination: '/checkout', openCart: false },
    ],
    [
      "step 'cart' with icr: both notices, the cart opens, home wins",
      answer('cart', 'icr'),
      {
        notices: [n(PAYMENT_NOTICE.cartUpdated, 'warning'), n(PAYMENT_NOTICE.inactiveCustomer)],
        reloads: ['cart'],
        destination: '/',
        openCart: true,
      },
    ],
    [
      'a network failure goes to /checkout with a notice that the payment could not be started',
      { kind: 'network' },
      {
        notices: [{ message: { key: 'phrases.checkoutPaymentNetworkFailed' }, type: 'danger' }],
        reloads: [],
        destination: '/checkout',
        openCart: false,
      },
    ],
  ];

  it.each(rows)('%s', (_, failure, expected) => {
    expect(paymentErrorOutcome(failure, 'nl-NL')).toEqual(expected);
  });

  it('builds step paths in the shopper locale', () => {
    expect(paymentErrorOutcome(answer('bezorging', 'isoi'), 'en-US').destination).toBe('/checkout/delivery');
    expect(paymentErrorOutcome(answer('cart', null), 'en-US').destination).toBe('/checkout/delivery');
  });
});

describe('payFailureOf', () => {
  const rows: [string, unknown, PayFailure][] = [
    ['network error', new ApiError('network', 'pay', 0, null, 'down'), { kind: 'network' }],
    [
      'a 422 with step and code',
      new ApiError('http', 'pay', 422, { status: 'error', message: { step: 'cart', code: 'icc', text: 'x' } }, 'x'),
      answer('cart', 'icc'),
    ],
    [
      'a plain error reply',
      new ApiError('http', 'pay', 404, { status: 'error', message: 'cart_not_found' }, 'x'),
      answer(null, null),
    ],
    ['a decode error', new ApiError('decode', 'pay', 200, null, 'bad'), answer(null, null)],
    ['anything else', new Error('boom'), answer(null, null)],
  ];
  it.each(rows)('%s', (_, error, expected) => {
    expect(payFailureOf(error)).toEqual(expected);
  });

  // As the server reads an answer, with the table's codecs (the browser's answers were checked by the /api proxy).
  const payAnswering = (body: unknown, status = 422, contracts: ReplyContracts | undefined = replyContracts) =>
    createApiClient({ baseUrl: '', fetch: async () => ({ status, text: async () => JSON.stringify(body) }), contracts })
      .call(checkoutEndpoints.pay, { body: { cUid: 'c1' as NonEmptyString } })
      .catch((error: unknown) => payFailureOf(error));

  it('reads step and code from the decoded answer', async () => {
    const reply = { status: 'error', message: { step: 'bezorging', code: 'isoi', text: 'shipping_option_invalid' } };
    expect(await payAnswering(reply)).toEqual(answer('bezorging', 'isoi'));
  });

  it('takes an answer with a code outside the catalogue as an error nothing explains', async () => {
    const reply = { status: 'error', message: { step: 'bezorging', code: 'zzz', text: 'x' } };
    expect(await payAnswering(reply)).toEqual(answer(null, null));
  });

  it('takes the proxy’s answer for a reply that does not match its contract as an error nothing explains', async () => {
    const invalid = { status: 'error', message: 'api_reply_invalid' };
    expect(await payAnswering(invalid, 502, undefined)).toEqual(answer(null, null));
  });
});

describe('PAYMENT_ERROR_CODES', () => {
  it('has a notice for every code of the catalogue, and only isoi and ipoi reload', () => {
    expect(Object.keys(PAYMENT_ERROR_CODES).sort()).toEqual(['icc', 'icr', 'ipoi', 'isoi']);
    expect(Object.entries(PAYMENT_ERROR_CODES).map(([code, row]) => [code, row.reload])).toEqual([
      ['icc', null],
      ['ipoi', 'paymentOptions'],
      ['isoi', 'deliveryOptions'],
      ['icr', null],
    ]);
  });
});
