// Content and catalogue calls (spec §3 Content page, Filter; §7 POST /api/public/content and /navigation).
import * as t from 'io-ts';
import { NonEmptyString, PositiveInt, nullable, success, Breadcrumb, Image, Post, Seo, Stock } from '../shared';
import { Prices } from '../pricing/contract';
import { Sort } from '../app/contract';

export const ContentType = t.keyof({ category: null, products: null, other: null }, 'ContentType');
export type ContentType = t.TypeOf<typeof ContentType>;

/** How the page is drawn: a category or product grid, a rich content page, a post list or one post, or home. */
export const ContentView = t.keyof(
  { home: null, category: null, products: null, page: null, posts: null, post: null },
  'ContentView',
);
export type ContentView = t.TypeOf<typeof ContentView>;

/** A product as listed in a grid: enough to draw a card and its price. */
export const ProductSummary = t.type(
  {
    productId: t.string,
    id: t.string,
    slug: t.string,
    title: t.string,
    brand: nullable(t.string),
    image: nullable(Image),
    prices: nullable(Prices),
    stock: Stock,
    backorder: t.boolean,
    delivery: t.type({ totalDays: t.number }),
  },
  'ProductSummary',
);
export type ProductSummary = t.TypeOf<typeof ProductSummary>;

/** A link to the one product of a category: choosing such a category goes straight to it (spec §4). */
export const ProductRef = t.type({ id: t.string, slug: t.string }, 'ProductRef');
export type ProductRef = t.TypeOf<typeof ProductRef>;

export const SubCategory = t.type(
  {
    id: t.string,
    pageTitle: t.string,
    slug: t.string,
    image: nullable(Image),
    products: t.number,
    singleProduct: nullable(ProductRef),
  },
  'SubCategory',
);
export type SubCategory = t.TypeOf<typeof SubCategory>;

export const FilterOption = t.type({ value: t.string, amount: t.number, isChecked: t.boolean }, 'FilterOption');
export type FilterOption = t.TypeOf<typeof FilterOption>;

export const CheckboxFilter = t.type(
  {
    name: t.string,
    label: t.string,
    displayType: t.literal('checkbox'),
    visible: t.boolean,
    /** Open when the page loads (the server opens the facet that holds checked options). */
    expand: t.boolean,
    options: t.array(FilterOption),
  },
  'CheckboxFilter',
);
export type CheckboxFilter = t.TypeOf<typeof CheckboxFilter>;

export const PriceRange = t.type({ min: t.number, max: t.number }, 'PriceRange');
export type PriceRange = t.TypeOf<typeof PriceRange>;

export const PriceRangeFilter = t.type(
  {
    name: t.literal('price'),
    label: t.string,
    displayType: t.literal('priceRange'),
    visible: t.boolean,
    expand: t.boolean,
    /** The bounds of the slider: the lowest and highest price in the category, whole euros. */
    range: PriceRange,
    /** The chosen values; equal to `range` when no price filter is active. */
    marks: PriceRange,
  },
  'PriceRangeFilter',
);
export type PriceRangeFilter = t.TypeOf<typeof PriceRangeFilter>;

export const Filter = t.union([CheckboxFilter, PriceRangeFilter], 'Filter');
export type Filter = t.TypeOf<typeof Filter>;

export const Pagination = t.type({ totalHits: t.number, limit: t.number, page: t.number }, 'Pagination');
export type Pagination = t.TypeOf<typeof Pagination>;

export const ContentData = t.type(
  {
    id: t.string,
    parentId: nullable(t.string),
    pageTitle: t.string,
    slug: t.string,
    displayType: t.keyof({ only_products: null, other: null }),
    view: ContentView,
    edgeToEdge: t.boolean,
    descriptions: t.type({ short: t.string, long: t.string }),
    /** Rich text (HTML) of content pages and posts; sanitized before it is shown. */
    content: t.string,
    children: t.array(SubCategory),
    products: t.array(ProductSummary),
    pagination: Pagination,
    breadcrumb: Breadcrumb,
    seo: Seo,
    posts: t.array(Post),
    post: nullable(Post),
  },
  'ContentData',
);
export type ContentData = t.TypeOf<typeof ContentData>;

/** One active checkbox filter as sent to the API: the facet name and its chosen values. */
export const FilterInput = t.exact(t.type({ name: NonEmptyString, values: t.array(t.string) }), 'FilterInput');
export type FilterInput = t.TypeOf<typeof FilterInput>;

/**
 * POST /api/public/content. `slug` is the page path without filter segments (default `/`);
 * `filters` and `price` are the active filters parsed from the path; `pageNumber` is 1-based.
 */
export const ContentRequest = t.exact(
  t.partial({
    slug: t.string,
    pageNumber: PositiveInt,
    sort: Sort,
    filters: t.array(FilterInput),
    price: PriceRange,
  }),
  'ContentRequest',
);
export type ContentRequest = t.TypeOf<typeof ContentRequest>;

export const ContentReply = t.type(
  { status: t.literal('success'), type: ContentType, data: ContentData, filters: t.array(Filter) },
  'ContentReply',
);
export type ContentReply = t.TypeOf<typeof ContentReply>;

export interface NavigationItem {
  id: string;
  title: string;
  slug: string;
  parentId: string | null;
  products: number;
  singleProduct: ProductRef | null;
  children: NavigationItem[];
}
export const NavigationItem: t.Type<NavigationItem> = t.recursion('NavigationItem', () =>
  t.type({
    id: t.string,
    title: t.string,
    slug: t.string,
    parentId: nullable(t.string),
    products: t.number,
    singleProduct: nullable(ProductRef),
    children: t.array(NavigationItem),
  }),
);

/** POST /api/public/navigation: the category tree under `parentId` (root when null), expanded to `currentId`. */
export const NavigationRequest = t.exact(
  t.partial({ parentId: nullable(t.string), currentId: nullable(t.string), expand: t.boolean }),
  'NavigationRequest',
);
export type NavigationRequest = t.TypeOf<typeof NavigationRequest>;
export const NavigationReply = success(t.array(NavigationItem), 'NavigationReply');
export type NavigationReply = t.TypeOf<typeof NavigationReply>;

/** POST /api/public/route-rules: the redirect table's entry for a path the catalogue does not know (spec §2). */
export const RouteRuleRequest = t.exact(t.type({ path: NonEmptyString }), 'RouteRuleRequest');
export type RouteRuleRequest = t.TypeOf<typeof RouteRuleRequest>;
/** `target` is a path of this site (answered with 301) or an absolute URL (the shopper leaves the site). */
export const RouteRule = t.type({ path: t.string, target: t.string }, 'RouteRule');
export type RouteRule = t.TypeOf<typeof RouteRule>;
export const RouteRuleReply = success(RouteRule, 'RouteRuleReply');
export type RouteRuleReply = t.TypeOf<typeof RouteRuleReply>;
