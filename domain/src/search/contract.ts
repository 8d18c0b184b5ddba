// Search (spec §3 Search result group, §7 POST /api/search).
import * as t from 'io-ts';
import { nullable, success } from '../shared';

export const PriceBadgeValue = t.type(
  {
    prefix: t.string,
    range: t.type({
      min: t.type({ exclVat: t.number, inclVat: t.number }),
      max: t.type({ exclVat: t.number, inclVat: t.number }),
    }),
    discountExclVat: nullable(t.number),
    discountInclVat: nullable(t.number),
  },
  'PriceBadgeValue',
);
export type PriceBadgeValue = t.TypeOf<typeof PriceBadgeValue>;

export const SearchBadge = t.type(
  {
    type: t.keyof({ image: null, text: null, price: null }),
    label: t.string,
    colorClass: t.string,
    image: nullable(t.string),
    price: nullable(PriceBadgeValue),
  },
  'SearchBadge',
);
export type SearchBadge = t.TypeOf<typeof SearchBadge>;

export const SearchItem = t.type(
  {
    id: t.string,
    /** May contain markup (e.g. `<em>` around the matched words); sanitize before showing. */
    title: t.string,
    slug: t.string,
    image: nullable(t.string),
    url: t.string,
    badges: t.array(SearchBadge),
  },
  'SearchItem',
);
export type SearchItem = t.TypeOf<typeof SearchItem>;

export const SearchGroup = t.type({ id: t.string, title: t.string, items: t.array(SearchItem) }, 'SearchGroup');
export type SearchGroup = t.TypeOf<typeof SearchGroup>;

export const SearchRequest = t.exact(t.type({ q: t.string }), 'SearchRequest');
export type SearchRequest = t.TypeOf<typeof SearchRequest>;
export const SearchReply = success(t.array(SearchGroup), 'SearchReply');
export type SearchReply = t.TypeOf<typeof SearchReply>;
