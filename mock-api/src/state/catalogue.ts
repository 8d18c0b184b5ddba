// Read-only indexes over the seeded catalogue (categories, products, pages, posts), built once per dataset.
// The catalogue does not change through events: stock and prices are the seeded ones (docs/api.md).
import type { RouteRule } from '@etalage/domain/catalogue';
import type { OptionGroup, OptionItem } from '@etalage/domain/configurator';
import type { Prices } from '@etalage/domain/pricing';
import type { CategoryRecord, ContentPageRecord, Dataset, PostRecord, ProductRecord } from '@etalage/fixtures';

export const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/** The price a shopper pays including VAT, or null without a price (spec §9 'Prijs niet beschikbaar'). */
export const shownInclVat = (prices: Prices | null): number | null =>
  prices === null ? null : (prices.discountInclVat ?? prices.baseInclVat);

/** `/Vloerkleden/` → `/Vloerkleden`, `vloerkleden` → `/vloerkleden`, '' → '/'. */
export const normalizeSlug = (slug: string | undefined): string => {
  const trimmed = (slug ?? '/').trim();
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
};

export class Catalogue {
  readonly products = new Map<string, ProductRecord>();
  readonly categories = new Map<string, CategoryRecord>();
  readonly categoryBySlug = new Map<string, CategoryRecord>();
  /** Children in menu order; the key null holds the top level. */
  readonly children = new Map<string | null, CategoryRecord[]>();
  readonly pageBySlug = new Map<string, ContentPageRecord>();
  readonly pagesById = new Map<string, ContentPageRecord>();
  readonly postsByKind = new Map<'blog' | 'event', PostRecord[]>();
  readonly postBySlug = new Map<string, PostRecord>();
  readonly postsById = new Map<string, PostRecord>();
  /** Option item id → its group and item (ids are unique: they start with the product id). */
  readonly optionItems = new Map<string, { group: OptionGroup; item: OptionItem; productId: string }>();
  private readonly subtreeCache = new Map<string, ProductRecord[]>();
  /** The redirect table by old path (without a trailing slash). */
  readonly routeRules = new Map<string, RouteRule>();

  constructor(readonly dataset: Dataset) {
    for (const rule of dataset.routeRules ?? []) this.routeRules.set(normalizeSlug(rule.path), rule);
    for (const record of dataset.products) {
      this.products.set(record.product.id, record);
      for (const group of record.product.configurator.options)
        for (const item of group.items) this.optionItems.set(item.id, { group, item, productId: record.product.id });
    }
    for (const category of dataset.categories) {
      this.categories.set(category.id, category);
      this.categoryBySlug.set(category.slug, category);
      const siblings = this.children.get(category.parentId) ?? [];
      siblings.push(category);
      this.children.set(category.parentId, siblings);
    }
    for (const siblings of this.children.values()) siblings.sort((a, b) => a.position - b.position);
    for (const page of dataset.pages) {
      this.pageBySlug.set(normalizeSlug(page.slug), page);
      this.pagesById.set(page.id, page);
    }
    for (const record of [...dataset.posts].sort((a, b) => b.post.createdAt.localeCompare(a.post.createdAt))) {
      const list = this.postsByKind.get(record.post.kind) ?? [];
      list.push(record);
      this.postsByKind.set(record.post.kind, list);
      this.postBySlug.set(this.postPath(record), record);
      this.postsById.set(record.post.id, record);
    }
  }

  /** The path of a post page: `/blogs/{slug}` or `/events/{slug}` (a full path in the data is kept). */
  postPath(record: PostRecord): string {
    const slug = record.post.slug;
    if (slug.startsWith('/')) return normalizeSlug(slug);
    return `/${record.post.kind === 'blog' ? 'blogs' : 'events'}/${slug}`;
  }

  /** The products of a category and all its descendants, each once, in data order. */
  subtree(categoryId: string): ProductRecord[] {
    const cached = this.subtreeCache.get(categoryId);
    if (cached) return cached;
    const ids = new Set<string>();
    const walk = (id: string): void => {
      ids.add(id);
      for (const child of this.children.get(id) ?? []) walk(child.id);
    };
    walk(categoryId);
    const products = this.dataset.products.filter((p) => p.categoryIds.some((id) => ids.has(id)));
    this.subtreeCache.set(categoryId, products);
    return products;
  }

  /** The one product of a category subtree that holds exactly one (spec §4: go straight to it). */
  singleProduct(categoryId: string): { id: string; slug: string } | null {
    const products = this.subtree(categoryId);
    return products.length === 1 ? { id: products[0]!.product.id, slug: products[0]!.product.slug } : null;
  }

  /** A readable name for an image path segment (`/media/{kind}/{id}`). */
  label(kind: string, id: string): string | null {
    switch (kind) {
      case 'products':
        return this.products.get(id)?.product.title ?? null;
      case 'categories':
        return this.categories.get(id)?.title ?? null;
      case 'posts':
        return this.postsById.get(id)?.post.pageTitle ?? null;
      case 'options':
        return this.optionItems.get(id)?.item.name ?? null;
      case 'pages':
        return this.pagesById.get(id)?.title ?? null;
      case 'payment':
        for (const list of Object.values(this.dataset.paymentOptions)) {
          const option = list.find((o) => o.id === id);
          if (option) return option.label;
        }
        return null;
      default:
        return null;
    }
  }
}
