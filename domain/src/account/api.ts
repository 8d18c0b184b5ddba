// The customer's account calls (spec §7 /api/v2/account/...). I/O only.
import { attach } from 'effector';
import { $api } from '../api';
import type { SavedAddress } from '../session';
import type { AddressCreateRequest } from './contract';

/** Saves a new address of the logged-in customer (spec §7 POST /api/v2/account/addresses); answers it saved. */
export const createAddressFx = attach({
  source: $api,
  effect: async (api, body: AddressCreateRequest): Promise<SavedAddress> =>
    (await api.call('addressCreate', { body })).data.address,
});
