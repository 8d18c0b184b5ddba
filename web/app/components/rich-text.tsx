// Rich text from the API is untrusted: sanitized with DOMPurify against a small allow-list before render
// (docs/shell.md "Untrusted markup"). Server-rendered text hydrates as it is; a client navigation loads the
// sanitizer beside its data (`richTextReady`), and a text that changes before it is there never shows unsanitized.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createSanitizer } from '#purify';
import type { Policy } from '~/lib/purify';
import { $contentLanguage } from '@etalage/domain/app';
import { useUnit } from '~/effector/use-unit';

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

/** The clean markup; null in the browser until the sanitizer has loaded. */
export const sanitizeHtml = (html: string): string | null => sanitizer.sanitize(html, RICH);

/** Inline markup only (search titles): emphasis survives, everything else becomes text. */
export const sanitizeInline = (html: string): string | null => sanitizer.sanitize(html, INLINE);

/** Loads the browser's sanitizer (once); the server's is always there. */
export const richTextReady = (): Promise<void> => sanitizer.ready();

const noSubscription = () => () => undefined;

export function RichText({ html, className }: { html: string; className?: string }) {
  // False on the server and while hydrating, true for every render after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The text this element was hydrated with: its clean markup is in the DOM already.
  const hydratedWith = useRef<string | null>(hydrated ? null : html);
  const [, sanitizerLoaded] = useState(0);
  const clean = sanitizeHtml(html);
  const waiting = clean === null && html !== hydratedWith.current;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    void richTextReady().then(() => {
      if (live) sanitizerLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [waiting, html]);
  const classes = className ?? 'rich-text';
  // The shop's own text in its own language (languages.html), where the page is in another.
  const lang = useUnit($contentLanguage) ?? undefined;
  if (clean === null) {
    // An __html React did not change leaves the DOM's markup alone: the hydrated text stays as the server sent it.
    return (
      <div
        key={waiting ? 'waiting' : 'hydrated'}
        className={classes}
        lang={lang}
        aria-busy={waiting || undefined}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <div key="clean" className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
