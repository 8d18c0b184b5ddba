// The storefront's whole stylesheet, inline in every page's head so the first paint waits for no request
// (docs/performance.md "The first paint"). The browser's half (`app-css.browser.ts`) is empty: the page holds the
// styles, and React leaves the markup of an element whose `__html` it never changes.
import css from './app.css?inline';

/**
 * What the render writes in the style element; the document's bytes take the stylesheet in its place
 * (`withAppCss`), so React does not encode it, nor the head's last rewrite decode it, on every render.
 */
export const appCss = '/*etalage:app.css*/';

// With the element's edges: `>` and `<` in the head's text and attributes are escaped by React, so only the
// style element can hold these bytes.
const SLOT = Buffer.from(`>${appCss}</style>`);
/** The style element's bytes from the end of its start tag on, as every document carries them. */
export const appCssBytes = Buffer.from(`>${css}</style>`);

/** The document with the stylesheet in its style element (unchanged when it has none). */
export const withAppCss = (doc: Buffer): Buffer => {
  const at = doc.indexOf(SLOT);
  return at < 0 ? doc : Buffer.concat([doc.subarray(0, at), appCssBytes, doc.subarray(at + SLOT.length)]);
};
