// The product page route (spec §2 /product/{id}/{slug...}): a wrong or missing slug answers 301 to the
// product's own slug; an unknown id answers 404.
import { data, redirect } from 'react-router';
import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import {
  $appConfig,
  $isOrderable,
  $product,
  $productRedirect,
  $productStatus,
  productPageStarted,
  productPath,
  shownPrice,
  type Product,
} from '@etalage/domain';
import type { Route } from './+types/product';
import { runOnServer } from '~/effector/server';
import { runOnClient } from '~/effector/client';
import { absoluteUrl, breadcrumbJsonLd, errorTitlesOf, seoMeta, type SeoData } from '~/lib/seo';
import { ProductPage } from '~/features/product/product-page';

const productSeo = (product: Product, origin: string, shopName: string, orderable: boolean): SeoData => {
  const price = shownPrice(product.prices, { exclVat: false });
  const url = absoluteUrl(origin, productPath(product.id, product.slug));
  return {
    title: product.seo.titleTag || `${product.title} | ${shopName}`,
    description: product.seo.descriptionTag || product.descriptions.meta,
    canonical: url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        sku: product.id,
        mpn: product.mpn,
        description: product.descriptions.meta,
        image: product.images.map((image) => absoluteUrl(origin, image.imageSrc.large)),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(price
          ? {
              offers: {
                '@type': 'Offer',
                url,
                priceCurrency: 'EUR',
                price: price.amount.toFixed(2),
                availability: orderable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              },
            }
          : {}),
      },
      breadcrumbJsonLd(origin, product.breadcrumb.list),
    ],
  };
};

const outcome = (scope: Scope, origin: string) => {
  const status = scope.getState($productStatus);
  if (status === 'notFound') throw data(null, { status: 404, statusText: 'Not Found' });
  const product = scope.getState($product);
  if (status === 'error' || product === null) throw data(null, { status: 502, statusText: 'Bad Gateway' });
  const target = scope.getState($productRedirect);
  if (target !== null) throw redirect(target, 301);
  return {
    seo: productSeo(product, origin, scope.getState($appConfig)?.app.name ?? '', scope.getState($isOrderable)),
  };
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const scope = await runOnServer(context, productPageStarted, { id: params.id, slug: params['*'] ?? '' });
  return outcome(scope, new URL(request.url).origin);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const scope = await runOnClient(productPageStarted, { id: params.id, slug: params['*'] ?? '' });
  return outcome(scope, new URL(request.url).origin);
}

export const meta: Route.MetaFunction = ({ data: loaderData, error, matches }) =>
  seoMeta(loaderData?.seo, error, errorTitlesOf(matches));

export default function ProductRoute() {
  const product = useUnit($product);
  if (product === null) return null;
  return <ProductPage product={product} />;
}
