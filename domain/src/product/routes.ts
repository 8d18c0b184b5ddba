// The product calls of the API (docs/architecture.md "One contract"): what the models and the client use, without
// codecs; `endpoints.ts` adds each call's codecs and documentation.
import type { ProductReply, ProductRequest } from './contract';
import { route, routeTable, type Params } from '../shared';

export const productRoutes = routeTable({
  product: route<{ params: Params<'id'>; body: typeof ProductRequest; reply: typeof ProductReply }>({
    method: 'POST',
    path: '/api/public/products/{id}',
    read: true,
    auth: 'none',
  }),
});
