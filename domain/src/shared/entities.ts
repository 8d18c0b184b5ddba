// Entity codecs used by more than one model: images, stock, breadcrumbs, SEO fields and posts.
import * as t from 'io-ts';
import { nullable } from './codec';

export const ImageSizes = t.type({ max: t.string, medium: t.string, large: t.string }, 'ImageSizes');
export type ImageSizes = t.TypeOf<typeof ImageSizes>;

/** Spec §3 Product images: id, imageSrc with max/medium/large sizes, imageAlt. */
export const Image = t.type({ id: t.string, imageSrc: ImageSizes, imageAlt: t.string }, 'Image');
export type Image = t.TypeOf<typeof Image>;

/** Spec §3 Product stock. Orderable if not managed, open quantity above 0, or backorder allowed (§4). */
export const Stock = t.type(
  { openQuantity: t.number, isManaged: t.boolean, isPermanentlyOutOfStock: t.boolean },
  'Stock',
);
export type Stock = t.TypeOf<typeof Stock>;

export const BreadcrumbItem = t.type({ position: t.number, label: t.string, slug: t.string }, 'BreadcrumbItem');
export type BreadcrumbItem = t.TypeOf<typeof BreadcrumbItem>;

/** Spec §3 Content page breadcrumb: a list of crumbs, first is the shop root. */
export const Breadcrumb = t.type({ list: t.array(BreadcrumbItem) }, 'Breadcrumb');
export type Breadcrumb = t.TypeOf<typeof Breadcrumb>;

export const Seo = t.type({ titleTag: t.string, descriptionTag: t.string }, 'Seo');
export type Seo = t.TypeOf<typeof Seo>;

export const PostKind = t.keyof({ blog: null, event: null }, 'PostKind');
export type PostKind = t.TypeOf<typeof PostKind>;

/** Spec §3 Post: pageTitle, createdAt, slug, images (variations.max), seo.descriptionTag. */
export const Post = t.type(
  {
    id: t.string,
    kind: PostKind,
    pageTitle: t.string,
    createdAt: t.string,
    slug: t.string,
    images: t.type({ variations: t.type({ max: t.string, medium: t.string }), alt: t.string }),
    seo: t.type({ descriptionTag: t.string }),
    /** Event posts carry the date of the event itself (ISO 8601). */
    eventDate: nullable(t.string),
  },
  'Post',
);
export type Post = t.TypeOf<typeof Post>;
