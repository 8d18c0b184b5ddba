// The product call (spec §3 Product, §7 POST /api/public/products/{id}).
import * as t from 'io-ts';
import { nullable, success, Breadcrumb, Image, Seo, Stock } from '../shared';
import { Prices } from '../pricing/contract';
import { OptionGroup, VariationGroup } from '../configurator/contract';

export const ProductType = t.keyof(
  { simple: null, variation: null, configurable: null, made_to_measure: null },
  'ProductType',
);
export type ProductType = t.TypeOf<typeof ProductType>;

export const Specification = t.type({ name: t.string, options: t.array(t.string) }, 'Specification');
export type Specification = t.TypeOf<typeof Specification>;

export const Product = t.type(
  {
    id: t.string,
    type: ProductType,
    slug: t.string,
    title: t.string,
    productTitle: t.string,
    /** `meta`: plain text for search engines; `description`: short rich text; `long`: full rich text. */
    descriptions: t.type({ meta: t.string, long: t.string, description: t.string }),
    prices: nullable(Prices),
    images: t.array(Image),
    stock: Stock,
    backorder: t.boolean,
    /** Grams per unit. */
    weight: t.number,
    breadcrumb: Breadcrumb,
    mpn: t.string,
    brand: nullable(t.string),
    specifications: t.array(Specification),
    delivery: t.type({ totalDays: t.number }),
    configurator: t.type({ variations: t.array(VariationGroup), options: t.array(OptionGroup) }),
    seo: Seo,
  },
  'Product',
);
export type Product = t.TypeOf<typeof Product>;

export const ProductRequest = t.exact(t.partial({ slug: t.string }), 'ProductRequest');
export type ProductRequest = t.TypeOf<typeof ProductRequest>;
export const ProductReply = success(Product, 'ProductReply');
export type ProductReply = t.TypeOf<typeof ProductReply>;
