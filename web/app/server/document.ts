// The finished document's last touch before it is sent (entry.server.tsx), for the first paint (issue 8, "First
// paint and LCP"; docs/performance.md "First paint").
//
// React Router's `<Scripts>` preloads every module the page will hydrate with as `<link rel="modulepreload">`,
// which browsers fetch at high priority, before the images in view: on a slow line the page's 190 KiB of
// JavaScript then share the bandwidth with its largest image and hold up its paint, and for Lighthouse's model
// a high-priority script that arrives before the first paint counts as blocking it. Nothing on the page needs
// the scripts to show: the server rendered all of it. So each module preload asks for low priority; the
// scripts still load in parallel, right after what the first view needs. `<Scripts>` takes no props for its
// links, hence this one rewrite of its tags (their exact form is React DOM's, checked by web/test/document.test.ts).
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/** The preloads are in the head: only the head is searched (the whole text when there is none). */
export const lowerModulePreloads = (html: string): string => {
  const headEnd = html.indexOf('</head>');
  const end = headEnd < 0 ? html.length : headEnd;
  return html.slice(0, end).replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"') + html.slice(end);
};
