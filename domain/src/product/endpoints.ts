// The product calls of the API table (docs/architecture.md "One contract"); `api/endpoints.ts` collects them.
import { endpoint, param, notFound, endpointTable } from '../shared';
import { ProductReply, ProductRequest } from './contract';

export const productEndpoints = endpointTable({
  product: endpoint({
    method: 'POST',
    path: '/api/public/products/{id}',
    summary: 'One product with prices, stock, images, specifications, variations and options.',
    tag: 'catalogue',
    read: true,
    auth: 'none',
    params: param('id'),
    body: ProductRequest,
    reply: ProductReply,
    errors: [notFound('no product has this id')],
  }),
});
