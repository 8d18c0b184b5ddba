// The browser's half of `#app-css` (web/package.json "imports"): nothing. The server put the stylesheet inline in
// the page's head (`app-css.node.ts`), so the client bundle carries no copy of it.
export const appCss = '';
