// Every message key the cart, session, checkout and address models show exists in both bundles.
import { describe, expect, it } from 'vitest';
import { messages as enCore } from '../i18n/messages/en-US';
import { messages as nlCore } from '../i18n/messages/nl-NL';
import { messages as enCheckout } from '../i18n/messages/checkout/en-US';
import { messages as nlCheckout } from '../i18n/messages/checkout/nl-NL';

// The checkout's notices are in the core bundle or the checkout area (docs/i18n.md "Areas").
const en: Record<string, string> = { ...enCore, ...enCheckout };
const nl: Record<string, string> = { ...nlCore, ...nlCheckout };
import { ADDRESS_NOT_FOUND } from '../address/model';
import { PAYMENT_NOTICE } from './errors';
import { CHECKOUT_MESSAGES, CHECKOUT_NOTICE } from './rules';

const keys = [
  'titles.success',
  'titles.failed',
  'titles.attention',
  'phrases.accountLoginRequestError',
  'phrases.cartLineQuantityExceededAvailableStockQuantity',
  'phrases.applyDiscountSuccess',
  'phrases.applyDiscountFailed',
  'phrases.address_not_found',
  ADDRESS_NOT_FOUND,
  ...Object.values(PAYMENT_NOTICE),
  ...Object.values(CHECKOUT_MESSAGES),
  ...Object.values(CHECKOUT_NOTICE),
];

describe('notice messages', () => {
  it.each(keys)('%s is in nl-NL and en-US', (key) => {
    expect(nl[key]).toBeTruthy();
    expect(en[key]).toBeTruthy();
  });

  it('uses the spec wording for the Dutch validation notices (spec §8)', () => {
    expect(nl[CHECKOUT_NOTICE.information]).toBe('Validatie mislukt: Controleer de informatie in stap 1 (informatie).');
    expect(nl[CHECKOUT_NOTICE.incomplete]).toBe('Niet alle velden zijn ingevuld.');
    expect(nl[CHECKOUT_NOTICE.noDelivery]).toBe('Geen bezorgoptie geselecteerd.');
    expect(nl[CHECKOUT_NOTICE.noPayment]).toBe('Geen betaalmethode geselecteerd.');
    expect(nl[ADDRESS_NOT_FOUND]).toBe('Geen adres gevonden.');
  });

  it('passes the stock quantity to the stock notice', () => {
    expect(nl['phrases.cartLineQuantityExceededAvailableStockQuantity']).toContain('{quantity');
    expect(en['phrases.cartLineQuantityExceededAvailableStockQuantity']).toContain('{quantity');
  });
});
