// Rich text from the API (product descriptions, content pages, posts) is untrusted: it is sanitized with
// DOMPurify (the real DOM in the browser; on the server a renewed jsdom window and a cache of answers, see
// app/lib/purify.node.ts) against a small allow-list before render.
import { createSanitizer } from '#purify';
import type { Policy } from '~/lib/purify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'small',
  'sub',
  'sup',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'hr',
  'span',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'lang'];

// DOMPurify lets any data: URI through on images; only raster images belong there (no data:text/html).
const RASTER_DATA_URI = /^data:image\/(?:png|jpe?g|gif|webp|avif);/i;
const sanitizer = createSanitizer((purify) =>
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue) && !RASTER_DATA_URI.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  }),
);

const RICH: Policy = {
  name: 'rich',
  config: { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i },
};
const INLINE: Policy = {
  name: 'inline',
  config: { ALLOWED_TAGS: ['em', 'strong', 'b', 'i', 'mark'], ALLOWED_ATTR: [] },
};

export const sanitizeHtml = (html: string): string => sanitizer.sanitize(html, RICH);

/** Inline markup only (search titles): emphasis survives, everything else becomes text. */
export const sanitizeInline = (html: string): string => sanitizer.sanitize(html, INLINE);

export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
