// The product page (spec §4 Product): loads the product, decides the canonical slug redirect, and derives
// what the page shows (price, stock, orderable, delivery). Option choices live in the configurator model;
// adding to the cart lives in the cart model.
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $api, newestAnswer } from '../api';
import { $appConfig } from '../app';
import { $isAuthenticated } from '../session';
import { productPath } from '../catalogue';
import type { Product } from './contract';
import { deliveryDays, isOrderable, stockStatus } from './lib';
import { pricingRoutes } from '../pricing';
import { productRoutes } from './routes';

export type ProductStatus = 'idle' | 'ready' | 'notFound' | 'error';

/** The product route was entered: `/product/{id}/{slug...}`. */
export const productPageStarted = createEvent<{ id: string; slug: string }>();

export const fetchProductFx = attach({
  source: $api,
  effect: (api, { id }: { id: string; slug: string }) => api.call(productRoutes.product, { params: { id }, body: {} }),
});

export const $product = createStore<Product | null>(null, { name: '$product' });
export const $productStatus = createStore<ProductStatus>('idle', { name: '$productStatus' });
/** The slug the URL asked for; a mismatch with the product's slug redirects permanently (spec §2). */
const $requestedSlug = createStore('', { name: '$requestedSlug' });

sample({ clock: productPageStarted, fn: ({ slug }) => slug, target: $requestedSlug });
// Only the answer for the product asked for last is kept (quick variant clicks).
const productAnswer = newestAnswer(fetchProductFx, 'product.product');
sample({ clock: productPageStarted, target: productAnswer.asked });
const latestDone = sample({ clock: productAnswer.done, fn: ({ result }) => result.data });
const latestFailed = sample({ clock: productAnswer.failed, fn: ({ error }) => error });

$product.on(latestDone, (_, product) => product).on(latestFailed, () => null);
$productStatus
  .on(latestDone, () => 'ready')
  .on(latestFailed, (_, error) => ((error as { status?: number }).status === 404 ? 'notFound' : 'error'));

/** Spec §4, §7: a logged-in shopper's own price of this product (the reprice call, bearer). */
export const fetchProductPriceFx = attach({
  source: $api,
  effect: (api, productId: string) => api.call(pricingRoutes.productPrice, { params: { productId }, body: {} }),
});
/** The product whose price is the customer's already. */
const $pricedProductId = createStore<string | null>(null, { name: '$customerPricedProduct' });

// When a logged-in shopper sees a product (or logs in on its page), then its price is the customer's.
sample({
  clock: [latestDone, $isAuthenticated.updates],
  source: { product: $product, authenticated: $isAuthenticated, priced: $pricedProductId },
  filter: ({ product, authenticated, priced }) =>
    authenticated && product !== null && product.prices !== null && priced !== product.id,
  fn: ({ product }) => product!.id,
  target: fetchProductPriceFx,
});
const productPriceArrived = sample({
  clock: fetchProductPriceFx.done,
  source: $product,
  filter: (product, { params }) => product?.id === params,
  fn: (_, { params, result }) => ({ id: params, prices: result.data.prices }),
});
$product.on(productPriceArrived, (product, { prices }) => (product === null ? product : { ...product, prices }));
sample({ clock: productPriceArrived, fn: ({ id }) => id, target: $pricedProductId });
$pricedProductId.reset(productPageStarted);

/** The canonical path when the URL's slug is not the product's (a 301 on the server). */
export const $productRedirect = combine($product, $requestedSlug, (product, slug) =>
  product !== null && product.slug !== slug ? productPath(product.id, product.slug) : null,
);

export const $isOrderable = $product.map((product) =>
  product === null ? false : isOrderable(product.stock, product.backorder),
);

export const $stockStatus = combine($product, $appConfig, (product, config) =>
  product === null
    ? null
    : stockStatus(product.stock, product.backorder, { lowStockThreshold: config?.stock.lowStockThreshold ?? 5 }),
);

/** Delivery days without options chosen; the configurator recomputes it with chosen options. */
export const $deliveryDays = $product.map((product) =>
  product === null ? null : deliveryDays(product.delivery.totalDays, []),
);
