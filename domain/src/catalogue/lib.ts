// Catalogue rules (spec §2 routes and filter segments, §4 Content and catalogue, §9): the catalogue URL
// (slug + one segment per active filter + ?page), pagination, breadcrumb back and the single-product redirect.
// Editing filters and their labels are in ./filter-rules, loaded with the catalogue's filters. Pure; no I/O.
import type { Breadcrumb, BreadcrumbItem } from '../shared';
import type { ContentReply, PriceRange } from './contract';

/** One active checkbox filter: the facet name and its chosen values, in the order chosen. */
export interface ActiveFilter {
  name: string;
  values: string[];
}

/** What a catalogue URL says. `slug` is the page path without filter segments ('/' for the root). */
export interface ParsedCatalogPath {
  slug: string;
  filters: ActiveFilter[];
  price: PriceRange | null;
  /** 1-based; 1 when absent or invalid. */
  page: number;
}

/** The reserved facet name of the price filter segment (`price:10-200`). */
export const PRICE_FILTER_NAME = 'price';

/** Decodes a URL component, keeping malformed escapes ('%E0', '100%') as they are instead of throwing. */
const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const AMOUNT = /^\d+(?:\.\d+)?$/;

const parsePrice = (text: string): PriceRange | null => {
  const dash = text.indexOf('-');
  if (dash < 0) return null;
  const [minText, maxText] = [text.slice(0, dash), text.slice(dash + 1)];
  if (!AMOUNT.test(minText) || !AMOUNT.test(maxText)) return null;
  const [min, max] = [Number(minText), Number(maxText)];
  return min <= max ? { min, max } : { min: max, max: min };
};

const parsePage = (search: string): number => {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/**
 * Reads a catalogue URL (spec §2). Path segments holding ':' are filter segments `name:v1,v2` (name and values
 * URL-encoded) or `price:min-max`; the others form the slug. Lenient, because URLs come from anywhere: empty
 * values and valueless groups are dropped, a repeated group is merged, duplicate values are kept once, a
 * malformed price segment is ignored, and a reversed price range is put in order.
 */
export const parseCatalogPath = (pathname: string, search: string): ParsedCatalogPath => {
  const slugSegments: string[] = [];
  const filters: ActiveFilter[] = [];
  let price: PriceRange | null = null;
  for (const segment of pathname.split('/')) {
    if (segment === '') continue;
    const colon = segment.indexOf(':');
    if (colon < 0) {
      slugSegments.push(safeDecode(segment));
      continue;
    }
    const name = safeDecode(segment.slice(0, colon));
    const rest = segment.slice(colon + 1);
    if (name === PRICE_FILTER_NAME) {
      price = parsePrice(rest) ?? price;
      continue;
    }
    const values = rest
      .split(',')
      .filter((value) => value !== '')
      .map(safeDecode);
    if (name === '' || values.length === 0) continue;
    const group = filters.find((filter) => filter.name === name);
    const target = group ?? { name, values: [] };
    for (const value of values) if (!target.values.includes(value)) target.values.push(value);
    if (!group) filters.push(target);
  }
  return { slug: `/${slugSegments.join('/')}`, filters, price, page: parsePage(search) };
};

/**
 * Spec §2 page validation: what makes a catalogue URL name a page that does not exist, so it answers the 404
 * page instead of a page quietly showing something else. Read from the URL alone: a malformed price segment
 * (`price:abc`), a page number that is not a whole number from 1 (`?page=0`, `?page=abc`). Read against the
 * content answer (category and product-list pages): a filter name the page has no facet for, a value its facet
 * does not offer (facets list every value, with 0 hits too), a page number past the last page.
 */
export const catalogPageProblems = (pathname: string, search: string, reply: ContentReply): string[] => {
  const problems: string[] = [];
  for (const segment of pathname.split('/')) {
    const colon = segment.indexOf(':');
    if (colon < 0 || safeDecode(segment.slice(0, colon)) !== PRICE_FILTER_NAME) continue;
    if (parsePrice(segment.slice(colon + 1)) === null) problems.push(`malformed price segment '${segment}'`);
  }
  const rawPage = new URLSearchParams(search).get('page');
  if (rawPage !== null && (!/^\d+$/.test(rawPage.trim()) || Number(rawPage.trim()) < 1)) {
    problems.push(`malformed page number '${rawPage}'`);
  }
  const { view, pagination } = reply.data;
  if (view !== 'category' && view !== 'products') return problems;
  const parsed = parseCatalogPath(pathname, search);
  for (const active of parsed.filters) {
    const facet = reply.filters.find((filter) => filter.name === active.name);
    if (!facet || facet.displayType !== 'checkbox') {
      problems.push(`unknown filter '${active.name}'`);
      continue;
    }
    for (const value of active.values) {
      if (!facet.options.some((option) => option.value === value)) {
        problems.push(`unknown value '${value}' of filter '${active.name}'`);
      }
    }
  }
  const lastPage = Math.max(1, Math.ceil(pagination.totalHits / Math.max(1, pagination.limit)));
  if (parsed.page > lastPage) problems.push(`page ${parsed.page} past the last page ${lastPage}`);
  return problems;
};

/**
 * Writes a catalogue URL: the slug, then one segment per filter in the order given (values in the order given),
 * then the price segment, then `?page=N` unless N is 1. The inverse of `parseCatalogPath` for normalized input.
 */
export const buildCatalogPath = ({ slug, filters, price, page }: ParsedCatalogPath): string => {
  const segments = slug
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent);
  for (const { name, values } of filters) {
    const kept = values.filter((value) => value !== '');
    if (name === '' || kept.length === 0) continue;
    segments.push(`${encodeURIComponent(name)}:${kept.map(encodeURIComponent).join(',')}`);
  }
  if (price) segments.push(`${PRICE_FILTER_NAME}:${price.min}-${price.max}`);
  const path = `/${segments.join('/')}`;
  return page > 1 ? `${path}?page=${page}` : path;
};

