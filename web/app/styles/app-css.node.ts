// The storefront's whole stylesheet, for the server to put inline in every page's head (issue 8, "First paint
// and LCP": no render-blocking stylesheet; docs/performance.md "The first paint"). Vite compiles and minifies it into
// the server bundle. The browser's half (`app-css.browser.ts`) is empty: the page already holds the styles, and
// React leaves the markup of an element whose `__html` it never changes.
//
// React renders a short mark in the style element, and the document's bytes take the stylesheet in its place
// (`withAppCss`, app/server/render-document.ts): the stylesheet is a third of a page's bytes, and written by
// React it was encoded, decoded for the head's last rewrite and encoded again on every render
// (docs/performance.md "The server").
import css from './app.css?inline';

/** What the render writes in the style element. */
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
