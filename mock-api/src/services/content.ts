// POST /api/public/content and /navigation (spec §3 Content page, Filter; §4 Content and catalogue): category
// pages with checkbox facets, the price range, sorting and pagination; home, content pages, post lists and posts.
import type { AppConfig, Sort } from '@etalage/domain/app';
import type {
  CheckboxFilter,
  ContentData,
  ContentReply,
  ContentRequest,
  Filter,
  NavigationItem,
  ProductSummary,
  SubCategory,
} from '@etalage/domain/catalogue';
import type { CategoryRecord, ProductRecord } from '@etalage/fixtures';
import { collator, normalizeSlug, shownInclVat, type Catalogue } from '../state/catalogue';

export const PAGE_SIZE = 24;
export const PRICE_LABEL = 'Prijs';

const summary = (record: ProductRecord): ProductSummary => {
  const { product } = record;
  return {
    productId: product.id,
    id: product.id,
    slug: product.slug,
    title: product.title,
    brand: product.brand,
    image: product.images[0] ?? null,
    prices: product.prices,
    stock: product.stock,
    backorder: product.backorder,
    delivery: product.delivery,
  };
};

const subCategory = (catalogue: Catalogue, category: CategoryRecord): SubCategory => ({
  id: category.id,
  pageTitle: category.title,
  slug: category.slug,
  image: category.image,
  products: catalogue.subtree(category.id).length,
  singleProduct: catalogue.singleProduct(category.id),
});

const comparators: Record<Sort, (a: ProductRecord, b: ProductRecord) => number> = {
  relevance: (a, b) => b.popularity - a.popularity || collator.compare(a.product.title, b.product.title),
  'lowest-price': (a, b) => byPrice(a, b, 1),
  'highest-price': (a, b) => byPrice(a, b, -1),
  'alfabetic-a-z': (a, b) =>
    collator.compare(a.product.title, b.product.title) || a.product.id.localeCompare(b.product.id),
};

/** Products without a price sort last either way. */
function byPrice(a: ProductRecord, b: ProductRecord, direction: 1 | -1): number {
  const pa = shownInclVat(a.product.prices);
  const pb = shownInclVat(b.product.prices);
  if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
  return (pa - pb) * direction || collator.compare(a.product.title, b.product.title);
}

interface Page<T> {
  items: T[];
  page: number;
  totalHits: number;
}

/** 1-based pages of PAGE_SIZE; a page beyond the last answers the last page (docs/api.md). */
const paginate = <T>(items: readonly T[], requested: number): Page<T> => {
  const last = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), last);
  return { items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, totalHits: items.length };
};

const baseData = (id: string, slug: string, pageTitle: string): ContentData => ({
  id,
  parentId: null,
  pageTitle,
  slug,
  displayType: 'other',
  view: 'page',
  edgeToEdge: false,
  descriptions: { short: '', long: '' },
  content: '',
  children: [],
  products: [],
  pagination: { totalHits: 0, limit: PAGE_SIZE, page: 1 },
  breadcrumb: { list: [] },
  seo: { titleTag: pageTitle, descriptionTag: '' },
  posts: [],
  post: null,
});

const HOME_CRUMB = { position: 1, label: 'Home', slug: '/' };

