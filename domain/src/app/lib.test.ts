import { describe, expect, it } from 'vitest';
import type { AppConfig } from './contract';
import { contactBarOf, contentLanguageOf, logoSrcOf, offeredDeliveryOptions, offeredPaymentOptions } from './lib';

const config = (
  settings: { customerCare: boolean; appContent: boolean },
  support: Partial<AppConfig['support']> = {},
): Pick<AppConfig, 'settings' | 'support'> => ({
  settings: {
    coupons: true,
    ...settings,
    accountMenu: { overview: true, orders: true, tickets: false, invoices: true, returns: false, information: true },
    deposit: { state: false, customOrderLinePaymentPercentage: 20, partialPayment: false },
  },
  support: {
    phoneNumber: '+31 20 123 45 67',
    whatsappNumber: '+31 6 12345678',
    reviewUrl: 'https://reviews.etalage.example/',
    reviewScore: 9.7,
    ...support,
  },
});

describe('contactBarOf (spec §1 contact bar)', () => {
  it('is shown only when customer care and app content are both on', () => {
    expect(contactBarOf(null)).toBeNull();
    expect(contactBarOf(config({ customerCare: false, appContent: true }))).toBeNull();
    expect(contactBarOf(config({ customerCare: true, appContent: false }))).toBeNull();
    expect(contactBarOf(config({ customerCare: true, appContent: true }))).not.toBeNull();
  });

  it.each([
    ['+31 20 123 45 67', { label: '+31 20 123 45 67', href: 'tel:+31201234567' }],
    ['020-1234567', { label: '020-1234567', href: 'tel:0201234567' }],
    ['', null],
    ['bel ons', null],
  ])('phone %j → %j', (phoneNumber, phone) => {
    expect(contactBarOf(config({ customerCare: true, appContent: true }, { phoneNumber }))?.phone ?? null).toEqual(
      phone,
    );
  });

  it.each([
    ['+31 6 12345678', 'https://wa.me/31612345678'],
    ['', null],
    [null, null],
  ])('WhatsApp %j → %j (only when a number exists)', (whatsappNumber, href) => {
    expect(contactBarOf(config({ customerCare: true, appContent: true }, { whatsappNumber }))?.whatsappHref).toBe(href);
  });

  it.each([
    ['https://reviews.example/shop', 'https://reviews.example/shop'],
    ['javascript:alert(1)', null],
    ['', null],
  ])('review link %j → %j', (reviewUrl, href) => {
    expect(contactBarOf(config({ customerCare: true, appContent: true }, { reviewUrl }))?.reviewHref).toBe(href);
  });

  it('is not shown when it has nothing to link to', () => {
    expect(
      contactBarOf(
        config({ customerCare: true, appContent: true }, { phoneNumber: '', whatsappNumber: '', reviewUrl: '' }),
      ),
    ).toBeNull();
  });
});

describe('the content language (spec §3 languages.html)', () => {
  it.each([
    ['nl', 'nl-NL', null],
    ['nl', 'en-US', 'nl'],
    ['nl-BE', 'en-US', 'nl-BE'],
    ['en', 'en-US', null],
    ['', 'en-US', null],
    [undefined, 'en-US', null],
    ['<script>', 'en-US', null],
  ])('%j on a %s page: %j', (html, locale, expected) => {
    expect(contentLanguageOf(html, locale)).toBe(expected);
  });
});

describe('the offered payment and delivery methods (spec §3 paymentMethods, deliveryMethods)', () => {
  const payments = [{ id: 'ideal' }, { id: 'creditcard' }, { id: 'paypal' }];
  const deliveries = [
    { id: 'post', type: 'shipping' },
    { id: 'winkel', type: 'pickup' },
  ];

  it('offers only the options of a listed method, in the order the API gives them', () => {
    expect(offeredPaymentOptions(payments, ['paypal', 'ideal', 'bancontact'])).toEqual([
      { id: 'ideal' },
      { id: 'paypal' },
    ]);
    expect(offeredDeliveryOptions(deliveries, ['pickup'])).toEqual([{ id: 'winkel', type: 'pickup' }]);
    expect(offeredPaymentOptions(payments, ['bancontact'])).toEqual([]);
  });

  it('limits nothing when the shop lists no method (or the config is not there)', () => {
    expect(offeredPaymentOptions(payments, [])).toEqual(payments);
    expect(offeredDeliveryOptions(deliveries, undefined)).toEqual(deliveries);
  });
});

describe('logoSrcOf (spec §3 Site settings logoUrl.max)', () => {
  it.each([
    ['the largest size', { max: '/media/logo.svg?size=max' }, '/media/logo.svg?size=max'],
    ['max of more sizes', { max: '/logo-max.svg', medium: '/logo-medium.svg' }, '/logo-max.svg'],
    ['one URL', '/media/logo.svg', '/media/logo.svg'],
    ['a URL without its spaces', ' /media/logo.svg ', '/media/logo.svg'],
    ['nothing for an empty URL', '', null],
    ['nothing for an empty max', { max: ' ' }, null],
    ['nothing before the config loads', undefined, null],
  ])('shows %s', (_, logoUrl, src) => {
    expect(logoSrcOf(logoUrl)).toBe(src);
  });
});
