// The storefront's whole stylesheet as text, for the server to put inline in every page's head (issue 8, "First
// paint and LCP": no render-blocking stylesheet; docs/performance.md "First paint"). Vite compiles and minifies
// it into the server bundle. The browser's half (`app-css.browser.ts`) is empty: the page already holds the
// styles, and React leaves the markup of an element whose `__html` it never changes.
import css from './app.css?inline';

export const appCss: string = css;