const categoryPage = (
  catalogue: Catalogue,
  category: CategoryRecord,
  request: ContentRequest,
  app: AppConfig,
): ContentReply => {
  const all = catalogue.subtree(category.id);
  const wanted = new Map<string, Set<string>>();
  for (const filter of request.filters ?? []) {
    if (!category.facets.includes(filter.name) || filter.values.length === 0) continue;
    const set = wanted.get(filter.name) ?? new Set<string>();
    for (const value of filter.values) set.add(value);
    wanted.set(filter.name, set);
  }
  const price = request.price;
  const inPrice = (r: ProductRecord): boolean => {
    if (!price) return true;
    const p = shownInclVat(r.product.prices);
    return p !== null && p >= price.min && p <= price.max;
  };
  const matchesFacet = (r: ProductRecord, name: string): boolean => {
    const values = wanted.get(name);
    return !values || (r.facets[name] ?? []).some((v) => values.has(v));
  };
  const matchesAll = (r: ProductRecord, except: string | null): boolean =>
    inPrice(r) && category.facets.every((name) => name === except || matchesFacet(r, name));

  // Facet counts are disjunctive: each facet counts over the products matching every OTHER active filter.
  const checkboxes: CheckboxFilter[] = category.facets.map((name) => {
    const counts = new Map<string, number>();
    for (const r of all) for (const v of r.facets[name] ?? []) if (!counts.has(v)) counts.set(v, 0);
    for (const r of all) {
      if (!matchesAll(r, name)) continue;
      for (const v of new Set(r.facets[name] ?? [])) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const checked = wanted.get(name) ?? new Set<string>();
    const options = [...counts.entries()]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([value, amount]) => ({ value, amount, isChecked: checked.has(value) }));
    return {
      name,
      label: name,
      displayType: 'checkbox',
      visible: options.length > 0,
      expand: checked.size > 0,
      options,
    };
  });
  const prices = all.map((r) => shownInclVat(r.product.prices)).filter((p): p is number => p !== null);
  const range =
    prices.length > 0
      ? { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) }
      : { min: 0, max: 0 };
  const filters: Filter[] = [
    ...checkboxes,
    {
      name: 'price',
      label: PRICE_LABEL,
      displayType: 'priceRange',
      visible: app.filters.displayPriceFilter && prices.length > 0,
      expand: price !== undefined,
      range,
      marks: price ? { min: price.min, max: price.max } : range,
    },
  ];

  const sort = request.sort ?? app.display.sorting.sortBy;
  const matching = all.filter((r) => matchesAll(r, null)).sort(comparators[sort]);
  const page = paginate(matching, request.pageNumber ?? 1);
  const children =
    category.displayType === 'other'
      ? (catalogue.children.get(category.id) ?? []).map((c) => subCategory(catalogue, c))
      : [];
  return {
    status: 'success',
    type: category.displayType === 'other' ? 'category' : 'products',
    data: {
      ...baseData(category.id, category.slug, category.title),
      parentId: category.parentId,
      displayType: category.displayType,
      view: category.displayType === 'other' ? 'category' : 'products',
      descriptions: category.descriptions,
      children,
      products: page.items.map(summary),
      pagination: { totalHits: page.totalHits, limit: PAGE_SIZE, page: page.page },
      breadcrumb: category.breadcrumb,
      seo: category.seo,
    },
    filters,
  };
};

const homePage = (catalogue: Catalogue): ContentReply => {
  const { home } = catalogue.dataset;
  const products = home.featuredProductIds
    .map((id) => catalogue.products.get(id))
    .filter((r): r is ProductRecord => r !== undefined);
  return {
    status: 'success',
    type: 'other',
    data: {
      ...baseData('home', '/', home.title),
      view: 'home',
      children: home.featuredCategoryIds
        .map((id) => catalogue.categories.get(id))
        .filter((c): c is CategoryRecord => c !== undefined)
        .map((c) => subCategory(catalogue, c)),
      products: products.map(summary),
      pagination: { totalHits: products.length, limit: PAGE_SIZE, page: 1 },
      breadcrumb: { list: [HOME_CRUMB] },
      seo: home.seo,
      posts: (catalogue.postsByKind.get('blog') ?? []).slice(0, 3).map((p) => p.post),
    },
    filters: [],
  };
};

const POST_LISTS: Record<string, { kind: 'blog' | 'event'; title: string; description: string }> = {
  '/blogs': {
    kind: 'blog',
    title: 'Blogs',
    description: 'Inspiratie en advies over wonen, vloerkleden en verlichting.',
  },
  '/events': { kind: 'event', title: 'Events', description: 'Workshops, open dagen en beurzen van Etalage.' },
};

