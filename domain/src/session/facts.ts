// Facts about the customer's session that models of other folders listen to. `addressSaved` is announced by the
// account's address modal and heard by the checkout (which chooses the new address), so it lives below both:
// the checkout does not carry the address book, the account pages do not carry the checkout, and no folder
// imports one that imports it back (src/test/boundaries.test.ts).
import { createEvent } from 'effector';
import type { SavedAddress } from './contract';

/** Fact: a new address was saved in the address modal (already added to the session). */
export const addressSaved = createEvent<SavedAddress>();
