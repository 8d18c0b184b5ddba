// The product calls of the API table (docs/architecture.md "One contract"): each route of `routes.ts` with its codecs
// and documentation; `api/endpoints.ts` collects them.
import { param, notFound, contractTable } from '../shared';
import { ProductReply, ProductRequest } from './contract';
import { productRoutes } from './routes';

export const productEndpoints = contractTable(productRoutes, {
  product: {
    summary: 'One product with prices, stock, images, specifications, variations and options.',
    tag: 'catalogue',
    params: param('id'),
    body: ProductRequest,
    reply: ProductReply,
    errors: [notFound('no product has this id')],
  },
});
