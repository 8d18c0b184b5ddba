// The catch-all content route (spec §2): category, product list, content page, post list, post or home,
// chosen by the page's view. Loaders start the catalogue model in the request's (or browser's) scope and
// turn its outcome into HTTP answers: 404, the 302 to a single product, or the page's SEO data.
import { data, redirect, replace } from 'react-router';
import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import {
  $appConfig,
  $contentStatus,
  $page,
  $singleProductRedirect,
  contentPageStarted,
  type ContentReply,
} from '@etalage/domain';
import type { Route } from './+types/content';
import { runOnServer } from '~/effector/server';
import { runOnClient } from '~/effector/client';
import { absoluteUrl, breadcrumbJsonLd, errorTitlesOf, seoMeta, websiteJsonLd, type SeoData } from '~/lib/seo';
import { CategoryPage } from '~/features/catalogue/category-page';
import { HomePage } from '~/features/content/home-page';
import { ContentPage } from '~/features/content/content-page';
import { PostListPage, PostPage } from '~/features/content/post-pages';

const contentSeo = (page: ContentReply, url: URL, shopName: string): SeoData => {
  const { data: content } = page;
  const pageNumber = content.pagination.page;
  const canonicalPath = content.view === 'home' ? '/' : content.slug;
  const jsonLd: Record<string, unknown>[] = [];
  if (content.view === 'home') jsonLd.push(websiteJsonLd(url.origin, shopName));
  if (content.breadcrumb.list.length > 1) jsonLd.push(breadcrumbJsonLd(url.origin, content.breadcrumb.list));
  if (content.view === 'post' && content.post) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: content.post.pageTitle,
      datePublished: content.post.createdAt,
      image: [absoluteUrl(url.origin, content.post.images.variations.max)],
      description: content.post.seo.descriptionTag,
    });
  }
  return {
    title: content.seo.titleTag || `${content.pageTitle} | ${shopName}`,
    description: content.seo.descriptionTag || content.descriptions.short,
    canonical: absoluteUrl(url.origin, pageNumber > 1 ? `${canonicalPath}?page=${pageNumber}` : canonicalPath),
    jsonLd,
  };
};

/** The page's HTTP outcome; shared by the server loader and the client loader. */
const outcome = (scope: Scope, url: URL, side: 'server' | 'client') => {
  const status = scope.getState($contentStatus);
  if (status === 'notFound') throw data(null, { status: 404, statusText: 'Not Found' });
  const page = scope.getState($page);
  if (status === 'error' || page === null) throw data(null, { status: 502, statusText: 'Bad Gateway' });
  const target = scope.getState($singleProductRedirect);
  if (target !== null) throw side === 'server' ? redirect(target, 302) : replace(target);
  return { seo: contentSeo(page, url, scope.getState($appConfig)?.app.name ?? '') };
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const scope = await runOnServer(context, contentPageStarted, { pathname: url.pathname, search: url.search });
  return outcome(scope, url, 'server');
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const scope = await runOnClient(contentPageStarted, { pathname: url.pathname, search: url.search });
  return outcome(scope, url, 'client');
}

export const meta: Route.MetaFunction = ({ data: loaderData, error, matches }) =>
  seoMeta(loaderData?.seo, error, errorTitlesOf(matches));

export default function ContentRoute() {
  const page = useUnit($page);
  if (page === null) return null;
  switch (page.data.view) {
    case 'home':
      return <HomePage page={page} />;
    case 'category':
    case 'products':
      return <CategoryPage />;
    case 'posts':
      return <PostListPage page={page} />;
    case 'post':
      return <PostPage page={page} />;
    default:
      return <ContentPage page={page} />;
  }
}
