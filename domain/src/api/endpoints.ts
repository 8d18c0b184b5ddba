// The one table of every API call (spec §7 plus the calls it leaves "not shown"), collected from the models:
// each model builds its entries in `endpoints.ts` from its routes (`routes.ts`) and the codecs of its
// `contract.ts`. The mock API registers and validates its routes from this table, the OpenAPI document is
// generated from it, contract tests walk it, and the storefront's server decodes replies with it.
import { accountEndpoints } from '../account/endpoints';
import { addressEndpoints } from '../address/endpoints';
import { appEndpoints } from '../app/endpoints';
import { cartEndpoints } from '../cart/endpoints';
import { catalogueEndpoints } from '../catalogue/endpoints';
import { checkoutEndpoints } from '../checkout/endpoints';
import { consentEndpoints } from '../consent/endpoints';
import { pricingEndpoints } from '../pricing/endpoints';
import { productEndpoints } from '../product/endpoints';
import { searchEndpoints } from '../search/endpoints';
import { sessionEndpoints } from '../session/endpoints';

/** A name may appear in one model's part only (a test checks it): a spread would silently drop the first. */
export const endpoints = {
  ...appEndpoints,
  ...catalogueEndpoints,
  ...productEndpoints,
  ...pricingEndpoints,
  ...sessionEndpoints,
  ...accountEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...addressEndpoints,
  ...searchEndpoints,
  ...consentEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type { EndpointName } from './routes';
