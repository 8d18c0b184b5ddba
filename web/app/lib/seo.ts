// Page metadata: title and description from `seo`, canonical URL and JSON-LD (docs/shell.md "Page data: titles,
// canonical URLs and structured data"). Loaders compute a SeoData; `meta` turns it into tags. The JSON-LD is typed
// with schema-dts, so a type, property or value schema.org does not define fails the typecheck.
import type {
  BreadcrumbList,
  MerchantReturnPolicy,
  NewsArticle,
  Organization,
  Product,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { MetaDescriptor } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { logoSrcOf, type LogoUrl } from '@etalage/domain/app';
import type { BreadcrumbItem } from '@etalage/domain/shared';

/** Every kind of structured data a page carries (spec §9: website, product, breadcrumb, news article). */
export type JsonLd = WithContext<WebSite | Organization | BreadcrumbList | Product | NewsArticle>;

/**
 * Structured data checked against schema.org's vocabulary, as the plain object a loader sends (React Router's
 * serialization types cannot walk schema-dts's deep types).
 */
export const jsonLdOf = (value: JsonLd): Record<string, unknown> => Object.fromEntries(Object.entries(value));

export interface SeoData {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Checked as `JsonLd` where it is built (`jsonLdOf`); plain objects here, as the loader's data is serialized. */
  jsonLd: Record<string, unknown>[];
  noindex?: boolean;
}

export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).toString();

/**
 * The origin of every absolute URL in a page (canonical, og:url, JSON-LD): the config's `appUrl` (spec §3), never
 * the request's Host or forwarding headers, which anyone can set. The request's origin only when the config
 * names no usable http(s) URL.
 */
export const siteOrigin = (appUrl: string | undefined, requestOrigin: string): string => {
  try {
    const url = new URL(appUrl ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : requestOrigin;
  } catch {
    return requestOrigin;
  }
};

/**
 * The shop's return policy on a product's offer (spec §9: country NL, a finite window of the config's
 * `returnPolicy.returnDays`, by mail, free), as schema.org's MerchantReturnPolicy. None without a positive window.
 */
export const returnPolicyJsonLd = (returnDays: number | undefined): MerchantReturnPolicy | null =>
  returnDays !== undefined && Number.isInteger(returnDays) && returnDays > 0
    ? {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'NL',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: returnDays,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      }
    : null;

export const breadcrumbJsonLd = (origin: string, list: BreadcrumbItem[]): WithContext<BreadcrumbList> => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: list.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.label,
    item: absoluteUrl(origin, item.slug),
  })),
});

export const websiteJsonLd = (origin: string, name: string): WithContext<WebSite> => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name,
  url: absoluteUrl(origin, '/'),
});

/** The logo's absolute URL, or null when the config names none or one no URL can be made of. */
const logoJsonLd = (origin: string, logoUrl: LogoUrl | undefined): string | null => {
  const src = logoSrcOf(logoUrl);
  if (src === null) return null;
  try {
    return absoluteUrl(origin, src);
  } catch {
    return null;
  }
};

/** What the shop's Organization is made of (spec §3 Site settings). */
export interface OrganizationData {
  name: string;
  logoUrl: LogoUrl | undefined;
  returnDays: number | undefined;
}

/**
 * The shop as an Organization (spec §3 Site settings: organizationName, logoUrl.max, appUrl), with its return
 * policy (spec §9), as search engines read a merchant's policies. Its logo is the largest size, as in the header.
 */
export const organizationJsonLd = (
  origin: string,
  { name, logoUrl, returnDays }: OrganizationData,
): WithContext<Organization> => {
  const returnPolicy = returnPolicyJsonLd(returnDays);
  const logo = logoJsonLd(origin, logoUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: absoluteUrl(origin, '/'),
    ...(logo !== null ? { logo } : {}),
    ...(returnPolicy ? { hasMerchantReturnPolicy: returnPolicy } : {}),
  };
};

/** The title of an error page: the translated one the route helper put in the error's data, or English. */
const errorTitle = (error: unknown): string => {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title: unknown = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
  if (typeof title === 'string') return title;
  return status === 404 ? 'Page not found' : 'Error';
};

/** A page's tags from its SEO data; an error page gets its title and noindex (spec §2). */
export const seoMeta = (seo: SeoData | undefined, error?: unknown): MetaDescriptor[] => {
  if (error !== undefined && error !== null) {
    return [{ title: errorTitle(error) }, { name: 'robots', content: 'noindex' }];
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

/** The tags of a page that search engines leave out (account and checkout pages): its title and noindex. */
export const noindexMeta = (title: string | undefined): MetaDescriptor[] =>
  title === undefined ? [] : [{ title }, { name: 'robots', content: 'noindex' }];