/** The answer for a slug, or null when no page has it (404). */
/** The answer to a content request, with the shop's current config (default sort, price filter, name). */
export const contentFor = (catalogue: Catalogue, request: ContentRequest, app: AppConfig): ContentReply | null => {
  const slug = normalizeSlug(request.slug);
  if (slug === '/' || slug === '/home') return homePage(catalogue);
  const category = catalogue.categoryBySlug.get(slug);
  if (category) return categoryPage(catalogue, category, request, app);
  const list = POST_LISTS[slug];
  if (list) {
    const posts = catalogue.postsByKind.get(list.kind) ?? [];
    const page = paginate(posts, request.pageNumber ?? 1);
    return {
      status: 'success',
      type: 'other',
      data: {
        ...baseData(list.kind === 'blog' ? 'blogs' : 'events', slug, list.title),
        view: 'posts',
        descriptions: { short: list.description, long: '' },
        pagination: { totalHits: page.totalHits, limit: PAGE_SIZE, page: page.page },
        breadcrumb: { list: [HOME_CRUMB, { position: 2, label: list.title, slug }] },
        seo: {
          titleTag: `${list.title} | ${app.organizationName}`,
          descriptionTag: list.description,
        },
        posts: page.items.map((p) => p.post),
      },
      filters: [],
    };
  }
  const post = catalogue.postBySlug.get(slug);
  if (post) {
    const listSlug = post.post.kind === 'blog' ? '/blogs' : '/events';
    const listTitle = POST_LISTS[listSlug]!.title;
    return {
      status: 'success',
      type: 'other',
      data: {
        ...baseData(post.post.id, slug, post.post.pageTitle),
        parentId: listSlug.slice(1),
        view: 'post',
        descriptions: { short: post.post.seo.descriptionTag, long: '' },
        content: post.html,
        breadcrumb: {
          list: [
            HOME_CRUMB,
            { position: 2, label: listTitle, slug: listSlug },
            { position: 3, label: post.post.pageTitle, slug },
          ],
        },
        seo: {
          titleTag: `${post.post.pageTitle} | ${app.organizationName}`,
          descriptionTag: post.post.seo.descriptionTag,
        },
        post: post.post,
      },
      filters: [],
    };
  }
  const page = catalogue.pageBySlug.get(slug);
  if (page) {
    return {
      status: 'success',
      type: 'other',
      data: {
        ...baseData(page.id, slug, page.title),
        view: 'page',
        descriptions: { short: page.seo.descriptionTag, long: '' },
        content: page.html,
        breadcrumb: page.breadcrumb,
        seo: page.seo,
      },
      filters: [],
    };
  }
  return null;
};

/** A stable cache key of a content request (filter and value order does not matter). */
export const contentKey = (request: ContentRequest): string =>
  JSON.stringify([
    normalizeSlug(request.slug),
    request.pageNumber ?? 1,
    request.sort ?? null,
    (request.filters ?? [])
      .filter((f) => f.values.length > 0)
      .map((f) => [f.name, [...new Set(f.values)].sort()])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
    request.price ? [request.price.min, request.price.max] : null,
  ]);

/** POST /api/public/navigation: children of parentId (the top level when null); expanded fully or down to currentId. */
export const navigation = (
  catalogue: Catalogue,
  request: { parentId?: string | null; currentId?: string | null; expand?: boolean },
): NavigationItem[] => {
  const trail = new Set<string>();
  for (let id = request.currentId ?? null; id !== null;) {
    trail.add(id);
    id = catalogue.categories.get(id)?.parentId ?? null;
  }
  const build = (parentId: string | null): NavigationItem[] =>
    (catalogue.children.get(parentId) ?? []).map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      parentId: c.parentId,
      products: catalogue.subtree(c.id).length,
      singleProduct: catalogue.singleProduct(c.id),
      children: request.expand === true || trail.has(c.id) ? build(c.id) : [],
    }));
  return build(request.parentId ?? null);
};
