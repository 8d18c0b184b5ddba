// The API client of the scope (docs/architecture.md "The API client"): effects reach the client through this
// store, so a server request, the browser and tests each bring their own.
import { createStore } from 'effector';
import { createApiClient, type ApiClient } from './client';

/** Until a scope gets a real client, every call fails loudly instead of hitting the network. */
const unconfigured: ApiClient = createApiClient({
  baseUrl: '',
  fetch: () => Promise.reject(new Error('No API client in this scope: fork it with values [[$api, client]]')),
});

/** The scope's API client. Never serialized: it may hold the shopper's token and forwarded cookies. */
export const $api = createStore<ApiClient>(unconfigured, { serialize: 'ignore', name: '$api' });
