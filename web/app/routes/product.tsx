// The product page route (spec §2 /product/{id}/{slug...}): a wrong or missing slug answers 301 to the
// product's own slug; an unknown id answers 404. Its action takes the add-to-cart form sent before or without
// JavaScript (forms/cart.ts): 303 to the cart page, or the page again with the reasons at the fields.
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import { productPath } from '@etalage/domain/catalogue';
import { shownPrice } from '@etalage/domain/pricing';
import {
  $isOrderable,
  $product,
  $productRedirect,
  $productStatus,
  productPageStarted,
  type Product,
} from '@etalage/domain/product';
import type { Route } from './+types/product';
import { defineScopeRoute, page, redirectTo, whenLoaded, defineScopeAction } from '~/effector/route';
import { richTextReady } from '~/components/rich-text';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  jsonLdOf,
  returnPolicyJsonLd,
  seoMeta,
  siteOrigin,
  type SeoData,
} from '~/lib/seo';
import { ProductPage, optionsView } from '~/features/product/product-page';
import { addToCartIntent } from '~/forms/cart';
import { ADD_TO_CART_INTENT } from '~/forms/cart-fields';

interface ProductSeoContext {
  origin: string;
  shopName: string;
  orderable: boolean;
  returnDays: number | undefined;
  /** The site settings' displayCurrency: the shop's display.currency.defaultCurrency. */
  currency: string;
}

const productSeo = (
  product: Product,
  { origin, shopName, orderable, returnDays, currency }: ProductSeoContext,
): SeoData => {
  const returnPolicy = returnPolicyJsonLd(returnDays);
  const price = shownPrice(product.prices, { exclVat: false });
  const url = absoluteUrl(origin, productPath(product.id, product.slug));
  return {
    title: product.seo.titleTag || `${product.title} | ${shopName}`,
    description: product.seo.descriptionTag || product.descriptions.meta,
    canonical: url,
    jsonLd: [
      jsonLdOf({
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
                priceCurrency: currency,
                price: price.amount.toFixed(2),
                availability: orderable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
                ...(returnPolicy ? { hasMerchantReturnPolicy: returnPolicy } : {}),
              },
            }
          : {}),
      }),
      jsonLdOf(breadcrumbJsonLd(origin, product.breadcrumb.list)),
    ],
  };
};

/** Spec §2, §4: the product, 404 for an unknown id, 502, or the 301 to the product's own slug. */
const route = defineScopeRoute({
  clientNeeds: richTextReady,
  clientReady: (scope) =>
    (scope.getState($product)?.configurator.options.length ?? 0) > 0 ? optionsView.ready() : Promise.resolve(),
  start: productPageStarted,
  paramsOf: ({ params }) => ({ id: params.id ?? '', slug: params['*'] ?? '' }),
  outcome: (scope, { url }) =>
    whenLoaded(scope.getState($productStatus), scope.getState($product), (product) => {
      const target = scope.getState($productRedirect);
      if (target !== null) return redirectTo(target, 301);
      const config = scope.getState($appConfig);
      const origin = siteOrigin(config?.appUrl, url.origin);
      return page({
        seo: productSeo(product, {
          origin,
          shopName: config?.app.name ?? '',
          orderable: scope.getState($isOrderable),
          returnDays: config?.returnPolicy.returnDays,
          currency: config?.display.currency.defaultCurrency ?? 'EUR',
        }),
      });
    }),
});

export const meta: Route.MetaFunction = ({ data: loaderData, error }) => seoMeta(loaderData?.seo, error);

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = defineScopeAction(route, { [ADD_TO_CART_INTENT]: addToCartIntent });

export default function ProductRoute() {
  const product = useUnit($product);
  if (product === null) return null;
  return <ProductPage product={product} />;
}
