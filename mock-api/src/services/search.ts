// POST /api/search (spec §3 Search result group): products, categories and inspiration (pages and posts) matched
// by word prefixes, titles highlighted with <em>. Titles are HTML: plain titles are escaped first, and one
// deliberately hostile entry keeps raw markup so the storefront's sanitizer is exercised (docs/api.md).
import { stockStatus, type StockStatus } from '@etalage/domain/product';
import { type SearchBadge, type SearchGroup, type SearchItem } from '@etalage/domain/search';
import { type Stock } from '@etalage/domain/shared';
import type { ProductRecord } from '@etalage/fixtures';
import type { Catalogue } from '../state/catalogue';

const LIMITS = { products: 8, categories: 5, inspiration: 5 };

/** Lower case without accents: `Café` and `cafe` match. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const words = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Wraps the start of each word matching a query token in <em>, only in text between tags (so markup in a title
 * is never split).
 */
export const highlight = (html: string, tokens: readonly string[]): string =>
  html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) return part;
      return part.replace(/[\p{L}\p{N}]+/gu, (word) => {
        const folded = fold(word);
        const token = tokens.filter((t) => folded.startsWith(t)).sort((a, b) => b.length - a.length)[0];
        if (!token) return word;
        // Folding can change length (ligatures are rare in Dutch); fall back to the whole word then.
        const cut = fold(word.slice(0, token.length)) === token ? token.length : word.length;
        return `<em>${word.slice(0, cut)}</em>${word.slice(cut)}`;
      });
    })
    .join('');

interface Entry {
  id: string;
  /** HTML of the title (escaped text, or deliberate markup). */
  titleHtml: string;
  slug: string;
  url: string;
  image: string | null;
  words: string[];
  rank: number;
  badges: SearchBadge[];
}

/** The hostile search entry: raw markup in a title, linking to the page that holds unsafe HTML. */
export const UNSAFE_SEARCH_TITLE = `Over ons <img src=x onerror="window.__etalageXss='search'">`;

const textBadge = (label: string, colorClass: string): SearchBadge => ({
  type: 'text',
  label,
  colorClass,
  image: null,
  price: null,
});

/** The stock badge of a product: the domain's stock status, in the Dutch words of the search results. */
const stockBadge = (stock: Stock, status: StockStatus): SearchBadge => {
  switch (status) {
    case 'inStock':
      return textBadge('Op voorraad', 'badge-success');
    case 'lowStock':
      return textBadge(`Nog ${stock.openQuantity} op voorraad`, 'badge-warning');
    case 'backorder':
      return textBadge('Nabestelbaar', 'badge-warning');
    case 'outOfStock':
    case 'permanentlyOutOfStock':
      return textBadge('Uitverkocht', 'badge-danger');
  }
};

