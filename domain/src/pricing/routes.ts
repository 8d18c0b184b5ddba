// The pricing calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type { CustomerPricesReply, CustomerPricesRequest, ProductPriceReply, ProductPriceRequest } from './contract';
import { route, routeTable, type Params } from '../shared';

export const pricingRoutes = routeTable({
  customerPrices: route<{ body: typeof CustomerPricesRequest; reply: typeof CustomerPricesReply }>({
    method: 'POST',
    path: '/api/v2/prices',
    read: true,
    auth: 'bearer',
  }),
  productPrice: route<{
    params: Params<'productId'>;
    body: typeof ProductPriceRequest;
    reply: typeof ProductPriceReply;
  }>({
    method: 'POST',
    path: '/api/products/prices/{productId}',
    read: true,
    auth: 'bearer',
  }),
});
