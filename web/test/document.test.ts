import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { FIRST_VIEW_WAIT_MS, scriptsAfterFirstView, scriptsAfterFirstViewBytes } from '../app/server/document';

// The head as React DOM writes it, and React Router's module script in the form 7.x writes it (`<Scripts>`).
const head = renderToString(
  createElement(
    'head',
    null,
    createElement('link', { rel: 'modulepreload', href: '/assets/manifest-1.js', nonce: 'n' }),
    createElement('link', { rel: 'modulepreload', href: '/assets/entry.client-2.js', nonce: 'n' }),
    createElement('link', { rel: 'modulepreload', href: '/assets/root-3.js', nonce: 'n' }),
    createElement('link', { rel: 'preload', as: 'image', href: '/media/x.svg', fetchPriority: 'high' }),
  ),
);
const routerScript = `<script nonce="n" type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-2.js");</script>`;
const page = `<!DOCTYPE html><html lang="nl">${head}<body><main><img src="/media/x.svg" fetchpriority="high"/></main>${routerScript}<script nonce="n">window.x=1</script></body></html>`;

const scriptOf = (html: string) =>
  /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('scriptsAfterFirstView', () => {
  const rewritten = scriptsAfterFirstView(page);

  it('takes the module preloads out of the head and leaves the image preload', () => {
    const [docHead] = rewritten.split('</head>');
    expect(docHead).not.toContain('modulepreload');
    expect(docHead).toContain('<link rel="preload" as="image" href="/media/x.svg" fetchPriority="high"/>');
  });

  it('waits for the first view, then preloads the same modules and imports them in the same order', () => {
    const script = scriptOf(rewritten);
    const wait = script.indexOf('img[fetchpriority="high"]');
    const preloads = script.indexOf(`["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]`);
    const imports = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/home-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"home":route1};',
      'import("/assets/entry.client-2.js");',
    ].map((line) => script.indexOf(line));
    expect(wait).toBeGreaterThan(-1);
    expect(script).toContain(`setTimeout(paint, ${FIRST_VIEW_WAIT_MS})`);
    // The preloads are added in tasks of a few, each ended by a zero timeout, before the first import.
    expect(script).toMatch(/for \(let at = 0; at < preloads\.length; at \+= \d+\) \{[\s\S]*setTimeout\(next\)/);
    expect(preloads).toBeGreaterThan(wait);
    expect(imports.every((at) => at > preloads)).toBe(true);
    expect([...imports].sort((a, b) => a - b)).toEqual(imports);
    expect(script).not.toMatch(/^import\s/m);
    // It is valid JavaScript for a module (top-level await): an async function body parses the same.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('keeps the script element, its nonce, and the rest of the page as they were', () => {
    expect(rewritten).toContain('<script nonce="n" type="module" async="">await new Promise(');
    expect(rewritten).toContain('<main><img src="/media/x.svg" fetchpriority="high"/></main>');
    expect(rewritten.endsWith('<script nonce="n">window.x=1</script></body></html>')).toBe(true);
  });

  it('leaves a script of another shape alone and only lowers the preloads, as before', () => {
    const other = page.replace('import * as route1 from', 'import { default as route1 } from');
    const result = scriptsAfterFirstView(other);
    expect(scriptOf(result)).toBe(scriptOf(other));
    expect(result.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[\w.-]+\.js"/g)).toHaveLength(3);
    const stated = '<link rel="modulepreload" fetchpriority="high" href="/a.js"/><p>rel="modulepreload"</p>';
    expect(scriptsAfterFirstView(stated)).toBe(stated);
  });
});

describe('scriptsAfterFirstViewBytes', () => {
  it('gives the very bytes the string rewrite gives, with text outside ASCII before and after the script', () => {
    const withWords = page
      .replace('<main>', '<main><p>Één vloerkleed — € 1.234,- 🧶</p>')
      .replace('<script nonce="n">window.x=1</script>', '<p>Bedankt · ✓</p><script nonce="n">window.x=1</script>');
    expect(scriptsAfterFirstViewBytes(Buffer.from(withWords)).toString('utf8')).toBe(scriptsAfterFirstView(withWords));
  });

  it('handles a document without the router script or without a head as the string rewrite does', () => {
    for (const doc of [page.replace(routerScript, ''), '<p>rel="modulepreload" ✓</p>']) {
      expect(scriptsAfterFirstViewBytes(Buffer.from(doc)).toString('utf8')).toBe(scriptsAfterFirstView(doc));
    }
  });
});
