// The pricing calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { NoParams, param, notFound, contractTable } from '../shared';
import { CustomerPricesReply, CustomerPricesRequest, ProductPriceReply, ProductPriceRequest } from './contract';
import { pricingRoutes } from './routes';

export const pricingEndpoints = contractTable(pricingRoutes, {
  customerPrices: {
    summary: "The customer's own prices for a list of products.",
    tag: 'pricing',
    params: NoParams,
    body: CustomerPricesRequest,
    reply: CustomerPricesReply,
    errors: [],
  },
  productPrice: {
    summary: "The customer's price of one product, to reprice a cart line.",
    tag: 'pricing',
    params: param('productId'),
    body: ProductPriceRequest,
    reply: ProductPriceReply,
    errors: [notFound('no product has this id')],
  },
});
