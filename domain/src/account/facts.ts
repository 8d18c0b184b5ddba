// The account's facts that other models listen to. They live apart from the account's models so that a listener
// (the checkout, below the account) imports an event, not the account: the checkout chooses a new address as the
// delivery address without carrying the address book, and the account pages do not carry the checkout.
import { createEvent } from 'effector';
import type { SavedAddress } from '../session/contract';

/** Fact: a new address was saved in the address modal (already added to the session). */
export const addressSaved = createEvent<SavedAddress>();
