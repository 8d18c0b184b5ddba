// The document's last rewrite before it is sent (entry.server.tsx): the page's modules start after the first
// view's images, so its scripts do not hold up its largest paint (docs/decisions/scripts-after-first-view.md).
// web/test/document.test.ts checks the form of React Router's `<Scripts>` output this rewrite expects.

/** How long the scripts wait at most for the first view's images (a slow line, a large photo). */
export const FIRST_VIEW_WAIT_MS = 1000;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/gi;
const PRELOAD_HREF = /\shref="([^"]+)"/;
const ROUTER_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\\]+");$/gm;
const ANY_IMPORT_LINE = /^\s*import\s/gm;

/**
 * Preloads added per task (each task ends with a zero timeout): starting a module's fetch costs the main thread
 * time, and all of a page's preloads in one task would make a long task.
 */
const PRELOADS_PER_TASK = 10;

/** The wait for the first view, then the preloads: the start of the rewritten module script. */
const firstViewThenPreload = (hrefs: string[]): string =>
  `await new Promise((go) => {
  const images = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((image) => !image.complete);
  let left = images.length;
  let painted = false;
  const paint = () => {
    if (painted) return;
    painted = true;
    requestAnimationFrame(() => setTimeout(go));
    setTimeout(go, 100);
  };
  const one = () => --left > 0 || paint();
  for (const image of images) {
    image.addEventListener('load', one, { once: true });
    image.addEventListener('error', one, { once: true });
  }
  if (left === 0) paint();
  setTimeout(paint, ${FIRST_VIEW_WAIT_MS});
});
const preloads = ${JSON.stringify(hrefs).replace(/</g, '\\u003c')};
for (let at = 0; at < preloads.length; at += ${PRELOADS_PER_TASK}) {
  for (const href of preloads.slice(at, at + ${PRELOADS_PER_TASK})) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await new Promise((next) => setTimeout(next));
}
`;

/** React Router's module script with its static imports made dynamic; null when it has another shape. */
const deferImports = (script: string): string | null => {
  const imports = script.match(ANY_IMPORT_LINE)?.length ?? 0;
  let rewritten = 0;
  const body = script.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    rewritten += 1;
    return name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`;
  });
  return rewritten > 0 && rewritten === imports ? body : null;
};

/** Every module preload of the head at low priority: the rewrite for a script of another shape. */
const lowerPreloads = (head: string): string =>
  head.replace(MODULE_PRELOAD, (tag) =>
    /\sfetchpriority=/i.test(tag)
      ? tag
      : tag.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
  );

/** The document with its scripts started after the first view (above). */
export const scriptsAfterFirstView = (html: string): string => {
  const headEnd = html.indexOf('</head>');
  const end = headEnd < 0 ? html.length : headEnd;
  const head = html.slice(0, end);
  const rest = html.slice(end);
  const router = ROUTER_SCRIPT.exec(rest);
  const imports = router ? deferImports(router[2]!) : null;
  if (!router || imports === null) return lowerPreloads(head) + rest;
  const hrefs: string[] = [];
  const headWithout = head.replace(MODULE_PRELOAD, (tag) => {
    const href = PRELOAD_HREF.exec(tag)?.[1];
    if (href) hrefs.push(href.replace(/&amp;/g, '&'));
    return '';
  });
  const script = `${router[1]}${firstViewThenPreload(hrefs)}${imports}</script>`;
  return headWithout + rest.slice(0, router.index) + script + rest.slice(router.index + router[0].length);
};

const HEAD_END = '</head>';

/**
 * The same rewrite on the document's bytes, as React wrote them: only the head and React Router's script are
 * decoded and encoded again; the body stays bytes (decoding and encoding all of it costs CPU for nothing).
 */
export const scriptsAfterFirstViewBytes = (doc: Buffer): Buffer => {
  const headEnd = doc.indexOf(HEAD_END);
  const marker = headEnd < 0 ? -1 : doc.indexOf('window.__reactRouterRouteModules', headEnd);
  const start = marker < 0 ? -1 : doc.lastIndexOf('<script', marker);
  const end = marker < 0 ? -1 : doc.indexOf('</script>', marker);
  if (start < headEnd || end < 0) return Buffer.from(scriptsAfterFirstView(doc.toString('utf8')));
  const close = end + '</script>'.length;
  const out = scriptsAfterFirstView(
    `${doc.toString('utf8', 0, headEnd)}${HEAD_END}${doc.toString('utf8', start, close)}`,
  );
  const cut = out.indexOf(HEAD_END);
  return Buffer.concat([
    Buffer.from(out.slice(0, cut)),
    doc.subarray(headEnd, start),
    Buffer.from(out.slice(cut + HEAD_END.length)),
    doc.subarray(close),
  ]);
};
