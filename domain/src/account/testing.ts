// Test helpers for the account models' unit tests (not exported from the package).
import type { AccountOrder, OrderAddress } from './contract';

const HAARLEM: OrderAddress = {
  companyName: '',
  firstName: 'Sanne',
  lastName: 'de Vries',
  streetName: 'Julianastraat',
  houseNumber: '2',
  houseNumberAddition: '',
  zipCode: '2012 ES',
  city: 'Haarlem',
  countryCode: 'NL',
  phoneNumber: '06-12345678',
};

/** Where an order of a test goes and how it was paid: the parts of an order the models under test never read. */
export const ORDER_PLACE: Pick<AccountOrder, 'invoiceAddress' | 'delivery' | 'paymentMethod'> = {
  invoiceAddress: HAARLEM,
  delivery: { type: 'shipping', label: 'Standaard bezorging (PostNL)', address: HAARLEM, pickupLocation: null },
  paymentMethod: 'iDEAL',
};
