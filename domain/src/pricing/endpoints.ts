// The pricing calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, NoParams, param, notFound, endpointTable } from '../shared';
import { CustomerPricesReply, CustomerPricesRequest, ProductPriceReply, ProductPriceRequest } from './contract';

export const pricingEndpoints = endpointTable({
  customerPrices: endpoint({
    method: 'POST',
    path: '/api/v2/prices',
    summary: "The customer's own prices for a list of products.",
    tag: 'pricing',
    read: true,
    auth: 'bearer',
    params: NoParams,
    body: CustomerPricesRequest,
    reply: CustomerPricesReply,
    errors: [],
  }),
  productPrice: endpoint({
    method: 'POST',
    path: '/api/products/prices/{productId}',
    summary: "The customer's price of one product, to reprice a cart line.",
    tag: 'pricing',
    read: true,
    auth: 'bearer',
    params: param('productId'),
    body: ProductPriceRequest,
    reply: ProductPriceReply,
    errors: [notFound('no product has this id')],
  }),
});
