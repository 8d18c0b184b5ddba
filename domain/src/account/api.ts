// The customer's account calls (spec §7 /api/v2/account/...). I/O only.
import { attach } from 'effector';
import { $api } from '../api';
import type { AccountSession, SavedAddress } from '../session';
import type { AccountUpdateRequest } from '../session/contract';
import type { AddressCreateRequest, AddressUpdateRequest } from './contract';
import { accountRoutes } from './routes';
import { sessionRoutes } from '../session';

/** The logged-in customer's saved addresses, as the server has them now (spec §7 GET /api/v2/account/addresses). */
export const fetchAddressesFx = attach({
  source: $api,
  effect: async (api): Promise<SavedAddress[]> => (await api.call(accountRoutes.addresses)).data,
});

/** Saves a new address of the logged-in customer (spec §7 POST /api/v2/account/addresses); answers it saved. */
export const createAddressFx = attach({
  source: $api,
  effect: async (api, body: AddressCreateRequest): Promise<SavedAddress> =>
    (await api.call(accountRoutes.addressCreate, { body })).data.address,
});

/** Changes the given fields of a saved address (spec §7 PUT /api/v2/account/addresses/{id}); answers it saved. */
export const updateAddressFx = attach({
  source: $api,
  effect: async (api, { id, body }: { id: string; body: AddressUpdateRequest }): Promise<SavedAddress> =>
    (await api.call(accountRoutes.addressUpdate, { params: { id }, body })).data,
});

/** Deletes a saved address (spec §7 DELETE /api/v2/account/addresses/{id}). */
export const deleteAddressFx = attach({
  source: $api,
  effect: async (api, id: string): Promise<void> => {
    await api.call(accountRoutes.addressDelete, { params: { id } });
  },
});

/** Changes account fields, e.g. the default delivery address (spec §7 POST /api/v2/account); answers the session. */
export const updateAccountFx = attach({
  source: $api,
  effect: async (api, body: AccountUpdateRequest): Promise<AccountSession> =>
    (await api.call(sessionRoutes.accountUpdate, { body })).data,
});
