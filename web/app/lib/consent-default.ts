// The first script of every page (spec §4 Consent; docs/consent.md): Google consent mode v2's default, all
// denied but functionality and security, declared before any other script runs. It is the same for every
// visitor (the page stays cacheable); the browser's consent model sends the `update` for the visitor's choice.
import { CONSENT_MODE_DEFAULT } from '@etalage/domain/consent';

/** How long tags wait for the `update` before they act on the default (milliseconds). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export const CONSENT_DEFAULT_SCRIPT =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;' +
  `gtag('consent','default',${JSON.stringify({ ...CONSENT_MODE_DEFAULT, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS })});`;
