// What the services need: the event store, the catalogue indexes and the URLs of the mock and the storefront.
// The Fastify app carries these as decorators, so handlers pass `app` itself.
import type { Store } from '../state/store';
import type { Catalogue } from '../state/catalogue';

export interface Settings {
  /** Absolute base URL of this server, for payment URLs (`{publicUrl}/__mock/pay/{uid}`). */
  publicUrl: string;
  /** The storefront the payment page returns to (`{storefrontUrl}/checkout/{paymentUid}`). */
  storefrontUrl: string;
}

export interface Deps {
  store: Store;
  catalogue: Catalogue;
  settings: Settings;
}
