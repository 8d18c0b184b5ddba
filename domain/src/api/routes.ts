// Every route of the API (spec §7 plus the calls it leaves "not shown"), collected from the models: each model lists
// its own in `routes.ts`. The names type the client and its errors; nothing in the browser imports this table.
import { accountRoutes } from '../account/routes';
import { addressRoutes } from '../address/routes';
import { appRoutes } from '../app/routes';
import { cartRoutes } from '../cart/routes';
import { catalogueRoutes } from '../catalogue/routes';
import { checkoutRoutes } from '../checkout/routes';
import { consentRoutes } from '../consent/routes';
import { pricingRoutes } from '../pricing/routes';
import { productRoutes } from '../product/routes';
import { searchRoutes } from '../search/routes';
import { sessionRoutes } from '../session/routes';

/** A name may appear in one model's part only (a test checks it): a spread would silently drop the first. */
export const routes = {
  ...appRoutes,
  ...catalogueRoutes,
  ...productRoutes,
  ...pricingRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...addressRoutes,
  ...searchRoutes,
  ...consentRoutes,
} as const;

export type Routes = typeof routes;
export type EndpointName = keyof Routes;
