// Test helpers for the account models' unit tests (not exported from the package).
import { address } from '../checkout/testing';
import type { AccountOrder, OrderAddress } from './contract';

const { id: _id, uid: _uid, type: _type, ...HAARLEM }: ReturnType<typeof address> = address();
const place: OrderAddress = HAARLEM;

/** Where an order of a test goes and how it was paid: the parts of an order the models under test never read. */
export const ORDER_PLACE: Pick<AccountOrder, 'invoiceAddress' | 'delivery' | 'paymentMethod'> = {
  invoiceAddress: place,
  delivery: { type: 'shipping', label: 'Standaard bezorging (PostNL)', address: place, pickupLocation: null },
  paymentMethod: 'iDEAL',
};
