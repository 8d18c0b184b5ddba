// The catch-all content route (spec §2): category, product list, content page, post list, post or home,
// chosen by the page's view. The route helper starts the catalogue model in the request's (or browser's)
// scope and turns its outcome into HTTP answers: 404, 502, the 302 to a single product, or the SEO data.
import { Suspense } from 'react';
import { useUnit } from '~/effector/use-unit';
import { $appConfig } from '@etalage/domain/app';
import {
  $contentStatus,
  $page,
  $routeRedirect,
  $singleProductRedirect,
  catalogPageProblems,
  contentPageStarted,
  type ContentReply,
} from '@etalage/domain/catalogue';
import type { Route } from './+types/content';
import { defineScopeRoute, notFound, page, redirectTo, whenLoaded } from '~/effector/route';
import { richTextReady } from '~/components/rich-text';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  seoMeta,
  siteOrigin,
  websiteJsonLd,
  jsonLdOf,
  type JsonLd,
  type OrganizationData,
  type SeoData,
} from '~/lib/seo';
import { lazyView } from '~/components/lazy-part';
import { HomePage } from '~/features/content/home-page';
import { ContentPage } from '~/features/content/content-page';
import { postsView, showsPosts } from '~/features/content/posts-view';

interface ContentSeoContext {
  origin: string;
  shopName: string;
  organization: OrganizationData;
}

const contentSeo = (reply: ContentReply, { origin, shopName, organization }: ContentSeoContext): SeoData => {
  const { data: content } = reply;
  const pageNumber = content.pagination.page;
  const canonicalPath = content.view === 'home' ? '/' : content.slug;
  const jsonLd: JsonLd[] = [];
  if (content.view === 'home') {
    jsonLd.push(websiteJsonLd(origin, shopName), organizationJsonLd(origin, organization));
  }
  if (content.breadcrumb.list.length > 1) jsonLd.push(breadcrumbJsonLd(origin, content.breadcrumb.list));
  if (content.view === 'post' && content.post) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: content.post.pageTitle,
      datePublished: content.post.createdAt,
      image: [absoluteUrl(origin, content.post.images.variations.max)],
      description: content.post.seo.descriptionTag,
    });
  }
  return {
    title: content.seo.titleTag || `${content.pageTitle} | ${shopName}`,
    description: content.seo.descriptionTag || content.descriptions.short,
    canonical: absoluteUrl(origin, pageNumber > 1 ? `${canonicalPath}?page=${pageNumber}` : canonicalPath),
    jsonLd: jsonLd.map(jsonLdOf),
  };
};

/**
 * The catalogue's view (toolbar, filters, price slider, pagination) loads only with a category or product list:
 * home and content pages share this route and do not carry it (docs/performance.md "The browser").
 */
const categoryView = lazyView<object>('catalogue', () =>
  import('~/features/catalogue/category-page').then((module) => ({ default: module.CategoryPage })),
);

const isCatalogueView = (view: ContentReply['data']['view'] | undefined): boolean =>
  view === 'category' || view === 'products';

/** Spec §4: the page, 404, 502, or the 302 to the only product of a list. */
const route = defineScopeRoute({
  clientNeeds: richTextReady,
  clientReady: (scope) => {
    const reply = scope.getState($page);
    if (isCatalogueView(reply?.data.view)) return categoryView.ready();
    return showsPosts(reply) ? postsView.ready() : Promise.resolve();
  },
  start: contentPageStarted,
  paramsOf: ({ url }) => ({ pathname: url.pathname, search: url.search }),
  outcome: (scope, { url }) => {
    // Spec §2 route rules: an unknown path the redirect table knows moves for good (301); an absolute target
    // leaves the site.
    const moved = scope.getState($routeRedirect);
    if (scope.getState($contentStatus) === 'notFound' && moved !== null) return redirectTo(moved, 301);
    return whenLoaded(scope.getState($contentStatus), scope.getState($page), (reply) => {
      // Spec §2 page validation: unknown filters or values, a malformed price segment, a page out of range.
      if (catalogPageProblems(url.pathname, url.search, reply).length > 0) return notFound;
      const target = scope.getState($singleProductRedirect);
      if (target !== null) return redirectTo(target, 302);
      const config = scope.getState($appConfig);
      const shopName = config?.app.name ?? '';
      return page({
        seo: contentSeo(reply, {
          origin: siteOrigin(config?.appUrl, url.origin),
          shopName,
          organization: {
            name: config?.organizationName || shopName,
            logoUrl: config?.logoUrl,
            returnDays: config?.returnPolicy.returnDays,
          },
        }),
      });
    });
  },
});

export const meta: Route.MetaFunction = ({ data: loaderData, error }) => seoMeta(loaderData?.seo, error);

export const loader = route.loader;
export const clientLoader = route.clientLoader;

export default function ContentRoute() {
  const reply = useUnit($page);
  if (reply === null) return null;
  switch (reply.data.view) {
    case 'home':
      return <HomePage page={reply} />;
    case 'category':
    case 'products':
      return (
        <Suspense fallback={null}>
          <categoryView.View />
        </Suspense>
      );
    case 'posts':
    case 'post':
      return (
        <Suspense fallback={null}>
          <postsView.View page={reply} />
        </Suspense>
      );
    default:
      return <ContentPage page={reply} />;
  }
}