/** The path of a product page (spec §2 /product/{id}/{slug...}); slug segments are kept, each encoded. */
export const productPath = (id: string, slug: string): string => {
  const slugPath = slug
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
  return `/product/${encodeURIComponent(id)}${slugPath ? `/${slugPath}` : ''}`;
};

// ---------------------------------------------------------------------------------------------------
// Filters

export const hasActiveFilters = ({ filters, price }: Pick<ParsedCatalogPath, 'filters' | 'price'>): boolean =>
  filters.length > 0 || price !== null;

// ---------------------------------------------------------------------------------------------------
// Pagination, facets, breadcrumb, single-product redirect

/** Spec §9: total pages = ceil(totalHits / limit); 0 without hits or without a valid limit. */
export const totalPages = (totalHits: number, limit: number): number =>
  totalHits > 0 && limit > 0 ? Math.ceil(totalHits / limit) : 0;

/** Spec §4: breadcrumb back goes to the second-last crumb, or '/' when there is only one (or none). */
export const breadcrumbBack = (breadcrumb: Breadcrumb | readonly BreadcrumbItem[]): string => {
  const list = 'list' in breadcrumb ? breadcrumb.list : breadcrumb;
  return list.length >= 2 ? (list[list.length - 2]?.slug ?? '/') : '/';
};

/**
 * Spec §4: where a list with exactly one product sends the shopper (302, replace), or null.
 * - a product list (`type: 'products'`) with exactly one product;
 * - a category that is not `only_products` with exactly one product (its listing holds its descendants'
 *   products), or with no listed products and exactly one sub-category with products, holding one product.
 * Only the unfiltered first page counts: with active filters or on a later page a single hit is just a
 * result, and redirecting would make the filter impossible to undo.
 * Links use the product's `productId` (as cart lines do).
 */
export const singleProductTarget = (
  reply: ContentReply,
  { hasActiveFilters }: { hasActiveFilters: boolean },
): string | null => {
  const { data } = reply;
  if (hasActiveFilters || data.pagination.page > 1) return null;
  const only = data.products.length === 1 && data.pagination.totalHits <= 1 ? data.products[0] : undefined;
  if (reply.type === 'products') return only ? productPath(only.productId, only.slug) : null;
  if (reply.type !== 'category' || data.displayType === 'only_products') return null;
  if (only) return productPath(only.productId, only.slug);
  if (data.products.length > 0) return null;
  const withProducts = data.children.filter((child) => child.products > 0);
  const child = withProducts.length === 1 ? withProducts[0] : undefined;
  return child && child.products === 1 && child.singleProduct
    ? productPath(child.singleProduct.id, child.singleProduct.slug)
    : null;
};
