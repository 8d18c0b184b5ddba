// What the services need: the QA session's event store, login throttle and options, the catalogue indexes and
// the server's settings. A request's session (plugins/sessions.ts) is these Deps, so handlers pass it on.
import type { Store } from '../state/store';
import type { Catalogue } from '../state/catalogue';
import type { LoginThrottle } from '../sessions/throttle';
import type { AppConfigOverride } from '../state/app-config';

export interface Settings {
  /** Absolute base URL of this server, for payment URLs (`{publicUrl}/__mock/pay/{uid}`). */
  publicUrl: string;
  /** The storefront the payment page returns to (`{storefrontUrl}/checkout/{paymentUid}`). */
  storefrontUrl: string;
  /** Origins a payment may return to (the storefront's, plus MOCK_STOREFRONT_ORIGINS). */
  returnOrigins: readonly string[];
  /** MOCK_ADMIN_TOKEN: when set, /__mock/* (but health and the payment page) needs it as a bearer token. */
  adminToken: string | null;
}

export interface SessionOptions {
  /** The login back-off (on by default; QA can switch it off per session). */
  loginThrottle: boolean;
}

export interface Deps {
  /** The QA session: `default` for requests without one. */
  id: string;
  store: Store;
  catalogue: Catalogue;
  settings: Settings;
  throttle: LoginThrottle;
  options: SessionOptions;
  /** The app config the session serves (its override over the seeded one). */
  appConfig: AppConfigOverride;
}