const slugify = (text: string): string =>
  fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export class SearchIndex {
  private readonly products: Entry[] = [];
  private readonly categories: Entry[] = [];
  private readonly inspiration: Entry[] = [];

  constructor(private readonly catalogue: Catalogue) {
    const threshold = catalogue.dataset.app.stock.lowStockThreshold;
    for (const record of catalogue.dataset.products) this.products.push(this.productEntry(record, threshold));
    this.products.sort((a, b) => b.rank - a.rank);
    for (const category of catalogue.dataset.categories) {
      const count = catalogue.subtree(category.id).length;
      this.categories.push({
        id: category.id,
        titleHtml: escapeHtml(category.title),
        slug: category.slug,
        url: category.slug,
        image: category.image?.imageSrc.medium ?? null,
        words: words(category.title),
        rank: count,
        badges: [textBadge(`${count} ${count === 1 ? 'product' : 'producten'}`, 'badge-neutral')],
      });
    }
    this.categories.sort((a, b) => b.rank - a.rank);
    const posts = catalogue.dataset.posts.map((p): Entry => ({
      id: p.post.id,
      titleHtml: escapeHtml(p.post.pageTitle),
      slug: catalogue.postPath(p),
      url: catalogue.postPath(p),
      image: p.post.images.variations.medium,
      words: words(`${p.post.pageTitle} ${p.post.seo.descriptionTag}`),
      rank: Date.parse(p.post.createdAt) || 0,
      badges: [textBadge(p.post.kind === 'blog' ? 'Blog' : 'Event', 'badge-info')],
    }));
    const pages = catalogue.dataset.pages.map((p): Entry => ({
      id: p.id,
      titleHtml: escapeHtml(p.title),
      slug: p.slug,
      url: p.slug,
      image: null,
      words: words(p.title),
      rank: 0,
      badges: [textBadge('Pagina', 'badge-neutral')],
    }));
    const unsafe = catalogue.dataset.pages.find((p) => p.slug === '/over-ons') ?? catalogue.dataset.pages[0];
    if (unsafe) {
      pages.push({
        id: `${unsafe.id}-search`,
        titleHtml: UNSAFE_SEARCH_TITLE,
        slug: unsafe.slug,
        url: unsafe.slug,
        image: null,
        words: words(`over ons etalage winkel ${unsafe.title}`),
        rank: -1,
        badges: [textBadge('Pagina', 'badge-neutral')],
      });
    }
    this.inspiration.push(...posts.sort((a, b) => b.rank - a.rank), ...pages);
  }

  private productEntry(record: ProductRecord, lowStock: number): Entry {
    const { product } = record;
    const badges: SearchBadge[] = [];
    const siblings = product.configurator.variations
      .flatMap((g) => g.items.map((i) => i.productId))
      .map((id) => this.catalogue.products.get(id)?.product.prices ?? null);
    const priced = [product.prices, ...siblings].filter((p) => p !== null);
    if (product.prices && priced.length > 0) {
      // The range is of regular prices over the product and its variations; the product's own discounted price
      // comes beside it. A made-to-measure price depends on the size chosen, so it is a 'vanaf' price.
      const byIncl = [...priced].sort((a, b) => a.baseInclVat - b.baseInclVat);
      const min = byIncl[0]!;
      const max = byIncl[byIncl.length - 1]!;
      badges.push({
        type: 'price',
        label: 'Prijs',
        colorClass: 'badge-price',
        image: null,
        price: {
          prefix: product.type === 'made_to_measure' ? 'vanaf' : '',
          range: {
            min: { exclVat: min.baseExclVat, inclVat: min.baseInclVat },
            max: { exclVat: max.baseExclVat, inclVat: max.baseInclVat },
          },
          discountExclVat: product.prices.discountExclVat,
          discountInclVat: product.prices.discountInclVat,
        },
      });
    }
    badges.push(
      stockBadge(product.stock, stockStatus(product.stock, product.backorder, { lowStockThreshold: lowStock })),
    );
    if (product.brand) {
      badges.push({
        type: 'image',
        label: product.brand,
        colorClass: 'badge-brand',
        image: `/media/brands/${slugify(product.brand)}.svg?size=icon`,
        price: null,
      });
    }
    return {
      id: product.id,
      titleHtml: escapeHtml(product.title),
      slug: product.slug,
      url: `/product/${product.id}/${product.slug}`,
      image: product.images[0]?.imageSrc.medium ?? null,
      words: words(`${product.title} ${product.brand ?? ''}`),
      rank: record.popularity,
      badges,
    };
  }

  search(q: string): SearchGroup[] {
    const tokens = [...new Set(words(q.slice(0, 200)))].slice(0, 8);
    if (tokens.length === 0) return [];
    const matches = (entry: Entry) => tokens.every((t) => entry.words.some((w) => w.startsWith(t)));
    const take = (entries: Entry[], limit: number): SearchItem[] => {
      const out: SearchItem[] = [];
      for (const entry of entries) {
        if (!matches(entry)) continue;
        out.push({
          id: entry.id,
          title: highlight(entry.titleHtml, tokens),
          slug: entry.slug,
          image: entry.image,
          url: entry.url,
          badges: entry.badges,
        });
        if (out.length >= limit) break;
      }
      return out;
    };
    const groups: SearchGroup[] = [
      { id: 'products', title: 'Producten', items: take(this.products, LIMITS.products) },
      { id: 'categories', title: 'Categorieën', items: take(this.categories, LIMITS.categories) },
      { id: 'inspiration', title: 'Inspiratie', items: take(this.inspiration, LIMITS.inspiration) },
    ];
    return groups.filter((g) => g.items.length > 0);
  }
}
