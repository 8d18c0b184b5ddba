// Page metadata (spec issue: title and description from `seo`, canonical URL, JSON-LD for WebSite,
// BreadcrumbList, Product and news articles). Loaders compute a SeoData; `meta` turns it into tags.
import type { MetaDescriptor } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import type { BreadcrumbItem } from '@etalage/domain';

export interface SeoData {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  jsonLd: Record<string, unknown>[];
  noindex?: boolean;
}

export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).toString();

export const breadcrumbJsonLd = (origin: string, list: BreadcrumbItem[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: list.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.label,
    item: absoluteUrl(origin, item.slug),
  })),
});

export const websiteJsonLd = (origin: string, name: string): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name,
  url: absoluteUrl(origin, '/'),
});

/** The translated titles of error pages, from the root loader (meta functions cannot use hooks). */
export interface ErrorTitles {
  notFound: string;
  error: string;
}

/** The root loader's error titles among a meta function's matches, or English when there are none. */
export const errorTitlesOf = (matches: readonly ({ id: string; data?: unknown } | undefined)[]): ErrorTitles => {
  const root = matches.find((match) => match?.id === 'root')?.data as { errorTitles?: ErrorTitles } | undefined;
  return root?.errorTitles ?? { notFound: 'Page not found', error: 'Error' };
};

export const seoMeta = (seo: SeoData | undefined, error?: unknown, titles?: ErrorTitles): MetaDescriptor[] => {
  if (error !== undefined && error !== null) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const names = titles ?? { notFound: 'Page not found', error: 'Error' };
    return [{ title: status === 404 ? names.notFound : names.error }, { name: 'robots', content: 'noindex' }];
  }
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...seo.jsonLd.map((json) => ({ 'script:ld+json': json })),
  ];
};
